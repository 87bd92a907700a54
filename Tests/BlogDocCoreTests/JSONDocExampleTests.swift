// swift-format-ignore-file
// Each example is a line-for-line copy of its doc comment, so the formatter leaves it alone.
import BlogDocBlog
import BlogDocCore
import BlogDocJSON
import BlogDocTestSupport
import BlogDocTextForm
import Testing

/// The examples of the public doc comments of BlogDocJSON, BlogDocBlog and BlogDocTextForm
/// that say what they print, each run here verbatim (after the lines that give it a `blog`
/// or a `document`) with `print` captured, as ``DocExampleTests`` runs BlogDocCore's.
@Suite("BlogDocJSON's, BlogDocBlog's and BlogDocTextForm's doc examples print what they say")
struct JSONDocExampleTests {
  @Test(arguments: ["BlogDocJSON", "BlogDocBlog", "BlogDocTextForm"])
  func everyDocExampleThatPrintsIsRunHere(module: String) throws {
    let missing = try DocExample.examples(inModule: module, missingFrom: [#filePath])
    #expect(missing.map(\.description) == [])
  }

  static let blog = try! BlogDocument(entries: [BlogEntry(id: "hello-world", title: "Hello")])

  @Test func jsonValueReader() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let value = try JSONValueReader.parse(#"{"big": 12345678901234567890, "tags": ["a"]}"#)
    print(value == .object(["big": .number("12345678901234567890"), "tags": .array([.string("a")])]))
    // Prints "true"

    do { _ = try JSONValueReader.parse("{\"a\": 1,\n \"a\": 2}") } catch { print(error) }
    // Prints "2:2: Duplicate key "a" in one object."
    printer.check()
  }

  @Test func jsonArchiveFormat() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let entry = BlogEntry(id: "hello-world", title: "Hello, World", tagNames: ["swift"])
    let bytes = try JSONArchiveFormat().encode(entry)
    print(String(decoding: bytes, as: UTF8.self))
    // Prints:
    // {
    //   "formatVersion": 2,
    //   "entry": {
    //     "id": "hello-world",
    //     "title": "Hello, World",
    //     "bodyText": "",
    //     "tagNames": [
    //       "swift"
    //     ],
    //     "categoryNames": [],
    //     "isDraft": false
    //   }
    // }
    //
    printer.check()
  }

  @Test func jsonPatchDifference() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    var blog = Self.blog
    let before = blog
    blog[id: "hello-world"]?.title = "New"
    let patch = JSONPatch(blog.difference(from: before), appliedTo: before, includingTests: true)
    print(String(decoding: try patch.jsonBytes(style: .compact), as: UTF8.self))
    // Prints "[{"op":"test","path":"/blog/0/title","value":"Hello"},{"op":"replace","path":"/blog/0/title","value":"New"}]"
    printer.check()
  }

  @Test func jsonPointer() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let pointer = JSONPointer("/blog/0/a~1b")!
    print(pointer.tokens, pointer)
    // Prints "["blog", "0", "a/b"] /blog/0/a~1b"
    printer.check()
  }

  @Test func jsonPointerTokens() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(JSONPointer(tokens: ["entry", "tagNames", "-"]))
    // Prints "/entry/tagNames/-"
    printer.check()
  }

  @Test func jsonPointerParsing() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(JSONPointer("/entry/title") != nil, JSONPointer("entry/title") == nil)
    // Prints "true true"
    printer.check()
  }

  @Test func jsonPointerEscaping() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(JSONPointer(tokens: ["blog", "0", "~tilde"]))
    // Prints "/blog/0/~0tilde"
    printer.check()
  }

  @Test func jsonPointerIsInside() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(JSONPointer("/blog/0/title")!.isInside(JSONPointer("/blog/0")!))
    // Prints "true"
    printer.check()
  }

  @Test func jsonPatch() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let document = BlogDocument(entry: BlogEntry(id: "hello-world", title: "Hello, World"))
    let patch = try JSONPatch(json: #"[{"op": "replace", "path": "/entry/title", "value": "Hi"}]"#)
    let (patched, diff) = try document.applying(patch)
    print(diff)
    // Prints "~ hello-world.title: "Hello, World" → "Hi""
    _ = patched
    printer.check()
  }

  @Test func jsonPatchSummary() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(try JSONPatch(json: #"[{"op": "remove", "path": "/blog/0"}]"#).operations[0].summary)
    // Prints "remove /blog/0"
    printer.check()
  }

  @Test func jsonPatchSourceLocations() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(try JSONPatch(json: "[\n  {\"op\": \"remove\", \"path\": \"/blog/0\"}]").sourceLocations)
    // Prints "[2:3]"
    printer.check()
  }

  @Test func jsonPatchOperations() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let patch = JSONPatch([.remove(path: JSONPointer("/blog/0")!)])
    print(patch.operations.count)
    // Prints "1"
    printer.check()
  }

  @Test func jsonPatchIsEmpty() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(try JSONPatch(json: "[]").isEmpty)
    // Prints "true"
    printer.check()
  }

  @Test func jsonPatchWriting() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let patch = JSONPatch([.replace(path: JSONPointer("/entry/title")!, value: .string("Hi"))])
    print(String(decoding: try patch.jsonBytes(style: .compact), as: UTF8.self))
    // Prints "[{"op":"replace","path":"/entry/title","value":"Hi"}]"
    printer.check()
  }

  @Test func applyingJSONPatch() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let blog = Self.blog
    let patch = try JSONPatch(json: """
      [{"op": "test", "path": "/blog/0/title", "value": "Hello"},
       {"op": "add", "path": "/blog/0/tagNames/-", "value": "swift"}]
      """)
    let (patched, diff) = try blog.applying(patch)
    print(diff)
    // Prints "~ hello-world.tagNames: +"swift""
    _ = patched
    printer.check()
  }

  @Test func isJSONEqual() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(ArchiveValue.number("1.0").isJSONEqual(to: .number("1")))
    // Prints "true"
    printer.check()
  }

  @Test func jsonPatchErrorProblem() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let problem = JSONPatchError.Problem(
      operationNumber: 1, operation: "remove /entry/title",
      message: "'title' is required and cannot be removed.")
    print(problem)
    // Prints "operation 1 (remove /entry/title): 'title' is required and cannot be removed."
    printer.check()
  }

  @Test func jsonPatchOperation() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let operation = JSONPatchOperation.replace(
      path: JSONPointer("/entry/title")!, value: .string("Hello"))
    print(operation.name, operation.path)
    // Prints "replace /entry/title"
    printer.check()
  }

  @Test func jsonPatchOperationFrom() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(JSONPatchOperation.copy(from: JSONPointer("/blog/0")!, path: JSONPointer("/blog/-")!).from!)
    // Prints "/blog/0"
    printer.check()
  }

  @Test func jsonPatchOperationValue() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(JSONPatchOperation.test(path: JSONPointer("/entry/isDraft")!, value: .bool(false)).value!)
    // Prints "bool(false)"
    printer.check()
  }

  @Test func jsonPatchOperationSummary() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(JSONPatchOperation.move(from: JSONPointer("/blog/0")!, path: JSONPointer("/blog/2")!).summary)
    // Prints "move from /blog/0 to /blog/2"
    printer.check()
  }

  @Test func jsonPatchOperationArchiveValue() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(JSONPatchOperation.remove(path: JSONPointer("/blog/1")!).archiveValue
      == .object(["op": .string("remove"), "path": .string("/blog/1")]))
    // Prints "true"
    printer.check()
  }

  @Test func blogEntry() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    var entry = BlogEntry(id: "hello-world", title: "Hello, World")
    entry.tagNames = ["swift", "linux"]
    print(entry.validate())
    // Prints "[]"
    printer.check()
  }

  @Test func blogEntryInit() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let entry = BlogEntry(id: "hello-world", title: "Hello, World", tagNames: ["swift"])
    print(entry.isDraft, entry.tagNames)
    // Prints "false ["swift"]"
    printer.check()
  }

  @Test func isPasswordProtected() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    var entry = BlogEntry(id: "secret", title: "Secret")
    entry.unknownFields["wordpress"] = .object(["wp:post_password": .string("hunter2")])
    print(entry.isPasswordProtected)
    // Prints "true"
    printer.check()
  }

  @Test func fieldEditParse() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    do { _ = try FieldEdit<BlogEntry>.parse("titel=Hi", as: "--set") }
    catch { print(error) }   // Prints "Unknown field 'titel' in --set. Did you mean 'title'?"
    printer.check()
  }

  @Test func fieldEditUnknownField() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(FieldEdit<BlogEntry>.unknownField("titel", in: "--set", from: .form))
    // Prints "Unknown field 'titel'. Did you mean 'title'?"
    printer.check()
  }

  @Test func recognizes() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(JSONArchiveFormat().recognizes(Array(" {\"entry\": {}}".utf8)))
    // Prints "true"
    printer.check()
  }
}
