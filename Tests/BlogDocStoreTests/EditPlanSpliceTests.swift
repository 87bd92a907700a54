import BlogDocCore
import BlogDocStore
import BlogDocBlog
import Testing

/// An edit plan keeps the source map its one read recorded, and writes the edit by
/// splicing from it, in JSON and XML alike.
@Suite("Edit plans splice from the read that planned them")
struct EditPlanSpliceTests {
  let directory = TemporaryDirectory()

  static let blog = """
    {
        "formatVersion": 2,
        "blog": [
            {"id": "a", "title": "A"},
            {"id": "b",   "title": "B",   "isDraft": true}
        ]
    }

    """

  @Test func aJSONPlanKeepsItsMapAndChangesOnlyTheEditedValue() throws {
    TemporaryDirectory.write(Array(Self.blog.utf8), to: directory("b.json"))
    let plan = try EditPlan.make(BlogEntry.self, file: directory("b.json"), message: "Retitle") {
      proxy in
      try proxy.update(id: "b") { $0.title = "Bee" }
    }
    guard let map = plan.sourceMap?.json else {
      Issue.record("Expected a JSON source map, found \(String(describing: plan.sourceMap)).")
      return
    }
    #expect(map.records.map(\.id) == ["a", "b"])
    let write = try plan.write()
    #expect(write.rewrittenBecause == nil)
    #expect(
      String(decoding: write.after, as: UTF8.self) == Self.blog.replacing("\"B\"", with: "\"Bee\""))
  }

  @Test func anXMLPlanKeepsItsMapAndChangesOnlyTheEditedText() throws {
    let entry =
      "<entry formatVersion='2' xmlns='urn:blogdoc:archive'>\n\t<id>a</id>\n\t<title>A</title> <!-- new -->\n</entry>\n"
    TemporaryDirectory.write(Array(entry.utf8), to: directory("e.xml"))
    let plan = try EditPlan.make(BlogEntry.self, file: directory("e.xml"), message: "Retitle") {
      proxy in
      try proxy.update(id: "a") { $0.title = "Bee" }
    }
    guard let map = plan.sourceMap?.xml else {
      Issue.record("Expected an XML source map, found \(String(describing: plan.sourceMap)).")
      return
    }
    #expect(map.records.map(\.id) == ["a"])
    let write = try plan.write()
    #expect(write.rewrittenBecause == nil)
    #expect(
      String(decoding: write.after, as: UTF8.self)
        == entry.replacing("<title>A</title>", with: "<title>Bee</title>"))
  }

  @Test func undoSplicesTheOldValueBackToTheSameBytes() throws {
    TemporaryDirectory.write(Array(Self.blog.utf8), to: directory("b.json"))
    let options = StoreOptions(toolName: "blogdoc", models: DocumentModels(BlogEntry.self))
    let store = try DocumentStore.open(
      forDocumentAt: directory("b.json"), creating: true, options: options)
    try store.edit(BlogEntry.self, files: [directory("b.json")], message: "Retitle") { proxy, _ in
      try proxy.update(id: "a") { $0.title = "Ay" }
    }
    try store.move(HistoryRequest(.undo)) { _ in }
    #expect(try FileBytes.read(directory("b.json")) == Array(Self.blog.utf8))
  }
}
