import BlogDocCore
import BlogDocStore
import BlogDocTestSupport
import Testing

/// A model with a field of each ``HistoryPolicy``, as another tool would declare it.
struct Memo: Model {
  var id = ""
  /// Every edit a step of its own.
  var title = ""
  /// Edits within an hour merge into one step, as typing does.
  var notes = ""
  /// Bookkeeping: never recorded, never reverted.
  var touchCount = 0
  var unknownFields = ArchiveObject()

  static let schema = Schema<Memo>(
    entryName: "memo", collectionName: "memos", version: 1, id: \.id,
    fields: [
      Field("title", \.title),
      .text("notes", \.notes, history: .coalescing(within: .seconds(3600))),
      Field("touchCount", \.touchCount, history: .excluded),
    ])
}

/// One undo model, in memory and on disk: the same operations given to a `DocumentEditor`
/// (the in-memory `History`) and to a `DocumentStore` (the journal, a file) leave the same
/// document after every step, undo and redo included, for a model that is not the blog.
///
/// Both must honour the schema's `HistoryPolicy` alike: an excluded field is never
/// reverted and an edit of it alone is no step; successive edits of a coalescing field are
/// one step.
@Suite("One undo model: History and the store run the same laws")
struct OneUndoModelLawTests {
  let options = StoreOptions(toolName: "memos", models: DocumentModels(Memo.self))

  /// One operation of the random sequences.
  enum Operation: CustomStringConvertible {
    case setTitle(entry: Int, value: Int)
    case appendNotes(entry: Int, value: Int)
    case touch(entry: Int)
    case add(Int)
    case remove(entry: Int)
    case undo(count: Int)
    case redo(count: Int)

    init(_ seed: Int) {
      let value = seed / 10
      switch seed % 10 {
      case 0, 1: self = .setTitle(entry: value, value: value)
      case 2, 3: self = .appendNotes(entry: value, value: value)
      case 4: self = .touch(entry: value)
      case 5: self = .add(value)
      case 6: self = .remove(entry: value)
      // `undo -n` and `redo -n` of several take the store's one-pass path.
      case 7: self = .undo(count: 1)
      case 8: self = .undo(count: 1 + value % 4)
      default: self = .redo(count: 1 + value % 3)
      }
    }

    var description: String {
      switch self {
      case .setTitle(let entry, let value): "title[\(entry)]=\(value)"
      case .appendNotes(let entry, let value): "notes[\(entry)]+=\(value)"
      case .touch(let entry): "touch[\(entry)]"
      case .add(let value): "add m\(value)"
      case .remove(let entry): "remove[\(entry)]"
      case .undo(let count): "undo -n \(count)"
      case .redo(let count): "redo -n \(count)"
      }
    }

    /// The change this operation makes in a transaction, or `nil` for undo and redo.
    func edit(_ proxy: inout DocumentProxy<Memo>) throws {
      let ids = proxy.ids
      func id(_ index: Int) -> String? { ids.isEmpty ? nil : ids[index % ids.count] }
      switch self {
      case .setTitle(let entry, let value):
        if let id = id(entry) { proxy[id: id]?.title = "Title \(value)" }
      case .appendNotes(let entry, let value):
        if let id = id(entry) { proxy[id: id]?.notes += " \(value)" }
      case .touch(let entry):
        if let id = id(entry) { proxy[id: id]?.touchCount += 1 }
      case .add(let value):
        guard !ids.contains("m\(value)") else { return }
        var memo = Memo()
        memo.id = "m\(value)"
        try proxy.append(memo)
      case .remove(let entry):
        if ids.count > 1, let id = id(entry) { _ = proxy.remove(id: id) }
      case .undo, .redo:
        break
      }
    }
  }

  /// The first document of every sequence: two memos.
  func start() throws -> ModelDocument<Memo> {
    var first = Memo()
    first.id = "m0"
    var second = Memo()
    second.id = "m1"
    second.notes = "Draft"
    return try ModelDocument<Memo>(entries: [first, second])
  }

  @Test func theSameOperationsLeaveTheSameDocumentInMemoryAndOnDisk() async {
    await propertyCheck(count: 60, input: Gen.int(in: 0...999).array(of: 1...24)) { seeds throws in
      let operations = seeds.map(Operation.init)
      let directory = TemporaryDirectory()
      let path = directory("memos.json")
      let start = try start()
      try DocumentFile.write(start, to: path)
      let store = try DocumentStore.open(forDocumentAt: path, creating: true, options: options)
      let editor = DocumentEditor(document: start)

      for (number, operation) in operations.enumerated() {
        switch operation {
        case .undo(let count), .redo(let count):
          // Both refuse, or both move: a refusal of one alone is a second undo model.
          let direction: HistoryRequest.Direction =
            operation.description.hasPrefix("undo") ? .undo : .redo
          var inMemory: (any Error)?
          do {
            for _ in 0..<count where try (direction == .undo ? editor.undo() : editor.redo()) == nil
            { break }
          } catch { inMemory = error }
          var onDisk: (any Error)?
          do { try store.move(HistoryRequest(direction, count: count)) } catch { onDisk = error }
          #expect(
            (inMemory == nil) == (onDisk == nil),
            "\(operation) at step \(number): in memory \(inMemory.map { "\($0)" } ?? "done"), on disk \(onDisk.map { "\($0)" } ?? "done")"
          )
        default:
          try editor.transaction("Step \(number)") { try operation.edit(&$0) }
          try store.edit(Memo.self, files: [path], message: "Step \(number)") { proxy, _ in
            try operation.edit(&proxy)
          }
        }
        let onDisk = try DocumentFile.read(Memo.self, from: path).document
        #expect(
          onDisk == editor.document,
          "after \(operations.prefix(number + 1).map(\.description).joined(separator: ", "))")
        #expect(
          store.journal.state.canUndo == editor.canUndo,
          "canUndo after step \(number): \(operation)")
        #expect(
          store.journal.state.canRedo == editor.canRedo,
          "canRedo after step \(number): \(operation)")
      }
    }
  }

  @Test func anExcludedFieldIsNeverRevertedAndItsEditIsNoStep() throws {
    let directory = TemporaryDirectory()
    let path = directory("memos.xml")
    try DocumentFile.write(try start(), to: path)
    let store = try DocumentStore.open(forDocumentAt: path, creating: true, options: options)
    try store.edit(Memo.self, files: [path], message: "Title") { proxy, _ in
      proxy[id: "m0"]?.title = "New"
    }
    try store.edit(Memo.self, files: [path], message: "Touch") { proxy, _ in
      proxy[id: "m0"]?.touchCount = 7
    }

    var undone: [String] = []
    try store.move(HistoryRequest(.undo)) { undone.append($0.operation.message) }
    let memo = try #require(try DocumentFile.read(Memo.self, from: path).document[id: "m0"])
    #expect(undone == ["Title"])
    #expect(memo.title == "")
    #expect(memo.touchCount == 7)
    #expect(!store.journal.state.canUndo)
  }
}
