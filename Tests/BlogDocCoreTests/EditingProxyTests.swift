import BlogDocCore
import BlogDocBlog
import Testing

@Suite("Editing proxies and transactions")
struct EditingProxyTests {
  let entry = BlogEntry(id: "hello", title: "Hello", tagNames: ["swift"])
  var blog: BlogDocument {
    try! BlogDocument(entries: [entry, BlogEntry(id: "second", title: "Second")])
  }

  @Test func readsSeeBufferedWritesAndTheOriginalIsUntouched() {
    var proxy = EntryProxy(entry)
    proxy.title = "New"
    proxy.tagNames.append("linux")
    #expect(proxy.title == "New" && proxy.tagNames == ["swift", "linux"])
    #expect(proxy.original == entry)
    #expect(proxy.isUpdated)
    #expect(
      proxy.commit().description == """
        ~ hello.title: "Hello" → "New"
        ~ hello.tagNames: +"linux"
        """)
  }

  @Test func anEditOfAnIdNoEntryHasIsRefusedNotAnEmptyDiff() throws {
    var document = blog
    let before = document
    #expect(throws: EntryNotFoundError(id: "helo", suggestion: "hello")) {
      try document.transaction("Retitle") { proxy in
        proxy[id: "helo"]?.title = "Typo"
      }
    }
    #expect(document == before)
    #expect(
      EntryNotFoundError(id: "helo", suggestion: "hello").description
        == "Unknown entry 'helo'. Did you mean 'hello'?")
    // Reading a missing entry, removing one, and editing one that exists are not refused.
    let diff = try document.transaction("Retitle") { proxy in
      #expect(proxy[id: "nowhere"]?.title == nil)
      proxy[id: "nowhere"] = nil
      proxy[id: "hello"]?.title = "Hi"
    }
    #expect(diff.description == #"~ hello.title: "Hello" → "Hi""#)
  }

  @Test func settingValuesBackClearsIsUpdated() {
    var proxy = EntryProxy(entry)
    proxy.title = "New"
    proxy.tagNames.append("linux")
    proxy.title = "Hello"
    proxy.tagNames.removeLast()
    #expect(!proxy.isUpdated)
    #expect(proxy.commit().isEmpty)
  }

  @Test func discardDropsEverything() {
    var proxy = EntryProxy(entry)
    proxy.isDraft = true
    proxy.discard()
    #expect(!proxy.isUpdated && proxy.current == entry)
  }

  @Test func aDocumentProxyInsertsRemovesAndMoves() throws {
    let original = blog
    var proxy = DocumentProxy(original)
    proxy[id: "hello"]?.title = "Hi"
    try proxy.append(BlogEntry(id: "third", title: "Third"))
    proxy.move(id: "third", to: 0)
    proxy.remove(id: "second")
    #expect(proxy.ids == ["third", "hello"])
    #expect(original.ids == ["hello", "second"])
    #expect(
      proxy.commit().description == """
        ~ hello.title: "Hello" → "Hi"
        - second (from 1)
        + third (at 0)
        """)
    #expect(try original.applying(proxy.commit()) == proxy.current)
    proxy.discard()
    #expect(!proxy.isUpdated)
  }

  @Test func renamingAnEntryKeepsItsPlace() throws {
    var proxy = DocumentProxy(blog)
    try proxy.update(id: "hello") { $0.id = "hello-world" }
    #expect(proxy.ids == ["hello-world", "second"])
    // Named by the id it has in the document, before this proxy renamed it.
    #expect(throws: DuplicateIDError(id: "second", entryID: "hello")) {
      try proxy.update(id: "hello-world") { $0.id = "second" }
    }
    #expect(throws: EntryNotFoundError(id: "helo-world", suggestion: "hello-world")) {
      try proxy.update(id: "helo-world") { $0.title = "x" }
    }
  }

  @Test func aTransactionIsAllOrNothingAndListsEveryViolation() {
    var document = blog
    let before = document
    #expect {
      try document.transaction("Break things") { proxy in
        proxy[id: "hello"]?.title = ""
        proxy[id: "hello"]?.tagNames = ["a", "a"]
        try proxy.append(BlogEntry(id: "Bad Id", title: "x"))
      }
    } throws: { error in
      (error as? TransactionError)?.description == """
        Cannot commit 'Break things': hello.title: Title must not be empty. \
        hello.tagNames: 'a' appears more than once. \
        Bad Id.id: Expected a slug of lowercase letters, digits and single hyphens such as 'hello-world', found "Bad Id".
        """
    }
    #expect(document == before)
  }

  @Test func anErrorThrownByTheBodyChangesNothing() {
    struct Stop: Error {}
    var document = blog
    let before = document
    #expect(throws: Stop.self) {
      try document.transaction("Half done") { proxy in
        proxy[id: "hello"]?.title = "Changed"
        throw Stop()
      }
    }
    #expect(document == before)
  }

  @Test(arguments: [false, true])
  func differenceBetweenSnapshotsSeesOnlyWhatChanged(isShared: Bool) throws {
    let entries = (0..<1000).map { BlogEntry(id: "e\($0)", title: "T\($0)") }
    var document = try BlogDocument(entries: entries)
    let snapshot = document
    let other = isShared ? document : nil
    document[id: "e500"]?.title = "Changed"
    document[id: "e7"]?.isDraft = true
    #expect(
      document.difference(from: snapshot).description == """
        ~ e7.isDraft: false → true
        ~ e500.title: "T500" → "Changed"
        """)
    #expect(snapshot[id: "e500"]?.title == "T500")
    #expect(other.map { $0 == snapshot } ?? true)
  }
}
