import BlogDocCore

/// Streams a blogdoc JSON document into a `DocumentBuilder`, one member at a time.
///
/// The reader walks the fixed outer structure itself — the root object, `formatVersion`,
/// then `entry` or `blog` — and hands each record's members to the builder as soon as their
/// value is read. Only one field's value exists as an `ArchiveValue` at a time; the
/// document is never built as a tree.
///
/// ```swift
/// var reader = try JSONDocumentReader<BlogEntry>(buffer, options: .default)
/// let decoded = try reader.read()
/// ```
///
/// - Complexity: O(*n*) in the input size.
struct JSONDocumentReader<M: Model> {
  private var scanner: JSONScanner
  private var builder: DocumentBuilder<M>
  /// Whether to record where every record and member lies (see ``JSONSourceMap``).
  private let recordsSourceMap: Bool
  /// What was recorded so far; stays empty unless ``recordsSourceMap``.
  private(set) var sourceMap = JSONSourceMap()

  init(
    _ bytes: UnsafeRawBufferPointer, options: DecodingOptions, recordsSourceMap: Bool = false
  )
    throws(ArchiveError)
  {
    scanner = try JSONScanner(bytes, options: options)
    builder = DocumentBuilder(options: options)
    self.recordsSourceMap = recordsSourceMap
  }

  private static var schema: Schema<M> { M.schema }

  /// Reads the whole document.
  mutating func read() throws(ArchiveError) -> DecodedDocument<M> {
    let schema = Self.schema
    scanner.skipWhitespace()
    guard scanner.peek == UInt8(ascii: "{") else {
      throw scanner.unexpected("an object as the root")
    }
    let rootStart = scanner.position
    try scanner.enter(level: 1)
    scanner.position += 1
    var rootKeys = JSONKeySet()

    try readFormatVersionKey(into: &rootKeys)
    let (version, versionLocation) = try readFormatVersion()

    let rootName = try readRootName(into: &rootKeys)
    try builder.beginDocument(rootName: rootName, version: version, at: versionLocation)
    scanner.skipWhitespace()
    switch builder.layout {
    case .single:
      guard scanner.peek == UInt8(ascii: "{") else {
        throw scanner.unexpected("an object for \"\(schema.entryName)\"")
      }
      try readRecord(level: 2)
      if scanner.consume(UInt8(ascii: ",")) {
        scanner.skipWhitespace()
        let location = scanner.location
        let key = try scanner.readMemberName(afterComma: true)
        throw ArchiveError(
          .malformed,
          "Unexpected root member \(FieldKind.quoted(key)); a single-\(schema.entryName) document holds only \"formatVersion\" and \"\(schema.entryName)\".",
          at: location)
      }
    case .collection:
      try readRecords()
      while scanner.consume(UInt8(ascii: ",")) {
        let key = try scanner.readMemberName(into: &rootKeys, afterComma: true)
        builder.addDocumentMember(key: key, value: try scanner.readValue(depth: 1))
      }
    }
    guard scanner.consume(UInt8(ascii: "}")) else {
      throw scanner.unexpected("',' or '}' after an object member")
    }
    let rootEnd = scanner.position
    try scanner.expectEnd()
    let decoded = try builder.finish()
    if recordsSourceMap {
      sourceMap.root = rootStart..<rootEnd
      sourceMap.formatVersion = decoded.formatVersion
      sourceMap.finish(ids: decoded.document.ids, bytes: scanner.bytes)
    }
    return decoded
  }

  // MARK: - Root members

  /// Reads the root's first member name, which must be `formatVersion`, and its `:`.
  private mutating func readFormatVersionKey(into keys: inout JSONKeySet) throws(ArchiveError) {
    let expectation = "\"formatVersion\" as the first member of the root object"
    scanner.skipWhitespace()
    guard scanner.peek == UInt8(ascii: "\"") else { throw scanner.unexpected(expectation) }
    let location = scanner.location
    let key = try scanner.readString()
    guard key == "formatVersion" else {
      throw ArchiveError(
        .malformed, "Expected \(expectation), found \(FieldKind.quoted(key)).", at: location)
    }
    _ = keys.insert(key)
    try scanner.expect(UInt8(ascii: ":"), "':' after the member name")
  }

  /// Reads the value of `formatVersion`, an integer, and where it is.
  private mutating func readFormatVersion() throws(ArchiveError) -> (Int, SourceLocation) {
    scanner.skipWhitespace()
    let location = scanner.location
    let value = try scanner.readValue(depth: 1)
    guard case .number(let literal) = value, FieldKind.isIntegerLiteral(literal),
      let version = Int(literal)
    else {
      throw ArchiveError(
        .malformed,
        "Expected the format version to be an integer such as \(Self.schema.version), found \(FieldKind.describe(value)).",
        at: location)
    }
    return (version, location)
  }

  /// Reads the member name after `formatVersion`, the record or collection name, and its `:`.
  private mutating func readRootName(into keys: inout JSONKeySet) throws(ArchiveError) -> String {
    let schema = Self.schema
    let expectation =
      "\"\(schema.entryName)\" or \"\(schema.collectionName)\" after \"formatVersion\""
    guard scanner.consume(UInt8(ascii: ",")) else {
      throw scanner.peek == UInt8(ascii: "}")
        ? scanner.unexpected(expectation) : scanner.unexpected("',' or '}' after an object member")
    }
    scanner.skipWhitespace()
    guard scanner.peek == UInt8(ascii: "\"") else { throw scanner.unexpected(expectation) }
    let location = scanner.location
    let name = try scanner.readMemberName(into: &keys, afterComma: true)
    guard name == schema.entryName || name == schema.collectionName else {
      throw ArchiveError(
        .schema, "Expected \(expectation), found \(FieldKind.quoted(name)).", at: location)
    }
    return name
  }

  // MARK: - Records

  /// Reads the collection's array of records.
  private mutating func readRecords() throws(ArchiveError) {
    let schema = Self.schema
    guard scanner.peek == UInt8(ascii: "[") else {
      throw scanner.unexpected("an array for \"\(schema.collectionName)\"")
    }
    try scanner.enter(level: 2)
    let arrayStart = scanner.position
    defer { if recordsSourceMap { sourceMap.recordArray = arrayStart..<scanner.position } }
    scanner.position += 1
    if scanner.consume(UInt8(ascii: "]")) { return }
    while true {
      scanner.skipWhitespace()
      guard scanner.peek == UInt8(ascii: "{") else {
        throw scanner.unexpected(
          "an object for each \"\(schema.entryName)\" in \"\(schema.collectionName)\"")
      }
      try readRecord(level: 3)
      if scanner.consume(UInt8(ascii: ",")) {
        scanner.skipWhitespace()
        if scanner.peek == UInt8(ascii: "]") {
          throw scanner.unexpected(
            "a value after ','", suffix: "; JSON does not allow a trailing comma")
        }
        continue
      }
      guard scanner.consume(UInt8(ascii: "]")) else {
        throw scanner.unexpected("',' or ']' after an array element")
      }
      return
    }
  }

  /// Reads one record object at nesting `level`, handing each member to the builder.
  ///
  /// An error from the bytes inside the record names the member being read
  /// (`/blog/entry[2]/title`), or the record when no member name was read yet.
  private mutating func readRecord(level: Int) throws(ArchiveError) {
    try scanner.enter(level: level)
    builder.assembler.beginRecord(at: scanner.location)
    let recordStart = scanner.position
    var members: [JSONSourceMap.Member] = []
    // One allocation per record: a record rarely has more members than the schema's fields.
    if recordsSourceMap { members.reserveCapacity(Self.schema.fields.count + 4) }
    scanner.position += 1
    var key: String?
    do throws(ArchiveError) {
      if !scanner.consume(UInt8(ascii: "}")) {
        var keys = JSONKeySet()
        var afterComma = false
        repeat {
          key = nil
          scanner.skipWhitespace()
          let start = scanner.position
          let location = scanner.location
          let name = try scanner.readMemberName(afterComma: afterComma)
          key = name
          guard keys.insert(name) else { throw scanner.duplicateKey(name, at: start) }
          let keyEnd = scanner.position
          try scanner.expect(UInt8(ascii: ":"), "':' after the member name")
          scanner.skipWhitespace()
          let valueStart = scanner.position
          let value = try scanner.readValue(depth: level)
          if recordsSourceMap {
            members.append(
              JSONSourceMap.Member(
                key: name, keyStart: start, keyEnd: keyEnd, value: valueStart..<scanner.position))
          }
          try builder.assembler.addField(key: name, value: value, at: location)
          afterComma = true
        } while scanner.consume(UInt8(ascii: ","))
        guard scanner.consume(UInt8(ascii: "}")) else {
          throw scanner.unexpected("',' or '}' after an object member")
        }
      }
    } catch {
      var located = error
      if located.fieldPath == nil { located.fieldPath = builder.assembler.path(of: key) }
      throw located
    }
    if recordsSourceMap {
      sourceMap.records.append(
        JSONSourceMap.Record(id: "", range: recordStart..<scanner.position, members: members))
    }
    try builder.endRecord()
  }
}
