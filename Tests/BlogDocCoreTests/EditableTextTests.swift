import BlogDocCore
import BlogDocTestSupport
import BlogDocBlog
import BlogDocTextForm
import Testing

@Suite("EditableText")
struct EditableTextTests {
  @Test func anEntryRoundTripsThroughItsTextForm() async {
    await propertyCheck(count: 300, input: Generators.blogEntry) { entry throws in
      var entry = entry
      // Single-line fields cannot hold line breaks in the text form; the body can.
      entry.title = Self.oneLine(entry.title)
      entry.authorName = entry.authorName.map(Self.oneLine)
      // An empty optional field is unset in the text form, by design.
      if entry.authorName == "" { entry.authorName = nil }
      if entry.summary == "" { entry.summary = nil }
      entry.tagNames = []
      entry.categoryNames = []
      let text = EditableText.render(entry, header: ["A header"])
      let back = try EditableText.apply(
        text, to: BlogEntry(id: entry.id, title: "x", unknownFields: entry.unknownFields))
      #expect(
        back == entry, "\(ModelDocument(entry: back).difference(from: ModelDocument(entry: entry)))"
      )
    }
  }

  static func oneLine(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\n" && $0 != "\r" }))
  }

  @Test func aLineBreakInASingleLineFieldNeverBreaksTheForm() throws {
    // "\r\n" is one Character, so replacing the Character "\n" used to leave it in place.
    // Every line break becomes a space: the form reads back a title the one-line rule allows.
    let entry = BlogEntry(id: "e", title: "one\r\ntwo\u{2028}three", isDraft: true)
    let text = EditableText.render(entry)
    #expect(text.contains("title: one  two three\n"))
    let back = try EditableText.apply(text, to: BlogEntry(id: "e", title: "x"))
    #expect(back.title == "one  two three")
    #expect(back.isDraft)
  }

  @Test func aTextHoldingSectionLinesComesBackWhole() throws {
    let body = "Intro\n--- summary ---\n\\--- bodyText ---\r\n\\\\--- x ---\n\\no section\n--- \n"
    let entry = BlogEntry(id: "e", title: "T", summary: "--- bodyText ---", bodyText: body)
    let text = EditableText.render(entry)
    #expect(
      text.hasSuffix(
        """
        --- summary ---
        \\--- bodyText ---
        --- bodyText ---
        Intro
        \\--- summary ---
        \\\\--- bodyText ---\r
        \\\\\\--- x ---
        \\no section
        --- \n\n
        """))
    #expect(try EditableText.apply(text, to: BlogEntry(id: "e", title: "x")) == entry)
  }

  @Test func aMissingSectionLineIsAnErrorNotAMove() {
    let entry = BlogEntry(id: "e", title: "T", summary: "S", bodyText: "B")
    let text = EditableText.render(entry).replacing("--- bodyText ---\n", with: "")
    #expect(
      throws: EditableTextError(problems: [
        .init(
          line: 10,
          message:
            "The line '--- bodyText ---' is missing; put it back where the text of bodyText starts."
        )
      ])
    ) {
      try EditableText.apply(text, to: entry)
    }
  }

  @Test func everyBadLineIsReportedWithItsNumber() {
    let entry = BlogEntry(id: "hello", title: "Hello")
    let text = "titel: x\nisDraft: maybe\njust words\n--- title ---\nbody\n"
    #expect(
      throws: EditableTextError(problems: [
        .init(line: 1, message: "Unknown field 'titel'. Did you mean 'title'?"),
        .init(
          line: 2,
          message:
            "Invalid value for 'isDraft': expected a boolean (true or false), found \"maybe\"."),
        .init(line: 3, message: "Expected 'field: value', found \"just words\"."),
        .init(line: 4, message: "'title' is not a multi-line field."),
        .init(line: 5, message: "Expected 'field: value', found \"body\"."),
        .init(
          line: 6,
          message:
            "The line '--- summary ---' is missing; put it back where the text of summary starts."),
        .init(
          line: 6,
          message:
            "The line '--- bodyText ---' is missing; put it back where the text of bodyText starts."
        ),
      ])
    ) {
      try EditableText.apply(text, to: entry)
    }
  }
}

@Suite("EditableText: fields left out")
struct EditableTextFieldsLeftOutTests {
  static let singleLine = BlogEntry.schema.fields.filter { $0.kind.wrapped != .text }.map(\.name)

  /// The form with the lines of `names` deleted: the oracle says those are left out.
  static func form(_ entry: BlogEntry, without names: Set<String>) -> String {
    // By scalars: a value ending in CR would make "\r\n" one Character with the line feed.
    EditableText.render(entry, header: ["title: in a comment"]).unicodeScalars
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .filter { line in !names.contains { line.hasPrefix($0 + ":") } }.joined(separator: "\n")
  }

  @Test func everySubsetOfDeletedLinesIsNamedInSchemaOrder() throws {
    let entry = BlogEntry(
      id: "e", title: "T", summary: "s", bodyText: "a: b\n--- summary ---\nc: d\n", tagNames: ["x"])
    for mask in 0..<(1 << Self.singleLine.count) {
      let deleted = Self.singleLine.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(
        \.element)
      let leftOut = EditableText.fieldsLeftOut(
        of: Self.form(entry, without: Set(deleted)), as: BlogEntry.self)
      #expect(leftOut == deleted)
    }
  }

  @Test func aFieldLeftOutKeepsItsValue() async {
    await propertyCheck(count: 100, input: Generators.blogEntry) { entry in
      for name in Self.singleLine where name != "id" {
        let text = Self.form(entry, without: [name])
        #expect(EditableText.fieldsLeftOut(of: text, as: BlogEntry.self) == [name])
        if let back = try? EditableText.apply(text, to: entry) {
          #expect((try? back.value(forField: name)) == (try? entry.value(forField: name)))
        }
      }
    }
  }
}
