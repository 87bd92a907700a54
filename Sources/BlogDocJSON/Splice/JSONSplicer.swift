import BlogDocCore

/// The working state of one ``JSONSplice``: the source bytes, their map, and the
/// replacements collected so far, each a source range and the bytes that take its place.
struct JSONSplicer<M: Model> {
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
  private let lineEnding: [UInt8]
  private let unit: [UInt8]
  /// The hex digits of `\u` escapes when the file writes every non-ASCII character as one
  /// (as Python's `json.dumps` does by default); `nil` when it writes them as UTF-8.
  /// Found on first use: it reads the whole source, which new ASCII text never needs.
  private var escapeDigits: [UInt8]? { escapeStyle.digits(of: source) }
  private let escapeStyle = EscapeStyle()
  /// How the file separates a key from its value (`": "`), and items written on one line
  /// (`", "` in a file written without line breaks by Python, `","` by most tools).
  private let colon: [UInt8]
  private let inlineComma: [UInt8]
  /// The text to write for an inserted entry, by id, as the file held it before, with
  /// its separators.
  let entrySources: [String: RemovedEntrySource]
  /// The text to write for a field's value, as the file held it before, when the value
  /// written is the one it spells.
  let valueSources: [FieldValueSource]
  /// Replacements in source offsets; they never overlap.
  private(set) var edits: [Edit] = []

  /// One replacement: a source range, the bytes that take its place, and what they are.
  struct Edit {
    var range: Range<Int>
    var bytes: [UInt8]
    /// What `bytes` must read as; `nil` when they are more than one member's value.
    var reading: Reading?
  }

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
    lineEnding = Array(map.lineEnding.utf8)
    unit = Array(map.indentUnit.utf8)
    let first = map.records.first { $0.members.count > 1 } ?? map.records.first
    colon = first?.members.first.map { Array(source[$0.keyEnd..<$0.value.lowerBound]) } ?? Array(": ".utf8)
    var comma: [UInt8] = [UInt8(ascii: ",")]
    if let first, first.members.count > 1 {
      let separator = source[first.members[0].value.upperBound..<first.members[1].keyStart]
      if !separator.contains(0x0A), !separator.contains(0x0D), separator.last == 0x20 { comma.append(0x20) }
    }
    inlineComma = comma
  }

  /// The file's way of writing non-ASCII characters, worked out once when first needed.
  private final class EscapeStyle {
    private var found: [UInt8]??

    func digits(of source: [UInt8]) -> [UInt8]? {
      if let found { return found }
      let digits = JSONSplicer.escapeDigits(of: source)
      found = .some(digits)
      return digits
    }
  }

  /// `0123456789abcdef` or `…ABCDEF` when `source` holds no byte past ASCII but escapes
  /// a non-ASCII character, in the case its first such escape uses; `nil` otherwise.
  private static func escapeDigits(of source: [UInt8]) -> [UInt8]? {
    var digits: [UInt8]?
    // A byte-order mark is not text: a file that escapes everything else still does.
    var index = source.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < source.count {
      let byte = source[index]
      if byte >= 0x80 { return nil }
      guard byte == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      if digits == nil, index + 5 < source.count, source[index + 1] == UInt8(ascii: "u"),
        let value = UInt32(String(decoding: source[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16),
        value >= 0x80
      {
        let escape = source[(index + 2)..<(index + 6)]
        let lower = escape.contains { (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
        let upper = escape.contains { (UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0) }
        if lower || !upper {
          digits = Array("0123456789abcdef".utf8)
        } else {
          digits = Array("0123456789ABCDEF".utf8)
        }
      }
      index += 2  // An escape's second byte is never a backslash that starts another.
    }
    return digits
  }

  /// `text` (JSON) with every non-ASCII character written as a `\u` escape when the file
  /// writes them so; unchanged otherwise.
  private func styled(_ text: [UInt8]) -> [UInt8] {
    guard text.contains(where: { $0 >= 0x80 }), let digits = escapeDigits else { return text }
    var output: [UInt8] = []
    output.reserveCapacity(text.count + 16)
    func escape(_ unit: UInt16) {
      output += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
      for shift in stride(from: 12, through: 0, by: -4) {
        output.append(digits[Int((unit >> UInt16(shift)) & 0xF)])
      }
    }
    // Outside strings JSON text is ASCII, so every non-ASCII character is inside one.
    for scalar in String(decoding: text, as: UTF8.self).unicodeScalars {
      if scalar.isASCII {
        output.append(UInt8(scalar.value))
      } else {
        for unit in String(scalar).utf16 { escape(unit) }
      }
    }
    return output
  }

  /// The source with every replacement made.
  func output() throws(Refusal) -> [UInt8] {
    try bytes(of: 0..<source.count)
  }

  /// Where the records at `positions` (ascending) lie in ``output()``, each holding the
  /// replacements made inside it.
  ///
  /// - Complexity: O(*e* log *e* + *p*) in the replacements and positions.
  func outputRanges(ofRecordsAt positions: [Int]) -> [Range<Int>] {
    let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
    var next = 0
    var shift = 0
    return positions.map { position in
      let record = map.records[position].range
      while next < sorted.count, sorted[next].range.upperBound <= record.lowerBound,
        sorted[next].range != record
      {
        shift += sorted[next].bytes.count - sorted[next].range.count
        next += 1
      }
      let start = record.lowerBound + shift
      while next < sorted.count, sorted[next].range.lowerBound < record.upperBound || sorted[next].range == record {
        shift += sorted[next].bytes.count - sorted[next].range.count
        next += 1
      }
      return start..<(record.upperBound + shift)
    }
  }

  /// The bytes of `range` of the source with the replacements inside it made.
  func bytes(of range: Range<Int>) throws(Refusal) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(range.count + 256)
    var cursor = range.lowerBound
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
    where range.contains(edit.range.lowerBound) || edit.range == range {
      guard edit.range.lowerBound >= cursor, edit.range.upperBound <= range.upperBound else {
        throw Refusal(reason: "Two changes would overlap in the file's bytes.")
      }
      output.append(contentsOf: source[cursor..<edit.range.lowerBound])
      output.append(contentsOf: edit.bytes)
      cursor = edit.range.upperBound
    }
    output.append(contentsOf: source[cursor..<range.upperBound])
    return output
  }

  // MARK: - Entries

  /// Splices a blog's entries: each changed entry in place, then inserted and removed ones.
  mutating func spliceRecords(from original: ModelDocument<M>, to edited: ModelDocument<M>)
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
    let keptBefore = original.ids.filter { edited.contains(id: $0) }
    let keptAfter = edited.ids.filter { original.contains(id: $0) }
    guard keptBefore == keptAfter else {
      throw Refusal(reason: "Entries were moved, which a splice does not write.")
    }
    let spans = map.records.map(\.range)
    let indent = itemIndent(spans: spans, container: array)
    var items: [Item] = []
    for entry in edited.entries {
      if let position = map.position(ofID: entry.id) {
        let record = map.records[position]
        var inner = JSONSplicer(source: source, map: map)
        try inner.spliceRecord(record, from: original[id: entry.id]!, to: entry)
        items.append(.kept(position, try inner.bytes(of: record.range)))
      } else if let removed = entrySources[entry.id] {
        items.append(
          .new(removed.text, leading: removed.leading.flatMap(Self.separator), trailing: removed.trailing.flatMap(Self.separator)))
      } else {
        var object = ArchiveObject()
        for field in M.schema.fields {
          let value = field.value(in: entry)
          if !value.isNull {
            object.append(key: field.name, value: field.kind.archiveValue(for: value))
          }
        }
        object.members.append(contentsOf: entry.unknownFields.members)
        items.append(.new(try encode(.object(object), indent: indent)))
      }
    }
    replaceSequence(inside: array, spans: spans, with: items, indent: indent)
  }

  // MARK: - Members

  /// Splices one entry's changed fields: values in place, added members where the
  /// schema's order puts them, removed members with their lines.
  ///
  /// `fields`, a diff's changes of this entry, names the fields to visit; every field is
  /// compared when it is `nil`. Which fields is all it gives: their values are read from
  /// `old` and `new`, and a field it leaves out is caught by the proof.
  mutating func spliceRecord(
    _ record: JSONSourceMap.Record, from old: M, to new: M, fields: [FieldChange]? = nil
  ) throws(Refusal) {
    guard fields != nil || old != new else { return }
    let schema = M.schema
    // Linear searches over a record's few members: no table to allocate per entry.
    func memberIndex(_ key: String) -> Int? { record.members.firstIndex { $0.key == key } }
    var changed: [(index: Int, value: ArchiveValue, reading: Reading, text: [UInt8]?)] = []
    var removed: [Int] = []
    /// Added members with their schema position (`Int.max` for unknown members).
    var added: [(order: Int, key: String, value: ArchiveValue)] = []

    var orders: [Int] = []
    if let fields {
      orders.reserveCapacity(fields.count)
      for change in fields {
        guard let order = schema.index(ofField: change.field) else {
          throw Refusal(reason: "The changed field \(FieldKind.quoted(change.field)) is not in the schema.")
        }
        orders.append(order)
      }
    }
    for order in fields == nil ? Array(schema.fields.indices) : orders {
      let field = schema.fields[order]
      let before = field.value(in: old)
      let after = field.value(in: new)
      guard before != after else { continue }
      let index = memberIndex(field.name)
      if after.isNull {
        if let index { removed.append(index) }
        continue
      }
      let value = field.kind.archiveValue(for: after)
      if let index {
        changed.append((index, value, .field(order), valueSources.text(id: new.id, field: field.name, value: value)))
      } else {
        added.append((order, field.name, value))
      }
    }
    if old.unknownFields != new.unknownFields {
      for member in old.unknownFields where new.unknownFields[member.key] == nil {
        guard let index = memberIndex(member.key) else { throw Self.unmapped(member.key) }
        removed.append(index)
      }
      for member in new.unknownFields {
        guard let before = old.unknownFields[member.key] else {
          added.append((Int.max, member.key, member.value))
          continue
        }
        guard before != member.value else { continue }
        guard let index = memberIndex(member.key) else { throw Self.unmapped(member.key) }
        changed.append(
          (index, member.value, .unknown(member.key), valueSources.text(id: new.id, field: member.key, value: member.value)))
      }
    }

    guard !added.isEmpty || !removed.isEmpty else {
      for change in changed {
        let member = record.members[change.index]
        var bytes = change.text ?? []
        if change.text == nil {
          bytes = try encode(change.value, indent: lineIndent(before: member.keyStart), replacing: member.value)
        }
        edits.append(Edit(range: member.value, bytes: bytes, reading: change.reading))
      }
      return
    }

    let spans = record.members.map(\.span)
    let indent = itemIndent(spans: spans, container: record.range)
    var items: [(order: Int?, item: Item)] = []
    for (index, member) in record.members.enumerated() where !removed.contains(index) {
      var bytes = Array(source[member.keyStart..<member.value.lowerBound])
      if let change = changed.first(where: { $0.index == index }) {
        if let text = change.text {
          bytes += text
        } else {
          bytes += try encode(change.value, indent: indent, replacing: member.value)
        }
      } else {
        bytes += source[member.value]
      }
      items.append((schema.index(ofField: member.key), .kept(index, bytes)))
    }
    let colon =
      record.members.first.map { Array(source[$0.keyEnd..<$0.value.lowerBound]) }
      ?? Array((indent == nil ? ":" : ": ").utf8)
    for member in added {
      let bytes = try styled(Self.compact(.string(member.key))) + colon + encode(member.value, indent: indent)
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

  private static func unmapped(_ key: String) -> Refusal {
    Refusal(reason: "The member \(FieldKind.quoted(key)) is not in the source map.")
  }

  // MARK: - Sequences

  /// `bytes` when they separate two items of an array (one comma, and whitespace), else
  /// `nil`: a removed entry's recorded separator is used only when it is one.
  private static func separator(_ bytes: [UInt8]) -> [UInt8]? {
    let isSeparator = bytes.filter { $0 == UInt8(ascii: ",") }.count == 1
      && bytes.allSatisfy { $0 == UInt8(ascii: ",") || $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
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
    edits.append(Edit(range: inner, bytes: output, reading: nil))
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

  // MARK: - Values

  /// `value` as JSON text starting on a line indented by `indent`: the canonical writer's
  /// layout re-indented with the file's unit and line ending, or on one line when the file
  /// (or the value it replaces) keeps it on one.
  func encode(_ value: ArchiveValue, indent: [UInt8]?, replacing old: Range<Int>? = nil)
    throws(Refusal) -> [UInt8]
  {
    switch value {
    case .string, .number, .bool, .null:
      // A scalar is written alike on one line and in the canonical layout.
      return styled(try Self.compact(value))
    case .array, .object:
      break
    }
    let oldIsInline =
      old.map { range in
        range.count > 2 && (source[range.lowerBound] == UInt8(ascii: "[") || source[range.lowerBound] == UInt8(ascii: "{"))
          && !source[range].contains(0x0A) && !source[range].contains(0x0D)
      } ?? false
    guard let indent, !oldIsInline else {
      let comma =
        oldIsInline
        ? Array((source[old!].firstRange(of: [UInt8(ascii: ","), 0x20]) == nil ? "," : ", ").utf8) : inlineComma
      return styled(Self.respaced(try Self.compact(value), comma: comma, colon: colon))
    }
    let text: String
    do {
      text = try JSONWriter.text(of: value)
    } catch {
      throw Refusal(reason: error.description)
    }
    var output: [UInt8] = []
    var bytes = text.utf8.makeIterator()
    var pendingSpaces: Int?
    while let byte = bytes.next() {
      if var spaces = pendingSpaces {
        if byte == 0x20 {
          spaces += 1
          pendingSpaces = spaces
          continue
        }
        output += lineEnding
        output += indent
        for _ in 0..<(spaces / 2) { output += unit }
        pendingSpaces = nil
      }
      if byte == 0x0A {
        pendingSpaces = 0
      } else {
        output.append(byte)
      }
    }
    return styled(output)
  }

  /// Compact JSON `text` with `comma` and `colon` between items and keys, outside strings.
  private static func respaced(_ text: [UInt8], comma: [UInt8], colon: [UInt8]) -> [UInt8] {
    guard comma != [UInt8(ascii: ",")] || colon != [UInt8(ascii: ":")] else { return text }
    var output: [UInt8] = []
    output.reserveCapacity(text.count + 16)
    var isInString = false
    var isEscaped = false
    for byte in text {
      if isInString {
        output.append(byte)
        if isEscaped {
          isEscaped = false
        } else if byte == UInt8(ascii: "\\") {
          isEscaped = true
        } else if byte == UInt8(ascii: "\"") {
          isInString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        isInString = true
        output.append(byte)
      case UInt8(ascii: ","): output += comma
      case UInt8(ascii: ":"): output += colon
      default: output.append(byte)
      }
    }
    return output
  }

  /// `value` on one line, escaped as the canonical writer escapes it.
  private static func compact(_ value: ArchiveValue) throws(Refusal) -> [UInt8] {
    do {
      return try JSONWriter.compactBytes(of: value)
    } catch {
      throw Refusal(reason: error.description)
    }
  }
}
