// swift-format-ignore-file
// The code is a line-for-line copy of the article's, so the formatter leaves it alone.
import BlogDocCore
import BlogDocMacros
import BlogDocTestSupport
import BlogDocJSON
import FoundationEssentials
import Observation
import Testing

/// The code of Sources/BlogDocCore/Documentation.docc/GettingStarted.md, verbatim, run in
/// order; `print` is captured so each test checks what the article says it prints.
@Suite("Getting started with BlogDocCore")
struct GettingStartedArticleTests {
  struct Bookmark: Model {
    var id = ""
    var title = ""
    var address: URL?
    var tags: [String] = []
    var unknownFields = ArchiveObject()

    static let schema = Schema<Bookmark>(
      entryName: "bookmark", collectionName: "bookmarks", version: 1, id: \.id,
      fields: [
        Field("title", \.title),
        Field("address", \.address),
        .list("tags", \.tags, item: "tag"),
      ],
      validators: [
        Validator { mark in
          mark.address == nil ? [Violation(field: "address", "A bookmark needs an address.")] : []
        }
      ])
  }

  /// The article's declaration with `@DocumentModel`, beside the hand-written one.
  enum WithTheMacro {
    @DocumentModel(record: "bookmark", collection: "bookmarks", version: 1)
    struct Bookmark {
      @ID var id = ""
      var title = ""
      var address: URL?
      @List(item: "tag") var tags: [String] = []

      static let validators: [Validator<Bookmark>] = [
        Validator { mark in
          mark.address == nil ? [Violation(field: "address", "A bookmark needs an address.")] : []
        }
      ]
    }
  }

  @Test func everyCodeBlockOfTheArticleIsHere() throws {
    let article = URL(filePath: #filePath).deletingLastPathComponent()
      .appending(path: "../../Sources/BlogDocCore/Documentation.docc/GettingStarted.md").path
    #expect(try ArticleCode.blocks(ofArticle: article, missingFrom: #filePath) == [])
  }

  @Test func theArticleRunsAsWritten() throws {
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

    var mark = Bookmark()
    mark.id = "swift"
    try mark.setValue(parsing: "https://swift.org", forField: "address")
    try mark.setValue(parsing: "lang, docs", forField: "tags")
    print(mark.tags, try mark.formattedValue(forField: "address"))
    // Prints "["lang", "docs"] https://swift.org"

    var marks = try ModelDocument<Bookmark>(entries: [mark])
    let snapshot = marks  // O(1): the two share their entries

    var proxy = DocumentProxy(marks)
    proxy[id: "swift"]?.title = "The Swift language"
    let diff = proxy.commit()
    print(diff)
    // Prints "~ swift.title: "" → "The Swift language""
    try marks.apply(diff)
    print(marks.difference(from: snapshot) == diff, snapshot[id: "swift"]!.title.isEmpty)
    // Prints "true true"

    var history = History<Bookmark>()
    let retitle = try marks.transaction("Retitle") { proxy in
      proxy[id: "swift"]?.title = "Swift"
      proxy[id: "swift"]?.tags.append("apple")
    }
    history.record(retitle, actionName: "Retitle")

    try history.undo(&marks)
    print(marks[id: "swift"]!.title, marks[id: "swift"]!.tags, history.canRedo)
    // Prints "The Swift language ["lang", "docs"] true"
    try history.redo(&marks)

    do {
      try marks.transaction("Add a bookmark") { proxy in
        var draft = Bookmark()
        draft.id = "draft"
        try proxy.append(draft)
      }
    } catch {
      print(error)
    }
    // Prints "Cannot commit 'Add a bookmark': draft.address: A bookmark needs an address."

    marks[id: "swift"]?.title = "Swift 6"  // a change the history did not see
    do {
      try history.undo(&marks)
    } catch {
      print(error)
    }
    // Prints "Cannot apply the change: swift.title is "Swift 6", expected "Swift"."

    let json = try JSONArchiveFormat().encode(marks)
    print(String(decoding: json, as: UTF8.self))
    // {
    //   "formatVersion": 1,
    //   "bookmarks": [
    //     {
    //       "id": "swift",
    //       "title": "Swift 6",
    //       "address": "https://swift.org",
    //       "tags": [
    //         "lang",
    //         "docs",
    //         "apple"
    //       ]
    //     }
    //   ]
    // }
    let back = try JSONArchiveFormat().decode(Bookmark.self, from: json)
    print(back == marks)
    // Prints "true"

    #expect(
      printed == [
        #"["lang", "docs"] https://swift.org"#,
        #"~ swift.title: "" → "The Swift language""#,
        "true true",
        #"The Swift language ["lang", "docs"] true"#,
        "Cannot commit 'Add a bookmark': draft.address: A bookmark needs an address.",
        #"Cannot apply the change: swift.title is "Swift 6", expected "Swift"."#,
        """
        {
          "formatVersion": 1,
          "bookmarks": [
            {
              "id": "swift",
              "title": "Swift 6",
              "address": "https://swift.org",
              "tags": [
                "lang",
                "docs",
                "apple"
              ]
            }
          ]
        }

        """,
        "true",
      ])
  }

  @MainActor @Observable final class BookmarkViewModel {
    let editor: DocumentEditor<Bookmark>
    let id: String

    init(editor: DocumentEditor<Bookmark>, id: String) {
      self.editor = editor
      self.id = id
    }

    var title: String { editor.value(\.title, ofEntry: id) ?? "" }
    var undoTitle: String { editor.undoActionName.map { "Undo \($0)" } ?? "Undo" }

    func rename(to title: String) throws {
      try editor.transaction("Rename") { $0[id: id]?.title = title }
    }

    func undo() throws { try editor.undo() }
  }

  /// The section "Follow a document from a view model", after the lines that give it the
  /// article's `marks` as they are by then.
  @MainActor @Test func theViewModelFollowsTheDocument() throws {
    let printer = DocExamplePrinter()
    @Sendable func print(_ items: Any...) { printer.print(items) }
    var mark = Bookmark()
    mark.id = "swift"
    mark.title = "Swift 6"
    mark.address = URL(string: "https://swift.org")
    let marks = try ModelDocument<Bookmark>(entries: [mark])

    let model = BookmarkViewModel(editor: DocumentEditor(document: marks), id: "swift")
    withObservationTracking {
      print(model.title, model.undoTitle)
    } onChange: {
      print("The view shows something that changed.")
    }
    // Prints "Swift 6 Undo"
    try model.rename(to: "Swift 6.2")
    // Prints "The view shows something that changed."
    print(model.title, model.undoTitle)
    // Prints "Swift 6.2 Undo Rename"
    printer.check()
  }

  /// The two declarations are one model: the same schema, the same JSON, the same rules.
  @Test func theMacroDeclaresTheHandWrittenModel() throws {
    #expect(SchemaShape(WithTheMacro.Bookmark.schema) == SchemaShape(Bookmark.schema))
    var byMacro = WithTheMacro.Bookmark(id: "swift")
    var byHand = Bookmark.schema.emptyModel(id: "swift")
    for (field, text) in [("address", "https://swift.org"), ("tags", "lang, docs")] {
      try byMacro.setValue(parsing: text, forField: field)
      try byHand.setValue(parsing: text, forField: field)
    }
    #expect(try JSONArchiveFormat().encode(byMacro) == JSONArchiveFormat().encode(byHand))
    let untitled = WithTheMacro.Bookmark(id: "draft")
    #expect(
      WithTheMacro.Bookmark.schema.validators.flatMap { $0.check(untitled) } == [
        Violation(field: "address", "A bookmark needs an address.")
      ])
  }
}
