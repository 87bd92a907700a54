import BlogDocCore

/// Reads a `.card` file line by line into blogdoc's `DocumentBuilder`, which types each
/// value by the schema and checks ids and required fields, and records where each entry
/// and value lies.
///
/// ```
/// %card shelf 1
///
/// id: dune
/// title: Dune
/// pages: 412
/// ```
///
/// The first line names the root (the schema's record or collection name) and the format
/// version. A blank line ends an entry; a line starting with `#` is a comment; every other
/// line is `key: value`, the value escaped as ``CardEscaping`` says.
struct CardReader<M: Model> {
  private var builder: DocumentBuilder<M>
  private var records: [CardSourceMap.Record] = []
  private var open: CardSourceMap.Record?
  private var line = 0

  init(options: DecodingOptions) {
    builder = DocumentBuilder(options: options)
  }

  /// The document in `bytes` and where its entries and values lie.
  ///
  /// - Throws: `ArchiveError` with the line and column of the first problem.
  /// - Complexity: O(*n*) in the bytes.
  mutating func read(
    _ bytes: UnsafeRawBufferPointer
  ) throws(ArchiveError) -> (
    DecodedDocument<M>, CardSourceMap
  ) {
    guard bytes.count <= builder.options.maxDocumentBytes else {
      throw ArchiveError(
        .limitExceeded,
        "The document is \(bytes.count) bytes; this tool reads documents up to \(builder.options.maxDocumentBytes) bytes."
      )
    }
    var start = 0
    var version = 0
    while start < bytes.count {
      line += 1
      let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
      var end = newline ?? bytes.count
      let next = newline.map { $0 + 1 } ?? bytes.count
      if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
      if line == 1 {
        version = try readHeader(bytes[start..<end])
      } else {
        try readLine(bytes, start..<end, next: next)
      }
      start = next
    }
    if line == 0 { _ = try readHeader(bytes[0..<0]) }
    try closeRecord()
    let decoded = try builder.finish()
    let ids = decoded.document.ids
    for index in records.indices where index < ids.count { records[index].id = ids[index] }
    return (decoded, CardSourceMap(formatVersion: version, records: records))
  }

  /// Reads `%card <root> <version>` and starts the document; returns the version.
  private mutating func readHeader(
    _ text: UnsafeRawBufferPointer.SubSequence
  ) throws(ArchiveError)
    -> Int
  {
    let words = String(decoding: text, as: UTF8.self).split(
      separator: " ", omittingEmptySubsequences: false)
    guard words.count == 3, words[0] == "%card", let version = Int(words[2]) else {
      throw ArchiveError(
        .malformed,
        "Expected '%card \(M.schema.collectionName) \(M.schema.version)' on the first line, found \"\(String(decoding: text, as: UTF8.self))\".",
        at: SourceLocation(line: 1, column: 1))
    }
    try builder.beginDocument(
      rootName: String(words[1]), version: version, at: SourceLocation(line: 1, column: 1))
    return version
  }

  /// Reads one line after the header: a blank line, a comment or a member.
  private mutating func readLine(
    _ bytes: UnsafeRawBufferPointer, _ range: Range<Int>, next: Int
  )
    throws(ArchiveError)
  {
    let text = bytes[range]
    if text.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
      return try closeRecord()
    }
    if text.first == UInt8(ascii: "#") { return }
    guard let colon = text.firstIndex(of: UInt8(ascii: ":")), colon > range.lowerBound,
      !text[..<colon].contains(UInt8(ascii: " "))
    else {
      throw ArchiveError(
        .malformed,
        "Expected 'key: value', a comment or a blank line, found \"\(String(decoding: text, as: UTF8.self))\".",
        at: SourceLocation(line: line, column: 1))
    }
    let key = String(decoding: text[..<colon], as: UTF8.self)
    var valueStart = colon + 1
    if valueStart < range.upperBound, bytes[valueStart] == UInt8(ascii: " ") { valueStart += 1 }
    let value = try CardEscaping.unescaped(
      bytes[valueStart..<range.upperBound], line: line, lineStart: range.lowerBound)
    var record = open ?? CardSourceMap.Record(id: "", range: range.lowerBound..<next, members: [])
    if open == nil { builder.beginRecord(at: SourceLocation(line: line, column: 1)) }
    try builder.addField(
      key: key, value: .string(value),
      at: SourceLocation(line: line, column: valueStart - range.lowerBound + 1))
    record.range = record.range.lowerBound..<next
    record.members.append(
      CardSourceMap.Member(
        key: key, keyStart: range.lowerBound, value: valueStart..<range.upperBound))
    open = record
  }

  /// Ends the open entry, if any.
  private mutating func closeRecord() throws(ArchiveError) {
    guard let record = open else { return }
    try builder.endRecord()
    records.append(record)
    open = nil
  }
}
