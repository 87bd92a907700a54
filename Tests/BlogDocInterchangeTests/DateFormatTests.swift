import BlogDocCore
import BlogDocInterchange
import BlogDocTestSupport
import Testing

@Suite("DateFormat")
struct DateFormatTests {
  // MARK: - Real-shaped input

  @Test(arguments: [
    // WXR pubDate, RSS, email.
    ("Tue, 05 Mar 2019 10:20:00 +0000", "2019-03-05T10:20:00+00:00"),
    ("Tue, 05 Mar 2019 10:20:00 GMT", "2019-03-05T10:20:00Z"),
    ("05 Mar 2019 10:20 GMT", "2019-03-05T10:20:00Z"),
    ("Tue, 5 Mar 2019 10:20:00 -0800", "2019-03-05T10:20:00-08:00"),
    ("tue, 05 mar 2019 10:20:00 est", "2019-03-05T10:20:00-05:00"),
    ("Tue, 05 Mar 2019 10:20:00 PDT", "2019-03-05T10:20:00-07:00"),
    ("Tue, 05 Mar 2019 10:20:00 UT", "2019-03-05T10:20:00Z"),
    ("Tue, 05 Mar 2019 10:20:00 -0000", "2019-03-05T10:20:00-00:00"),
    ("Tue, 05 Mar 2019 10:20:00 +0000 (UTC)", "2019-03-05T10:20:00+00:00"),
    ("Tuesday, 05 March 2019 10:20:00 +0530", "2019-03-05T10:20:00+05:30"),
    ("Tue, 05 Mar 19 10:20:00 GMT", "2019-03-05T10:20:00Z"),
    ("Fri, 05 Mar 99 10:20:00 GMT", "1999-03-05T10:20:00Z"),
    ("Tue, 05 Mar 2019 10:20:00", "2019-03-05T10:20:00Z"),
    // WXR post_date_gmt, JSON Feed, front matter.
    ("2019-03-05 10:20:00", "2019-03-05T10:20:00Z"),
    ("2019-03-05T10:20:00Z", "2019-03-05T10:20:00Z"),
    ("2019-03-05t10:20:00z", "2019-03-05T10:20:00Z"),
    ("2010-02-07T14:04:00-05:00", "2010-02-07T14:04:00-05:00"),
    ("2019-03-05T10:20:00.120+01:00", "2019-03-05T10:20:00.120+01:00"),
    ("2019-03-05T10:20:00,5Z", "2019-03-05T10:20:00.5Z"),
    ("2019-03-05T10:20:00.123456789Z", "2019-03-05T10:20:00.123456789Z"),
    ("2019-03-05 10:20:00 +0100", "2019-03-05T10:20:00+01:00"),
    ("2019-03-05 10:20:00 UTC", "2019-03-05T10:20:00Z"),
    ("2019-03-05T10:20+05:30", "2019-03-05T10:20:00+05:30"),
    ("2019-03-05T10:20:00-00:00", "2019-03-05T10:20:00-00:00"),
    ("2019-03-05", "2019-03-05T00:00:00Z"),
    ("2024-02-29 23:59:59", "2024-02-29T23:59:59Z"),
    ("2000-02-29", "2000-02-29T00:00:00Z"),
    ("0001-01-01", "0001-01-01T00:00:00Z"),
    ("0001-01-01T00:30:00+01:00", "0001-01-01T00:30:00+01:00"),
    ("9999-12-31T23:59:59Z", "9999-12-31T23:59:59Z"),
    ("9999-12-31T23:59:59+01:00", "9999-12-31T23:59:59+01:00"),
    ("  2019-03-05 10:20:00\n", "2019-03-05T10:20:00Z"),
    // Unix seconds.
    ("1551781200", "2019-03-05T10:20:00Z"),
    ("1551781200.25", "2019-03-05T10:20:00.25Z"),
    ("0", "1970-01-01T00:00:00Z"),
    ("253402300799", "9999-12-31T23:59:59Z"),
  ])
  func flexibleReadsRealShapedDates(text: String, expected: String) {
    #expect(DateFormat.flexible.timestamp(from: text)?.iso8601 == expected)
  }

  @Test(arguments: [
    // WordPress drafts.
    "0000-00-00 00:00:00", "Wed, 30 Nov -0001 00:00:00 +0000",
    // Impossible dates and times.
    "2019-13-05 10:20:00", "2019-00-05", "2019-02-30", "2019-02-29", "1900-02-29",
    "2019-04-31", "2019-03-00", "2019-03-05 24:00:00", "2019-03-05 10:60:00",
    "2019-03-05 10:20:60", "Tue, 32 Mar 2019 10:20:00 +0000", "Tue, 05 Mar 2019 24:00:00 +0000",
    "Tue, 05 Mar 2019 10:20:00 +2400", "Tue, 05 Mar 2019 10:20:00 +0060",
    // Years outside 0001...9999, before or after the offset is applied.
    "0000-01-01", "0000-12-31T23:59:59Z", "10000-01-01", "9999-12-31T23:30:00-01:00",
    "99999999999999999999", "253402300800", "Tue, 05 Mar 0 10:20:00 GMT",
    // Trailing garbage and malformed text.
    "", " \t\n", "yesterday", "2019-03-05T10:20:00Zjunk", "2019-03-05 10:20:00 +0100 x",
    "2019-03-05T10:20:00.", "2019-03-05T10:20:00.1234567890Z", "2019-3-5", "2019-03-05T10",
    "Tue, 05 Foo 2019 10:20:00 GMT", "Tue, 05 Mar 2019 10:20:00 XYZ", "Tue, 05 Mar 2019 10:20:00 A",
    "Tue, 05 Mar 2019 10:20:00 +0000 (UTC", "Tue, 05 Mar 2019", "Tue 05 Mar 2019 10:20:00 +00000",
    "1551781200.", "1551781200.1234567890", "-1551781200", "+1551781200", "1e9",
    // Digits that are not ASCII.
    "１５５１７８１２００", "２０１９-03-05", "2019-03-0٥", "Tue, ০5 Mar 2019 10:20:00 GMT",
  ])
  func flexibleRefusesPlaceholderImpossibleAndMalformedDates(text: String) {
    #expect(DateFormat.flexible.timestamp(from: text) == nil)
  }

  @Test func eachFixedFormatReadsOnlyItsOwnShape() {
    let pacific = DateFormat.rfc2822.timestamp(from: "5 Mar 2019 10:20 PST")
    #expect(pacific?.iso8601 == "2019-03-05T10:20:00-08:00")
    #expect(DateFormat.rfc2822.timestamp(from: "2019-03-05 10:20:00") == nil)
    #expect(DateFormat.rfc2822.timestamp(from: "1551781200") == nil)
    let unix = DateFormat.unixSeconds.timestamp(from: " 1551781200 ")
    #expect(unix?.iso8601 == "2019-03-05T10:20:00Z")
    #expect(DateFormat.unixSeconds.timestamp(from: "2019-03-05") == nil)
    #expect(DateFormat.unixSeconds.timestamp(from: "Tue, 05 Mar 2019 10:20:00 +0000") == nil)
  }

  @Test func writtenOffsetIsKeptAndTheInstantConverted() throws {
    let stamp = try #require(DateFormat.flexible.timestamp(from: "Tue, 05 Mar 2019 10:20:00 +0100"))
    #expect(stamp.utcOffsetMinutes == 60)
    #expect(stamp.secondsSince1970 == 1_551_781_200 - 3600)
    let utc = try #require(DateFormat.flexible.timestamp(from: "2019-03-05 10:20:00"))
    #expect(utc.utcOffsetMinutes == nil)
    #expect(utc.secondsSince1970 == 1_551_781_200)
  }

  // MARK: - Patterns

  @Test(arguments: [
    ("dd/MM/yyyy", "05/03/2019", "2019-03-05T00:00:00Z"),
    ("d/M/yyyy", "5/3/2019", "2019-03-05T00:00:00Z"),
    ("d/M/yyyy", "05/03/2019", "2019-03-05T00:00:00Z"),
    ("yyyy-MM-dd HH:mm:ss", "2019-03-05 10:20:00", "2019-03-05T10:20:00Z"),
    ("MMM d, yyyy h:mm a", "Mar 5, 2019 10:20 PM", "2019-03-05T22:20:00Z"),
    ("MMM d, yyyy h:mm a", "MAR 5, 2019 12:05 am", "2019-03-05T00:05:00Z"),
    ("MMM d, yyyy h:mm a", "Mar 5, 2019 12:05 PM", "2019-03-05T12:05:00Z"),
    ("MMM d, yyyy h:mm a", "March 5, 2019 1:05 pm", "2019-03-05T13:05:00Z"),
    ("MMMM d, yyyy", "September 30, 2019", "2019-09-30T00:00:00Z"),
    ("EEEE, d MMMM yyyy", "Tuesday, 5 March 2019", "2019-03-05T00:00:00Z"),
    ("EEE, dd MMM yyyy HH:mm:ss Z", "Tue, 05 Mar 2019 10:20:00 +0100", "2019-03-05T10:20:00+01:00"),
    ("EEE, dd MMM yyyy HH:mm:ss Z", "Tue, 05 Mar 2019 10:20:00 GMT", "2019-03-05T10:20:00Z"),
    (
      "yyyy-MM-dd'T'HH:mm:ss.SSSXXX", "2019-03-05T10:20:00.120+01:00",
      "2019-03-05T10:20:00.120+01:00"
    ),
    ("yyyy-MM-dd'T'HH:mm:ssZZZZZ", "2019-03-05T10:20:00Z", "2019-03-05T10:20:00Z"),
    ("yyyy-MM-dd'T'HH:mm:ssX", "2019-03-05T10:20:00-03", "2019-03-05T10:20:00-03:00"),
    ("yyyyMMddHHmmss", "20190305102000", "2019-03-05T10:20:00Z"),
    ("dd.MM.yy", "05.03.19", "2019-03-05T00:00:00Z"),
    ("dd.MM.yy", "05.03.68", "2068-03-05T00:00:00Z"),
    ("dd.MM.yy", "05.03.69", "1969-03-05T00:00:00Z"),
    ("y-MM-dd", "19-03-05", "0019-03-05T00:00:00Z"),
    ("'Posted on' yyyy-MM-dd", "Posted on 2019-03-05", "2019-03-05T00:00:00Z"),
    ("yyyy-MM-dd h 'o''clock' a", "2019-03-05 5 o'clock PM", "2019-03-05T17:00:00Z"),
    ("yyyy年M月d日", "2019年3月5日", "2019-03-05T00:00:00Z"),
  ])
  func patternReadsWhatItDescribes(pattern: String, text: String, expected: String) throws {
    let format = try DateFormat(pattern: pattern)
    #expect(format == .pattern(pattern))
    #expect(format.timestamp(from: text)?.iso8601 == expected)
  }

  @Test(arguments: [
    ("dd/MM/yyyy", "5/3/2019"),
    ("dd/MM/yyyy", "05/03/2019x"),
    ("dd/MM/yyyy", "05/03/20191"),
    ("dd/MM/yyyy", "31/04/2019"),
    ("dd/MM/yyyy", "05/03/0000"),
    ("MMM d, yyyy h:mm a", "Mar 5, 2019 13:20 PM"),
    ("MMM d, yyyy h:mm a", "Mar 5, 2019 0:20 AM"),
    ("MMM d, yyyy h:mm a", "Mar 5, 2019 10:20 XM"),
    ("MMM d, yyyy h:mm a", "Mas 5, 2019 10:20 PM"),
    ("EEE, dd MMM yyyy HH:mm:ss Z", "Tux, 05 Mar 2019 10:20:00 +0100"),
    ("EEE, dd MMM yyyy HH:mm:ss Z", "Tue, 05 Mar 2019 10:20:00"),
    ("yyyy-MM-dd'T'HH:mm:ss.SSS", "2019-03-05T10:20:00.12"),
    ("yyyy-MM-dd'T'HH:mm:ss.SSS", "2019-03-05T10:20:00.1234"),
    ("yyyy-MM-dd", "２０１９-03-05"),
    ("yyyy-MM-dd", ""),
    // Invalid patterns match nothing.
    ("yyyy-QQ", "2019-01"),
    ("yyyy-MM-dd 'T", "2019-03-05 T"),
  ])
  func patternRefusesTextItDoesNotDescribe(pattern: String, text: String) {
    #expect(DateFormat.pattern(pattern).timestamp(from: text) == nil)
  }

  private static let letters = "use y, M, d, H, h, m, s, S, a, E, Z or X."

  private static let patternErrors: [(pattern: String, message: String)] = [
    ("yyyy-QQ", "Unknown date pattern letter 'Q' in 'yyyy-QQ'; " + letters),
    (
      "yyyy-MM-dd HH:mm:ss zzz",
      "Unknown date pattern letter 'z' in 'yyyy-MM-dd HH:mm:ss zzz'; " + letters
    ),
    ("yyy-MM-dd", "Unsupported date pattern field 'yyy' in 'yyy-MM-dd'; use y, yy or yyyy."),
    (
      "yyyy-MMMMM-dd",
      "Unsupported date pattern field 'MMMMM' in 'yyyy-MMMMM-dd'; "
        + "use M, MM, MMM or MMMM."
    ),
    ("yyyy-MM-ddd", "Unsupported date pattern field 'ddd' in 'yyyy-MM-ddd'; use d or dd."),
    (
      "yyyy-MM-dd ss.SSSSSSSSSS",
      "Unsupported date pattern field 'SSSSSSSSSS' in "
        + "'yyyy-MM-dd ss.SSSSSSSSSS'; use S to SSSSSSSSS (one letter per fraction digit)."
    ),
    (
      "yyyy-MM-dd ZZZZ",
      "Unsupported date pattern field 'ZZZZ' in 'yyyy-MM-dd ZZZZ'; "
        + "use Z, ZZ, ZZZ or ZZZZZ."
    ),
    (
      "yyyy-MM-dd 'at HH",
      "Unclosed quote in date pattern 'yyyy-MM-dd 'at HH'; "
        + "close literal text with a second ', and write '' for a quote itself."
    ),
    ("HH:mm", "The date pattern 'HH:mm' reads no year; add 'yyyy'."),
    ("yyyy-dd", "The date pattern 'yyyy-dd' reads no month; add 'MM' or 'MMM'."),
    ("MMM yyyy", "The date pattern 'MMM yyyy' reads no day; add 'dd'."),
    ("yyyy-MM-dd yyyy", "The date pattern 'yyyy-MM-dd yyyy' reads the year twice."),
    ("yyyy-MM-dd MMM", "The date pattern 'yyyy-MM-dd MMM' reads the month twice."),
    ("yyyy-MM-dd HH h a", "The date pattern 'yyyy-MM-dd HH h a' reads the hour twice."),
    (
      "yyyy-MM-dd h:mm",
      "The date pattern 'yyyy-MM-dd h:mm' reads a 12-hour 'h' without 'a' "
        + "for AM or PM; add 'a' or use 'H' for 0-23."
    ),
    (
      "yyyy-MM-dd HH:mm a",
      "The date pattern 'yyyy-MM-dd HH:mm a' reads 'a' without a 12-hour 'h'; "
        + "use 'h' with 'a', or drop 'a'."
    ),
    ("", "The date pattern is empty; write one such as 'yyyy-MM-dd HH:mm:ss'."),
  ]

  @Test(arguments: patternErrors)
  func invalidPatternIsRefusedWithASentence(pattern: String, message: String) {
    let error = #expect(throws: DateFormat.PatternError.self) { try DateFormat(pattern: pattern) }
    #expect(error?.description == message)
  }

  // MARK: - Properties

  @Test func patternParsingAgreesWithANaiveCalendar() async {
    await propertyCheck(
      count: 500,
      input: Gen.int(in: 1...9999), Gen.int(in: 1...12), Gen.int(in: 1...31),
      Gen.int(in: 0...23), Gen.int(in: 0...59), Gen.int(in: 0...59),
      Gen.int(in: -(23 * 60 + 59)...(23 * 60 + 59)), Gen.int(in: 0...4)
    ) { year, month, day, hour, minute, second, offset, which in
      let day = min(day, Self.naiveMonthLengths(year)[month - 1])
      let days = Self.naiveDaysSince1970(year: year, month: month, day: day)
      let time = CivilTime(
        year: year, month: month, day: day, hour: hour, minute: minute, second: second,
        offset: offset, weekday: Self.weekdayNames[((days % 7) + 7) % 7])
      let (pattern, text) = Self.written(time, pattern: which)
      let expected = days * 86_400 + hour * 3600 + minute * 60 + second - offset * 60
      let stamp = DateFormat.pattern(pattern).timestamp(from: text)
      if expected > 253_402_300_799 {
        #expect(stamp == nil, "\(text) is past year 9999 in UTC")
      } else {
        #expect(stamp?.secondsSince1970 == Int64(expected), "\(text) read with \(pattern)")
        #expect(stamp?.utcOffsetMinutes == Int16(offset), "\(text) read with \(pattern)")
      }
    }
  }

  @Test func rfc2822AndISO8601TextReadsBackAsTheSameTimestamp() async {
    // Local times stay inside years 0001...9999 whatever the offset.
    let seconds = Gen.int64(in: -62_135_596_800 + 86_400...253_402_300_799 - 86_400)
    await propertyCheck(
      count: 500, input: seconds, Gen.int(in: -1439...1439), Gen.int(in: 0...9),
      Gen.int(in: 0...999_999_999)
    ) { seconds, offset, fractionDigits, fraction in
      let stamp = Timestamp(secondsSince1970: seconds, utcOffsetMinutes: Int16(offset))
      let local = Self.naiveCivil(Int(seconds) + offset * 60, offset: offset)
      let rfc2822 = Self.written(local, pattern: 3).text
      #expect(DateFormat.rfc2822.timestamp(from: rfc2822) == stamp, "\(rfc2822)")
      #expect(DateFormat.flexible.timestamp(from: rfc2822) == stamp, "\(rfc2822)")

      var scale = 1
      for _ in fractionDigits..<9 { scale *= 10 }
      let precise = Timestamp(
        secondsSince1970: seconds, nanoseconds: Int32(fraction / scale * scale),
        fractionDigits: Int8(fractionDigits), utcOffsetMinutes: Int16(offset))
      #expect(DateFormat.flexible.timestamp(from: precise.iso8601) == precise, "\(precise.iso8601)")
    }
  }

  /// Real dates with one to three characters replaced, removed or inserted.
  private static let editedDates = Generator<String, Shrink.None<String>> { rng in
    let seeds = [
      "Tue, 05 Mar 2019 10:20:00 +0000", "2019-03-05 10:20:00", "1551781200.25",
      "2019-03-05T10:20:00.123+01:00", "9999-12-31T23:59:59Z", "Tue, 05 Mar 19 10:20 PDT (x)",
    ]
    let alphabet = Array("0123456789+-:ZzTt ,.()'aAmMpPeEsSuUgG\u{0}٥１é\n")
    var characters = Array(seeds.randomElement(using: &rng)!)
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      let index = Int.random(in: 0...characters.count, using: &rng)
      let edit = Int.random(in: 0..<3, using: &rng)
      if edit == 0 && index < characters.count {
        characters[index] = alphabet.randomElement(using: &rng)!
      } else if edit == 1 && index < characters.count {
        characters.remove(at: index)
      } else {
        characters.insert(alphabet.randomElement(using: &rng)!, at: index)
      }
    }
    return String(characters)
  }

  @Test func editedDatesNeverTrapAndWhatIsReadIsAValidTimestamp() async {
    let formats: [DateFormat] = [
      .flexible, .rfc2822, .unixSeconds, .pattern("EEE, dd MMM yyyy HH:mm:ss Z"),
      .pattern("yyyy-MM-dd'T'HH:mm:ss.SSSXXX"), .pattern("MMM d, y h:mm a"),
    ]
    await propertyCheck(count: 1000, input: Self.editedDates) { text in
      for format in formats {
        guard let stamp = format.timestamp(from: text) else { continue }
        #expect((try? Timestamp(iso8601: stamp.iso8601)) == stamp, "\(text) read with \(format)")
      }
    }
  }

  // MARK: - Naive oracle, independent of DateFormat and Timestamp

  private struct CivilTime {
    var year, month, day, hour, minute, second, offset: Int
    var weekday: String
  }

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  /// Starting at Thursday, the weekday of 1970-01-01.
  private static let weekdayNames = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]

  private static func isLeap(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  private static func naiveMonthLengths(_ year: Int) -> [Int] {
    [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
  }

  /// Counts days one year and one month at a time.
  private static func naiveDaysSince1970(year: Int, month: Int, day: Int) -> Int {
    var days = 0
    for y in min(year, 1970)..<max(year, 1970) {
      days += (isLeap(y) ? 366 : 365) * (year < 1970 ? -1 : 1)
    }
    for m in 0..<(month - 1) { days += naiveMonthLengths(year)[m] }
    return days + day - 1
  }

  /// The local civil time of `localSeconds`, by counting days forward or back from 1970.
  private static func naiveCivil(_ localSeconds: Int, offset: Int) -> CivilTime {
    var days = localSeconds >= 0 ? localSeconds / 86_400 : (localSeconds - 86_399) / 86_400
    let secondOfDay = localSeconds - days * 86_400
    let weekday = weekdayNames[((days % 7) + 7) % 7]
    var year = 1970
    while days < 0 {
      year -= 1
      days += isLeap(year) ? 366 : 365
    }
    while days >= (isLeap(year) ? 366 : 365) {
      days -= isLeap(year) ? 366 : 365
      year += 1
    }
    var month = 0
    while days >= naiveMonthLengths(year)[month] {
      days -= naiveMonthLengths(year)[month]
      month += 1
    }
    return CivilTime(
      year: year, month: month + 1, day: days + 1, hour: secondOfDay / 3600,
      minute: secondOfDay / 60 % 60, second: secondOfDay % 60, offset: offset, weekday: weekday)
  }

  /// `t` written by hand with one of five patterns (3 is RFC 2822's canonical form).
  private static func written(_ t: CivilTime, pattern: Int) -> (pattern: String, text: String) {
    let (year, month, day) = (pad(t.year, 4), pad(t.month, 2), pad(t.day, 2))
    let (minute, second) = (pad(t.minute, 2), pad(t.second, 2))
    let time = "\(pad(t.hour, 2)):\(minute):\(second)"
    let zone = offset(t.offset, colon: false)
    let name = monthNames[t.month - 1]
    switch pattern {
    case 0:
      return ("yyyy-MM-dd HH:mm:ss Z", "\(year)-\(month)-\(day) \(time) \(zone)")
    case 1:
      return (
        "dd/MM/yyyy HH:mm:ss ZZZZZ",
        "\(day)/\(month)/\(year) \(time) \(offset(t.offset, colon: true))"
      )
    case 2:
      let hour = t.hour % 12 == 0 ? 12 : t.hour % 12
      let marker = t.hour < 12 ? "AM" : "PM"
      return (
        "MMMM d, yyyy h:mm:ss a XX",
        "\(name) \(t.day), \(year) \(hour):\(minute):\(second) \(marker) \(zone)"
      )
    case 3:
      return (
        "EEE, dd MMM yyyy HH:mm:ss Z",
        "\(t.weekday), \(day) \(name.prefix(3)) \(year) \(time) \(zone)"
      )
    default:
      return (
        "yyyyMMddHHmmssXXX",
        "\(year)\(month)\(day)\(pad(t.hour, 2))\(minute)\(second)\(offset(t.offset, colon: true))"
      )
    }
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// `+hhmm` or `+hh:mm`; zero is written `+`.
  private static func offset(_ minutes: Int, colon: Bool) -> String {
    let sign = minutes < 0 ? "-" : "+"
    return sign + pad(abs(minutes) / 60, 2) + (colon ? ":" : "") + pad(abs(minutes) % 60, 2)
  }
}
