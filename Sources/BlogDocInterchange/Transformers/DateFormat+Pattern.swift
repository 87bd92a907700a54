import BlogDocCore

extension DateFormat {
  /// Checks `pattern` and creates ``pattern(_:)`` with it.
  ///
  /// Patterns use a small subset of Unicode TR35's date field letters, all in English:
  ///
  /// | Letters | Reads |
  /// |---|---|
  /// | `yyyy`, `yy`, `y` | year: 4 digits; 2 digits (`69`–`99` are 19xx, `00`–`68` 20xx); 1 to 4 digits |
  /// | `MM`, `M` | month number: 2 digits; 1 or 2 digits |
  /// | `MMM`, `MMMM` | month name, abbreviated (`Mar`) or full (`March`), in any case (either width takes either) |
  /// | `dd`, `d` | day of the month: 2 digits; 1 or 2 digits |
  /// | `HH`, `H` | hour 0–23: 2 digits; 1 or 2 digits |
  /// | `hh`, `h` | hour 1–12, with `a`: 2 digits; 1 or 2 digits |
  /// | `a` | `AM` or `PM`, in any case |
  /// | `mm`, `m`, `ss`, `s` | minute, second: 2 digits; 1 or 2 digits |
  /// | `S`…`SSSSSSSSS` | fraction of a second, exactly as many digits as letters (kept) |
  /// | `E`…`EEE`, `EEEE` | weekday name, abbreviated or full, read and ignored |
  /// | `Z`, `ZZ`, `ZZZ`, `ZZZZZ`, `X`, `XX`, `XXX` | zone: `+hhmm`, `+hh:mm`, `+hh`, `Z`, or `GMT`, `UTC`, `EST`… |
  /// | `'text'` | literal text; `''` is one quote, inside quotes or out |
  ///
  /// Everything that is not an ASCII letter (punctuation, spaces, other scripts) is matched
  /// literally, byte for byte. A pattern must read a year, a month and a day; hours, minutes and
  /// seconds it does not read are zero. When the text has no zone the time is UTC
  /// (`Timestamp.utcOffsetMinutes` is `nil`); when it has one, the offset is kept.
  ///
  /// ```swift
  /// let format = try DateFormat(pattern: "MMM d, yyyy h:mm a")
  /// print(format.timestamp(from: "Mar 5, 2019 10:20 PM")!.iso8601)
  /// // Prints "2019-03-05T22:20:00Z"
  /// ```
  ///
  /// - Throws: ``PatternError`` for an unknown letter, an unsupported width, an unclosed
  ///   quote, a field read twice, a missing year, month or day, or `h` and `a` apart.
  public init(pattern: String) throws(PatternError) {
    _ = try Self._tokens(of: pattern)
    self = .pattern(pattern)
  }

  /// A date pattern ``DateFormat/init(pattern:)`` cannot read with.
  public struct PatternError: Error, Sendable, Hashable, CustomStringConvertible {
    enum Reason: Sendable, Hashable {
      case empty
      case unknownLetter(Unicode.Scalar)
      case unsupportedWidth(Unicode.Scalar, count: Int)
      case unclosedQuote
      case repeatedField(String)
      case missingField(String, letters: String)
      case hourWithoutMarker
      case markerWithoutHour
    }

    /// The pattern as given.
    public var pattern: String
    var reason: Reason

    /// A sentence quoting the pattern and saying what is wrong with it.
    public var description: String {
      let quoted = "'\(pattern)'"
      switch reason {
      case .empty:
        return "The date pattern is empty; write one such as 'yyyy-MM-dd HH:mm:ss'."
      case .unknownLetter(let letter):
        return "Unknown date pattern letter '\(letter)' in \(quoted); "
          + "use y, M, d, H, h, m, s, S, a, E, Z or X."
      case .unsupportedWidth(let letter, let count):
        let run = String(repeating: String(letter), count: count)
        return "Unsupported date pattern field '\(run)' in \(quoted); "
          + "use \(DateFormat._supportedWidths(of: letter))."
      case .unclosedQuote:
        return "Unclosed quote in date pattern \(quoted); close literal text with a second ', "
          + "and write '' for a quote itself."
      case .repeatedField(let field):
        return "The date pattern \(quoted) reads the \(field) twice."
      case .missingField(let field, let letters):
        return "The date pattern \(quoted) reads no \(field); add \(letters)."
      case .hourWithoutMarker:
        return "The date pattern \(quoted) reads a 12-hour 'h' without 'a' for AM or PM; "
          + "add 'a' or use 'H' for 0-23."
      case .markerWithoutHour:
        return "The date pattern \(quoted) reads 'a' without a 12-hour 'h'; "
          + "use 'h' with 'a', or drop 'a'."
      }
    }
  }
}

// MARK: - Compiling

extension DateFormat {
  /// One step of a compiled pattern.
  enum _Token: Hashable {
    /// Width 1 (1 to 4 digits), 2 (two digits, pivoted) or 4 (four digits).
    case year(width: Int)
    /// Digits between the bounds.
    case month(ClosedRange<Int>)
    case day(ClosedRange<Int>)
    case hour(ClosedRange<Int>)
    /// 1 to 12, made 0 to 23 by the `a` marker.
    case hour12(ClosedRange<Int>)
    case minute(ClosedRange<Int>)
    case second(ClosedRange<Int>)
    case monthName
    case weekdayName
    case marker
    case zone
    /// Exactly this many fraction digits.
    case fraction(Int)
    case literal([UInt8])

    /// The name used in messages, shared by tokens that set the same field.
    var field: String? {
      switch self {
      case .year: "year"
      case .month, .monthName: "month"
      case .day: "day"
      case .hour, .hour12: "hour"
      case .minute: "minute"
      case .second: "second"
      case .fraction: "fraction of a second"
      case .weekdayName: "weekday"
      case .marker: "AM/PM marker"
      case .zone: "zone"
      case .literal: nil
      }
    }
  }

  static func _supportedWidths(of letter: Unicode.Scalar) -> String {
    switch letter {
    case "y": "y, yy or yyyy"
    case "M": "M, MM, MMM or MMMM"
    case "S": "S to SSSSSSSSS (one letter per fraction digit)"
    case "a": "a"
    case "E": "E, EE, EEE or EEEE"
    case "Z": "Z, ZZ, ZZZ or ZZZZZ"
    case "X": "X, XX or XXX"
    default: "\(letter) or \(letter)\(letter)"
    }
  }

  /// The token a run of `count` copies of `letter` stands for.
  static func _token(
    _ letter: Unicode.Scalar, count: Int, in pattern: String
  ) throws(PatternError) -> _Token {
    let oneOrTwo = count == 1 ? 1...2 : 2...2
    let token: _Token? =
      switch (letter, count) {
      case ("y", 1), ("y", 2), ("y", 4): .year(width: count)
      case ("M", 1...2): .month(oneOrTwo)
      case ("M", 3...4): .monthName
      case ("d", 1...2): .day(oneOrTwo)
      case ("H", 1...2): .hour(oneOrTwo)
      case ("h", 1...2): .hour12(oneOrTwo)
      case ("m", 1...2): .minute(oneOrTwo)
      case ("s", 1...2): .second(oneOrTwo)
      case ("S", 1...9): .fraction(count)
      case ("a", 1): .marker
      case ("E", 1...4): .weekdayName
      case ("Z", 1...3), ("Z", 5), ("X", 1...3): .zone
      case ("y", _), ("M", _), ("d", _), ("H", _), ("h", _), ("m", _), ("s", _), ("S", _),
        ("a", _), ("E", _), ("Z", _), ("X", _):
        nil
      default:
        throw PatternError(pattern: pattern, reason: .unknownLetter(letter))
      }
    guard let token else {
      throw PatternError(pattern: pattern, reason: .unsupportedWidth(letter, count: count))
    }
    return token
  }

  /// Splits `pattern` into tokens and checks that they name one date.
  static func _tokens(of pattern: String) throws(PatternError) -> [_Token] {
    let scalars = Array(pattern.unicodeScalars)
    guard !scalars.isEmpty else { throw PatternError(pattern: pattern, reason: .empty) }
    var tokens: [_Token] = []
    var literal: [UInt8] = []
    func flushLiteral() {
      if !literal.isEmpty { tokens.append(.literal(literal)) }
      literal = []
    }
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "'" {
        if index + 1 < scalars.count && scalars[index + 1] == "'" {
          literal.append(UInt8(ascii: "'"))
          index += 2
          continue
        }
        index += 1
        while true {
          guard index < scalars.count else {
            throw PatternError(pattern: pattern, reason: .unclosedQuote)
          }
          if scalars[index] == "'" {
            guard index + 1 < scalars.count && scalars[index + 1] == "'" else { break }
            index += 1
          }
          literal.append(contentsOf: String(scalars[index]).utf8)
          index += 1
        }
        index += 1
      } else if _isASCIILetter(scalar) {
        var count = 1
        while index + count < scalars.count && scalars[index + count] == scalar { count += 1 }
        flushLiteral()
        tokens.append(try _token(scalar, count: count, in: pattern))
        index += count
      } else {
        literal.append(contentsOf: String(scalar).utf8)
        index += 1
      }
    }
    flushLiteral()
    try _check(tokens, pattern: pattern)
    return tokens
  }

  private static func _isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  private static func _check(_ tokens: [_Token], pattern: String) throws(PatternError) {
    var fields: Set<String> = []
    for field in tokens.compactMap(\.field) {
      guard fields.insert(field).inserted else {
        throw PatternError(pattern: pattern, reason: .repeatedField(field))
      }
    }
    for (field, letters) in [("year", "'yyyy'"), ("month", "'MM' or 'MMM'"), ("day", "'dd'")]
    where !fields.contains(field) {
      throw PatternError(pattern: pattern, reason: .missingField(field, letters: letters))
    }
    let hasHour12 = tokens.contains { if case .hour12 = $0 { true } else { false } }
    let hasMarker = tokens.contains(.marker)
    if hasHour12 && !hasMarker {
      throw PatternError(pattern: pattern, reason: .hourWithoutMarker)
    }
    if hasMarker && !hasHour12 {
      throw PatternError(pattern: pattern, reason: .markerWithoutHour)
    }
  }
}

// MARK: - Matching

extension DateFormat {
  /// Reads `s` with a checked pattern's tokens; nil unless all of it matches.
  static func _read(_ s: inout _Scanner, tokens: [_Token]) -> Timestamp? {
    var fields = _Fields()
    var isPM = false
    for token in tokens {
      switch token {
      case .year(let width):
        guard let (year, _) = s.numberAndWidth(digits: width == 1 ? 1...4 : width...width)
        else { return nil }
        // POSIX strptime's %y window.
        fields.year = width != 2 ? year : year < 69 ? 2000 + year : 1900 + year
      case .month(let digits):
        guard let month = s.number(digits: digits) else { return nil }
        fields.month = month
      case .monthName:
        guard let month = _month(s.word()) else { return nil }
        fields.month = month
      case .day(let digits):
        guard let day = s.number(digits: digits) else { return nil }
        fields.day = day
      case .hour(let digits):
        guard let hour = s.number(digits: digits) else { return nil }
        fields.hour = hour
      case .hour12(let digits):
        guard let hour = s.number(digits: digits), (1...12).contains(hour) else { return nil }
        fields.hour = hour % 12
      case .minute(let digits):
        guard let minute = s.number(digits: digits) else { return nil }
        fields.minute = minute
      case .second(let digits):
        guard let second = s.number(digits: digits) else { return nil }
        fields.second = second
      case .fraction(let count):
        guard s.fraction(into: &fields, digits: count...count) else { return nil }
      case .marker:
        switch s.word().lowercased() {
        case "am": isPM = false
        case "pm": isPM = true
        default: return nil
        }
      case .weekdayName:
        guard _weekday(s.word()) != nil else { return nil }
      case .zone:
        guard s.zone(into: &fields) else { return nil }
      case .literal(let bytes):
        guard s.skip(literal: bytes) else { return nil }
      }
    }
    guard s.isAtEnd else { return nil }
    if isPM { fields.hour += 12 }
    return fields.timestamp()
  }
}
