import BlogDocCore

extension JSONWriter {
  /// `value` as JSON on one line, without spaces: `{"a":[1,"b"]}`.
  ///
  /// Strings are escaped and checked as in the document layout; the depth limit readers
  /// apply is kept.
  ///
  /// - Complexity: O(*n*) in the output size.
  static func compactBytes(of value: ArchiveValue) throws(ArchiveError) -> [UInt8] {
    var writer = JSONWriter(capacity: 256)
    try writer.writeCompact(value, depth: 0)
    return writer.takeOutput()
  }

  /// Writes `value` compactly at the top level.
  mutating func writeCompactValue(_ value: ArchiveValue) throws(ArchiveError) {
    try writeCompact(value, depth: 0)
  }

  private mutating func writeCompact(_ value: ArchiveValue, depth: Int) throws(ArchiveError) {
    switch value {
    case .null:
      appendText("null")
    case .bool(let flag):
      appendText(flag ? "true" : "false")
    case .number(let literal):
      guard FieldKind.isNumberLiteral(literal) else {
        throw ArchiveError(
          .unwritable, "Expected a JSON number literal, found \(FieldKind.quoted(literal)).")
      }
      appendText(literal)
    case .string(let text):
      try writeString(text)
    case .array(let items):
      try checkCompactDepth(depth + 1)
      appendByte(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { appendByte(UInt8(ascii: ",")) }
        try writeCompact(item, depth: depth + 1)
      }
      appendByte(UInt8(ascii: "]"))
    case .object(let object):
      try checkCompactDepth(depth + 1)
      appendByte(UInt8(ascii: "{"))
      var keys = JSONKeySet()
      for (index, member) in object.members.enumerated() {
        guard keys.insert(member.key) else {
          throw ArchiveError(
            .unwritable,
            "Duplicate key \(FieldKind.quoted(member.key)) in one object; JSON readers refuse it.")
        }
        if index > 0 { appendByte(UInt8(ascii: ",")) }
        try writeString(member.key)
        appendByte(UInt8(ascii: ":"))
        try writeCompact(member.value, depth: depth + 1)
      }
      appendByte(UInt8(ascii: "}"))
    }
  }

  private func checkCompactDepth(_ level: Int) throws(ArchiveError) {
    guard !writesAnyString else { return }
    guard level <= limits.maxDepth else {
      throw ArchiveError(
        .unwritable,
        "Nesting is deeper than the limit of \(limits.maxDepth) levels that readers accept.")
    }
  }

  private mutating func appendText(_ text: String) {
    var text = text
    text.withUTF8 { appendBytes($0) }
  }
}

extension ArchiveValue {
  /// The value as compact JSON (no spaces or line breaks), for this package's journal.
  ///
  /// - Complexity: O(*n*) in the output size.
  /// Strings may hold any scalar (control characters escaped as Foundation escapes them).
  package func compactJSONBytes() throws(ArchiveError) -> [UInt8] {
    var writer = JSONWriter(capacity: 256)
    writer.writesAnyString = true
    try writer.writeCompactValue(self)
    return writer.takeOutput()
  }
}
