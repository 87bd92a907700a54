import BlogDocCore
import BlogDocTestSupport
import BlogDocBlog
import BlogDocTextForm
import Testing

/// `--set` values: what `FieldKind.format` writes, `FieldKind.parse` reads back as the same
/// value. The named cases are inputs `scripts/fuzz` found (FuzzFieldValue).
@Suite("Command-line values")
struct CommandLineValueTests {
  let list = FieldKind.list(itemName: "tag")

  @Test func anyListFormatsToTextThatParsesBackToIt() async {
    let items = Generators.hostileText(maxLength: 8).array(of: 0...5)
    await propertyCheck(count: 300, input: items) { items throws in
      // Items are one line: text holding a line break is refused, whatever else it holds.
      guard !items.contains(where: { LineBreakRule.firstLineBreak(in: $0) != nil }) else {
        #expect(throws: FieldValueError.self) { try list.parse(list.format(.list(items))) }
        return
      }
      let value = try list.parse(list.format(.list(items)))
      #expect(try list.parse(list.format(value)) == value)
    }
  }

  @Test func aCombiningMarkAfterACommaStillStartsANewItem() throws {
    // A comma followed by U+031A is one Character; splitting by characters missed it.
    let value = FieldValue.list(["#", "\u{31A}x"])
    #expect(list.format(value) == "#,\u{31A}x")
    #expect(try list.parse("#,\u{31A}x") == value)
  }

  @Test func aJoinerOrCombiningMarkAfterTheEqualsSignStartsTheValue() throws {
    // '=' and the mark after it are one Character; the field's name still ends there.
    #expect(
      try FieldEdit<BlogEntry>.parse("title=\u{200D}Joined", as: "--set").operation
        == .set(.string("\u{200D}Joined")))
    #expect(
      try FieldEdit<BlogEntry>.parse("title=\u{0301}", as: "--set").operation
        == .set(.string("\u{0301}")))
  }

  @Test func aBackslashBeforeACombiningMarkIsEscaped() throws {
    // A backslash followed by U+073D is one Character; replacing by characters missed it.
    let value = FieldValue.list(["\\\u{73D}"])
    #expect(list.format(value) == "\\\\\u{73D}")
    #expect(try list.parse(list.format(value)) == value)
  }

  @Test func anOptionalListWithNoItemsIsAbsent() throws {
    // "\n" used to parse to an empty list, which formats to "", which parses to absent;
    // a list's items are one line now, so it is refused, and blank text stands in for it.
    let optional = FieldKind.optional(list)
    #expect(throws: FieldValueError.self) { try optional.parse("\n") }
    #expect(try optional.parse(" \t") == .null)
    #expect(try optional.parse(" , ") == .list(["", ""]))
    #expect(try optional.parse("") == .null)
  }

  @Test func trimmingWorksOnScalarsNotCharacters() throws {
    // A space followed by a combining mark is one Character that is not whitespace.
    #expect(try list.parse(" \u{301}a ") == .list(["\u{301}a"]))
  }
}
