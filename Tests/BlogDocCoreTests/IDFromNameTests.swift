import BlogDocCore
import BlogDocTestSupport
import BlogDocBlog
import Testing

@Suite("BlogEntry.id(fromName:)")
struct IDFromNameTests {
  @Test(
    arguments: [
      ("Hello World", "hello-world", nil),
      ("Ünïcode Café", "unicode-cafe", nil),
      ("U\u{308}ni\u{308}code Cafe\u{301}", "unicode-cafe", nil),
      ("Smørrebrød Łódź", "smorrebrod-lodz", nil),
      ("Straße Æsir Œuvre", "strasse-aesir-oeuvre", nil),
      ("Ünïcode 日本", "unicode", "日"),
      ("日本", "", "日"),
      ("--2026 -- notes!--", "2026-notes", nil),
      ("Þing", "ing", "Þ"),
    ] as [(String, String, Character?)])
  func latinLettersFoldAndOthersAreNamed(name: String, id: String, unspellable: Character?) {
    let made = BlogEntry.id(fromName: name)
    #expect(made.id == id)
    #expect(made.unspellable == unspellable)
  }

  /// The naive oracle for ASCII names: lowercase runs of letters and digits, joined by hyphens.
  @Test func anASCIINameGivesItsLowercaseRunsJoinedByHyphens() async {
    let names = Generator<String, Shrink.None<String>> { rng in
      let alphabet = Array("aZ09 -_.!x")
      return String(
        (0..<Int.random(in: 0...30, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
    }
    await propertyCheck(count: 500, input: names) { name in
      let runs = name.lowercased().split { !($0.isLetter || $0.isNumber) }
      #expect(BlogEntry.id(fromName: name) == (runs.joined(separator: "-"), nil))
    }
  }

  /// Whatever the name, the id is empty or one the schema accepts.
  @Test func theIDIsEmptyOrValid() async {
    let names = Generator<String, Shrink.None<String>> { rng in
      String(
        String.UnicodeScalarView(
          (0..<Int.random(in: 0...20, using: &rng)).compactMap { _ in
            Unicode.Scalar(UInt32.random(in: 0x20...0x2FFF, using: &rng))
          }))
    }
    await propertyCheck(count: 500, input: names) { name in
      let id = BlogEntry.id(fromName: name).id
      let violations = BlogEntry(id: id, title: "T").validate().filter { $0.field == "id" }
      #expect(id.isEmpty || violations.isEmpty, "\(name) gave \(id)")
    }
  }
}
