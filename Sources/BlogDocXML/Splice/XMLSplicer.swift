import BlogDocCore

/// The working state of one ``XMLSplice``: the source bytes, their map, and the
/// replacements collected so far, each a source range and the bytes that take its place.
///
/// What changes among an entry's members is decided by `MemberSplicePlan`; this writes
/// it as XML (``apply(_:to:)``, in XMLSplicer+Members.swift), and places and removes whole
/// entries (XMLSplicer+Entries.swift).
struct XMLSplicer<M: Model>: SpliceSyntax {
  typealias Refusal = SpliceRefusal

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
  var edits: SpliceEdits<Never>

  init(
    source: [UInt8], map: XMLSourceMap, entrySources: [String: RemovedEntrySource] = [:],
    valueSources: [FieldValueSource] = []
  ) {
    self.source = source
    self.map = map
    self.entrySources = entrySources
    self.valueSources = valueSources
    edits = SpliceEdits(source: source)
    let lineEnding = Array(map.lineEnding.utf8)
    // A file whose root has no child on a line of its own yet gets the canonical unit.
    let unit =
      map.indentUnit.isEmpty && !lineEnding.isEmpty ? Array("  ".utf8) : Array(map.indentUnit.utf8)
    style = XMLFragmentStyle(lineEnding: lineEnding, unit: unit)
  }

  // MARK: - Members

  /// The position of `key`'s `occurrence`-th member in `record`; throws when it is an
  /// attribute, which a splice does not rewrite.
  func memberIndex(
    of key: String, occurrence: Int, in record: XMLSourceMap.Record
  ) throws(Refusal) -> Int? {
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
        reason:
          "The member \(FieldKind.quoted(key)) of \(FieldKind.quoted(record.id)) is an attribute, which a splice does not rewrite."
      )
    }
    return index
  }

  /// Splices one entry's changed fields: text in place, added elements where the schema's
  /// order puts them, removed elements with their lines.
  ///
  /// `fields`, a diff's changes of this entry, names the fields to visit; every field is
  /// compared when it is `nil`. A field it leaves out is caught by the proof.
  mutating func spliceRecord(
    _ record: XMLSourceMap.Record, from old: M, to new: M, fields: [FieldChange]? = nil
  )
    throws(Refusal)
  {
    try spliceMembers(of: record, from: old, to: new, fields: fields, valueSources: valueSources)
  }

  // MARK: - Bytes

  /// Throws unless an element the canonical writer writes without a prefix would be in the
  /// schema's namespace where it goes.
  func checkWritesUnprefixed() throws(Refusal) {
    guard map.defaultNamespaceIsSchema else {
      throw Refusal(
        reason:
          "The file's default namespace is not blogdoc's, so a new element cannot be written in it."
      )
    }
  }

  /// Whether `content` is exactly one CDATA section.
  func isOneCDATASection(_ content: Range<Int>) -> Bool {
    let open = Array("<![CDATA[".utf8)
    let close = Array("]]>".utf8)
    guard content.count >= open.count + close.count, source[content].starts(with: open) else {
      return false
    }
    let inner = source[(content.lowerBound + open.count)..<content.upperBound]
    guard let end = inner.firstRange(of: close) else { return false }
    return end.upperBound == content.upperBound
  }

  /// The qualified name of the element whose start tag begins at `offset` (`title`, `b:title`).
  func qualifiedName(at offset: Int) -> [UInt8] {
    var end = offset + 1
    while end < source.count, !Self.endsName(source[end]) { end += 1 }
    return Array(source[(offset + 1)..<end])
  }

  static func endsName(_ byte: UInt8) -> Bool {
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
  func selfClosing(_ element: XMLSourceMap.Element) -> [UInt8] {
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
  func removalRange(of range: Range<Int>) -> Range<Int> {
    XMLSplice.removalRange(of: range, in: source)
  }

  /// The whitespace from the start of the line to `offset`, or `nil` when something else
  /// comes before `offset` on its line (or the file has no line breaks).
  func lineIndent(before offset: Int) -> [UInt8]? {
    guard !style.lineEnding.isEmpty else { return nil }
    var start = offset
    while start > 0, source[start - 1] == 0x20 || source[start - 1] == 0x09 { start -= 1 }
    guard start > 0, source[start - 1] == 0x0A || source[start - 1] == 0x0D else { return nil }
    return Array(source[start..<offset])
  }
}
