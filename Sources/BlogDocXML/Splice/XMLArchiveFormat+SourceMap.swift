import BlogDocCore

extension XMLArchiveFormat {
  /// Reads a document of `M` and records where each entry and field lies in `bytes`, for
  /// a writer that changes only what was edited (``XMLSplice``).
  ///
  /// The reader notes which element holds each entry and field as it reads; one more pass
  /// over the bytes, skipping text with `memchr`, finds where those elements lie.
  ///
  /// ```swift
  /// let (decoded, map) = try XMLArchiveFormat().decodeWithSourceMap(BlogEntry.self, from: bytes)
  /// map.record(id: "hello-world")?.member(named: "title")?.element   // where <title> lies
  /// ```
  ///
  /// - Throws: What ``decode(_:from:options:)`` throws, for the same bytes.
  /// - Complexity: O(*n*) in the input size, plus O(*m*) memory in the number of fields.
  public func decodeWithSourceMap<M: Model>(
    _ type: M.Type, from bytes: UnsafeRawBufferPointer, options: DecodingOptions = .default
  ) throws(ArchiveError) -> (DecodedDocument<M>, XMLSourceMap) {
    let input = try ReadableInput.prepare(bytes, options: options)
    let sink = SourceRecordingSink<M>(options: options)
    var reader = try XMLArchiveReader(input: input, options: options, sink: sink)
    try reader.read()
    var decoded: DecodedDocument<M>
    do throws(ArchiveError) {
      decoded = try sink.inner.builder.finish()
    } catch {
      throw reader.locate(error)
    }
    decoded.violations = decoded.violations.map { reader.locate($0) }
    decoded.skippedSyntax = reader.skipped
    let text = input.text
    var map =
      input.isTranscoded
      ? XMLSourceMap() : sink.sourceMap(of: text, ids: decoded.document.ids) ?? XMLSourceMap()
    map.formatVersion = decoded.formatVersion
    Self.readLayout(
      of: text, isTranscoded: input.isTranscoded, namespace: M.schema.namespace, into: &map)
    return (decoded, map)
  }

  /// Sets the facts of `map` that come from the whole text rather than from its records:
  /// the byte-order mark, the encoding, the line ending, the root's first child and
  /// default namespace, and the indentation, once the records and the root are in place.
  ///
  /// - Complexity: O(*n*) in the bytes before the first line break and the root's first
  ///   child; usually a few hundred.
  static func readLayout(
    of text: ByteText, isTranscoded: Bool, namespace: String, into map: inout XMLSourceMap
  ) {
    map.hasByteOrderMark = text.hasMarker("\u{FEFF}", at: 0)
    map.isUTF8 = !isTranscoded && Self.declaresUTF8(text)
    map.lineEnding = Self.lineEnding(of: text)
    map.firstChildStart = map.root.content.flatMap { Self.firstStartTag(in: $0, of: text) }
    map.defaultNamespaceIsSchema = Self.defaultNamespace(of: map.root, in: text) == namespace
    map.indentUnit = ""
    if !map.lineEnding.isEmpty, let child = map.firstChildStart {
      map.indentUnit = Self.lineIndent(before: child, in: text) ?? ""
    }
  }

  /// The offset of the first start tag in `range`, past comments, processing instructions
  /// and CDATA sections.
  private static func firstStartTag(in range: Range<Int>, of text: ByteText) -> Int? {
    var offset = range.lowerBound
    while let start = text.firstOffset(of: UInt8(ascii: "<"), from: offset),
      start + 1 < range.upperBound
    {
      switch text[start + 1] {
      case UInt8(ascii: "?"): offset = text.offset(after: "?>", from: start + 2) ?? range.upperBound
      case UInt8(ascii: "!"):
        offset =
          (text.hasMarker("<!--", at: start)
            ? text.offset(after: "-->", from: start + 4)
            : text.offset(after: "]]>", from: start + 9)) ?? range.upperBound
      case UInt8(ascii: "/"): return nil
      default: return start
      }
    }
    return nil
  }

  /// The value of the `xmlns` attribute of `element`'s start tag, as written.
  private static func defaultNamespace(
    of element: XMLSourceMap.Element, in text: ByteText
  ) -> String? {
    guard element.range.upperBound <= text.count else { return nil }
    let tag = Array(UnsafeBufferPointer(rebasing: text.bytes[element.startTag]))
    var index = 0
    while let found = tag[index...].firstRange(of: Array("xmlns".utf8)) {
      index = found.upperBound
      // `xmlns` itself, not `xmlns:b` or an attribute ending in it.
      guard found.lowerBound > 0, [0x20, 0x09, 0x0A, 0x0D].contains(tag[found.lowerBound - 1])
      else { continue }
      var cursor = found.upperBound
      while cursor < tag.count, [0x20, 0x09, 0x0A, 0x0D].contains(tag[cursor]) { cursor += 1 }
      guard cursor < tag.count, tag[cursor] == UInt8(ascii: "=") else { continue }
      cursor += 1
      while cursor < tag.count, [0x20, 0x09, 0x0A, 0x0D].contains(tag[cursor]) { cursor += 1 }
      guard cursor < tag.count else { return nil }
      let quote = tag[cursor]
      guard let end = tag[(cursor + 1)...].firstIndex(of: quote) else { return nil }
      return String(decoding: tag[(cursor + 1)..<end], as: UTF8.self)
    }
    return nil
  }

  /// The line ending of the first line break in `text`; empty when it has none.
  private static func lineEnding(of text: ByteText) -> String {
    if let newline = text.firstOffset(of: 0x0A, from: 0) {
      return newline > 0 && text[newline - 1] == 0x0D ? "\r\n" : "\n"
    }
    return text.firstOffset(of: 0x0D, from: 0) == nil ? "" : "\r"
  }

  /// The whitespace from the start of the line to `offset`, when nothing else is before it.
  private static func lineIndent(before offset: Int, in text: ByteText) -> String? {
    var start = offset
    while start > 0, text[start - 1] == 0x20 || text[start - 1] == 0x09 { start -= 1 }
    guard start > 0, text[start - 1] == 0x0A || text[start - 1] == 0x0D else { return nil }
    return String(
      decoding: UnsafeBufferPointer(rebasing: text.bytes[start..<offset]), as: UTF8.self)
  }

  /// Whether the XML declaration names no encoding or UTF-8, so the bytes are the text.
  private static func declaresUTF8(_ text: ByteText) -> Bool {
    let start = text.hasMarker("\u{FEFF}", at: 0) ? 3 : 0
    guard text.hasMarker("<?xml", at: start), let end = text.offset(after: "?>", from: start) else {
      return true
    }
    let declaration = String(
      decoding: UnsafeBufferPointer(rebasing: text.bytes[start..<end]), as: UTF8.self)
    guard let range = declaration.firstRange(of: "encoding") else { return true }
    let value = declaration[range.upperBound...].drop {
      $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\"" || $0 == "'"
    }
    .prefix { $0 != "\"" && $0 != "'" }
    return value.lowercased() == "utf-8" || value.lowercased() == "utf8"
  }
}

extension XMLSourceMap.Element {
  /// The elements directly inside this one.
  ///
  /// - Complexity: O(*n*) in the size of the element.
  func children(in text: ByteText) -> [XMLSourceMap.Element] {
    content.flatMap { XMLElementScanner.children(in: $0, of: text) } ?? []
  }
}
