import BlogDocCore
import BlogDocPresentation
import Testing

@Suite("Dates as a reader sees them")
struct DateTextTests {
  let now = try! Timestamp(iso8601: "2026-11-22T10:00:00Z")

  @Test(arguments: [
    ("2026-11-22T09:59:30Z", "just now"),
    ("2026-11-22T09:59:00Z", "1 minute ago"),
    ("2026-11-22T07:00:00Z", "3 hours ago"),
    ("2026-11-21T09:00:00Z", "yesterday"),
    ("2026-11-19T10:00:00Z", "3 days ago"),
    ("2026-11-08T10:00:00Z", "2 weeks ago"),
    ("2026-08-22T10:00:00Z", "3 months ago"),
    ("2024-11-22T10:00:00Z", "2 years ago"),
    ("2026-11-23T11:00:00Z", "tomorrow"),
    ("2026-11-22T12:00:00Z", "in 2 hours"),
  ])
  func relativeDatesUseTheLargestWholeUnit(posted: String, expected: String) throws {
    #expect(DateText(try Timestamp(iso8601: posted), now: now).relative == expected)
  }

  @Test func theAbsoluteDateIsTheOneItsWriterSaw() throws {
    // 23:30 in New York is already the 21st in UTC; the writer saw the 20th.
    let late = DateText(try Timestamp(iso8601: "2026-11-20T23:30:00-05:00"), now: now)
    #expect(late.absolute == "20 Nov 2026")
    #expect(late.iso8601 == "2026-11-20T23:30:00-05:00")
    #expect(
      DateText(try Timestamp(iso8601: "0999-01-05T00:00:00Z"), now: now).absolute == "5 Jan 999")
  }
}
