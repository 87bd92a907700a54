import BlogDocBlog
import BlogDocCore
import BlogDocJSON
import Testing

/// `DocumentBuilder`, the public sink a format written outside the package hands its
/// members to: it must give what the built-in readers give for the same members.
@Suite("The public document builder")
struct DocumentBuilderTests {
  /// The builder's documented example, run.
  @Test func theDocumentedExampleGivesItsTitle() throws {
    var builder = DocumentBuilder<BlogEntry>(options: .default)
    try builder.beginDocument(rootName: "entry", version: BlogEntry.schema.version, at: nil)
    builder.beginRecord(at: SourceLocation(line: 1, column: 1))
    try builder.addField(key: "id", value: .string("hello"), at: SourceLocation(line: 2, column: 1))
    try builder.addField(
      key: "title", value: .string("Hello"), at: SourceLocation(line: 3, column: 1))
    try builder.endRecord()
    let decoded = try builder.finish()
    #expect(decoded.document[id: "hello"]?.title ?? "none" == "Hello")
  }

  /// Each entry's archived members handed over one by one give the blog JSON reads from
  /// its own encoding of it (the oracle), unknown members included.
  @Test func membersHandedOverGiveWhatTheJSONReaderGives() throws {
    var second = BlogEntry(id: "b", title: "Bee", tagNames: ["x", "y"], isDraft: true)
    second.unknownFields.append(key: "mood", value: .string("sunny"))
    let blog = try ModelDocument(entries: [BlogEntry(id: "a", title: "A"), second])
    var builder = DocumentBuilder<BlogEntry>(options: .default)
    try builder.beginDocument(rootName: "blog", version: BlogEntry.schema.version, at: nil)
    for entry in blog.entries {
      builder.beginRecord(at: nil)
      for member in entry.archived() {
        try builder.addField(key: member.key, value: member.value, at: nil)
      }
      try builder.endRecord()
    }
    let built = try builder.finish()
    let read = try JSONArchiveFormat().decode(
      BlogEntry.self, from: JSONArchiveFormat().encode(blog))
    #expect(built.document == read)
    #expect(built.document == blog)
    #expect(built.formatVersion == BlogEntry.schema.version)
  }

  @Test func aFieldGivenTwiceIsNamedWithItsPlace() throws {
    var builder = DocumentBuilder<BlogEntry>(options: .default)
    try builder.beginDocument(rootName: "blog", version: BlogEntry.schema.version, at: nil)
    builder.beginRecord(at: SourceLocation(line: 2, column: 1))
    try builder.addField(key: "id", value: .string("a"), at: SourceLocation(line: 3, column: 1))
    #expect {
      try builder.addField(key: "id", value: .string("b"), at: SourceLocation(line: 4, column: 5))
    } throws: { error in
      "\(error)" == "4:5: /blog/entry[1]/id: Field 'id' appears more than once in one entry."
    }
  }

  @Test func aRootThatNamesNeitherRecordNorCollectionIsRefused() {
    var builder = DocumentBuilder<BlogEntry>(options: .default)
    #expect {
      try builder.beginDocument(
        rootName: "shelf", version: 1, at: SourceLocation(line: 1, column: 1))
    } throws: { error in
      "\(error)" == "1:1: Expected <entry> or <blog> as the root, found <shelf>."
    }
  }

  /// `DecodedDocument`'s public initializer's documented example, run.
  @Test func aDecodedDocumentMadeByHandHasNoViolations() {
    let decoded = DecodedDocument(
      document: ModelDocument(entry: BlogEntry(id: "a", title: "A")), formatVersion: 2)
    #expect(decoded.violations.isEmpty)
    #expect(decoded.formatVersion == 2)
  }
}
