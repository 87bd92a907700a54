import BlogDocCore

/// The working state of one ``XMLSplice``: the source bytes, their map, and the
/// replacements collected so far, each a source range and the bytes that take its place.
struct XMLSplicer<M: Model> {
  typealias Refusal = SpliceRefusal

  /// One replacement: a source range (empty for an insertion) and the bytes for it.
  struct Edit {
    var range: Range<Int>
    var bytes: [UInt8]
  }

  let source: [UInt8]
  let map: XMLSourceMap
  let style: XMLFragmentStyle
  /// The text to write for an inserted entry, by id, as the file held it before, and
  /// where.
  let entrySources: [String: RemovedEntrySource]
  /// The element to write for a field, as the file held it before, when the value written
  /// is the one it spells.
  let valueSources: [FieldValueSource]
  /// Replacements in source offsets; they never overlap.
  private(set) var edits: [Edit] = []

  init(
    source: [UInt8], map: XMLSourceMap, entrySources: [String: RemovedEntrySource] = [:],
    valueSources: [FieldValueSource] = []
  ) {
    self.source = source
    self.map = map
    self.entrySources = entrySources
    self.valueSources = valueSources
    let lineEnding = Array(map.lineEnding.utf8)
    // A file whose root has no child on a line of its own yet gets the canonical unit.
    let unit = map.indentUnit.isEmpty && !lineEnding.isEmpty ? Array("  ".utf8) : Array(map.indentUnit.utf8)
    style = XMLFragmentStyle(lineEnding: lineEnding, unit: unit)
  }

  // MARK: - Output

  /// The replacements in source order, an insertion before a replacement at its offset.
  private var sortedEdits: [Edit] {
    edits.sorted {
      ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
    }
  }

  /// The source with every replacement made.
  func output() throws(Refusal) -> [UInt8] {
    try bytes(of: 0..<source.count)
  }

  /// The bytes of `range` of the source with the replacements inside it made; an
  /// insertion at either end of `range` is outside it.
  func bytes(of range: Range<Int>) throws(Refusal) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(range.count + 256)
    var cursor = range.lowerBound
    for edit in sortedEdits
    where edit.range.lowerBound >= range.lowerBound && edit.range.upperBound <= range.upperBound
      && !(edit.range.isEmpty && (edit.range.lowerBound == range.lowerBound || edit.range.upperBound == range.upperBound))
    {
      guard edit.range.lowerBound >= cursor else {
        throw Refusal(reason: "Two changes would overlap in the file's bytes.")
      }
      output += source[cursor..<edit.range.lowerBound]
      output += edit.bytes
      cursor = edit.range.upperBound
    }
    output += source[cursor..<range.upperBound]
    return output
  }

  // MARK: - Entries

  /// Splices a blog's entries: each changed entry in place, removed ones out with their
  /// lines, and inserted ones beside the kept entry before them, indented like it.
  ///
  /// - Returns: The ids of the entries whose bytes changed or were written in the file's
  ///   own layout, for the proof.
  mutating func spliceRecords(from original: ModelDocument<M>, to edited: ModelDocument<M>)
    throws(Refusal) -> [String]
  {
    var touched: [String] = []
    let keptBefore = original.ids.filter { edited.contains(id: $0) }
    let keptAfter = edited.ids.filter { original.contains(id: $0) }
    guard keptBefore == keptAfter else {
      throw Refusal(reason: "Entries were moved, which a splice does not write.")
    }
    for record in map.records {
      guard let old = original[id: record.id] else {
        throw Refusal(reason: "The source map does not describe this document.")
      }
      guard let new = edited[id: old.id] else {
        edits.append(Edit(range: removalRange(of: record.element.range), bytes: []))
        continue
      }
      if old != new {
        try spliceRecord(record, from: old, to: new)
        touched.append(new.id)
      }
    }
    let inserted = edited.entries.filter { !original.contains(id: $0.id) }
    guard !inserted.isEmpty else {
      if edited.count == 0 { emptyRootIfBlank() }
      return touched
    }
    let kept = keptAfter.compactMap { map.position(ofID: $0) }
    // Indented like the first kept entry, or like the blog's first member; one unit in
    // when the blog is empty; on the line of its neighbours when they share lines.
    let indent =
      if let first = kept.first.map({ map.records[$0].element.range.lowerBound }) ?? map.firstChildStart {
        lineIndent(before: first)
      } else {
        style.lineEnding.isEmpty ? nil : style.unit
      }
    let style = indent == nil ? XMLFragmentStyle.compact : style
    var insertions: [Int: [UInt8]] = [:]
    var intoRoot: [UInt8] = []
    let separator = indent.map { style.lineEnding + $0 } ?? []
    var previous: Int?  // The source position of the last kept entry met.
    for entry in edited.entries {
      if original.contains(id: entry.id), let position = map.position(ofID: entry.id) {
        previous = position
        continue
      }
      if let removed = entrySources[entry.id], let offset = originalOffset(of: removed, after: previous, in: edited) {
        // Back on its own line, where it was: past the comments that stood before it.
        insertions[offset, default: []] += (removed.leading ?? []) + removed.text + (removed.trailing ?? [])
        touched.append(entry.id)
        continue
      }
      let fragment: [UInt8]
      if let text = entrySources[entry.id]?.text {
        fragment = text
        touched.append(entry.id)
      } else {
        try checkWritesUnprefixed()
        do {
          fragment = try style.record(entry, indent: indent ?? [])
        } catch {
          throw Refusal(reason: error.description)
        }
        // Laid out as the canonical writer lays a blog out, a new entry's bytes are that
        // writer's own, trusted as every canonical write is; otherwise they are proved.
        if !(style.isCanonical && indent == style.unit) { touched.append(entry.id) }
      }
      if let previous {
        insertions[map.records[previous].element.range.upperBound, default: []] += separator + fragment
      } else if let first = kept.first {
        insertions[map.records[first].element.range.lowerBound, default: []] += fragment + separator
      } else if let first = map.records.first {
        // Every old entry is removed: the new ones take the first one's place.
        let removal = removalRange(of: first.element.range)
        let takesLine = removal != first.element.range
        insertions[removal.lowerBound, default: []] +=
          takesLine ? (indent ?? []) + fragment + style.lineEnding : fragment
      } else {
        intoRoot += separator + fragment
      }
    }
    for (offset, bytes) in insertions {
      edits.append(Edit(range: offset..<offset, bytes: bytes))
    }
    if !intoRoot.isEmpty { try insertIntoRoot(intoRoot, closing: indent == nil ? [] : style.lineEnding) }
    return touched
  }

  /// Where a removed entry's bytes were cut, in this source: its ``RemovedEntrySource/gap``
  /// past the end of the kept entry at `previous` (or the start of the root's content),
  /// when the source still holds that gap there and it ends before the next kept entry;
  /// `nil` otherwise, and the entry goes beside the one before it.
  private func originalOffset(of removed: RemovedEntrySource, after previous: Int?, in edited: ModelDocument<M>) -> Int? {
    guard let gap = removed.gap, let content = map.root.content else { return nil }
    let anchor = previous.map { map.records[$0].element.range.upperBound } ?? content.lowerBound
    let next = map.records[((previous ?? -1) + 1)...].first { edited.contains(id: $0.id) }
    let limit = next.map(\.element.range.lowerBound) ?? content.upperBound
    guard anchor + gap.count <= limit, source[anchor..<(anchor + gap.count)].elementsEqual(gap) else { return nil }
    return anchor + gap.count
  }

  /// Writes the root `<blog …/>`, as the canonical writer writes an empty blog, when
  /// removing every entry (each with its line) leaves just one line break inside it: what
  /// adding entries to `<blog …/>` made, so undoing them gives it back.
  private mutating func emptyRootIfBlank() {
    guard let content = map.root.content else { return }
    var left: [UInt8] = []
    var offset = content.lowerBound
    for record in map.records {
      let removal = removalRange(of: record.element.range)
      left += source[offset..<removal.lowerBound]
      offset = removal.upperBound
    }
    left += source[offset..<content.upperBound]
    guard left == style.lineEnding else { return }
    edits.removeAll()
    edits.append(Edit(range: map.root.range, bytes: selfClosing(map.root)))
  }

  /// Adds `entries` (each led by its line break and indentation) to a root that holds no
  /// entry: into a root written `<blog …/>`, in place of whitespace-only content, or
  /// before the blog's own members.
  private mutating func insertIntoRoot(_ entries: [UInt8], closing: [UInt8]) throws(Refusal) {
    let root = map.root
    guard let content = root.content else {
      edits.append(Edit(range: root.range, bytes: withoutSelfClosing(root) + entries + closing + endTag(of: root)))
      return
    }
    if source[content].allSatisfy(XMLNames.isWhitespace) {
      edits.append(Edit(range: content, bytes: entries + closing))
    } else {
      // Before the blog's own members, where the canonical order puts entries.
      edits.append(Edit(range: content.lowerBound..<content.lowerBound, bytes: entries))
    }
  }

  // MARK: - Fields

  /// Splices one entry's changed fields: text in place, added elements where the schema's
  /// order puts them, removed elements with their lines.
  ///
  /// `fields`, a diff's changes of this entry, names the fields to visit; every field is
  /// compared when it is `nil`. A field it leaves out is caught by the proof.
  mutating func spliceRecord(_ record: XMLSourceMap.Record, from old: M, to new: M, fields: [FieldChange]? = nil)
    throws(Refusal)
  {
    guard fields != nil || old != new else { return }
    let schema = M.schema
    var orders: [Int] = []
    if let fields {
      orders.reserveCapacity(fields.count)
      for change in fields {
        guard let order = schema.index(ofField: change.field) else {
          throw Refusal(reason: "The changed field \(FieldKind.quoted(change.field)) is not in the schema.")
        }
        if !orders.contains(order) { orders.append(order) }
      }
    }
    var removed: [Int] = []
    var added: [(order: Int, key: String, value: ArchiveValue, itemName: String?, isKnown: Bool)] = []
    for order in fields == nil ? Array(schema.fields.indices) : orders {
      let field = schema.fields[order]
      let before = field.value(in: old)
      let after = field.value(in: new)
      guard before != after else { continue }
      let index = try memberIndex(field.name, in: record)
      if after.isNull {
        if let index { removed.append(index) }
        continue
      }
      let value = field.kind.archiveValue(for: after)
      guard let index else {
        added.append((order, field.name, value, field.kind.itemName, true))
        continue
      }
      if let text = valueSources.text(id: new.id, field: field.name, value: value) {
        edits.append(Edit(range: record.members[index].element!.range, bytes: text))
        continue
      }
      let oldValue = before.isNull ? nil : field.kind.archiveValue(for: before)
      try replace(
        record.members[index].element!, key: field.name, old: oldValue, new: value, itemName: field.kind.itemName,
        isKnown: true)
    }
    if old.unknownFields != new.unknownFields {
      // XML may repeat an element: the k-th member of a key is matched with the k-th.
      let before = Occurrences(old.unknownFields)
      let after = Occurrences(new.unknownFields)
      for (key, occurrence) in before.keys where after[key: key, occurrence] == nil {
        guard let index = try memberIndex(key, occurrence: occurrence, in: record) else { throw Self.unmapped(key) }
        removed.append(index)
      }
      for (key, occurrence) in after.keys {
        let value = after[key: key, occurrence]!
        guard let oldValue = before[key: key, occurrence] else {
          added.append((Int.max, key, value, nil, false))
          continue
        }
        guard oldValue != value else { continue }
        guard let index = try memberIndex(key, occurrence: occurrence, in: record) else { throw Self.unmapped(key) }
        // A spelling is kept for a key's first member alone, the one a diff's bag names.
        if occurrence == 0, let text = valueSources.text(id: new.id, field: key, value: value) {
          edits.append(Edit(range: record.members[index].element!.range, bytes: text))
          continue
        }
        try replace(record.members[index].element!, key: key, old: oldValue, new: value, itemName: nil, isKnown: false)
      }
    }
    for index in removed {
      edits.append(Edit(range: removalRange(of: record.members[index].element!.range), bytes: []))
    }
    if !added.isEmpty { try insert(added, into: record, removing: removed) }
  }

  /// The position of `key`'s member in `record`; throws when it is an attribute.
  func memberIndex(_ key: String, occurrence: Int = 0, in record: XMLSourceMap.Record) throws(Refusal) -> Int? {
    var seen = 0
    guard
      let index = record.members.firstIndex(where: { member in
        guard member.key == key else { return false }
        seen += 1
        return seen > occurrence
      })
    else { return nil }
    guard record.members[index].element != nil else {
      throw Refusal(
        reason: "The member \(FieldKind.quoted(key)) of \(FieldKind.quoted(record.id)) is an attribute, which a splice does not rewrite.")
    }
    return index
  }

  /// Unknown members by key and occurrence (0 for a key's first member, 1 for its second…).
  struct Occurrences {
    /// Each member's key and occurrence, in order.
    var keys: [(key: String, occurrence: Int)] = []
    private var values: [String: [ArchiveValue]] = [:]

    init(_ object: ArchiveObject) {
      for member in object {
        keys.append((member.key, values[member.key, default: []].count))
        values[member.key, default: []].append(member.value)
      }
    }

    subscript(key key: String, _ occurrence: Int) -> ArchiveValue? {
      guard let values = values[key], occurrence < values.count else { return nil }
      return values[occurrence]
    }
  }

  private static func unmapped(_ key: String) -> Refusal {
    Refusal(reason: "The member \(FieldKind.quoted(key)) is not in the source map.")
  }

  /// Inserts new elements among `record`'s: each after the last kept field the schema
  /// puts before it (unknown members after every field), indented like its neighbours, on a
  /// line of its own (``XMLSplice/endOfLine(after:in:)``), so that undo takes it out exactly.
  private mutating func insert(
    _ added: [(order: Int, key: String, value: ArchiveValue, itemName: String?, isKnown: Bool)],
    into record: XMLSourceMap.Record, removing removed: [Int]
  ) throws(Refusal) {
    let schema = M.schema
    let kept = record.members.indices.filter { !removed.contains($0) && record.members[$0].element != nil }
    guard let first = kept.first else {
      throw Refusal(reason: "The entry \(FieldKind.quoted(record.id)) has no element to place a new one beside.")
    }
    let indent = lineIndent(before: record.members[first].element!.range.lowerBound)
    let separator = indent.map { style.lineEnding + $0 } ?? []
    var insertions: [Int: [UInt8]] = [:]
    // New fields take the prefix their neighbours are written with (`b:title`).
    let neighbour = qualifiedName(at: record.members[first].element!.range.lowerBound)
    let prefix = neighbour.firstIndex(of: UInt8(ascii: ":")).map { Array(neighbour[...$0]) } ?? []
    for member in added.sorted(by: { $0.order < $1.order }) {
      var fragment: [UInt8]
      if member.isKnown, let element = try textOrList(member.key, member.value, itemName: member.itemName, prefix: prefix, indent: indent) {
        fragment = element
      } else {
        try checkWritesUnprefixed()
        do {
          fragment = try (indent == nil ? XMLFragmentStyle.compact : style).field(
            M.self, name: member.key, value: member.value, itemName: member.itemName, isKnown: member.isKnown,
            indent: indent ?? [])
        } catch {
          throw Refusal(reason: error.description)
        }
      }
      let before = kept.last { index in
        member.order == Int.max || (schema.index(ofField: record.members[index].key) ?? Int.max) < member.order
      }
      if let before {
        // On a line of its own, past a comment that ends the line of the element before it.
        let after = record.members[before].element!.range.upperBound
        let offset = indent == nil ? after : XMLSplice.endOfLine(after: after, in: source)
        insertions[offset, default: []] += separator + fragment
      } else {
        insertions[record.members[first].element!.range.lowerBound, default: []] += fragment + separator
      }
    }
    for (offset, bytes) in insertions {
      edits.append(Edit(range: offset..<offset, bytes: bytes))
    }
  }

  /// A known field's element as the canonical writer writes a text or a list of texts,
  /// with `prefix` on every name; `nil` for any other value.
  private func textOrList(_ name: String, _ value: ArchiveValue, itemName: String?, prefix: [UInt8], indent: [UInt8]?)
    throws(Refusal) -> [UInt8]?
  {
    let name = prefix + Array(name.utf8)
    func element(_ name: [UInt8], _ text: String) throws(Refusal) -> [UInt8] {
      guard !text.isEmpty else { return [UInt8(ascii: "<")] + name + Array("/>".utf8) }
      guard let bytes = style.text(text, asCDATA: false) else {
        throw Refusal(reason: "The new text holds a character XML 1.0 cannot hold.")
      }
      return [UInt8(ascii: "<")] + name + [UInt8(ascii: ">")] + bytes + Array("</".utf8) + name + [UInt8(ascii: ">")]
    }
    switch value {
    case .string(let text): return try element(name, text)
    case .bool(let flag): return try element(name, flag ? "true" : "false")
    case .number(let literal): return try element(name, literal)
    case .array(let items):
      guard let itemName else { return nil }
      guard !items.isEmpty else { return [UInt8(ascii: "<")] + name + Array("/>".utf8) }
      let item = prefix + Array(itemName.utf8)
      var bytes = [UInt8(ascii: "<")] + name + [UInt8(ascii: ">")]
      for case .string(let text) in items {
        if let indent { bytes += style.lineEnding + indent + style.unit }
        bytes += try element(item, text)
      }
      guard bytes.count > name.count + 2 || items.isEmpty else { return nil }
      if items.contains(where: { if case .string = $0 { false } else { true } }) { return nil }
      if let indent { bytes += style.lineEnding + indent }
      return bytes + Array("</".utf8) + name + [UInt8(ascii: ">")]
    default:
      return nil
    }
  }

  /// Replaces a member's value: a text element's content (keeping its tags, attributes
  /// and prefix, and a CDATA section when the old text was one), a list's changed items,
  /// or the whole element for anything else.
  mutating func replace(
    _ element: XMLSourceMap.Element, key: String, old: ArchiveValue?, new: ArchiveValue, itemName: String?,
    isKnown: Bool
  ) throws(Refusal) {
    switch (old, new) {
    case (_, .string(let text)) where isKnown, (.some(.string), .string(let text)):
      try replaceText(of: element, with: text)
    case (_, .bool(let flag)) where isKnown:
      try replaceText(of: element, with: flag ? "true" : "false")
    case (_, .number(let literal)) where isKnown:
      try replaceText(of: element, with: literal)
    case (.some(.array(let oldItems)), .array(let newItems)) where isKnown && itemName != nil:
      let oldStrings = oldItems.compactMap { if case .string(let text) = $0 { text } else { nil } }
      let strings = newItems.compactMap { if case .string(let text) = $0 { text } else { nil } }
      if strings.count == newItems.count, oldStrings.count == oldItems.count {
        try replaceList(element, from: oldStrings, to: strings, itemName: itemName!)
      } else {
        try replaceWhole(element, key: key, value: new, itemName: itemName, isKnown: isKnown)
      }
    default:
      try replaceWhole(element, key: key, value: new, itemName: itemName, isKnown: isKnown)
    }
  }

  /// Replaces a whole element with the canonical writer's, laid out like the file.
  private mutating func replaceWhole(
    _ element: XMLSourceMap.Element, key: String, value: ArchiveValue, itemName: String?, isKnown: Bool
  ) throws(Refusal) {
    try checkWritesUnprefixed()
    let indent = lineIndent(before: element.range.lowerBound)
    do {
      let fragment = try (indent == nil ? XMLFragmentStyle.compact : style).field(
        M.self, name: key, value: value, itemName: itemName, isKnown: isKnown, indent: indent ?? [])
      edits.append(Edit(range: element.range, bytes: fragment))
    } catch {
      throw Refusal(reason: error.description)
    }
  }

  /// Replaces a text element's content with `text`.
  private mutating func replaceText(of element: XMLSourceMap.Element, with text: String) throws(Refusal) {
    guard !text.isEmpty else {
      // `<name/>`, as the canonical writer writes empty text.
      if element.content != nil { edits.append(Edit(range: element.range, bytes: selfClosing(element))) }
      return
    }
    let isCDATA = element.content.map(isOneCDATASection) ?? false
    guard let bytes = style.text(text, asCDATA: isCDATA) else {
      throw Refusal(reason: "The new text holds a character XML 1.0 cannot hold.")
    }
    if let content = element.content {
      edits.append(Edit(range: content, bytes: bytes))
    } else {
      edits.append(Edit(range: element.range, bytes: withoutSelfClosing(element) + bytes + endTag(of: element)))
    }
  }

  /// Replaces a list's items, keeping the elements of the items it starts and ends with
  /// unchanged and the spacing between items.
  private mutating func replaceList(
    _ element: XMLSourceMap.Element, from old: [String], to new: [String], itemName: String
  ) throws(Refusal) {
    let children = source.withUnsafeBytes { element.children(in: ByteText($0)) }
    guard children.count == old.count else {
      throw Refusal(reason: "A list's items are not the elements the file holds.")
    }
    if new.isEmpty {
      // `<tagNames/>`, as the canonical writer writes the empty list.
      edits.append(Edit(range: element.range, bytes: selfClosing(element)))
      return
    }
    let elementIndent = lineIndent(before: element.range.lowerBound)
    let itemIndent =
      children.first.map { lineIndent(before: $0.range.lowerBound) } ?? elementIndent.map { $0 + style.unit }
    // Items are named as the first one is, or with the list's own prefix (`b:tag`).
    let listName = qualifiedName(at: element.range.lowerBound)
    let listPrefix = listName.firstIndex(of: UInt8(ascii: ":")).map { Array(listName[...$0]) } ?? []
    let name = children.first.map { qualifiedName(at: $0.range.lowerBound) } ?? listPrefix + Array(itemName.utf8)
    let isCDATA = children.first.flatMap(\.content).map(isOneCDATASection) ?? false
    func item(_ text: String) throws(Refusal) -> [UInt8] {
      guard !text.isEmpty else { return [UInt8(ascii: "<")] + name + Array("/>".utf8) }
      guard let bytes = style.text(text, asCDATA: isCDATA) else {
        throw Refusal(reason: "The new text holds a character XML 1.0 cannot hold.")
      }
      return [UInt8(ascii: "<")] + name + [UInt8(ascii: ">")] + bytes + Array("</".utf8) + name + [UInt8(ascii: ">")]
    }
    let separator =
      children.count >= 2
      ? Array(source[children[0].range.upperBound..<children[1].range.lowerBound])
      : itemIndent.map { style.lineEnding + $0 } ?? []
    guard !children.isEmpty else {
      var content: [UInt8] = []
      for text in new {
        if let itemIndent { content += style.lineEnding + itemIndent }
        content += try item(text)
      }
      if let elementIndent { content += style.lineEnding + elementIndent }
      if let range = element.content {
        edits.append(Edit(range: range, bytes: content))
      } else {
        edits.append(Edit(range: element.range, bytes: withoutSelfClosing(element) + content + endTag(of: element)))
      }
      return
    }
    var prefix = 0
    while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    let middle = new[prefix..<(new.count - suffix)]
    let start = prefix > 0 ? children[prefix - 1].range.upperBound : children[0].range.lowerBound
    let end = suffix > 0 ? children[old.count - suffix].range.lowerBound : children[old.count - 1].range.upperBound
    var bytes: [UInt8] = []
    for (index, text) in middle.enumerated() {
      if prefix > 0 || index > 0 { bytes += separator }
      bytes += try item(text)
    }
    if suffix > 0 && (prefix > 0 || !middle.isEmpty) { bytes += separator }
    edits.append(Edit(range: start..<end, bytes: bytes))
  }

  // MARK: - Bytes

  /// Throws unless an element the canonical writer writes without a prefix would be in the
  /// schema's namespace where it goes.
  private func checkWritesUnprefixed() throws(Refusal) {
    guard map.defaultNamespaceIsSchema else {
      throw Refusal(reason: "The file's default namespace is not blogdoc's, so a new element cannot be written in it.")
    }
  }

  /// Whether `content` is exactly one CDATA section.
  private func isOneCDATASection(_ content: Range<Int>) -> Bool {
    let open = Array("<![CDATA[".utf8)
    let close = Array("]]>".utf8)
    guard content.count >= open.count + close.count, source[content].starts(with: open) else { return false }
    let inner = source[(content.lowerBound + open.count)..<content.upperBound]
    guard let end = inner.firstRange(of: close) else { return false }
    return end.upperBound == content.upperBound
  }

  /// The qualified name of the element whose start tag begins at `offset` (`title`, `b:title`).
  private func qualifiedName(at offset: Int) -> [UInt8] {
    var end = offset + 1
    while end < source.count, !Self.endsName(source[end]) { end += 1 }
    return Array(source[(offset + 1)..<end])
  }

  private static func endsName(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ">")
      || byte == UInt8(ascii: "/")
  }

  /// The start tag of `element`; of one written `<name …/>`, ending in `>` instead.
  func withoutSelfClosing(_ element: XMLSourceMap.Element) -> [UInt8] {
    guard element.content == nil else { return Array(source[element.startTag]) }
    var tag = Array(source[element.range])
    tag.removeLast(2)
    tag.append(UInt8(ascii: ">"))
    return tag
  }

  /// `element` written empty, `<name …/>`, keeping its start tag's attributes.
  private func selfClosing(_ element: XMLSourceMap.Element) -> [UInt8] {
    var start = Array(source[element.startTag])
    start.removeLast(element.content == nil ? 2 : 1)
    return start + Array("/>".utf8)
  }

  /// `</name>` for `element`.
  func endTag(of element: XMLSourceMap.Element) -> [UInt8] {
    Array("</".utf8) + qualifiedName(at: element.range.lowerBound) + [UInt8(ascii: ">")]
  }

  /// `range` widened to its whole line when nothing else is on it, so removing it takes
  /// the line with it.
  private func removalRange(of range: Range<Int>) -> Range<Int> {
    XMLSplice.removalRange(of: range, in: source)
  }

  /// The whitespace from the start of the line to `offset`, or `nil` when something else
  /// comes before `offset` on its line (or the file has no line breaks).
  private func lineIndent(before offset: Int) -> [UInt8]? {
    guard !style.lineEnding.isEmpty else { return nil }
    var start = offset
    while start > 0, source[start - 1] == 0x20 || source[start - 1] == 0x09 { start -= 1 }
    guard start > 0, source[start - 1] == 0x0A || source[start - 1] == 0x0D else { return nil }
    return Array(source[start..<offset])
  }
}
