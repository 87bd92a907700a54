/// What a TOML text says that a parsed TOML table forgets: the order its keys were written
/// in and the text of each date and time; found by one pass over the text, which also
/// refuses nesting and sizes the parser must not see.
///
/// toml++ (under TOMLKit) keeps a table's keys in a sorted map and a date-time as numbers,
/// so `Z`, `+00:00` and `-00:00` read alike and `.500` reads as `.5`; `Timestamp` keeps
/// both, so the importer takes the written text from here. toml++ also recurses once per
/// level of a dotted key or table header without a bound (measured: `a.a.a…` 100,000 deep
/// crashes it), so this pass runs first and refuses what is too deep or too big.
///
/// ```swift
/// let index = try TOMLSourceIndex(text: "z = 1\na = 1979-05-27T07:32:00.500Z\n")
/// print(index.keys(in: []), index.dateText(at: [.key("a")]) ?? "")
/// // Prints "["z", "a"] 1979-05-27T07:32:00.500Z"
/// ```
///
/// The pass follows TOML 1.0 closely enough to index valid TOML; it does not validate. On text
/// it does not follow it stops, and only the text before that point goes to toml++ (see
/// ``followedLength``), which reports the error.
///
/// - Complexity: O(*n*) in the text's length.
struct TOMLSourceIndex {
  /// One step from the root table to a value: a key, or an array's position.
  enum Step: Hashable { case key(String), index(Int) }

  /// Why the text was refused before parsing, and where (a byte offset in the text).
  struct Refusal: Error, Equatable {
    enum Reason: Equatable {
      case tooDeep, tooManyValues, nul, nulInKey, timeWithoutHour, headerWithoutKey
    }
    var reason: Reason
    var offset: Int
  }

  /// The deepest path (keys and array positions, from the root) a front matter may hold.
  static let maxDepth = 64
  /// The most keys and values one front matter may hold (as YAML's ``YAMLValues/maxValues``).
  static let maxValues = YAMLValues.maxValues

  /// Where one `key = value` line of a table (its key dotted or not) lies: what a splice
  /// of the front matter replaces.
  struct ValueSpan: Hashable {
    /// The value's path from the root: the table's, then the key's parts.
    var path: [Step]
    /// The table the line is in (`[]` at the top level).
    var table: [Step]
    /// The offset of the key's first byte.
    var keyStart: Int
    /// The offset just after `=`.
    var separatorEnd: Int
    /// The value's bytes, from its first byte to its last.
    var value: Range<Int>
  }

  /// A `[table]` or `[[array]]` header: the table it opens, and the offset of its `[`.
  struct HeaderSpan: Hashable {
    var path: [Step]
    var start: Int
  }

  /// Every `key = value` line outside inline tables, in the text's order.
  private(set) var valueSpans: [ValueSpan] = []
  /// Every table header, in the text's order.
  private(set) var headerSpans: [HeaderSpan] = []

  private var order: [[Step]: [String]] = [:]
  private var seen: Set<[Step]> = []
  private var dates: [[Step]: String] = [:]
  private var strings: [[Step]: String] = [:]
  /// Whether the pass followed the whole text.
  private(set) var isComplete = false
  /// The bytes the pass followed: all of them when ``isComplete``. Only these may be given
  /// to toml++, whose assertions (live in release builds) the pass guards against only in
  /// text it followed.
  var followedLength: Int { isComplete ? bytes.count : position }

  private let bytes: [UInt8]
  private var position = 0
  private var valueCount = 0
  private var arrayTables: [[Step]: Int] = [:]

  /// Indexes `text`.
  ///
  /// - Throws: ``Refusal`` for a path deeper than ``maxDepth``, more than ``maxValues``
  ///   keys and values, a raw U+0000 (which TOML forbids, and the parser's C string would
  ///   end at), or an escaped one in a key (TOMLKit hands keys over as C strings, which
  ///   would cut it; in a string value it is kept, see ``stringText(at:)``), or a date
  ///   followed by `T` and no hour digit (`2024-01-05T:00`), which fails an assertion in
  ///   toml++ 3.4 (`parse_time`: `is_decimal_digit(*cp)`) and aborts the process, release
  ///   builds included; found by the fuzzer. The same for a table header whose `[` or `[[`
  ///   is followed by neither a key nor `]` (`[[[a]]]`, `[=]`; toml++'s `parse_key`).
  init(text: String) throws(Refusal) {
    bytes = Array(text.utf8)
    if let nul = bytes.firstIndex(of: 0) { throw Refusal(reason: .nul, offset: nul) }
    // toml++ skips a leading byte-order mark.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    do {
      try document()
      isComplete = true
    } catch let refusal as Refusal {
      throw refusal
    } catch {
      // Not followed: keep what was indexed so far.
    }
  }

  /// The keys of the table at `path`, in the order the text first names them.
  func keys(in path: [Step]) -> [String] { order[path] ?? [] }

  /// The date, time or date-time at `path` as written, if one is there.
  func dateText(at path: [Step]) -> String? { dates[path] }

  /// The string at `path`, decoded, if it holds an escaped U+0000 (TOMLKit hands strings
  /// over as C strings, which end at the first one).
  func stringText(at path: [Step]) -> String? { strings[path] }

  // MARK: - The pass

  /// Text this pass does not follow.
  private struct NotFollowed: Error {}

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  private func byte(at offset: Int) -> UInt8? {
    position + offset < bytes.count ? bytes[position + offset] : nil
  }

  private mutating func document() throws {
    var table: [Step] = []
    while true {
      skipBlank(newlines: true)
      guard let byte = current else { return }
      if byte == UInt8(ascii: "[") {
        let start = position
        let isArray = self.byte(at: 1) == UInt8(ascii: "[")
        position += isArray ? 2 : 1
        while current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") { position += 1 }
        if let byte = current, !Self.isBareKeyByte(byte),
          ![UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "]"), UInt8(ascii: "[")].contains(
            byte)
            || (byte == UInt8(ascii: "[") && isArray)
        {
          throw Refusal(reason: .headerWithoutKey, offset: position)
        }
        let keys = try key()
        try expect(isArray ? "]]" : "]")
        table = try header(keys, isArray: isArray)
        headerSpans.append(HeaderSpan(path: table, start: start))
      } else {
        let keyStart = position
        let (path, separatorEnd, valueStart) = try keyValue(in: table)
        valueSpans.append(
          ValueSpan(
            path: path, table: table, keyStart: keyStart, separatorEnd: separatorEnd,
            value: valueStart..<position))
      }
      skipBlank(newlines: false)
      guard current == nil || current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") else {
        throw NotFollowed()
      }
    }
  }

  /// The table a `[a.b]` or `[[a.b]]` header opens; `a` names the last element when it is
  /// an array of tables.
  private mutating func header(_ keys: [String], isArray: Bool) throws(Refusal) -> [Step] {
    var path: [Step] = []
    for (index, key) in keys.enumerated() {
      try note(key, in: path)
      path.append(.key(key))
      if let count = arrayTables[path], index < keys.count - 1 || !isArray {
        path.append(.index(count - 1))
      }
      try checkDepth(path)
    }
    if isArray {
      let count = arrayTables[path, default: 0]
      arrayTables[path] = count + 1
      path.append(.index(count))
    }
    try checkDepth(path)
    return path
  }

  /// Steps over `key = value`, and says the value's path, where `=` ends and where the
  /// value starts.
  @discardableResult
  private mutating func keyValue(in table: [Step]) throws -> ([Step], Int, Int) {
    let keys = try key()
    var path = table
    for key in keys {
      try note(key, in: path)
      path.append(.key(key))
      try checkDepth(path)
    }
    skipBlank(newlines: false)
    try expect("=")
    let separatorEnd = position
    skipBlank(newlines: false)
    let valueStart = position
    try value(at: path)
    return (path, separatorEnd, valueStart)
  }

  private mutating func value(at path: [Step]) throws {
    try count()
    switch current {
    case UInt8(ascii: "\"")?, UInt8(ascii: "'")?:
      let text = try string()
      if text.utf8.contains(0) { strings[path] = text }
    case UInt8(ascii: "[")?:
      position += 1
      var index = 0
      while true {
        skipBlank(newlines: true)
        if current == UInt8(ascii: "]") { break }
        let item = path + [.index(index)]
        try checkDepth(item)
        try value(at: item)
        index += 1
        skipBlank(newlines: true)
        guard current == UInt8(ascii: ",") else { break }
        position += 1
      }
      try expect("]")
    case UInt8(ascii: "{")?:
      position += 1
      skipBlank(newlines: false)
      if current != UInt8(ascii: "}") {
        while true {
          try keyValue(in: path)
          skipBlank(newlines: false)
          guard current == UInt8(ascii: ",") else { break }
          position += 1
          skipBlank(newlines: false)
        }
      }
      try expect("}")
    default:
      let start = position
      let text = scalarText()
      guard !text.isEmpty else { throw NotFollowed() }
      if Self.isDateThenTWithoutHour(bytes[start..<position]) {
        throw Refusal(reason: .timeWithoutHour, offset: start + 11)
      }
      if Self.isDateOrTime(text) { dates[path] = text }
    }
  }

  /// A number, boolean, date or time, as written; a date-time may hold one space.
  private mutating func scalarText() -> String {
    let start = position
    func isScalarByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "+"), UInt8(ascii: "-"),
        UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ":"):
        true
      default: false
      }
    }
    while let byte = current {
      if isScalarByte(byte) {
        position += 1
      } else if byte == UInt8(ascii: " "), position - start == 10,
        bytes[start + 4] == UInt8(ascii: "-"),
        let next = self.byte(at: 1), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next)
      {
        position += 1  // `1979-05-27 07:32:00`: the space stands for `T`.
      } else {
        break
      }
    }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// `1979-05-27T` followed by anything but a digit.
  private static func isDateThenTWithoutHour(_ token: ArraySlice<UInt8>) -> Bool {
    let token = Array(token)
    guard token.count >= 11, token[10] == UInt8(ascii: "T") || token[10] == UInt8(ascii: "t") else {
      return false
    }
    func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    let isDate =
      [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy { isDigit(token[$0]) }
      && token[4] == UInt8(ascii: "-") && token[7] == UInt8(ascii: "-")
    return isDate && (token.count == 11 || !isDigit(token[11]))
  }

  /// `1979-05-27…` or `07:32:00…`.
  private static func isDateOrTime(_ text: String) -> Bool {
    let utf8 = Array(text.utf8.prefix(5))
    guard utf8.count == 5 else { return false }
    return utf8[4] == UInt8(ascii: "-") || utf8[2] == UInt8(ascii: ":")
  }

  /// A dotted key's parts, bare or quoted.
  private mutating func key() throws -> [String] {
    var parts: [String] = []
    while true {
      skipBlank(newlines: false)
      switch current {
      case UInt8(ascii: "\"")?, UInt8(ascii: "'")?:
        let start = position
        let part = try string()
        if part.utf8.contains(0) { throw Refusal(reason: .nulInKey, offset: start) }
        parts.append(part)
      default:
        let start = position
        while let byte = current, Self.isBareKeyByte(byte) { position += 1 }
        guard position > start else { throw NotFollowed() }
        parts.append(String(decoding: bytes[start..<position], as: UTF8.self))
      }
      skipBlank(newlines: false)
      guard current == UInt8(ascii: ".") else { return parts }
      // Checked here too, so that a key of a million parts is refused before it is noted.
      if parts.count >= Self.maxDepth { throw Refusal(reason: .tooDeep, offset: position) }
      position += 1
    }
  }

  private static func isBareKeyByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "-"):
      true
    default: false
    }
  }

  /// A basic or literal string, single- or multi-line, decoded (keys need their text;
  /// values are only stepped over).
  private mutating func string() throws -> String {
    let quote = bytes[position]
    let isLiteral = quote == UInt8(ascii: "'")
    let isMultiline = byte(at: 1) == quote && byte(at: 2) == quote
    position += isMultiline ? 3 : 1
    if isMultiline, current == UInt8(ascii: "\n") {
      position += 1
    } else if isMultiline, current == UInt8(ascii: "\r"), byte(at: 1) == UInt8(ascii: "\n") {
      position += 2
    }
    var text: [UInt8] = []
    while let byte = current {
      if byte == quote {
        if !isMultiline {
          position += 1
          return String(decoding: text, as: UTF8.self)
        }
        if self.byte(at: 1) == quote, self.byte(at: 2) == quote {
          // Up to two more quotes belong to the text: `""""` ends with one in it.
          var extra = 0
          while extra < 2, self.byte(at: 3) == quote {
            text.append(quote)
            position += 1
            extra += 1
          }
          position += 3
          return String(decoding: text, as: UTF8.self)
        }
      }
      if byte == UInt8(ascii: "\\"), !isLiteral {
        try escape(into: &text, isMultiline: isMultiline)
        continue
      }
      if byte == UInt8(ascii: "\n"), !isMultiline { throw NotFollowed() }
      text.append(byte)
      position += 1
    }
    throw NotFollowed()
  }

  private mutating func escape(into text: inout [UInt8], isMultiline: Bool) throws {
    position += 1
    guard let letter = current else { throw NotFollowed() }
    position += 1
    switch letter {
    case UInt8(ascii: "b"): text.append(0x08)
    case UInt8(ascii: "t"): text.append(0x09)
    case UInt8(ascii: "n"): text.append(0x0A)
    case UInt8(ascii: "f"): text.append(0x0C)
    case UInt8(ascii: "r"): text.append(0x0D)
    case UInt8(ascii: "\""): text.append(UInt8(ascii: "\""))
    case UInt8(ascii: "\\"): text.append(UInt8(ascii: "\\"))
    case UInt8(ascii: "u"), UInt8(ascii: "U"):
      let digits = letter == UInt8(ascii: "u") ? 4 : 8
      guard position + digits <= bytes.count,
        let value = UInt32(
          String(decoding: bytes[position..<position + digits], as: UTF8.self), radix: 16),
        let scalar = Unicode.Scalar(value)
      else { throw NotFollowed() }
      text.append(contentsOf: Array(String(Character(scalar)).utf8))
      position += digits
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
      // A line-ending backslash drops the break and the blanks after it.
      guard isMultiline else { throw NotFollowed() }
      position -= 1
      while let byte = current, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
        position += 1
      }
      guard current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") else {
        throw NotFollowed()
      }
      while let byte = current, [0x20, 0x09, 0x0A, 0x0D].contains(byte) { position += 1 }
    default:
      throw NotFollowed()
    }
  }

  /// Skips spaces, tabs and comments, and line breaks when `newlines`.
  private mutating func skipBlank(newlines: Bool) {
    while let byte = current {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        position += 1
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        guard newlines else { return }
        position += 1
      case UInt8(ascii: "#"):
        while let byte = current, byte != UInt8(ascii: "\n") { position += 1 }
      default:
        return
      }
    }
  }

  private mutating func expect(_ text: StaticString) throws {
    let expected = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    guard position + expected.count <= bytes.count,
      bytes[position..<position + expected.count].elementsEqual(expected)
    else { throw NotFollowed() }
    position += expected.count
  }

  /// Records that the table at `path` has `key`, the first time it is named.
  private mutating func note(_ key: String, in path: [Step]) throws(Refusal) {
    let child = path + [.key(key)]
    guard seen.insert(child).inserted else { return }
    try count()
    order[path, default: []].append(key)
  }

  private mutating func count() throws(Refusal) {
    valueCount += 1
    if valueCount > Self.maxValues { throw Refusal(reason: .tooManyValues, offset: position) }
  }

  private func checkDepth(_ path: [Step]) throws(Refusal) {
    if path.count > Self.maxDepth { throw Refusal(reason: .tooDeep, offset: position) }
  }
}
