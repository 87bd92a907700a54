/// A day of the calendar without a time or a time zone, such as a birthday: written
/// `YYYY-MM-DD` (ISO 8601's calendar date) in XML, JSON and on the command line.
///
/// A `Day` field is a ``FieldKind/string`` field whose text must be a real day: a reader,
/// a patch or `--set` refuses `1990-02-30` or `yesterday` with an error quoting it.
///
/// ```swift
/// let birthday = Day(iso8601: "1815-12-10")!
/// print(birthday.year, birthday.month, birthday.day, birthday)
/// // Prints "1815 12 10 1815-12-10"
/// print(Day(iso8601: "2026-02-29") as Any)
/// // Prints "nil"
/// ```
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year, 0 to 9999.
  public let year: Int
  /// The month, 1 to 12.
  public let month: Int
  /// The day of the month, 1 to 28, 29, 30 or 31.
  public let day: Int

  /// The day `year-month-day`, or `nil` when the calendar has no such day or the year is
  /// outside 0...9999.
  public init?(year: Int, month: Int, day: Int) {
    guard (0...9999).contains(year), (1...12).contains(month),
      (1...Self.length(ofMonth: month, in: year)).contains(day)
    else { return nil }
    (self.year, self.month, self.day) = (year, month, day)
  }

  /// The day `text` writes as `YYYY-MM-DD`, or `nil` for any other text.
  public init?(iso8601 text: String) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
      return nil
    }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in bytes[range] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
      return nil
    }
    self.init(year: year, month: month, day: day)
  }

  /// The day as `YYYY-MM-DD`.
  public var iso8601: String {
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: width - digits.count) + digits
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

  /// The day as `YYYY-MM-DD`.
  public var description: String { iso8601 }

  /// Whether `lhs` comes before `rhs` in the calendar.
  public static func < (lhs: Day, rhs: Day) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  private static func length(ofMonth month: Int, in year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}

/// A ``Day`` is a ``FieldKind/string`` field that holds only `YYYY-MM-DD` text of a real day.
extension Day: FieldValueRepresentable {
  /// ``FieldKind/string``: a day is written as its `YYYY-MM-DD` text.
  public static var fieldKind: FieldKind { .string }
  /// The day a ``FieldValue/string(_:)`` value spells, or `nil` for any other value or text
  /// that is not a real day.
  public init?(fieldValue: FieldValue) {
    guard case .string(let text) = fieldValue else { return nil }
    self.init(iso8601: text)
  }
  /// The day's `YYYY-MM-DD` text, as a string value.
  public var fieldValue: FieldValue { .string(iso8601) }
}
