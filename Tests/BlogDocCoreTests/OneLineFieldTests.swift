import BlogDocCore
import BlogDocTestSupport
import BlogDocBlog
import BlogDocTextForm
import Testing

/// One-line fields hold no line break, whichever path a value takes: `--set` refuses it,
/// and the schema's validation, which transactions, `validate`, imports and `new` run,
/// reports it (issue 23, item 7).
@Suite("One-line fields")
struct OneLineFieldTests {
  /// The scalars Unicode calls mandatory breaks, as a naive oracle lists them.
  static let breaks: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]

  @Test func theFirstLineBreakIsTheOneANaiveScanFinds() async {
    // Neighbours of the breaks' UTF-8 lead bytes: é and   (C3/C2), € and ‧ (E2 82, E2 80 A7).
    let alphabet: [Unicode.Scalar] = [
      "a", " ", "\t", "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}", "\u{A0}", "é", "€", "\u{2027}",
      "\u{202A}", "\u{C5}",
    ]
    let text = Generator<String, Shrink.None<String>> { rng in
      var scalars = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...12, using: &rng) {
        scalars.append(alphabet.randomElement(using: &rng)!)
      }
      return String(scalars)
    }
    await propertyCheck(count: 500, input: text) { text in
      let naive = text.unicodeScalars.first { Self.breaks.contains($0.value) }
      #expect(LineBreakRule.firstLineBreak(in: text) == naive)
    }
  }

  @Test func theSchemaReportsABreakInEveryOneLineFieldAndNoneInText() {
    var entry = BlogEntry(id: "e", title: "Evil\npost-999")
    entry.authorName = "Ada\r"
    entry.tagNames = ["ok", "two\u{2029}lines"]
    entry.summary = "A summary\nover two lines."
    entry.bodyText = "Body\n\u{2028}text\u{85}"
    #expect(
      entry.validate().map(\.description) == [
        #"title: Expected one line, found a line feed (U+000A) in "Evil\npost-999"; only text fields such as a body hold several lines."#,
        #"authorName: Expected one line, found a carriage return (U+000D) in "Ada\r"; only text fields such as a body hold several lines."#,
        #"tagNames: Expected one line, found a paragraph separator (U+2029) in "two\u{2029}lines"; only text fields such as a body hold several lines."#,
      ])
    #expect(BlogEntry.schema.violations(of: entry) == entry.validate())
  }

  @Test func aTransactionRefusesALineBreakAndLeavesTheDocumentAsItWas() throws {
    var blog = try BlogDocument(entries: [BlogEntry(id: "a", title: "A")])
    let before = blog
    #expect(
      throws: TransactionError(
        actionName: "Retitle",
        violations: [
          EntryViolation(
            entryID: "a",
            violation: Violation(
              field: "title",
              #"Expected one line, found a next-line character (U+0085) in "A\u{85}B"; only text fields such as a body hold several lines."#
            ))
        ])
    ) {
      try blog.transaction("Retitle") { try $0.update(id: "a") { $0.title = "A\u{85}B" } }
    }
    #expect(blog == before)
  }

  @Test func theCommandLineRefusesABreakInAOneLineKindOnly() throws {
    #expect(
      throws: FieldValueError(
        #"Expected one line, found a line feed (U+000A) in "a\nb"; only text fields such as a body hold several lines."#
      )
    ) {
      try FieldKind.string.parse("a\nb")
    }
    #expect(throws: FieldValueError.self) {
      try FieldKind.list(itemName: "tag").parse("a,b\u{2028}c")
    }
    #expect(throws: FieldValueError.self) { try FieldKind.optional(.string).parse("x\ry") }
    #expect(try FieldKind.text.parse("a\nb") == .string("a\nb"))
    #expect(try FieldKind.optional(.text).parse("a\u{2028}b") == .string("a\u{2028}b"))
  }
}

/// `--add` and `--remove` read a list's items as `--set` does (issue 23, item 12), and an id
/// in use names the entry by the id it has (item 13).
@Suite("List edits and ids in use")
struct ListEditAndIDTests {
  @Test func addAndRemoveSplitOnCommasAsSetDoes() throws {
    #expect(
      try FieldEdit<BlogEntry>.parse("tagNames=swift, linux", as: "--add").operation
        == .add(["swift", "linux"]))
    #expect(
      try FieldEdit<BlogEntry>.parse(#"tagNames=a\,b"#, as: "--remove").operation
        == .remove(["a,b"]))
    #expect(throws: FieldEditError.self) {
      try FieldEdit<BlogEntry>.parse("tagNames=", as: "--add")
    }
    var blog = try BlogDocument(entries: [
      BlogEntry(id: "a", title: "A", tagNames: ["x", "a,b", "y"])
    ])
    let remove = try FieldEdit<BlogEntry>.parse(#"tagNames=a\,b,y"#, as: "--remove")
    try blog.transaction("Remove") { try $0.update(id: "a") { try remove.apply(to: &$0) } }
    #expect(blog[id: "a"]?.tagNames == ["x"])
    let missing = try FieldEdit<BlogEntry>.parse("tagNames=x,z", as: "--remove")
    #expect(throws: FieldEditError.self) {
      try blog.transaction("Remove") { try $0.update(id: "a") { try missing.apply(to: &$0) } }
    }
    #expect(blog[id: "a"]?.tagNames == ["x"])
  }

  @Test func anIdInUseOrRefusedNamesTheEntryByTheIdItHas() throws {
    var blog = try BlogDocument(entries: [
      BlogEntry(id: "a", title: "A"), BlogEntry(id: "b", title: "B"),
    ])
    #expect(throws: DuplicateIDError(id: "b", entryID: "a")) {
      try blog.transaction("Rename") { try $0.update(id: "a") { $0.id = "b" } }
    }
    #expect(
      DuplicateIDError(id: "b", entryID: "a").description
        == "a.id: Expected an id no other entry has, found 'b'; each entry needs its own id.")
    #expect(
      DuplicateIDError(id: "b").description
        == "Entry id 'b' appears more than once; each entry needs its own id.")
    // Renamed twice, then refused by a rule: named by the id it had before the first.
    let error = #expect(throws: TransactionError.self) {
      try blog.transaction("Rename") { proxy in
        try proxy.update(id: "a") { $0.id = "c" }
        try proxy.update(id: "c") { $0.id = "../evil" }
      }
    }
    #expect(error?.violations.map(\.entryID) == ["a"])
    var proxy = DocumentProxy(blog)
    try proxy.update(id: "a") { $0.id = "c" }
    try proxy.update(id: "c") { $0.id = "a" }
    #expect(proxy.formerIDs.isEmpty)
  }
}
