import BlogDocCore
import BlogDocTestSupport
import Testing

@testable import BlogDocStore
import BlogDocBlog

/// Undo of a field edit gives back the value's own spelling, not just its value: a file
/// written with escapes, CDATA sections or character references the canonical writer
/// would not write, edited field by field through the store, is given back byte for byte
/// by undo (one at a time, and `undo -n` in one pass), and redo gives back the edited bytes.
@Suite("Undo gives back a field value's spelling")
struct ValueSpellingUndoTests {
  let options = StoreOptions(toolName: "blogdoc", models: DocumentModels(BlogEntry.self))

  /// One to three field value edits of `blog`, chosen by `seed`, each its own operation.
  private func edit(
    _ path: String, _ blog: BlogDocument, seed: UInt64, store: DocumentStore
  ) throws -> Int {
    var random = SplitMix(seed: seed)
    let count = Int(random.next() % 3) + 1
    for number in 0..<count {
      let id = blog.entries[Int(random.next() % UInt64(blog.count))].id
      let field = random.next() % 5
      // Only values of fields the entry has: adding or removing a field is another matter.
      let plan = try EditPlan.make(BlogEntry.self, file: path, message: "Step \(number)") { proxy in
        let entry = proxy[id: id]!
        switch field {
        case 1: proxy[id: id]?.bodyText = "Body \(number) & <more> ✓"
        case 2 where !entry.tagNames.isEmpty:
          proxy[id: id]?.tagNames = ["t\(number)"] + entry.tagNames.reversed()
        case 3: proxy[id: id]?.isDraft.toggle()
        case 4 where entry.postedDate != nil:
          proxy[id: id]?.postedDate = try? Timestamp(iso8601: "2025-0\(number + 1)-01T00:00:00Z")
        default: proxy[id: id]?.title = "Step \(number) é"
        }
      }
      let write = try plan.write()
      #expect(!write.diff.isEmpty)
      try store.commit(.edit, message: "Step \(number)", writes: [write])
    }
    return count
  }

  /// Edits the file holding `bytes`, then checks undo and redo, in one pass and one at a time.
  private func checkUndoGivesBackBytes(
    _ bytes: [UInt8], name: String, blog: BlogDocument, seed: UInt64
  ) throws {
    let directory = TemporaryDirectory()
    let path = directory(name)
    TemporaryDirectory.write(bytes, to: path)
    let store = try DocumentStore.open(forDocumentAt: path, creating: true, options: options)
    let count = try edit(path, blog, seed: seed, store: store)
    let edited = TemporaryDirectory.read(path)
    try store.move(HistoryRequest(.undo, count: count))
    #expect(
      String(decoding: TemporaryDirectory.read(path), as: UTF8.self)
        == String(decoding: bytes, as: UTF8.self), "undo -n \(count)")
    try store.move(HistoryRequest(.redo, count: count))
    #expect(
      String(decoding: TemporaryDirectory.read(path), as: UTF8.self)
        == String(decoding: edited, as: UTF8.self), "redo -n \(count)")
    for _ in 0..<count { try store.move(HistoryRequest(.undo)) }
    #expect(
      String(decoding: TemporaryDirectory.read(path), as: UTF8.self)
        == String(decoding: bytes, as: UTF8.self), "undo, \(count) times")
    for _ in 0..<count { try store.move(HistoryRequest(.redo)) }
    #expect(
      String(decoding: TemporaryDirectory.read(path), as: UTF8.self)
        == String(decoding: edited, as: UTF8.self), "redo, \(count) times")
  }

  @Test func jsonUndoGivesBackTheFileBytes() async {
    await propertyCheck(count: 60, input: Generators.validBlog(maxCount: 4), Generators.jsonLayout)
    { blog, layout in
      guard blog.count > 0 else { return }
      try checkUndoGivesBackBytes(
        layout.render(blog), name: "blog.json", blog: blog, seed: layout.seed)
    }
  }

  @Test func xmlUndoGivesBackTheFileBytes() async {
    await propertyCheck(count: 60, input: Generators.validBlog(maxCount: 4), Generators.xmlLayout) {
      blog, layout in
      guard blog.count > 0 else { return }
      try checkUndoGivesBackBytes(
        layout.render(blog), name: "blog.xml", blog: blog, seed: layout.seed)
    }
  }

  /// Dates, escapes, CDATA and character references, spelled by hand.
  @Test(arguments: [
    (
      "blog.json",
      #"{"formatVersion": 2, "blog": [{"id": "a", "title": "T\u0069tle \/ 0", "postedDate": "2024-01-02T03:04:05.000Z", "bodyText": "caf\u00E9", "tagNames": ["sw\u0069ft"], "isDraft": true}]}"#
    ),
    (
      "blog.xml",
      #"<blog xmlns="urn:blogdoc:archive" formatVersion="2"><entry><id>a</id><title><![CDATA[Title 0]]></title><postedDate>2024-01-02T03:04:05.000Z</postedDate><bodyText>&#x54;ext &#233;</bodyText><tagNames><tag><![CDATA[swift]]></tag><tag>x&#109;l</tag></tagNames><isDraft>true</isDraft></entry></blog>"#
    ),
  ])
  func handSpelledValuesComeBack(name: String, text: String) throws {
    let blog = try DocumentFile.decode(
      BlogEntry.self, from: Array(text.utf8), as: DocumentFile.format(of: name), named: name
    ).document
    for seed: UInt64 in 0..<8 {
      try checkUndoGivesBackBytes(Array(text.utf8), name: name, blog: blog, seed: seed)
    }
  }

  /// The journal keeps only spellings a splice would not write, and only of changed fields.
  @Test(arguments: [
    (
      "blog.json",
      #"{"formatVersion": 2, "blog": [{"id": "a", "title": "Title", "bodyText": "b\u0061d"}]}"#,
      [String]()
    ),
    (
      "blog.json",
      #"{"formatVersion": 2, "blog": [{"id": "a", "title": "T\u0069tle", "bodyText": "b\u0061d"}]}"#,
      [#""T\u0069tle""#]
    ),
    (
      "blog.xml",
      #"<blog xmlns="urn:blogdoc:archive" formatVersion="2"><entry><id>a</id><title>Title</title><bodyText><![CDATA[b]]></bodyText></entry></blog>"#,
      []
    ),
    (
      "blog.xml",
      #"<blog xmlns="urn:blogdoc:archive" formatVersion="2"><entry><id>a</id><title>T&#105;tle</title></entry></blog>"#,
      ["<title>T&#105;tle</title>"]
    ),
  ])
  func onlyUncanonicalSpellingsOfChangedFieldsAreKept(
    name: String, text: String, kept: [String]
  ) throws {
    let directory = TemporaryDirectory()
    let path = directory(name)
    TemporaryDirectory.write(Array(text.utf8), to: path)
    let plan = try EditPlan.make(BlogEntry.self, file: path, message: "Retitle") { proxy in
      proxy[id: "a"]?.title = "New"
    }
    let change = try plan.write().change(named: name)
    #expect(change.valueSources?.map(\.text) ?? [] == kept)
    #expect(change.valueSources?.map(\.field) ?? [] == kept.map { _ in "title" })
  }
}
