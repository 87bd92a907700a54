import BlogDocCore
import BlogDocBlog
import Testing

@Suite("ModelDocument")
struct ModelDocumentTests {
  @Test func idsStayUniqueAndOrdered() throws {
    var blog = try BlogDocument(entries: ["c", "a", "b"].map { BlogEntry(id: $0, title: $0) })
    #expect(blog.ids == ["c", "a", "b"])
    #expect(throws: DuplicateIDError(id: "a")) {
      try blog.append(BlogEntry(id: "a", title: "again"))
    }
    try blog.insert(BlogEntry(id: "d", title: "d"), at: 1)
    #expect(blog.entries.map(\.id) == ["c", "d", "a", "b"])
    blog.remove(id: "a")
    #expect(blog.ids == ["c", "d", "b"])
    #expect(blog[id: "a"] == nil)
  }

  @Test(arguments: [false, true])
  func editingACopyLeavesTheSnapshotUntouched(isShared: Bool) throws {
    let entries = (0..<100).map { BlogEntry(id: "e\($0)", title: "Title \($0)") }
    var blog = try BlogDocument(entries: entries)
    var oracle = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0) })
    let snapshot = isShared ? blog : nil
    blog[id: "e42"]?.title = "Changed"
    oracle["e42"]?.title = "Changed"
    #expect(blog.entries.map(\.title) == entries.map { oracle[$0.id]!.title })
    if let snapshot {
      #expect(snapshot[id: "e42"]?.title == "Title 42")
      #expect(snapshot != blog)
    }
  }

  @Test func duplicateIDErrorIsASentence() {
    #expect(
      DuplicateIDError(id: "hello").description
        == "Entry id 'hello' appears more than once; each entry needs its own id.")
  }
}
