// Written by hand: Foundation's ISO8601DateFormatter goes through `Date` (a Double), so it
// cannot keep nanoseconds, the number of fraction digits or the written offset.

extension Timestamp {
  /// Parses an RFC 3339 / ISO 8601 extended timestamp: `YYYY-MM-DDTHH:MM:SS[.f…]` followed
  /// by `Z` or `±HH:MM`, with 1 to 9 fraction digits.
  ///
  /// - Throws: ``TimestampFormatError`` naming what was wrong.
  public init(iso8601 text: String) throws(TimestampFormatError) {
    var utf8 = text.utf8[...]
    func digits(_ count: Int) throws(TimestampFormatError) -> Int {
      var value = 0
      for _ in 0..<count {
        guard let byte = utf8.first, (0x30...0x39).contains(byte) else {
          throw TimestampFormatError(text: text)
        }
        value = value * 10 + Int(byte - 0x30)
        utf8.removeFirst()
      }
      return value
    }
    func expect(_ byte: UInt8) throws(TimestampFormatError) {
      guard utf8.first == byte else { throw TimestampFormatError(text: text) }
      utf8.removeFirst()
    }
    let year = try digits(4)
    try expect(UInt8(ascii: "-"))
    let month = try digits(2)
    try expect(UInt8(ascii: "-"))
    let day = try digits(2)
    try expect(UInt8(ascii: "T"))
    let hour = try digits(2)
    try expect(UInt8(ascii: ":"))
    let minute = try digits(2)
    try expect(UInt8(ascii: ":"))
    let second = try digits(2)
    var nanoseconds = 0
    var fractionDigits = 0
    if utf8.first == UInt8(ascii: ".") {
      utf8.removeFirst()
      while let byte = utf8.first, (0x30...0x39).contains(byte) {
        guard fractionDigits < 9 else { throw TimestampFormatError(text: text) }
        nanoseconds = nanoseconds * 10 + Int(byte - 0x30)
        fractionDigits += 1
        utf8.removeFirst()
      }
      guard fractionDigits > 0 else { throw TimestampFormatError(text: text) }
      for _ in fractionDigits..<9 { nanoseconds *= 10 }
    }
    var offset: Int?
    var unknownLocalOffset = false
    switch utf8.first {
    case UInt8(ascii: "Z"):
      utf8.removeFirst()
    case UInt8(ascii: "+"), UInt8(ascii: "-"):
      let sign = utf8.removeFirst() == UInt8(ascii: "-") ? -1 : 1
      let offsetHours = try digits(2)
      try expect(UInt8(ascii: ":"))
      let offsetMinutes = try digits(2)
      guard offsetHours < 24, offsetMinutes < 60 else { throw TimestampFormatError(text: text) }
      offset = sign * (offsetHours * 60 + offsetMinutes)
      unknownLocalOffset = sign < 0 && offset == 0
    default:
      throw TimestampFormatError(text: text)
    }
    guard utf8.isEmpty,
      (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day),
      hour < 24, minute < 60, second < 60
    else { throw TimestampFormatError(text: text) }

    let days = Self.daysSince1970(year: year, month: month, day: day)
    let local = Int64(days) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    let seconds = local - Int64((offset ?? 0) * 60)
    // A local time at the edge of year 0000 or 9999 can fall outside them in UTC.
    guard Self.validSeconds.contains(seconds) else { throw TimestampFormatError(text: text) }
    self.init(
      secondsSince1970: seconds, nanoseconds: Int32(nanoseconds),
      fractionDigits: Int8(fractionDigits), utcOffsetMinutes: offset.map(Int16.init),
      hasUnknownLocalOffset: unknownLocalOffset)
  }

  /// The calendar date in the timestamp's own UTC offset (the date its writer saw).
  ///
  /// ```swift
  /// print(try Timestamp(iso8601: "2026-11-20T23:30:00-05:00").localDate)
  /// // Prints "(year: 2026, month: 11, day: 20)"
  /// ```
  public var localDate: (year: Int, month: Int, day: Int) {
    Self.civilDate(daysSince1970: Int(localDaysAndSecond.days))
  }

  /// Days since 1970-01-01 and the second of that day, in the timestamp's own offset.
  private var localDaysAndSecond: (days: Int64, second: Int) {
    let local = secondsSince1970 + Int64(utcOffsetMinutes ?? 0) * 60
    let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    return (days, Int(local - days * 86_400))
  }

  /// The timestamp written as it was read: same fraction digits, same offset.
  public var iso8601: String {
    let (days, secondOfDay) = localDaysAndSecond
    let (year, month, day) = Self.civilDate(daysSince1970: Int(days))

    // Written as bytes: appending to a String piece by piece cost 11,000 instructions a
    // date, 2% of a WordPress import (which writes each date to the blog and the journal).
    var out: [UInt8] = []
    out.reserveCapacity(35)
    func pad(_ value: Int, _ width: Int) {
      guard value >= 0 else {
        let digits = Array(String(value).utf8)
        for _ in digits.count..<max(digits.count, width) { out.append(UInt8(ascii: "0")) }
        out += digits
        return
      }
      var divisor = 1
      var count = 1
      while value / divisor >= 10 {
        divisor *= 10
        count += 1
      }
      for _ in count..<max(count, width) { out.append(UInt8(ascii: "0")) }
      while divisor > 0 {
        out.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
        divisor /= 10
      }
    }
    func append(_ character: Unicode.Scalar) { out.append(UInt8(ascii: character)) }
    pad(year, 4); append("-"); pad(month, 2); append("-"); pad(day, 2)
    append("T")
    pad(secondOfDay / 3600, 2); append(":"); pad(secondOfDay / 60 % 60, 2); append(":")
    pad(secondOfDay % 60, 2)
    if fractionDigits > 0 {
      append(".")
      var fraction = Int(nanoseconds)
      for _ in fractionDigits..<9 { fraction /= 10 }
      pad(fraction, Int(fractionDigits))
    }
    if let minutes = utcOffsetMinutes.map(Int.init) {
      append(minutes < 0 || hasUnknownLocalOffset ? "-" : "+")
      pad(abs(minutes) / 60, 2); append(":"); pad(abs(minutes) % 60, 2)
    } else {
      append("Z")
    }
    return String(decoding: out, as: UTF8.self)
  }

  // MARK: - Civil calendar (proleptic Gregorian), after Howard Hinnant's algorithms.

  package static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  package static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}

/// The text given is not an ISO 8601 timestamp blogdoc can read.
public struct TimestampFormatError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The text that failed to parse.
  public var text: String

  /// Makes an error for the unreadable `text`.
  public init(text: String) {
    self.text = text
  }

  /// A sentence quoting the text and showing the expected form.
  public var description: String {
    "Expected an ISO 8601 date such as 2026-11-20T10:00:00Z, found \(FieldKind.quoted(text))."
  }
}
