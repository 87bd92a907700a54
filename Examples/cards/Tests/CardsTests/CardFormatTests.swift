import BlogDocCore
import BlogDocStore
import BookCards
import Testing

/// The card format on its own and through blogdoc's `DocumentFile`: it reads, writes, and
/// splices an edit by changing only the edited value's bytes.
@Suite("The card format, registered from outside blogdoc")
struct CardFormatTests {
  static let shelf = """
    %card shelf 1

    # Read on holiday.
    id: dune
    title: Dune
    author: Frank Herbert
    pages: 412
    isRead: true
    notes: Spice.\\nSandworms.

    id: emma
    title: Emma
    pages: 474

    """

  init() {
    DocumentFormat.register(CardFormat())
  }

  static func decode(_ text: String) throws -> ModelDocument<Book> {
    try CardFormat().decode(Book.self, from: Array(text.utf8))
  }

  /// The books `shelf` holds, built field by field: the oracle the reader must match.
  static var shelfBooks: [Book] {
    var dune = Book(id: "dune")
    dune.title = "Dune"
    dune.author = "Frank Herbert"
    dune.pages = 412
    dune.isRead = true
    dune.notes = "Spice.\nSandworms."
    var emma = Book(id: "emma")
    emma.title = "Emma"
    emma.pages = 474
    return [dune, emma]
  }

  @Test func itReadsEveryFieldAndTheCommentsAreSkipped() throws {
    let document = try Self.decode(Self.shelf)
    #expect(document.layout == .collection)
    #expect(Array(document.entries) == Self.shelfBooks)
  }

  @Test func whatItWritesReadsBackTheSame() throws {
    var odd = Book(id: "odd")
    odd.title = "Back\\slash, line\nfeed and \r return"
    odd.unknownFields.append(key: "shelfMark", value: .string("B-12"))
    let document = try ModelDocument(entries: Self.shelfBooks + [odd])
    let bytes = try CardFormat().encode(document)
    #expect(try CardFormat().decode(Book.self, from: bytes) == document)
    #expect(try CardFormat().encode(CardFormat().decode(Book.self, from: bytes)) == bytes)
  }

  @Test func oneBookIsWrittenAsTheDocumentation() throws {
    let bytes = try CardFormat().encode(Book(id: "dune"))
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == "%card book 1\n\nid: dune\ntitle:\nauthor:\npages: 0\nisRead: false\nnotes:\n")
  }

  @Test func aBadValueIsNamedByFileLineColumnAndField() throws {
    let text = Self.shelf.replacing("pages: 474", with: "pages: many")
    #expect {
      _ = try DocumentFile.decode(
        Book.self, from: Array(text.utf8), as: .init(CardFormat()), named: "shelf.card")
    } throws: { error in
      "\(error)" == "shelf.card:13:8: /shelf/book[2]/pages: Expected an integer, found \"many\"."
    }
  }

  @Test func aLineThatIsNoMemberIsRefused() throws {
    let text = Self.shelf.replacing("title: Emma", with: "Emma")
    #expect {
      _ = try Self.decode(text)
    } throws: { error in
      "\(error)" == "12:1: Expected 'key: value', a comment or a blank line, found \"Emma\"."
    }
  }

  @Test func theStoreChoosesItByExtensionAndByContent() throws {
    #expect(try DocumentFile.format(of: "list.card").rawValue == "card")
    #expect(DocumentFormat(content: Array(Self.shelf.utf8))?.rawValue == "card")
    #expect(DocumentFormat(content: Array("<shelf/>".utf8)) == .xml)
  }

  @Test func anEditOfOneFieldChangesOnlyThatValuesBytes() throws {
    let bytes = Array(Self.shelf.utf8)
    let original = try Self.decode(Self.shelf)
    var edited = original
    let diff = try edited.transaction("Retitle") { proxy in
      try proxy.update(id: "emma") { $0.title = "Emma, a novel" }
    }
    let (decoded, map) = try DocumentFile.decodeForEditing(
      Book.self, from: bytes, as: .init(CardFormat()), named: "s.card")
    #expect(decoded.document == original)
    let (after, reason) = try DocumentFile.encode(
      edited, for: "s.card", splicingInto: bytes, original: original, map: map, diff: diff)
    #expect(reason == nil)
    #expect(
      String(decoding: after, as: UTF8.self)
        == Self.shelf.replacing("title: Emma\n", with: "title: Emma, a novel\n"))
  }

  @Test func anEditThatAddsABookIsWrittenWholeAndSaysWhy() throws {
    let bytes = Array(Self.shelf.utf8)
    let original = try Self.decode(Self.shelf)
    var edited = original
    let diff = try edited.transaction("Add") { proxy in try proxy.append(Book(id: "ulysses")) }
    let (_, map) = try DocumentFile.decodeForEditing(
      Book.self, from: bytes, as: .init(CardFormat()), named: "s.card")
    let (after, reason) = try DocumentFile.encode(
      edited, for: "s.card", splicingInto: bytes, original: original, map: map, diff: diff)
    #expect(reason == "Entries were added, removed or moved.")
    #expect(after == (try CardFormat().encode(edited)))
  }
}
