import BlogDocCore

/// How a file lays out its elements, and the new elements and text a splice writes in that
/// layout: the canonical writer's output for one field or entry, re-indented with the
/// file's indentation unit and line ending.
///
/// ```swift
/// let style = XMLFragmentStyle(lineEnding: Array("\r\n".utf8), unit: Array("\t".utf8))
/// let bytes = try style.field(BlogEntry.self, name: "tagNames", value: .array([.string("a")]),
///                             itemName: "tag", indent: Array("\t".utf8))
/// // "<tagNames>\r\n\t\t<tag>a</tag>\r\n\t</tagNames>"
/// ```
struct XMLFragmentStyle {
  /// The file's line ending; empty when it keeps everything on one line.
  var lineEnding: [UInt8]
  /// One level of indentation.
  var unit: [UInt8]

  /// Everything on one line: for a file, or a place in it, without line breaks.
  static let compact = XMLFragmentStyle(lineEnding: [], unit: [])

  /// Whether this is the canonical writer's own layout (two spaces, line feeds), in which
  /// a fragment is byte for byte what that writer writes.
  var isCanonical: Bool { lineEnding == [0x0A] && unit == [0x20, 0x20] }

  /// The element for a field or unknown member, its first line starting at `indent`
  /// (the `<` itself is not indented: the caller places it).
  func field<M: Model>(
    _ type: M.Type, name: String, value: ArchiveValue, itemName: String?, isKnown: Bool,
    indent: [UInt8]
  ) throws(ArchiveError) -> [UInt8] {
    var writer = Self.writer(for: M.self, layout: .single)
    writer.beginRecord()
    if isKnown {
      try writer.writeField(name: name, value: value, itemName: itemName)
    } else {
      try writer.writeUnknown(name: name, value: value)
    }
    return restyled(writer, level: 1, indent: indent)
  }

  /// The element for an entry of a collection, its first line starting at `indent`.
  func record<M: Model>(_ entry: M, indent: [UInt8]) throws(ArchiveError) -> [UInt8] {
    var writer = Self.writer(for: M.self, layout: .collection)
    try DocumentEncoder.encodeRecord(entry, with: &writer)
    return restyled(writer, level: 1, indent: indent)
  }

  /// `text` as an element's content: in a CDATA section when `asCDATA` and it can be one,
  /// escaped as the canonical writer escapes it otherwise; line feeds in the file's line
  /// ending, which a reader reads back as line feeds. `nil` when XML 1.0 cannot hold it.
  func text(_ text: String, asCDATA: Bool) -> [UInt8]? {
    var escaped: [UInt8] = []
    escaped.reserveCapacity(text.utf8.count + 16)
    guard XMLEscaping.append(text, as: .text, to: &escaped) == nil else { return nil }
    // Bytes, not characters: "]]>" before a joiner is one character with it.
    let canCDATA =
      asCDATA && !text.utf8.contains(0x0D)
      && Array(text.utf8).firstRange(of: Array("]]>".utf8)) == nil
    var raw = canCDATA ? Array("<![CDATA[".utf8) + Array(text.utf8) + Array("]]>".utf8) : escaped
    if !lineEnding.isEmpty && lineEnding != [0x0A] && raw.contains(0x0A) {
      raw = raw.split(separator: 0x0A, omittingEmptySubsequences: false).joined(
        separator: lineEnding
      ).map { $0 }
    }
    return raw
  }

  /// A writer that has written a root for `M` in `layout` and forgets it, so what it
  /// writes next is a fragment.
  private static func writer<M: Model>(for type: M.Type, layout: ArchiveLayout) -> XMLWriter {
    let schema = M.schema
    var writer = XMLWriter()
    writer.beginDocument(
      rootName: layout == .single ? schema.entryName : schema.collectionName,
      entryName: schema.entryName,
      namespace: schema.namespace, version: schema.version, layout: layout)
    writer.beginFragment()
    return writer
  }

  /// The writer's fragment, written at `level`, re-laid out: each line break between
  /// elements becomes the file's line ending and the indentation after it `indent` plus
  /// one unit per level below `level`; line feeds inside text take the file's line ending.
  private func restyled(_ writer: XMLWriter, level: Int, indent: [UInt8]) -> [UInt8] {
    let bytes = writer.bytes
    let breaks = writer.lineBreaks ?? []
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + bytes.count / 8)
    var index = 2 * level  // The fragment's own first indentation is the caller's to place.
    var nextBreak = 0
    while index < bytes.count {
      if nextBreak < breaks.count, breaks[nextBreak] == index {
        nextBreak += 1
        var spaces = 0
        while index + 1 + spaces < bytes.count, bytes[index + 1 + spaces] == 0x20 { spaces += 1 }
        index += 1 + spaces
        guard index < bytes.count, !lineEnding.isEmpty else { continue }
        output += lineEnding
        output += indent
        for _ in 0..<max(0, spaces / 2 - level) { output += unit }
        continue
      }
      let byte = bytes[index]
      if byte == 0x0A && !lineEnding.isEmpty {
        output += lineEnding
      } else {
        output.append(byte)
      }
      index += 1
    }
    return output
  }
}
