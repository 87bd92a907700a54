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
    let text = input.text
    var map =
      input.isTranscoded ? XMLSourceMap() : sink.sourceMap(of: text, ids: decoded.document.ids) ?? XMLSourceMap()
    map.formatVersion = decoded.formatVersion
    map.hasByteOrderMark = text.hasMarker("\u{FEFF}", at: 0)
    map.isUTF8 = !input.isTranscoded && Self.declaresUTF8(text)
    map.lineEnding = Self.lineEnding(of: text)
    if !map.lineEnding.isEmpty, let first = map.records.first?.element {
      let child = map.root == first ? first.children(in: text).first : first
      map.indentUnit = child.flatMap { Self.lineIndent(before: $0.range.lowerBound, in: text) } ?? ""
    }
    return (decoded, map)
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
    return String(decoding: UnsafeBufferPointer(rebasing: text.bytes[start..<offset]), as: UTF8.self)
  }

  /// Whether the XML declaration names no encoding or UTF-8, so the bytes are the text.
  private static func declaresUTF8(_ text: ByteText) -> Bool {
    let start = text.hasMarker("\u{FEFF}", at: 0) ? 3 : 0
    guard text.hasMarker("<?xml", at: start), let end = text.offset(after: "?>", from: start) else { return true }
    let declaration = String(decoding: UnsafeBufferPointer(rebasing: text.bytes[start..<end]), as: UTF8.self)
    guard let range = declaration.firstRange(of: "encoding") else { return true }
    let value = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\"" || $0 == "'" }
      .prefix { $0 != "\"" && $0 != "'" }
    return value.lowercased() == "utf-8" || value.lowercased() == "utf8"
  }
}

extension XMLSourceMap.Element {
  /// The elements directly inside this one.
  func children(in text: ByteText) -> [XMLSourceMap.Element] {
    content.flatMap { XMLElementScanner.children(in: $0, of: text) } ?? []
  }
}
