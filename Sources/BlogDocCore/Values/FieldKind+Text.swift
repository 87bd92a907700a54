import FoundationEssentials

extension FieldKind {
  /// Parses the text a user typed on the command line (`isDraft=false`, `tagNames=a,b`).
  ///
  /// Lists split on commas, trimming spaces around each item; write `\,` for a comma
  /// inside an item. For an optional kind the empty string means absent, and so does an
  /// optional list with no items. A one-line kind (``isOneLine``) refuses a line break.
  ///
  /// ```swift
  /// print(try FieldKind.list(itemName: "tag").parse("swift, linux"))
  /// // Prints "["swift", "linux"]"
  /// ```
  public func parse(_ text: String) throws(FieldValueError) -> FieldValue {
    if let scalar = XMLCharacterRule.firstDisallowedScalar(in: text) {
      throw .disallowed(scalar)
    }
    if isOneLine, let scalar = LineBreakRule.firstLineBreak(in: text) {
      throw .lineBreak(scalar, in: text)
    }
    return try _parse(text)
  }

  /// Parses `text` that is already known to be XML character data (what libxml2 hands over).
  package func _parse(_ text: String) throws(FieldValueError) -> FieldValue {
    switch self {
    case .string, .text:
      return .string(text)
    case .bool:
      switch text {
      case "true": return .bool(true)
      case "false": return .bool(false)
      default: throw .expected(self, found: Self.quoted(text))
      }
    case .integer:
      guard Self.isIntegerLiteral(text), let value = Int64(text) else {
        if Self.isIntegerLiteral(text) {
          throw FieldValueError(
            "Expected an integer between \(Int64.min) and \(Int64.max), found \(text).")
        }
        throw .expected(self, found: Self.quoted(text))
      }
      return .integer(value)
    case .double:
      guard Self.isNumberLiteral(text), let value = Double(text), value.isFinite else {
        throw .expected(self, found: Self.quoted(text))
      }
      return .double(value)
    case .date:
      do {
        return .date(try Timestamp(iso8601: text))
      } catch {
        throw FieldValueError(error.description)
      }
    case .url:
      guard let url = URL(string: text), url.scheme != nil, !text.utf8.contains(UInt8(ascii: " "))
      else {
        throw .expected(self, found: Self.quoted(text))
      }
      return .url(url)
    case .list:
      return .list(Self.splitList(text))
    case .optional(let wrapped):
      guard !text.isEmpty else { return .null }
      let value = try wrapped._parse(text)
      // An optional list with no items is absent: both are written as the empty text, so
      // telling them apart here would give values that do not read back (found by fuzzing).
      if case .list(let items) = value, items.isEmpty { return .null }
      return value
    }
  }

  /// Formats `value` the way ``parse(_:)`` reads it back.
  public func format(_ value: FieldValue) -> String {
    switch value {
    case .null: ""
    case .string(let text): text
    case .bool(let flag): flag ? "true" : "false"
    case .integer(let number): String(number)
    case .double(let number): Self.format(number)
    case .date(let timestamp): timestamp.iso8601
    case .url(let url): url.absoluteString
    case .list(let items): Self.joinList(items)
    }
  }

  /// The shortest text that reads back as exactly `number`.
  static func format(_ number: Double) -> String {
    // Swift's description is the shortest round-tripping form ("0.1", "1e-05", "1.0").
    number.description
  }

  /// Joins items with commas, escaping each comma and backslash inside an item. It walks
  /// scalars, as ``splitList(_:)`` does: a backslash followed by a combining mark is one
  /// `Character`, which `replacing("\\", …)` would not escape (found by fuzzing).
  static func joinList(_ items: [String]) -> String {
    items.map(listItemText).joined(separator: ",")
  }

  /// One list item as ``parse(_:)`` reads it back as one item: each comma and backslash
  /// escaped, so a tag `swift,linux` shows as `swift\,linux`, not as two tags.
  ///
  /// ```swift
  /// FieldKind.listItemText("swift,linux")   // "swift\\,linux"
  /// ```
  package static func listItemText(_ item: String) -> String {
    var text = String.UnicodeScalarView()
    for scalar in item.unicodeScalars {
      if scalar == "\\" || scalar == "," { text.append("\\") }
      text.append(scalar)
    }
    return String(text)
  }

  /// Splits on unescaped commas. It walks scalars, not characters: a comma followed by a
  /// combining mark is one `Character`, and would hide the split (found by fuzzing).
  static func splitList(_ text: String) -> [String] {
    var items: [String] = []
    var current = String.UnicodeScalarView()
    var escaping = false
    for scalar in text.unicodeScalars {
      if escaping {
        current.append(scalar)
        escaping = false
      } else if scalar == "\\" {
        escaping = true
      } else if scalar == "," {
        items.append(String(current))
        current = String.UnicodeScalarView()
      } else {
        current.append(scalar)
      }
    }
    if escaping { current.append("\\") }
    items.append(String(current))
    let trimmed = items.map { $0.trimmingWhitespace() }
    return trimmed == [""] ? [] : trimmed
  }

  /// `text` in double quotes for a one-line message: long text is cut, and quotes,
  /// backslashes, line breaks and other controls are escaped so the message stays one line.
  package static func quoted(_ text: String) -> String {
    quoted(text, limit: 60)
  }

  /// `before` and `after` quoted as ``quoted(_:)`` does, both from the same scalar: from
  /// the start, or, when they first differ past what the cut would show, from a little
  /// before that, after a "…". Two long texts that differ late otherwise look the same.
  ///
  /// ```swift
  /// FieldKind.quotedPair(String(repeating: "a", count: 70) + "b", String(repeating: "a", count: 70) + "c")
  /// // ("\"…aaaaaaaaaaaaaaaaaaaab\"", "\"…aaaaaaaaaaaaaaaaaaaac\"")
  /// ```
  ///
  /// - Complexity: O(n) in the length of the common prefix plus the shown part.
  package static func quotedPair(
    _ before: String, _ after: String, limit: Int = 60
  ) -> (String, String) {
    let context = 20
    let common = zip(before.unicodeScalars, after.unicodeScalars).prefix { $0 == $1 }.count
    let start = common > limit - context ? common - context : 0
    return (quoted(before, limit: limit, from: start), quoted(after, limit: limit, from: start))
  }

  /// `text` quoted as ``quoted(_:)`` does, showing up to `limit` scalars before the cut,
  /// from scalar `start` on (after a "…" when that is not the first).
  package static func quoted(_ text: String, limit: Int, from start: Int = 0) -> String {
    // Printable ASCII with nothing to escape, the common case, is sliced by bytes: a diff of
    // 10,000 titles spent 28 ms here appending one scalar at a time.
    let utf8 = text.utf8
    if utf8.allSatisfy({
      $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
    }) {
      let from = utf8.index(utf8.startIndex, offsetBy: min(start, utf8.count))
      let to = utf8.index(from, offsetBy: min(limit, utf8.distance(from: from, to: utf8.endIndex)))
      let cut = to < utf8.endIndex ? "…" : ""
      return "\"" + (start > 0 ? "…" : "") + String(text[from..<to]) + cut + "\""
    }
    var shown = start > 0 ? "…" : ""
    var count = 0
    for scalar in text.unicodeScalars.dropFirst(start) {
      if count == limit {
        shown += "…"
        break
      }
      count += 1
      switch scalar {
      case "\"": shown += "\\\""
      case "\\": shown += "\\\\"
      case "\n": shown += "\\n"
      case "\r": shown += "\\r"
      case "\t": shown += "\\t"
      case _
      where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
        || scalar == "\u{2029}":
        shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: shown.unicodeScalars.append(scalar)
      }
    }
    return "\"" + shown + "\""
  }

  /// `-?digits` with no leading zeros, as JSON writes integers.
  package static func isIntegerLiteral(_ text: String) -> Bool {
    var bytes = text.utf8[...]
    if bytes.first == UInt8(ascii: "-") { bytes.removeFirst() }
    guard let first = bytes.first, (0x30...0x39).contains(first) else { return false }
    if first == 0x30 && bytes.count > 1 { return false }
    return bytes.allSatisfy { (0x30...0x39).contains($0) }
  }

  /// JSON's number grammar: `-?int(.digits)?([eE][+-]?digits)?`.
  package static func isNumberLiteral(_ text: String) -> Bool {
    var bytes = text.utf8[...]
    func digits() -> Int {
      var count = 0
      while let byte = bytes.first, (0x30...0x39).contains(byte) {
        bytes.removeFirst()
        count += 1
      }
      return count
    }
    if bytes.first == UInt8(ascii: "-") { bytes.removeFirst() }
    let leadingZero = bytes.first == 0x30
    let integerDigits = digits()
    guard integerDigits > 0, !(leadingZero && integerDigits > 1) else { return false }
    if bytes.first == UInt8(ascii: ".") {
      bytes.removeFirst()
      guard digits() > 0 else { return false }
    }
    if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
      bytes.removeFirst()
      if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") {
        bytes.removeFirst()
      }
      guard digits() > 0 else { return false }
    }
    return bytes.isEmpty
  }
}
