import BlogDocCore

extension JSONPatch {
  /// Reads a patch from JSON text: an array of operation objects.
  ///
  /// The text is read with blogdoc's own JSON reader, so a malformed patch is refused with
  /// the line and column of the problem, and each operation remembers where it starts so
  /// that ``JSONPatchError`` can point at it. Members other than `op`, `path`, `from` and
  /// `value` are ignored, as RFC 6902 asks.
  ///
  /// ```swift
  /// try JSONPatch(json: "[\n  {\"op\": \"replace\", \"path\": \"/entry/title\"}\n]")
  /// // Throws "2:3: Expected a "value" member in a replace operation."
  /// ```
  ///
  /// - Throws: `ArchiveError` (`.malformed` for bad JSON, `.schema` for JSON that is not a
  ///   patch); call `ArchiveError/reading(_:)` to name the file.
  /// - Complexity: O(*n*) in the text's length.
  public init(
    json bytes: UnsafeRawBufferPointer, options: DecodingOptions = .default
  )
    throws(ArchiveError)
  {
    var scanner = try JSONScanner(bytes, options: options)
    self.init()
    scanner.skipWhitespace()
    guard scanner.peek == UInt8(ascii: "[") else {
      throw scanner.unexpected("an array of patch operations")
    }
    try scanner.enter(level: 1)
    scanner.position += 1
    if !scanner.consume(UInt8(ascii: "]")) {
      repeat {
        scanner.skipWhitespace()
        let location = scanner.location
        guard scanner.peek == UInt8(ascii: "{") else {
          throw scanner.unexpected("an object for each patch operation")
        }
        let value = try scanner.readValue(depth: 1)
        operations.append(try Self.operation(from: value, at: location))
        sourceLocations.append(location)
      } while scanner.consume(UInt8(ascii: ","))
      guard scanner.consume(UInt8(ascii: "]")) else {
        throw scanner.unexpected("',' or ']' after an array element")
      }
    }
    try scanner.expectEnd()
  }

  /// Reads a patch from JSON bytes.
  public init(json bytes: [UInt8], options: DecodingOptions = .default) throws(ArchiveError) {
    let result = bytes.withUnsafeBytes { buffer in
      Result { () throws(ArchiveError) in try JSONPatch(json: buffer, options: options) }
    }
    self = try result.get()
  }

  /// Reads a patch from JSON text.
  public init(json text: String, options: DecodingOptions = .default) throws(ArchiveError) {
    try self.init(json: Array(text.utf8), options: options)
  }

  /// Types one operation object.
  static func operation(
    from json: ArchiveValue, at location: SourceLocation
  )
    throws(ArchiveError) -> JSONPatchOperation
  {
    func fail(_ message: String) -> ArchiveError {
      ArchiveError(.schema, message, at: location)
    }
    guard case .object(let object) = json else {
      throw fail("Expected an object for each patch operation, found \(FieldKind.describe(json)).")
    }
    guard let op = object["op"] else {
      throw fail("Expected an \"op\" member in each patch operation.")
    }
    let names = ["add", "remove", "replace", "move", "copy", "test"]
    guard case .string(let name) = op, names.contains(name) else {
      throw fail(
        "Expected \"op\" to be one of \"add\", \"remove\", \"replace\", \"move\", \"copy\" or \"test\", found \(FieldKind.describe(op))."
      )
    }
    func pointer(_ key: String) throws(ArchiveError) -> JSONPointer {
      guard let member = object[key] else {
        throw fail(
          "Expected a \"\(key)\" member in a\(name == "add" ? "n" : "") \(name) operation.")
      }
      guard case .string(let text) = member else {
        throw fail(
          "Expected \"\(key)\" to be a JSON Pointer string, found \(FieldKind.describe(member)).")
      }
      guard let pointer = JSONPointer(text) else {
        throw fail(JSONPointer.problem(with: text) ?? "Expected a JSON Pointer.")
      }
      return pointer
    }
    func value() throws(ArchiveError) -> ArchiveValue {
      guard let member = object["value"] else {
        throw fail("Expected a \"value\" member in a\(name == "add" ? "n" : "") \(name) operation.")
      }
      return member
    }
    switch name {
    case "add": return .add(path: try pointer("path"), value: try value())
    case "remove": return .remove(path: try pointer("path"))
    case "replace": return .replace(path: try pointer("path"), value: try value())
    case "move": return .move(from: try pointer("from"), path: try pointer("path"))
    case "copy": return .copy(from: try pointer("from"), path: try pointer("path"))
    default: return .test(path: try pointer("path"), value: try value())
    }
  }
}
