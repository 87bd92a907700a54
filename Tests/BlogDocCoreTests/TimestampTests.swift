import BlogDocCore
import BlogDocTestSupport
import Testing

@Suite("Timestamp")
struct TimestampTests {
  @Test(arguments: [
    "2026-11-20T10:00:00Z",
    "2026-11-20T10:00:00.5Z",
    "2026-11-20T10:00:00.500Z",
    "2026-11-20T10:00:00.123456789Z",
    "2026-11-20T12:00:00+02:00",
    "2026-11-20T04:30:00-05:30",
    "1969-12-31T23:59:59.999Z",
    "0000-01-01T00:00:00Z",
    "9999-12-31T23:59:59.999999999Z",
    "2024-02-29T00:00:00Z",
    "2026-01-01T00:00:00-00:00",
  ])
  func writtenFormRoundTripsExactly(text: String) throws {
    #expect(try Timestamp(iso8601: text).iso8601 == text)
  }

  @Test func instantIsIndependentOfTheWrittenOffset() throws {
    let utc = try Timestamp(iso8601: "2026-11-20T10:00:00Z")
    let paris = try Timestamp(iso8601: "2026-11-20T11:00:00+01:00")
    #expect(utc != paris)
    #expect(utc.instant == paris.instant)
    #expect(utc.secondsSince1970 == 1_795_168_800)
  }

  @Test func precisionIsKeptBeyondWhatADoubleHolds() throws {
    let stamp = try Timestamp(iso8601: "2026-11-20T10:00:00.123456789Z")
    #expect(stamp.nanoseconds == 123_456_789)
    #expect(stamp.fractionDigits == 9)
  }

  @Test(arguments: [
    "2026-11-20", "2026-11-20T10:00:00", "2026-13-01T00:00:00Z", "2026-02-29T00:00:00Z",
    "2026-11-20T24:00:00Z", "2026-11-20T10:60:00Z", "2026-11-20T10:00:60Z",
    "2026-11-20T10:00:00.Z", "2026-11-20T10:00:00.1234567890Z", "2026-11-20t10:00:00Z",
    "2026-11-20T10:00:00+2:00", "2026-11-20T10:00:00+24:00", " 2026-11-20T10:00:00Z",
    "2026-11-20T10:00:00Zjunk", "yesterday", "", "0000-01-01T00:00:00+01:00",
    "9999-12-31T23:59:59-01:00", "２０２６-11-20T10:00:00Z",
  ])
  func malformedTextIsRefused(text: String) {
    #expect(throws: TimestampFormatError(text: text)) { try Timestamp(iso8601: text) }
  }

  @Test func errorSaysWhatWasExpected() {
    #expect(
      TimestampFormatError(text: "yesterday").description
        == "Expected an ISO 8601 date such as 2026-11-20T10:00:00Z, found \"yesterday\".")
  }

  @Test func everyInstantRoundTripsAgainstACivilCalendarOracle() async {
    let seconds = Gen.int64(in: -62_167_219_200...253_402_300_799)
    let nanos = Gen.int32(in: 0...999_999_999)
    let offset = Gen.int16(in: -1439...1439)
    await propertyCheck(count: 500, input: seconds, nanos, offset) { seconds, nanos, offset in
      let shifted = seconds + Int64(offset) * 60
      guard (-62_167_219_200...253_402_300_799).contains(shifted) else { return }
      let stamp = Timestamp(
        secondsSince1970: seconds, nanoseconds: nanos, fractionDigits: 9, utcOffsetMinutes: offset)
      let text = stamp.iso8601
      #expect((try? Timestamp(iso8601: text)) == stamp)
      #expect(text.prefix(19) == Substring(naiveCivil(shifted)))
    }
  }

  /// A slow, obviously correct calendar: count days year by year and month by month.
  private func naiveCivil(_ seconds: Int64) -> String {
    var days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = Int(seconds - days * 86_400)
    func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }
    var year = 1970
    while days < 0 {
      year -= 1
      days += isLeap(year) ? 366 : 365
    }
    while days >= (isLeap(year) ? 366 : 365) {
      days -= isLeap(year) ? 366 : 365
      year += 1
    }
    let lengths = [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    var month = 0
    while days >= Int64(lengths[month]) {
      days -= Int64(lengths[month])
      month += 1
    }
    func pad(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(pad(year, 4))-\(pad(month + 1, 2))-\(pad(Int(days) + 1, 2))T"
      + "\(pad(secondOfDay / 3600, 2)):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))"
  }
}
