import BlogDocCore
import BlogDocTestSupport
import BlogDocBlog
import Testing

@Suite("History")
struct HistoryTests {
  static let start = try! BlogDocument(entries: [
    BlogEntry(id: "hello", title: "Hello", bodyText: "Body", tagNames: ["swift"]),
    BlogEntry(id: "second", title: "Second"),
  ])
  static let t0 = try! Timestamp(iso8601: "2026-11-20T10:00:00Z")

  static func at(_ seconds: Int64) -> Timestamp {
    Timestamp(secondsSince1970: t0.secondsSince1970 + seconds)
  }

  /// Runs a transaction on `document` and records it.
  static func edit(
    _ document: inout BlogDocument, _ history: inout History<BlogEntry>, _ name: String,
    at seconds: Int64 = 0, _ body: (inout DocumentProxy<BlogEntry>) throws -> Void
  ) throws {
    let diff = try document.transaction(name, body)
    history.record(diff, actionName: name, date: at(seconds))
  }

  @Test(arguments: LawModels.allCases)
  func undoAndRedoWalkTheOracle(model: LawModels) async {
    await Self.undoAndRedoWalkTheOracle(model.type)
  }

  /// The history's law, on any model: undo walks back through the full copies taken after
  /// each recorded step (the oracle), and redo walks forward through them again.
  static func undoAndRedoWalkTheOracle<M: LawModel>(_ model: M.Type) async {
    await DocumentDiffLawTests.check(model, count: 100) { start, script throws in
      var document = start
      var history = History<M>()
      var oracle = [start]
      var serial = 0
      for (index, transaction) in script.enumerated() {
        let diff = try document.transaction("Step \(index)") { proxy in
          for operation in transaction {
            serial += 1
            operation.apply(to: &proxy, serial: serial)
          }
        }
        // Unique names per step: nothing coalesces, every non-empty diff is a step.
        if history.record(diff, actionName: "Step \(index)", date: Self.at(Int64(index) * 3600))
          != nil
        {
          oracle.append(document)
        }
      }
      #expect(history.undoCount == oracle.count - 1)
      for expected in oracle.dropLast().reversed() {
        try history.undo(&document)
        #expect(document == expected)
      }
      #expect(!history.canUndo)
      for expected in oracle.dropFirst() {
        try history.redo(&document)
        #expect(document == expected)
      }
      #expect(!history.canRedo)
    }
  }

  @Test func namesCountsAndFlagsFollowUndoManagersSemantics() throws {
    var document = Self.start
    var history = History<BlogEntry>()
    #expect(!history.canUndo && !history.canRedo && !history.isDirty)
    try Self.edit(&document, &history, "Rename") { $0[id: "hello"]?.title = "Hi" }
    try Self.edit(&document, &history, "Publish", at: 1) { $0[id: "hello"]?.isDraft = true }
    #expect(history.undoCount == 2 && history.undoActionName == "Publish")
    try history.undo(&document)
    #expect(history.undoActionName == "Rename" && history.redoActionName == "Publish")
    #expect(history.undoCount == 1 && history.redoCount == 1)
    #expect(history.isDirty)
    try history.undo(&document)
    #expect(document == Self.start)
    #expect(!history.isDirty)
  }

  @Test func anEditAfterUndoKeepsTheUndoneStepsAsABranch() throws {
    var document = Self.start
    var history = History<BlogEntry>()
    try Self.edit(&document, &history, "A") { $0[id: "hello"]?.title = "A" }
    try Self.edit(&document, &history, "B", at: 1) { $0[id: "hello"]?.title = "B" }
    let afterB = document
    let stepB = history.currentStepID!
    try history.undo(&document)
    try Self.edit(&document, &history, "C", at: 2) { $0[id: "second"]?.title = "C" }
    #expect(!history.canRedo)
    #expect(history.stepCount == 3)
    #expect(
      history.children(of: history.step(id: stepB)!.parentID).map(\.actionName) == ["B", "C"])
    try history.move(to: stepB, in: &document)
    #expect(document == afterB)
    #expect(history.undoPath.map(\.actionName) == ["A", "B"])
  }

  @Test func groupsUndoAsOneStepAndCancellingChangesVanish() throws {
    var document = Self.start
    var history = History<BlogEntry>()
    history.beginGroup("Tidy")
    try Self.edit(&document, &history, "one") { $0[id: "hello"]?.title = "Temporary" }
    history.beginGroup("inner")
    try Self.edit(&document, &history, "two") { $0[id: "hello"]?.isDraft.toggle() }
    try Self.edit(&document, &history, "three") { $0[id: "hello"]?.isDraft.toggle() }
    history.endGroup()
    try Self.edit(&document, &history, "four") { $0[id: "hello"]?.title = "Hello" }
    try Self.edit(&document, &history, "five") { $0[id: "second"]?.title = "Kept" }
    history.endGroup(date: Self.at(0))
    #expect(history.undoCount == 1)
    #expect(history.undoActionName == "Tidy")
    #expect(
      history.step(id: history.currentStepID!)!.diff.description
        == "~ second.title: \"Second\" → \"Kept\"")
    try history.undo(&document)
    #expect(document == Self.start)
  }

  @Test func aGroupThatChangesNothingRecordsNothing() throws {
    var document = Self.start
    var history = History<BlogEntry>()
    history.beginGroup("Toggle twice")
    try Self.edit(&document, &history, "on") { $0[id: "hello"]?.isDraft.toggle() }
    try Self.edit(&document, &history, "off") { $0[id: "hello"]?.isDraft.toggle() }
    #expect(history.endGroup() == nil)
    #expect(!history.canUndo)
  }

  @Test func bodyEditsWithinTheWindowCoalesceButTitlesNever() throws {
    var document = Self.start
    var history = History<BlogEntry>()
    try Self.edit(&document, &history, "Type", at: 0) { $0[id: "hello"]?.bodyText = "B" }
    try Self.edit(&document, &history, "Type", at: 30) { $0[id: "hello"]?.bodyText = "Bo" }
    try Self.edit(&document, &history, "Type", at: 80) { $0[id: "hello"]?.bodyText = "Bod" }
    #expect(history.undoCount == 1)
    try Self.edit(&document, &history, "Type", at: 200) { $0[id: "hello"]?.bodyText = "Body!" }
    #expect(history.undoCount == 2)
    try Self.edit(&document, &history, "Title", at: 201) { $0[id: "hello"]?.title = "T1" }
    try Self.edit(&document, &history, "Title", at: 202) { $0[id: "hello"]?.title = "T2" }
    #expect(history.undoCount == 4)
    try history.undo(&document)
    try history.undo(&document)
    try history.undo(&document)
    #expect(document[id: "hello"]?.bodyText == "Bod")
    try history.undo(&document)
    #expect(document == Self.start)
  }

  @Test func typingBackToTheStartRemovesTheCoalescedStep() throws {
    var document = Self.start
    var history = History<BlogEntry>()
    try Self.edit(&document, &history, "Type", at: 0) { $0[id: "hello"]?.bodyText = "Body!" }
    try Self.edit(&document, &history, "Type", at: 1) { $0[id: "hello"]?.bodyText = "Body" }
    #expect(!history.canUndo)
  }

  /// A model with a bookkeeping field, which the blog's schema has none of.
  struct Counter: Model {
    var id = ""
    var title = ""
    var views = 0
    var unknownFields = ArchiveObject()

    static let schema = Schema<Counter>(
      entryName: "counter", collectionName: "counters", version: 1, id: \.id,
      fields: [Field("title", \.title), Field("views", \.views, history: .excluded)])
  }

  @Test func bookkeepingFieldsStayOutOfTheHistory() throws {
    var document = try ModelDocument<Counter>(entries: [Counter(id: "hello", title: "Hello")])
    var history = History<Counter>()
    func edit(_ name: String, _ body: (inout DocumentProxy<Counter>) throws -> Void) throws {
      history.record(try document.transaction(name, body), actionName: name)
    }
    try edit("Count") { $0[id: "hello"]?.views = 1 }
    #expect(!history.canUndo)
    try edit("Edit") { proxy in
      proxy[id: "hello"]?.title = "New"
      proxy[id: "hello"]?.views = 2
    }
    try history.undo(&document)
    #expect(document[id: "hello"]?.title == "Hello")
    #expect(document[id: "hello"]?.views == 2)
  }

  @Test func theDepthLimitDropsTheOldestStepsVisibly() throws {
    var document = Self.start
    var history = History<BlogEntry>(levelsOfUndo: 3)
    for index in 1...5 {
      try Self.edit(&document, &history, "Edit \(index)", at: Int64(index)) {
        $0[id: "hello"]?.title = "T\(index)"
      }
    }
    #expect(history.undoCount == 3)
    #expect(history.droppedStepCount == 2)
    #expect(history.isDirty)
    while history.canUndo { try history.undo(&document) }
    #expect(document[id: "hello"]?.title == "T2")
    #expect(history.isDirty)
  }

  @Test func undoRefusesWhenAFieldChangedSinceAndNamesEveryConflict() throws {
    var document = Self.start
    var history = History<BlogEntry>()
    try Self.edit(&document, &history, "Edit") { proxy in
      proxy[id: "hello"]?.title = "New"
      proxy[id: "hello"]?.isDraft = true
      proxy[id: "second"]?.title = "Other"
    }
    try document.transaction("Outside") { proxy in
      proxy[id: "hello"]?.title = "Changed elsewhere"
      proxy[id: "hello"]?.isDraft = false
      proxy[id: "second"]?.bodyText = "Unrelated"
    }
    let before = document
    #expect(
      throws: DiffConflictError(conflicts: [
        DiffConflict(entryID: "hello", target: .field("isDraft"), expected: "true", found: "false"),
        DiffConflict(
          entryID: "hello", target: .field("title"), expected: "\"New\"",
          found: "\"Changed elsewhere\""),
      ])
    ) {
      try history.undo(&document)
    }
    #expect(document == before)
    #expect(history.canUndo)
    let error = DiffConflictError(conflicts: [
      DiffConflict(
        entryID: "hello", target: .field("title"), expected: "\"New\"",
        found: "\"Changed elsewhere\"")
    ])
    #expect(
      error.description
        == "Cannot apply the change: hello.title is \"Changed elsewhere\", expected \"New\".")

    let move = try history.undo(&document, policy: .skipConflicts)
    #expect(move?.skippedConflicts.count == 2)
    #expect(document[id: "second"]?.title == "Second")
    #expect(document[id: "second"]?.bodyText == "Unrelated")
    #expect(document[id: "hello"]?.title == "Changed elsewhere")
  }

  @Test func tagEditsOnDifferentTagsCommuteThroughUndo() throws {
    var document = Self.start
    var history = History<BlogEntry>()
    try Self.edit(&document, &history, "Tag") { $0[id: "hello"]?.tagNames.append("linux") }
    try document.transaction("Outside") { $0[id: "hello"]?.tagNames.insert("xml", at: 0) }
    try history.undo(&document)
    #expect(document[id: "hello"]?.tagNames == ["xml", "swift"])
  }

  @Test func theWholeHistoryEncodesAndDecodes() throws {
    var document = Self.start
    var history = History<BlogEntry>(levelsOfUndo: 10)
    try Self.edit(&document, &history, "A") { $0[id: "hello"]?.title = "A" }
    try Self.edit(&document, &history, "B", at: 1) {
      try $0.append(BlogEntry(id: "third", title: "Third"))
    }
    try history.undo(&document)
    try Self.edit(&document, &history, "C", at: 2) { $0.move(id: "second", to: 0) }
    history.markSaved()
    let data = try JSONEncoderForTests.encode(history)
    var decoded = try JSONEncoderForTests.decode(History<BlogEntry>.self, from: data)
    #expect(decoded.steps == history.steps)
    #expect(decoded.currentStepID == history.currentStepID && !decoded.isDirty)
    #expect(decoded.undoActionName == "C")
    try decoded.undo(&document)
    try decoded.undo(&document)
    #expect(document == Self.start)
  }
}
