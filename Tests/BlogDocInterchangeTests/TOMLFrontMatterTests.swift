import BlogDocCore
import Testing

@testable import BlogDocInterchange

@Suite struct TOMLFrontMatterTests {
  @Test func hugoFrontMatterKeepsItsOrderAndDates() throws {
    let text = """
      +++
      title = "Tea, \\"properly\\""
      date = 2024-05-01T09:30:00.500+02:00
      lastmod = 2024-05-02
      draft = true
      zebra = 1
      apple = 1.50

      [params]
      toc = true
      author = "Ada"
      +++

      Body.

      """
    let record = try FrontMatterFile.record(text: text, name: "posts/2024-05-01-tea.md")
    #expect(record == .object([
      "title": .string("Tea, \"properly\""), "date": .string("2024-05-01T09:30:00.500+02:00"),
      "lastmod": .string("2024-05-02"), "draft": .bool(true), "zebra": .number("1"), "apple": .number("1.5"),
      "params": .object(["toc": .bool(true), "author": .string("Ada")]),
      "$body": .string("Body.\n"), "$file": .string("tea"), "$fileDate": .string("2024-05-01"),
    ]))
  }
}
