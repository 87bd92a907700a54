import BlogDocBlog
import BlogDocCore
import BlogDocJSON
import BlogDocStore
import BlogDocTestSupport
import Testing

/// JSON under another name and extension: the smallest format a tool could register. It
/// never recognizes content, so sniffing stays XML's and JSON's.
struct RenamedJSONFormat: SplicingArchiveFormat {
  var name: String { "renamedjson" }
  var fileExtensions: [String] { ["rjson"] }
  func recognizes(_ bytes: some Collection<UInt8>) -> Bool { false }

  func decode<M: Model>(
    _ type: M.Type, from bytes: UnsafeRawBufferPointer, options: DecodingOptions
  )
    throws(ArchiveError) -> DecodedDocument<M>
  {
    try JSONArchiveFormat().decode(type, from: bytes, options: options)
  }

  func encode<M: Model>(_ document: ModelDocument<M>) throws(ArchiveError) -> [UInt8] {
    try JSONArchiveFormat().encode(document)
  }

  func decodeWithSourceMap<M: Model>(
    _ type: M.Type, from bytes: UnsafeRawBufferPointer, options: DecodingOptions
  )
    throws(ArchiveError) -> (DecodedDocument<M>, JSONSourceMap)
  {
    try JSONArchiveFormat().decodeWithSourceMap(type, from: bytes, options: options)
  }

  func splice<M: Model>(
    _ source: [UInt8], map: JSONSourceMap, original: ModelDocument<M>, edited: ModelDocument<M>,
    diff: DocumentDiff<M>, entrySources: [String: RemovedEntrySource],
    valueSources: [FieldValueSource]
  ) throws(SpliceRefusal) -> [UInt8] {
    try JSONArchiveFormat().splice(
      source, map: map, original: original, edited: edited, diff: diff, entrySources: entrySources,
      valueSources: valueSources)
  }

  func offset(ofEntry id: String, member: String?, in map: JSONSourceMap) -> Int? {
    JSONArchiveFormat().offset(ofEntry: id, member: member, in: map)
  }
}

/// A format registered by a tool is chosen by its extension and goes through the same
/// journaled, splicing store as XML and JSON; the built-in formats keep their behaviour.
@Suite("Formats registered by a tool")
struct RegisteredFormatTests {
  static let blog = """
    {"formatVersion": 2, "blog": [
      {"id": "a", "title": "A"},
      {"id": "b", "title": "B"}
    ]}

    """

  init() {
    DocumentFormat.register(RenamedJSONFormat())
  }

  @Test func itIsFoundByNameAndExtensionAfterTheBuiltInOnes() throws {
    #expect(DocumentFormat.allCases.prefix(2) == [.xml, .json])
    #expect(DocumentFormat(path: "posts/b.RJSON")?.rawValue == "renamedjson")
    #expect(DocumentFormat(rawValue: "renamedjson") == DocumentFormat(path: "b.rjson"))
    #expect(DocumentFormat(rawValue: "toml") == nil)
    #expect(DocumentFormat(content: Array(Self.blog.utf8)) == .json)
  }

  @Test func anUnknownExtensionListsEveryRegisteredOne() {
    // Other suites of this test process may register formats of their own (a Markdown
    // post's), at any moment: the list is every one registered, in order.
    #expect {
      _ = try DocumentFile.format(of: "b.txt")
    } throws: { error in
      let names = DocumentFormat.allCases.flatMap(\.fileExtensions).map { "." + $0 }
      let list = names.dropLast().joined(separator: ", ") + " or " + names.last!
      return names.prefix(2) == [".xml", ".json"] && names.contains(".rjson")
        && "\(error)" == "b.txt: Unknown document format; expected a name ending in \(list)."
    }
  }

  @Test func aSourceMapIsOnlyItsOwnFormats() throws {
    let directory = TemporaryDirectory()
    TemporaryDirectory.write(Array(Self.blog.utf8), to: directory("b.rjson"))
    let (_, _, map) = try DocumentFile.readForEditing(BlogEntry.self, from: directory("b.rjson"))
    #expect(map?.format.rawValue == "renamedjson")
    #expect(map?.json == nil)
    #expect(map?.map(of: RenamedJSONFormat())?.records.map(\.id) == ["a", "b"])
    #expect(
      map?.offset(ofEntry: "b", member: "title")
        == Array(Self.blog.utf8).firstRange(of: Array(#""title": "B""#.utf8))?.lowerBound)
  }

  @Test func theStoreSplicesAnEditAndUndoesItToTheSameBytes() throws {
    let directory = TemporaryDirectory()
    let path = directory("b.rjson")
    TemporaryDirectory.write(Array(Self.blog.utf8), to: path)
    _ = try Workspace.create(in: directory.path)
    let options = StoreOptions(toolName: "blogdoc", models: DocumentModels(BlogEntry.self))
    var store = try DocumentStore.open(forDocumentAt: path, creating: false, options: options) {
      _ in
    }
    try store.edit(BlogEntry.self, files: [path], message: "Retitle") { proxy, _ in
      try proxy.update(id: "b") { $0.title = "Bee" }
    }
    #expect(
      try FileBytes.read(path)
        == Array(Self.blog.replacing(#""title": "B""#, with: #""title": "Bee""#).utf8))
    try store.move(HistoryRequest(.undo))
    #expect(try FileBytes.read(path) == Array(Self.blog.utf8))
    withExtendedLifetime(store) {}
  }
}
