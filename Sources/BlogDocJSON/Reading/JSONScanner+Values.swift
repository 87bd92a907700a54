import BlogDocCore

extension JSONScanner {
  /// Reads one whole JSON value, of any shape, as an `ArchiveValue`.
  ///
  /// Nested arrays and objects are read with an explicit stack rather than recursion, so
  /// no input can overflow the call stack whatever `DecodingOptions/maxDepth` allows.
  /// Objects keep their members in order and refuse a repeated key.
  ///
  /// - Parameter depth: How many arrays and objects already enclose the value.
  /// - Complexity: O(*n*) in the value's bytes.
  mutating func readValue(depth: Int) throws(ArchiveError) -> ArchiveValue {
    var stack: [Frame] = []
    var value: ArchiveValue
    parsing: while true {
      skipWhitespace()
      guard let byte = peek else { throw unexpected("a value") }
      switch byte {
      case UInt8(ascii: "\""):
        value = .string(try readString())
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        value = .number(try readNumber())
      case UInt8(ascii: "{"):
        try enter(level: depth &+ stack.count &+ 1)
        position &+= 1
        if consume(UInt8(ascii: "}")) {
          value = .object(ArchiveObject())
        } else {
          var frame = Frame(isObject: true)
          frame.key = try readMemberName(into: &frame.keys, afterComma: false)
          stack.append(frame)
          continue parsing
        }
      case UInt8(ascii: "["):
        try enter(level: depth &+ stack.count &+ 1)
        position &+= 1
        if consume(UInt8(ascii: "]")) {
          value = .array([])
        } else {
          stack.append(Frame(isObject: false))
          continue parsing
        }
      case UInt8(ascii: "t"):
        try readLiteral("true")
        value = .bool(true)
      case UInt8(ascii: "f"):
        try readLiteral("false")
        value = .bool(false)
      case UInt8(ascii: "n"):
        try readLiteral("null")
        value = .null
      default:
        throw unexpected("a value")
      }

      // Hand the finished value to its container, closing containers that end here.
      while let top = stack.indices.last {
        skipWhitespace()
        if stack[top].isObject {
          stack[top].members.append(ArchiveObject.Member(key: stack[top].key, value: value))
          if consume(UInt8(ascii: ",")) {
            stack[top].key = try readMemberName(into: &stack[top].keys, afterComma: true)
            continue parsing
          }
          guard consume(UInt8(ascii: "}")) else {
            throw unexpected("',' or '}' after an object member")
          }
          value = .object(ArchiveObject(stack.removeLast().members))
        } else {
          stack[top].items.append(value)
          if consume(UInt8(ascii: ",")) {
            skipWhitespace()
            if peek == UInt8(ascii: "]") {
              throw unexpected(
                "a value after ','", suffix: "; JSON does not allow a trailing comma")
            }
            continue parsing
          }
          guard consume(UInt8(ascii: "]")) else {
            throw unexpected("',' or ']' after an array element")
          }
          value = .array(stack.removeLast().items)
        }
      }
      return value
    }
  }

  /// Reads a member name and the `:` after it, refusing a name already in `keys`.
  ///
  /// - Parameter afterComma: Whether a `,` came before (rather than the object's `{`).
  /// - Returns: The name; the error for a duplicate points at it.
  mutating func readMemberName(
    into keys: inout JSONKeySet, afterComma: Bool
  )
    throws(ArchiveError) -> String
  {
    skipWhitespace()
    let start = position
    let name = try readMemberName(afterComma: afterComma)
    guard keys.insert(name) else { throw duplicateKey(name, at: start) }
    try expect(UInt8(ascii: ":"), "':' after the member name")
    return name
  }

  /// Reads a member name (a string), which must come next.
  ///
  /// - Parameter afterComma: Whether a `,` came before (rather than the object's `{`).
  mutating func readMemberName(afterComma: Bool) throws(ArchiveError) -> String {
    skipWhitespace()
    guard peek == UInt8(ascii: "\"") else {
      guard afterComma else { throw unexpected("a member name in double quotes or '}'") }
      if peek == UInt8(ascii: "}") {
        throw unexpected(
          "a member name after ','", suffix: "; JSON does not allow a trailing comma")
      }
      throw unexpected("a member name in double quotes after ','")
    }
    return try readString()
  }

  /// The error for a member name that already appeared in the same object.
  func duplicateKey(_ name: String, at offset: Int) -> ArchiveError {
    error("Duplicate key \(FieldKind.quoted(name)) in one object.", at: offset)
  }

  /// Consumes `literal` (`true`, `false` or `null`), which must come next.
  private mutating func readLiteral(_ literal: StaticString) throws(ArchiveError) {
    let count = literal.utf8CodeUnitCount
    guard position &+ count <= bytes.count else { throw unexpected("a value") }
    let expected = UnsafeBufferPointer(start: literal.utf8Start, count: count)
    for offset in 0..<count where bytes[position &+ offset] != expected[offset] {
      throw unexpected("a value")
    }
    position &+= count
  }

  /// One open array or object while ``readValue(depth:)`` reads its contents.
  private struct Frame {
    var isObject: Bool
    var items: [ArchiveValue] = []
    var members: [ArchiveObject.Member] = []
    var keys = JSONKeySet()
    /// The name of the member whose value is being read.
    var key = ""

    init(isObject: Bool) {
      self.isObject = isObject
    }
  }
}
