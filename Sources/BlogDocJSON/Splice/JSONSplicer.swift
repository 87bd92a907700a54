import BlogDocCore

/// The working state of one ``JSONSplice``: the source bytes, their map, and the
/// replacements collected so far, each a source range and the bytes that take its place.
///
/// What changes among an entry's members is decided by `MemberSplicePlan`; this writes
/// it as JSON (``apply(_:to:)``), and rewrites a blog's array of entries. Values are
/// rendered in the file's style in JSONSplicer+Values.swift.
struct JSONSplicer<M: Model>: SpliceSyntax {
  typealias Refusal = JSONSplice.Refusal

  /// One element of an array or member of an object in the spliced output.
  enum Item {
    /// The element at this position of the source, with its new bytes.
    case kept(Int, [UInt8])
    /// An element the source did not have; an entry put back after its removal carries
    /// the separators it had from the items before and after it.
    case new([UInt8], leading: [UInt8]? = nil, trailing: [UInt8]? = nil)

    var bytes: [UInt8] {
      switch self {
      case .kept(_, let bytes), .new(let bytes, _, _): bytes
      }
    }
  }

  let source: [UInt8]
  let map: JSONSourceMap
  let lineEnding: [UInt8]
  let unit: [UInt8]
  /// The hex digits of `\u` escapes when the file writes every non-ASCII character as one
  /// (as Python's `json.dumps` does by default); `nil` when it writes them as UTF-8.
  /// Found on first use: it reads the whole source, which new ASCII text never needs.
  var escapeDigits: [UInt8]? { escapeStyle.digits(of: source) }
  let escapeStyle = EscapeStyle()
  /// How the file separates a key from its value (`": "`), and items written on one line
  /// (`", "` in a file written without line breaks by Python, `","` by most tools).
  let colon: [UInt8]
  let inlineComma: [UInt8]
  /// The text to write for an inserted entry, by id, as the file held it before, with
  /// its separators.
  let entrySources: [String: RemovedEntrySource]
  /// The text to write for a field's value, as the file held it before, when the value
  /// written is the one it spells.
  let valueSources: [FieldValueSource]
  /// Replacements in source offsets; they never overlap. Each notes what its bytes must
  /// read as; `nil` when they are more than one member's value.
  var edits: SpliceEdits<Reading>

  /// What one replaced member value must read back as.
  enum Reading {
    /// The value of the schema's field at this index.
    case field(Int)
    /// The value of the unknown member with this key.
    case unknown(String)
  }

  init(
    source: [UInt8], map: JSONSourceMap, entrySources: [String: RemovedEntrySource] = [:],
    valueSources: [FieldValueSource] = []
  ) {
    self.source = source
    self.map = map
    self.entrySources = entrySources
    self.valueSources = valueSources
    edits = SpliceEdits(source: source)
    lineEnding = Array(map.lineEnding.utf8)
    unit = Array(map.indentUnit.utf8)
    let first = map.records.first { $0.members.count > 1 } ?? map.records.first
    colon =
      first?.members.first.map { Array(source[$0.keyEnd..<$0.value.lowerBound]) }
      ?? Array(": ".utf8)
    var comma: [UInt8] = [UInt8(ascii: ",")]
    if let first, first.members.count > 1 {
      let separator = source[first.members[0].value.upperBound..<first.members[1].keyStart]
      if !separator.contains(0x0A), !separator.contains(0x0D), separator.last == 0x20 {
        comma.append(0x20)
      }
    }
    inlineComma = comma
  }

  // MARK: - Entries

  /// Splices a blog's entries: each changed entry in place, then inserted and removed ones.
  mutating func spliceRecords(
    from original: ModelDocument<M>, to edited: ModelDocument<M>
  )
    throws(Refusal)
  {
    if original.ids == edited.ids {
      for (position, id) in original.ids.enumerated() {
        try spliceRecord(map.records[position], from: original[id: id]!, to: edited[id: id]!)
      }
      return
    }
    guard let array = map.recordArray else {
      throw Refusal(reason: "The source map has no array of entries.")
    }
    let plan = try EntrySplicePlan(
      from: original, to: edited, recordIDs: map.records.lazy.map(\.id),
      position: map.position(ofID:))
    let spans = map.records.map(\.range)
    let indent = itemIndent(spans: spans, container: array)
    var items: [Item] = []
    for step in plan.steps {
      switch step {
      case .kept(let position, let isModified):
        let record = map.records[position]
        guard isModified else {
          items.append(.kept(position, Array(source[record.range])))
          continue
        }
        var inner = JSONSplicer(source: source, map: map)
        try inner.spliceRecord(record, from: original[id: record.id]!, to: edited[id: record.id]!)
        items.append(.kept(position, try inner.edits.bytes(of: record.range)))
      case .inserted(let id, _):
        if let removed = entrySources[id] {
          items.append(
            .new(
              removed.text, leading: removed.leading.flatMap(Self.separator),
              trailing: removed.trailing.flatMap(Self.separator)))
          continue
        }
        items.append(.new(try encode(.object(edited[id: id]!.archived()), indent: indent)))
      }
    }
    replaceSequence(inside: array, spans: spans, with: items, indent: indent)
  }

  // MARK: - Members

  /// The position of `key`'s `occurrence`-th member in `record` (JSON has no duplicate
  /// keys, so only a first one): a linear search over a record's few members, with no
  /// table to allocate per entry.
  func memberIndex(of key: String, occurrence: Int, in record: JSONSourceMap.Record) -> Int? {
    var seen = 0
    return record.members.firstIndex { member in
      guard member.key == key else { return false }
      seen += 1
      return seen > occurrence
    }
  }

  /// Splices one entry's changed fields: values in place, added members where the
  /// schema's order puts them, removed members with their lines.
  ///
  /// `fields`, a diff's changes of this entry, names the fields to visit; every field is
  /// compared when it is `nil`. Which fields is all it gives: their values are read from
  /// `old` and `new`, and a field it leaves out is caught by the proof.
  mutating func spliceRecord(
    _ record: JSONSourceMap.Record, from old: M, to new: M, fields: [FieldChange]? = nil
  ) throws(Refusal) {
    try spliceMembers(of: record, from: old, to: new, fields: fields, valueSources: valueSources)
  }

  /// Writes `plan` into `record`: each new value in place of the old one when no member
  /// comes or goes; otherwise the members rewritten between the braces, kept ones as they
  /// were, added ones where the schema's order puts them.
  mutating func apply(_ plan: MemberSplicePlan, to record: JSONSourceMap.Record) throws(Refusal) {
    guard !plan.additions.isEmpty || !plan.removals.isEmpty else {
      for change in plan.changes {
        let member = record.members[change.index]
        var bytes = change.text ?? []
        if change.text == nil {
          bytes = try encode(
            change.new, indent: lineIndent(before: member.keyStart), replacing: member.value)
        }
        edits.replace(
          member.value, with: bytes, note: change.field.map(Reading.field) ?? .unknown(change.key))
      }
      return
    }
    let schema = M.schema
    let spans = record.members.map(\.span)
    let indent = itemIndent(spans: spans, container: record.range)
    var items: [(order: Int?, item: Item)] = []
    for (index, member) in record.members.enumerated() where !plan.removals.contains(index) {
      var bytes = Array(source[member.keyStart..<member.value.lowerBound])
      if let change = plan.changes.first(where: { $0.index == index }) {
        if let text = change.text {
          bytes += text
        } else {
          bytes += try encode(change.new, indent: indent, replacing: member.value)
        }
      } else {
        bytes += source[member.value]
      }
      items.append((schema.index(ofField: member.key), .kept(index, bytes)))
    }
    let colon =
      record.members.first.map { Array(source[$0.keyEnd..<$0.value.lowerBound]) }
      ?? Array((indent == nil ? ":" : ": ").utf8)
    for member in plan.additions {
      let bytes =
        try styled(Self.compact(.string(member.key))) + colon + encode(member.value, indent: indent)
      let position: Int
      if member.order == Int.max {
        position = items.count
      } else if let after = items.lastIndex(where: { ($0.order ?? Int.max) < member.order }) {
        position = after + 1
      } else {
        position = items.firstIndex { $0.order != nil } ?? items.count
      }
      items.insert((member.order, .new(bytes)), at: position)
    }
    replaceSequence(inside: record.range, spans: spans, with: items.map(\.item), indent: indent)
  }

  // MARK: - Sequences

  /// `bytes` when they separate two items of an array (one comma, and whitespace), else
  /// `nil`: a removed entry's recorded separator is used only when it is one.
  private static func separator(_ bytes: [UInt8]) -> [UInt8]? {
    let isSeparator =
      bytes.filter { $0 == UInt8(ascii: ",") }.count == 1
      && bytes.allSatisfy {
        $0 == UInt8(ascii: ",") || $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D
      }
    return isSeparator ? bytes : nil
  }

  /// Replaces what lies between a container's brackets with `items`, keeping the source's
  /// separator between items that were neighbours and its whitespace at either end.
  private mutating func replaceSequence(
    inside container: Range<Int>, spans: [Range<Int>], with items: [Item], indent: [UInt8]?
  ) {
    let inner = (container.lowerBound + 1)..<(container.upperBound - 1)
    var output: [UInt8] = []
    if !items.isEmpty {
      let leading: ArraySlice<UInt8>
      let trailing: ArraySlice<UInt8>
      let separator: [UInt8]
      if let first = spans.first, let last = spans.last {
        leading = source[inner.lowerBound..<first.lowerBound]
        trailing = source[last.upperBound..<inner.upperBound]
        separator =
          spans.count > 1
          ? Array(source[spans[0].upperBound..<spans[1].lowerBound])
          : indent.map { [UInt8(ascii: ",")] + lineEnding + $0 } ?? inlineComma
      } else {
        let closing = lineEnding + lineIndent(containing: container.lowerBound)
        leading = ArraySlice(indent.map { lineEnding + $0 } ?? [])
        trailing = ArraySlice(indent == nil ? [] : closing)
        separator = indent.map { [UInt8(ascii: ",")] + lineEnding + $0 } ?? inlineComma
      }
      output += leading
      for (index, item) in items.enumerated() {
        if index > 0 {
          if case .kept(let before, _) = items[index - 1], case .kept(let position, _) = item,
            position == before + 1
          {
            output += source[spans[before].upperBound..<spans[position].lowerBound]
          } else if case .new(_, let leading?, _) = item {
            output += leading
          } else if case .new(_, _, let trailing?) = items[index - 1] {
            output += trailing
          } else {
            output += separator
          }
        }
        output += item.bytes
      }
      output += trailing
    }
    edits.replace(inner, with: output)
  }

  /// The indentation of a container's items: that of the first one, or one level more
  /// than the container's line when it is empty; `nil` when items share lines.
  private func itemIndent(spans: [Range<Int>], container: Range<Int>) -> [UInt8]? {
    guard !lineEnding.isEmpty else { return nil }
    if let first = spans.first { return lineIndent(before: first.lowerBound) }
    return lineIndent(containing: container.lowerBound) + unit
  }

  // MARK: - Layout

  /// The whitespace from the start of the line to `offset`, or `nil` when something else
  /// comes before `offset` on its line.
  func lineIndent(before offset: Int) -> [UInt8]? {
    guard !lineEnding.isEmpty else { return nil }
    var start = offset
    while start > 0 {
      switch source[start - 1] {
      case 0x20, 0x09: start -= 1
      case 0x0A, 0x0D: return Array(source[start..<offset])
      default: return nil
      }
    }
    return Array(source[0..<offset])
  }

  /// The leading whitespace of the line holding `offset`.
  private func lineIndent(containing offset: Int) -> [UInt8] {
    var start = offset
    while start > 0, source[start - 1] != 0x0A, source[start - 1] != 0x0D { start -= 1 }
    var end = start
    while end < offset, source[end] == 0x20 || source[end] == 0x09 { end += 1 }
    return Array(source[start..<end])
  }
}
