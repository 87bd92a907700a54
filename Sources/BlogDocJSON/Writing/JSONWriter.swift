import BlogDocCore

/// Writes blogdoc's JSON layout (see `Docs/FORMAT.md`) straight into a byte buffer.
///
/// `DocumentEncoder` drives it field by field. The output has two-space indentation,
/// `"key": value`, one array element or object member per line, `[]` and `{}` when empty,
/// and a final newline. Strings escape only `"`, `\` and control characters; everything
/// else, non-ASCII included, is copied as UTF-8 in runs.
///
/// ```swift
/// var writer = JSONWriter(capacity: 256)
/// writer.beginDocument(
///   rootName: "entry", entryName: "entry", namespace: "urn:blogdoc:archive", version: 2,
///   layout: .single)
/// writer.beginRecord()
/// try writer.writeField(name: "id", value: .string("hello"), itemName: nil)
/// writer.endRecord()
/// print(String(decoding: writer.endDocument(), as: UTF8.self))
/// // Prints:
/// // {
/// //   "formatVersion": 2,
/// //   "entry": {
/// //     "id": "hello"
/// //   }
/// // }
/// ```
///
/// The writer refuses what no reader could read back: characters `XMLCharacterRule`
/// disallows, number literals that are not JSON numbers (`inf`), and values nested or
/// sized past `DecodingOptions/default`'s bounds. Its errors carry the member's name as
/// their field path; `DocumentEncoder` puts the record's path in front.
///
/// - Complexity: O(*n*) in the output size.
struct JSONWriter: ArchiveWriter {
  private var output: [UInt8] = []
  private var layout = ArchiveLayout.single
  private var entryName = "record"
  private var recordCount = 0
  private var memberCount = 0
  private var isInRecord = false
  private var isCollectionOpen = false
  /// The names written in the current record, and at the root, to refuse a duplicate.
  private var recordKeys: [String] = []
  private var rootKeys: [String] = []
  /// How far record members are indented: 4 for a single record, 6 inside a collection.
  private var memberIndent = 4
  /// How many containers enclose a record member's value.
  private var memberDepth = 2

  /// A line feed then spaces, sliced to start a line at any indentation; shared, so
  /// making a writer (one per spliced value) allocates only its buffer.
  private static let newlines: [UInt8] = [0x0A] + Array(repeating: 0x20, count: 160)
  /// The bounds a reader applies by default; nothing past them is written.
  let limits = DecodingOptions.default
  /// Whether strings may hold any scalar, control characters escaped as `\u00XX` as
  /// Foundation's encoder writes them, and no length limit: for data that is not a
  /// document (the journal), which Foundation's decoder reads back.
  var writesAnyString = false

  /// A writer whose buffer starts with room for `capacity` bytes.
  init(capacity: Int) {
    output.reserveCapacity(capacity)
  }

  // MARK: - ArchiveWriter

  mutating func beginDocument(
    rootName: String, entryName: String, namespace: String, version: Int,
    layout: ArchiveLayout
  ) {
    self.layout = layout
    self.entryName = entryName
    rootKeys = ["formatVersion", rootName]
    append("{\n  \"formatVersion\": ")
    output.append(contentsOf: String(version).utf8)
    append(",")
    newline(indent: 2)
    appendPlainString(rootName)
    append(": ")
    switch layout {
    case .single:
      memberIndent = 4
      memberDepth = 2
    case .collection:
      append("[")
      isCollectionOpen = true
      memberIndent = 6
      memberDepth = 3
    }
  }

  mutating func beginRecord() {
    if layout == .collection {
      if recordCount > 0 { append(",") }
      newline(indent: 4)
    }
    append("{")
    isInRecord = true
    memberCount = 0
    recordKeys.removeAll(keepingCapacity: true)
  }

  mutating func writeField(
    name: String, value: ArchiveValue, itemName: String?
  )
    throws(ArchiveError)
  {
    // Schema field names are unique, so only unknown members are checked against them.
    recordKeys.append(name)
    try writeMember(name: name, value: value)
  }

  mutating func writeUnknown(name: String, value: ArchiveValue) throws(ArchiveError) {
    guard isInRecord else {
      try writeDocumentMember(name: name, value: value)
      return
    }
    guard !recordKeys.contains(name) else { throw Self.duplicateKey(name) }
    recordKeys.append(name)
    try writeMember(name: name, value: value)
  }

  mutating func endRecord() {
    if memberCount > 0 { newline(indent: memberIndent - 2) }
    append("}")
    isInRecord = false
    recordCount += 1
  }

  mutating func endDocument() -> [UInt8] {
    closeCollection()
    append("\n}\n")
    return takeOutput()
  }

  /// Hands the bytes written so far to `body`, then empties the buffer, keeping its room.
  mutating func drainOutput<E: Error>(_ body: ([UInt8]) throws(E) -> Void) throws(E) {
    defer { output.removeAll(keepingCapacity: true) }
    try body(output)
  }

  /// The number of bytes written and not yet handed over.
  var pendingByteCount: Int { output.count }

  /// Hands over the bytes written so far, leaving the buffer empty.
  mutating func takeOutput() -> [UInt8] {
    let bytes = output
    output = []
    return bytes
  }

  // MARK: - Members

  private mutating func writeMember(name: String, value: ArchiveValue) throws(ArchiveError) {
    if memberCount > 0 { append(",") }
    memberCount += 1
    newline(indent: memberIndent)
    do throws(ArchiveError) {
      try writeString(name)
      append(": ")
      try write(value, indent: memberIndent, depth: memberDepth)
    } catch {
      var located = error
      located.fieldPath = name
      throw located
    }
  }

  /// Writes a collection-level member after the collection's array.
  private mutating func writeDocumentMember(
    name: String, value: ArchiveValue
  )
    throws(ArchiveError)
  {
    precondition(
      layout == .collection,
      "JSONWriter: DocumentEncoder refuses document members of a single entry")
    guard !rootKeys.contains(name) else { throw Self.duplicateKey(name) }
    rootKeys.append(name)
    closeCollection()
    append(",")
    newline(indent: 2)
    do throws(ArchiveError) {
      try writeString(name)
      append(": ")
      try write(value, indent: 2, depth: 1)
    } catch {
      var located = error
      located.fieldPath = name
      throw located
    }
  }

  private mutating func closeCollection() {
    guard isCollectionOpen else { return }
    if recordCount > 0 { newline(indent: 2) }
    append("]")
    isCollectionOpen = false
  }

  // MARK: - Values

  /// `value` alone as JSON text, in the layout a document's member value has, without a
  /// final newline: `["welcome", "meta"]` prints one item per line.
  static func text(of value: ArchiveValue) throws(ArchiveError) -> String {
    var writer = JSONWriter(capacity: 64)
    try writer.write(value, indent: 0, depth: 0)
    return String(decoding: writer.output, as: UTF8.self)
  }

  /// Writes `value` on a line indented by `indent`, inside `depth` containers.
  private mutating func write(
    _ value: ArchiveValue, indent: Int, depth: Int
  )
    throws(ArchiveError)
  {
    switch value {
    case .null:
      append("null")
    case .bool(let flag):
      append(flag ? "true" : "false")
    case .number(let literal):
      guard FieldKind.isNumberLiteral(literal) else {
        throw ArchiveError(
          .unwritable, "Expected a JSON number literal, found \(FieldKind.quoted(literal)).")
      }
      output.append(contentsOf: literal.utf8)
    case .string(let text):
      try writeString(text)
    case .array(let items):
      guard !items.isEmpty else { return append("[]") }
      try checkDepth(depth + 1)
      append("[")
      for (index, item) in items.enumerated() {
        if index > 0 { append(",") }
        newline(indent: indent + 2)
        try write(item, indent: indent + 2, depth: depth + 1)
      }
      newline(indent: indent)
      append("]")
    case .object(let object):
      guard !object.isEmpty else { return append("{}") }
      try checkDepth(depth + 1)
      append("{")
      var keys = JSONKeySet()
      for (index, member) in object.members.enumerated() {
        guard keys.insert(member.key) else {
          throw ArchiveError(.unwritable, Self.duplicateKey(member.key).message)
        }
        if index > 0 { append(",") }
        newline(indent: indent + 2)
        try writeString(member.key)
        append(": ")
        try write(member.value, indent: indent + 2, depth: depth + 1)
      }
      newline(indent: indent)
      append("}")
    }
  }

  /// The error for a second member named `name` in one object, which JSON readers refuse.
  private static func duplicateKey(_ name: String) -> ArchiveError {
    ArchiveError(
      .unwritable,
      "Duplicate key \(FieldKind.quoted(name)) in one object; JSON readers refuse it.",
      fieldPath: name)
  }

  private func checkDepth(_ level: Int) throws(ArchiveError) {
    guard level <= limits.maxDepth else {
      throw ArchiveError(
        .unwritable,
        "Nesting is deeper than the limit of \(limits.maxDepth) levels that readers accept.")
    }
  }

  // MARK: - Bytes

  @inline(__always)
  private mutating func append(_ text: StaticString) {
    output.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  @inline(__always)
  private mutating func newline(indent: Int) {
    if indent < Self.newlines.count {
      output.append(contentsOf: Self.newlines[...indent])
    } else {
      output.append(0x0A)
      output.append(contentsOf: repeatElement(0x20, count: indent))
    }
  }

  @inline(__always)
  mutating func appendByte(_ byte: UInt8) {
    output.append(byte)
  }

  @inline(__always)
  mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
    output.append(contentsOf: bytes)
  }

  /// Writes a name the schema declares (an XML name), which needs neither escapes nor checks.
  private mutating func appendPlainString(_ text: String) {
    output.append(UInt8(ascii: "\""))
    output.append(contentsOf: text.utf8)
    output.append(UInt8(ascii: "\""))
  }
}
