import BlogDocCore
import BlogDocStore
import BlogDocBlog
import Testing

/// A second model, as another tool would declare it.
struct Note: Model {
  var id = ""
  var text = ""
  var stars = 0
  var unknownFields = ArchiveObject()

  static let schema = Schema<Note>(
    entryName: "note", collectionName: "notebook", version: 2, id: \.id,
    fields: [Field("text", \.text), Field("stars", \.stars)],
    migrations: [Migration(from: 1, summary: "Adds stars.") { _ in }])
}

/// The store through its public API only, for any model: several models in one workspace,
/// records naming their model, and refusals of what a program cannot read.
@Suite("The journaled store for any model")
struct GenericStoreTests {
  let directory = TemporaryDirectory()
  let both = StoreOptions(toolName: "notes", models: DocumentModels(Note.self, BlogEntry.self))
  let notesOnly = StoreOptions(toolName: "notes", models: DocumentModels(Note.self))

  /// A workspace holding `n.xml` (a note) and `e.json` (a blog entry).
  func makeDocuments() throws {
    var note = Note()
    note.id = "groceries"
    note.text = "Milk"
    try DocumentFile.write(ModelDocument(entry: note), to: directory("n.xml"))
    try DocumentFile.write(
      ModelDocument(entry: BlogEntry(id: "hello", title: "Hello")), to: directory("e.json"))
  }

  @Test func oneTransactionChangesDocumentsOfTwoModelsAndUndoRevertsBoth() throws {
    try makeDocuments()
    let store = try DocumentStore.open(
      forDocumentAt: directory("n.xml"), creating: true, options: both)
    let notePlan = try EditPlan.make(Note.self, file: directory("n.xml"), message: "Both") {
      proxy in
      try proxy.update(id: "groceries") { $0.stars = 5 }
    }
    let entryPlan = try EditPlan.make(BlogEntry.self, file: directory("e.json"), message: "Both") {
      proxy in
      try proxy.update(id: "hello") { $0.title = "Hello, World" }
    }
    try store.commit(.edit, message: "Both", writes: [try notePlan.write(), try entryPlan.write()])

    let recorded = try #require(store.journal.committedOperations().first { _ in true })
    #expect(
      recorded.files.map(\.model) == [
        ModelReference(name: "note", version: 2), ModelReference(name: "entry", version: 2),
      ])

    var steps: [HistoryStep] = []
    try store.move(HistoryRequest(.undo)) { steps.append($0) }
    #expect(steps.map(\.operation.message) == ["Both"])
    #expect(
      try DocumentFile.read(Note.self, from: directory("n.xml")).document[id: "groceries"]?.stars
        == 0)
    #expect(
      try DocumentFile.read(BlogEntry.self, from: directory("e.json")).document[id: "hello"]?.title
        == "Hello")
  }

  @Test func aProgramRefusesToUndoAChangeToAModelItDoesNotKnow() throws {
    try makeDocuments()
    do {
      let store = try DocumentStore.open(
        forDocumentAt: directory("e.json"), creating: true, options: both)
      try store.edit(BlogEntry.self, files: [directory("e.json")], message: "Retitle") { proxy, _ in
        try proxy.update(id: "hello") { $0.title = "Other" }
      }
    }
    let before = try FileBytes.read(directory("e.json"))
    let journalBefore = try FileBytes.read(directory(".blogdoc/journal"))
    let notes = try DocumentStore.open(
      forDocumentAt: directory("n.xml"), creating: false, options: notesOnly)
    // Messages name files as the working directory sees them.
    let shown = notes.workspace.displayPath(of: "e.json")
    #expect(
      throws: StoreError(
        .otherModel, path: shown,
        "Cannot undo operation 1: it is a document of model 'entry', which this program does not know."
      )
    ) {
      try notes.move(HistoryRequest(.undo))
    }
    #expect(try FileBytes.read(directory("e.json")) == before)
    #expect(try FileBytes.read(directory(".blogdoc/journal")) == journalBefore)
  }

  @Test func aChangeRecordedByANewerSchemaIsNotReadAsAnOlderOne() throws {
    let change = Journal.FileChange(
      path: "n.xml", beforeFingerprint: "a", afterFingerprint: "b", diff: ArchivedDiff(),
      model: ModelReference(name: "note", version: 3))
    #expect(
      throws: StoreError(
        .otherModel, path: "n.xml",
        "Its change in the journal was recorded by a newer version of the 'note' schema (v3); this program reads up to v2; use the program that made it."
      )
    ) {
      _ = try change.diff(as: Note.self)
    }
    #expect(DocumentModels(Note.self).type(for: ModelReference(name: "note", version: 3)) == nil)
    #expect(
      DocumentModels(Note.self).type(for: ModelReference(name: "note", version: 1)) == Note.self)
    // Records from before models were named are the first model's.
    #expect(DocumentModels(BlogEntry.self, Note.self).type(for: nil) == BlogEntry.self)
  }

  @Test func aJournalInANewerRecordFormatIsRefusedAndLeftAsItIs() throws {
    try makeDocuments()
    _ = try Workspace.findOrCreate(forDocumentAt: directory("n.xml"))
    let payload = Array(#"{"id":1,"kind":"edit"}"#.utf8)
    var footer = Array(
      "#blogdoc-record v3 len=\(String(repeating: "0", count: 10 - String(payload.count).count))\(payload.count) crc=00000000 seq=000000000001"
        .utf8)
    footer += [UInt8](repeating: 0x20, count: 63 - footer.count) + [0x0A]
    let journal = payload + [0x0A] + footer
    TemporaryDirectory.write(journal, to: directory(".blogdoc/journal"))
    let shown = Workspace(root: directory.path).displayPath(of: ".blogdoc/journal")
    #expect(
      throws: StoreError(
        .otherModel, path: shown,
        "The journal was written by a newer version (record format v3); this one reads v2. Nothing was changed; use the newer version."
      )
    ) {
      _ = try DocumentStore.open(forDocumentAt: directory("n.xml"), creating: false, options: both)
    }
    #expect(try FileBytes.read(directory(".blogdoc/journal")) == journal)
    // The same with a compact footer of a newer format, as format 2 writes its own.
    let compact = payload + Array("\n#v3 \(payload.count) 00000000 1\n".utf8)
    TemporaryDirectory.write(compact, to: directory(".blogdoc/journal"))
    #expect(
      throws: StoreError(
        .otherModel, path: shown,
        "The journal was written by a newer version (record format v3); this one reads v2. Nothing was changed; use the newer version."
      )
    ) {
      _ = try DocumentStore.open(forDocumentAt: directory("n.xml"), creating: false, options: both)
    }
    #expect(try FileBytes.read(directory(".blogdoc/journal")) == compact)
  }

  @Test func anArchivedDiffReadsBackAsTheModelsDiffAndKeepsTheCodableForm() throws {
    var note = Note()
    note.id = "a"
    var old = try ModelDocument<Note>(entries: [note])
    var new = old
    note.id = "b"
    try new.append(note)
    new[id: "a"]?.text = "changed"
    let diff = new.difference(from: old)
    let archived = ArchivedDiff(diff)
    #expect(try archived.decoded(as: Note.self) == diff)
    #expect(archived.description == diff.description)
    try old.apply(try archived.inverted().inverted().decoded(as: Note.self))
    #expect(old == new)
  }
}

extension GenericStoreTests {
  /// The README's store example, with this suite's model in place of the recipe.
  @Test func theReadmeExampleRuns() throws {
    var note = Note()
    note.id = "pancakes"
    try DocumentFile.write(ModelDocument(entry: note), to: directory("r.xml"))
    let options = StoreOptions(toolName: "notes", models: DocumentModels(Note.self))
    let store = try DocumentStore.open(
      forDocumentAt: directory("r.xml"), creating: true, options: options)
    try store.edit(Note.self, files: [directory("r.xml")], message: "More servings") { proxy, _ in
      try proxy.update(id: "pancakes") { $0.stars = 4 }
    }
    var printed: [String] = []
    try store.move(HistoryRequest(.undo)) { step in printed.append(step.operation.message) }
    #expect(printed == ["More servings"])
    #expect(
      try DocumentFile.read(Note.self, from: directory("r.xml")).document[id: "pancakes"]?.stars
        == 0)
  }
}
