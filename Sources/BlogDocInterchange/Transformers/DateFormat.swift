import BlogDocCore

// Written by hand: no package blogdoc lists parses RFC 2822 or pattern dates, and Foundation's
// DateFormatter would pull ICU into a FoundationEssentials-only build, depends on the locale
// (month names, digits, calendars) unless pinned, and reads through `Date`, a Double that
// loses nanoseconds and the written UTC offset.

/// How a date string is read.
///
/// Blogs write dates in many shapes: WordPress's WXR puts `Tue, 05 Mar 2019 10:20:00 +0000`
/// in `pubDate` and `2019-03-05 10:20:00` in `post_date_gmt`, JSON Feed writes RFC 3339,
/// Jekyll front matter writes `2019-03-05 10:20:00 +0100`, and exported JSON often holds
/// Unix seconds. `DateFormat` turns them into a `Timestamp` that keeps the written UTC
/// offset and fraction digits.
///
/// ```swift
/// let stamp = DateFormat.flexible.timestamp(from: "Tue, 05 Mar 2019 10:20:00 +0100")
/// print(stamp?.iso8601 ?? "nil")
/// // Prints "2019-03-05T10:20:00+01:00"
/// ```
///
/// Text that writes no offset is read as UTC: `Timestamp.utcOffsetMinutes` is `nil` and
/// `Timestamp.iso8601` ends in `Z`. Only ASCII digits are digits, and month and weekday
/// names are English, whatever the machine's locale. Impossible dates (`2019-02-29`,
/// `24:00`) and placeholders (WordPress drafts carry `0000-00-00 00:00:00` and
/// `Wed, 30 Nov -0001 00:00:00 +0000`) give `nil`, so an importer can fall back to its next
/// candidate; so do years outside 0001...9999.
public enum DateFormat: Hashable, Sendable {
  /// Tries, in order: RFC 3339 / ISO 8601 (also with a space instead of 'T', and a date alone),
  /// RFC 2822/822 ("Tue, 05 Mar 2019 10:20:00 +0000", "05 Mar 2019 10:20 GMT", zones
  /// GMT/UT/UTC/Z/EST/EDT/CST/CDT/MST/MDT/PST/PDT and ±hhmm),
  /// "yyyy-MM-dd HH:mm:ss" (WordPress's post_date_gmt, read as UTC), and Unix seconds (all
  /// digits, optional fraction).
  ///
  /// The ISO form is `yyyy-MM-dd`, optionally followed by `T`, `t` or a space and
  /// `HH:mm[:ss[.S…]]` (1 to 9 fraction digits, after `.` or `,`), then optionally a zone:
  /// `Z`, `±hh:mm`, `±hhmm`, `±hh` or a zone name of ``rfc2822``, with or without a space
  /// before it.
  ///
  /// ```swift
  /// for text in ["2019-03-05", "2019-03-05 10:20:00", "1551781200.5"] {
  ///   print(DateFormat.flexible.timestamp(from: text)!.iso8601)
  /// }
  /// // Prints "2019-03-05T00:00:00Z"
  /// // Prints "2019-03-05T10:20:00Z"
  /// // Prints "2019-03-05T10:20:00.5Z"
  /// ```
  case flexible

  /// An explicit pattern such as "yyyy-MM-dd HH:mm:ss", "dd/MM/yyyy", "MMM d, yyyy h:mm a",
  /// "EEE, dd MMM yyyy HH:mm:ss Z".
  ///
  /// Create it with ``init(pattern:)`` to have the pattern checked; the letters it reads are
  /// listed there. A pattern that does not pass that check matches no text.
  case pattern(String)

  /// RFC 2822 (and RFC 822) dates, as RSS and WXR `pubDate` write them:
  /// `[EEE[,]] d MMM yyyy HH:mm[:ss] [zone] [(comment)]`.
  ///
  /// Weekday and month names may be abbreviated or full, in any case; the weekday is not
  /// checked against the date. Two-digit years follow RFC 2822: `00`–`49` are 20xx and
  /// `50`–`99` are 19xx. The zone is `±hhmm` (`-0000` is kept as "local offset unknown"),
  /// or `GMT`, `UT`, `UTC` or `Z` (read as UTC), or a North American zone (`EST` is
  /// -05:00, `EDT` -04:00, through `PDT` -07:00). A missing zone reads as UTC.
  ///
  /// ```swift
  /// print(DateFormat.rfc2822.timestamp(from: "5 Mar 2019 10:20 PST")!.iso8601)
  /// // Prints "2019-03-05T10:20:00-08:00"
  /// ```
  case rfc2822

  /// Seconds since 1970-01-01T00:00:00Z: ASCII digits, optionally followed by `.` and 1 to 9
  /// fraction digits. No sign: a date before 1970 is not read this way.
  ///
  /// ```swift
  /// print(DateFormat.unixSeconds.timestamp(from: "1551781200")!.iso8601)
  /// // Prints "2019-03-05T10:20:00Z"
  /// ```
  case unixSeconds

  /// Parses `text`; nil when it does not match or names an impossible or placeholder date.
  ///
  /// Leading and trailing whitespace is ignored; anything else left over makes the match
  /// fail.
  ///
  /// ```swift
  /// print(DateFormat.flexible.timestamp(from: "0000-00-00 00:00:00") as Any)
  /// // Prints "nil"
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `text` (and of the pattern).
  public func timestamp(from text: String) -> Timestamp? {
    let trimmed = text.trimmingWhitespace()
    guard !trimmed.isEmpty else { return nil }
    let read: (inout _Scanner) -> Timestamp?
    switch self {
    case .flexible:
      for reader in [Self._readISO8601, Self._readRFC2822, Self._readUnixSeconds] {
        var scanner = _Scanner(trimmed)
        if let stamp = reader(&scanner) { return stamp }
      }
      return nil
    case .pattern(let pattern):
      guard let tokens = try? Self._tokens(of: pattern) else { return nil }
      read = { Self._read(&$0, tokens: tokens) }
    case .rfc2822:
      read = Self._readRFC2822
    case .unixSeconds:
      read = Self._readUnixSeconds
    }
    var scanner = _Scanner(trimmed)
    return read(&scanner)
  }
}

// MARK: - Fixed formats

extension DateFormat {
  /// `yyyy-MM-dd[(T|t| )HH:mm[:ss[.S…]][ ][zone]]`.
  static func _readISO8601(_ s: inout _Scanner) -> Timestamp? {
    var fields = _Fields()
    guard let year = s.number(digits: 4...4), s.skip("-"),
      let month = s.number(digits: 2...2), s.skip("-"),
      let day = s.number(digits: 2...2)
    else { return nil }
    (fields.year, fields.month, fields.day) = (year, month, day)
    if s.isAtEnd { return fields.timestamp() }

    guard s.skip("T") || s.skip("t") || s.skip(" "),
      let hour = s.number(digits: 2...2), s.skip(":"),
      let minute = s.number(digits: 2...2)
    else { return nil }
    (fields.hour, fields.minute) = (hour, minute)
    if s.skip(":") {
      guard let second = s.number(digits: 2...2) else { return nil }
      fields.second = second
      if s.skip(".") || s.skip(",") {
        guard s.fraction(into: &fields, digits: 1...9) else { return nil }
      }
    }
    s.skipSpaces()
    guard s.isAtEnd || s.zone(into: &fields), s.isAtEnd else { return nil }
    return fields.timestamp()
  }

  /// `[EEE[,]] d MMM yyyy HH:mm[:ss] [zone] [(comment)]`.
  static func _readRFC2822(_ s: inout _Scanner) -> Timestamp? {
    var fields = _Fields()
    if s.startsWithLetter {
      guard _weekday(s.word()) != nil else { return nil }
      s.skipSpaces()
      _ = s.skip(",")
      s.skipSpaces()
    }
    guard let day = s.number(digits: 1...2), s.skipSpaces() > 0,
      let month = _month(s.word()), s.skipSpaces() > 0
    else { return nil }
    guard let (year, width) = s.numberAndWidth(digits: 2...4), s.skipSpaces() > 0 else {
      return nil
    }
    switch width {
    case 2: fields.year = year < 50 ? 2000 + year : 1900 + year
    case 3: fields.year = 1900 + year
    default: fields.year = year
    }
    (fields.month, fields.day) = (month, day)

    guard let hour = s.number(digits: 1...2), s.skip(":"),
      let minute = s.number(digits: 2...2)
    else { return nil }
    (fields.hour, fields.minute) = (hour, minute)
    if s.skip(":") {
      guard let second = s.number(digits: 2...2) else { return nil }
      fields.second = second
    }
    let spaces = s.skipSpaces()
    if !s.isAtEnd && !s.startsWith("(") {
      guard spaces > 0, s.zone(into: &fields) else { return nil }
      s.skipSpaces()
    }
    if s.skip("(") {
      s.skip(while: { $0 != UInt8(ascii: ")") })
      guard s.skip(")") else { return nil }
    }
    guard s.isAtEnd else { return nil }
    return fields.timestamp()
  }

  /// `digits[.S…]`, seconds since the epoch, read as UTC.
  static func _readUnixSeconds(_ s: inout _Scanner) -> Timestamp? {
    var fields = _Fields()
    var seconds: Int64 = 0
    var count = 0
    while let digit = s.digit() {
      // Stop before overflowing: anything this large is past year 9999 anyway.
      guard seconds <= Timestamp.validSeconds.upperBound else { return nil }
      seconds = seconds * 10 + Int64(digit)
      count += 1
    }
    guard count > 0, Timestamp.validSeconds.contains(seconds) else { return nil }
    if s.skip(".") {
      guard s.fraction(into: &fields, digits: 1...9) else { return nil }
    }
    guard s.isAtEnd else { return nil }
    return Timestamp(
      secondsSince1970: seconds, nanoseconds: Int32(fields.nanoseconds),
      fractionDigits: Int8(fields.fractionDigits))
  }
}

// MARK: - Names

extension DateFormat {
  static let _monthNames = [
    "january", "february", "march", "april", "may", "june",
    "july", "august", "september", "october", "november", "december",
  ]
  static let _weekdayNames = [
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
  ]

  /// The month (1...12) an English name or three-letter abbreviation names, in any case.
  static func _month(_ word: String) -> Int? {
    _index(of: word, in: _monthNames).map { $0 + 1 }
  }

  /// The weekday (0 is Monday) an English name or three-letter abbreviation names.
  static func _weekday(_ word: String) -> Int? {
    _index(of: word, in: _weekdayNames)
  }

  private static func _index(of word: String, in names: [String]) -> Int? {
    let lowered = word.lowercased()
    return names.firstIndex { $0 == lowered || (lowered.utf8.count == 3 && $0.hasPrefix(lowered)) }
  }

  /// The offset in minutes of a zone name RFC 2822 allows, in any case: `.some(nil)` for
  /// UTC, `nil` for a name it does not know. Military zones other than `Z` are refused:
  /// RFC 822 defined them with the wrong sign, so RFC 2822 says they carry no offset
  /// information, and guessing one would move the instant.
  static func _namedZone(_ word: String) -> Int?? {
    switch word.lowercased() {
    case "z", "ut", "utc", "gmt": .some(nil)
    case "edt": -4 * 60
    case "est", "cdt": -5 * 60
    case "cst", "mdt": -6 * 60
    case "mst", "pdt": -7 * 60
    case "pst": -8 * 60
    default: nil
    }
  }
}

// MARK: - Reading

extension DateFormat {
  /// The parts of a date as read, before they are checked.
  struct _Fields {
    var year = 0
    var month = 0
    var day = 0
    var hour = 0
    var minute = 0
    var second = 0
    var nanoseconds = 0
    var fractionDigits = 0
    /// Minutes east of UTC, or `nil` when the text wrote `Z`, a UTC name, or no zone.
    var offsetMinutes: Int?
    /// The text wrote `-0000` or `-00:00`: UTC, local offset unknown.
    var hasUnknownLocalOffset = false

    /// The timestamp these parts name, or `nil` when they name no date of years 0001...9999.
    func timestamp() -> Timestamp? {
      guard (1...9999).contains(year), (1...12).contains(month),
        (1...Timestamp.daysIn(month: month, year: year)).contains(day),
        (0..<24).contains(hour), (0..<60).contains(minute), (0..<60).contains(second),
        abs(offsetMinutes ?? 0) < 24 * 60
      else { return nil }
      let local =
        Int64(Timestamp.daysSince1970(year: year, month: month, day: day)) * 86_400
        + Int64(hour * 3600 + minute * 60 + second)
      let seconds = local - Int64((offsetMinutes ?? 0) * 60)
      // 9999-12-31T23:30:00-01:00 is in year 10000 once converted to UTC.
      guard Timestamp.validSeconds.contains(seconds) else { return nil }
      return Timestamp(
        secondsSince1970: seconds, nanoseconds: Int32(nanoseconds),
        fractionDigits: Int8(fractionDigits), utcOffsetMinutes: offsetMinutes.map(Int16.init),
        hasUnknownLocalOffset: hasUnknownLocalOffset)
    }
  }

  /// Reads ASCII date parts from UTF-8 one step at a time; bytes outside ASCII match only
  /// literal text.
  struct _Scanner {
    private var bytes: Substring.UTF8View

    init(_ text: String) {
      bytes = text[...].utf8
    }

    var isAtEnd: Bool { bytes.isEmpty }

    var startsWithLetter: Bool {
      bytes.first.map(Self._isLetter) ?? false
    }

    func startsWith(_ ascii: Unicode.Scalar) -> Bool {
      bytes.first == UInt8(ascii: ascii)
    }

    /// Consumes `ascii` if the text continues with it.
    mutating func skip(_ ascii: Unicode.Scalar) -> Bool {
      guard startsWith(ascii) else { return false }
      bytes.removeFirst()
      return true
    }

    /// Consumes `literal` byte for byte if the text continues with it.
    mutating func skip(literal: [UInt8]) -> Bool {
      guard bytes.starts(with: literal) else { return false }
      bytes.removeFirst(literal.count)
      return true
    }

    mutating func skip(while predicate: (UInt8) -> Bool) {
      while let byte = bytes.first, predicate(byte) { bytes.removeFirst() }
    }

    /// Consumes spaces, tabs and line breaks, returning how many.
    @discardableResult
    mutating func skipSpaces() -> Int {
      var count = 0
      while let byte = bytes.first, byte == 0x20 || (0x09...0x0D).contains(byte) {
        bytes.removeFirst()
        count += 1
      }
      return count
    }

    /// Consumes one ASCII digit.
    mutating func digit() -> Int? {
      guard let byte = bytes.first, (0x30...0x39).contains(byte) else { return nil }
      bytes.removeFirst()
      return Int(byte - 0x30)
    }

    /// Consumes as many digits as `digits` allows, greedily; nil (consuming nothing) when
    /// there are fewer than its lower bound.
    mutating func number(digits: ClosedRange<Int>) -> Int? {
      numberAndWidth(digits: digits)?.value
    }

    /// ``number(digits:)`` with the number of digits read, for two-digit years and fractions.
    mutating func numberAndWidth(digits: ClosedRange<Int>) -> (value: Int, width: Int)? {
      let saved = bytes
      var value = 0
      var width = 0
      while width < digits.upperBound, let digit = digit() {
        value = value * 10 + digit
        width += 1
      }
      guard width >= digits.lowerBound else {
        bytes = saved
        return nil
      }
      return (value, width)
    }

    /// Consumes the fraction digits after a decimal point into `fields`.
    mutating func fraction(into fields: inout _Fields, digits: ClosedRange<Int>) -> Bool {
      guard let (value, width) = numberAndWidth(digits: digits) else { return false }
      var nanoseconds = value
      for _ in width..<9 { nanoseconds *= 10 }
      (fields.nanoseconds, fields.fractionDigits) = (nanoseconds, width)
      return true
    }

    /// Consumes a run of ASCII letters.
    mutating func word() -> String {
      var letters = String.UnicodeScalarView()
      while let byte = bytes.first, Self._isLetter(byte) {
        letters.append(Unicode.Scalar(byte))
        bytes.removeFirst()
      }
      return String(letters)
    }

    /// Consumes a zone into `fields`: `±hh:mm`, `±hhmm`, `±hh`, or a name
    /// ``DateFormat/rfc2822`` knows (`Z`, `GMT`, `PST`…).
    mutating func zone(into fields: inout _Fields) -> Bool {
      if startsWithLetter {
        guard let offset = DateFormat._namedZone(word()) else { return false }
        fields.offsetMinutes = offset
        return true
      }
      guard let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-")
      else { return false }
      bytes.removeFirst()
      guard let hours = number(digits: 2...2) else { return false }
      var minutes = 0
      if skip(":") {
        guard let value = number(digits: 2...2) else { return false }
        minutes = value
      } else if let value = number(digits: 2...2) {
        minutes = value
      }
      guard hours < 24, minutes < 60 else { return false }
      let offset = (hours * 60 + minutes) * (sign == UInt8(ascii: "-") ? -1 : 1)
      fields.offsetMinutes = offset
      fields.hasUnknownLocalOffset = offset == 0 && sign == UInt8(ascii: "-")
      return true
    }

    private static func _isLetter(_ byte: UInt8) -> Bool {
      (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
  }
}
