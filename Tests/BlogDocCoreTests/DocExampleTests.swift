// swift-format-ignore-file
// Each example is a line-for-line copy of its doc comment, so the formatter leaves it alone.
import BlogDocBlog
import BlogDocCore
import BlogDocJSON
import BlogDocTestSupport
import FoundationEssentials
import Testing

/// The examples of BlogDocCore's public doc comments that say what they print, each run
/// here verbatim (after the lines that give it a `blog`) with `print` captured; `check()`
/// compares what was printed with the function's own `// Prints` comments.
@Suite("BlogDocCore's doc examples print what they say")
struct DocExampleTests {
  static let here = URL(filePath: #filePath).deletingLastPathComponent().path

  @Test func everyDocExampleThatPrintsIsRunHere() throws {
    let missing = try DocExample.examples(
      inModule: "BlogDocCore", missingFrom: [
        #filePath, Self.here + "/DocExampleTests+Archiving.swift",
        Self.here + "/DocExampleTests+Observation.swift",
      ])
    #expect(missing.map(\.description) == [])
  }

  static func blog(_ title: String = "Hello", id: String = "hello-world") -> BlogDocument {
    try! BlogDocument(entries: [BlogEntry(id: id, title: title)])
  }

  @Test func entryProxy() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let entry = BlogEntry(id: "hello", title: "Hello")
    var proxy = EntryProxy(entry)
    proxy.title = "New"
    proxy.tagNames.append("swift")
    print(proxy.title, entry.title, proxy.isUpdated)
    // Prints "New Hello true"
    proxy.title = entry.title
    proxy.tagNames.removeLast()
    print(proxy.isUpdated)
    // Prints "false"
    printer.check()
  }

  @Test func documentProxy() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let blog = Self.blog()
    var proxy = DocumentProxy(blog)
    proxy[id: "hello-world"]?.title = "Hello, World"
    try proxy.append(BlogEntry(id: "second", title: "Second"))
    print(proxy.commit())
    // Prints:
    // ~ hello-world.title: "Hello" → "Hello, World"
    // + second (at 1)
    printer.check()
  }

  @Test func documentProxyCommit() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let blog = Self.blog()
    var proxy = DocumentProxy(blog)
    proxy[id: "hello-world"]?.title = "Hello again"
    print(proxy.commit())
    // Prints "~ hello-world.title: "Hello" → "Hello again""
    printer.check()
  }

  @Test func transaction() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    var blog = Self.blog()
    let diff = try blog.transaction("Rename entry") { proxy in
      proxy[id: "hello-world"]?.title = "Hello, World"
    }
    print(diff)
    // Prints "~ hello-world.title: "Hello" → "Hello, World""
    printer.check()
  }

  @Test func conflictedText() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let text = "a\n<<<<<<< ours\nb\n||||||| base\nc\n=======\nd\n>>>>>>> theirs\n"
    let sides = ConflictedText(text)!
    print(sides.ours, sides.base, sides.theirs, sides.hunks)
    // Prints "a\nb\n a\nc\n a\nd\n 1"
    printer.check()
  }

  @Test func mergeConflict() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let base = Self.blog("Hello"), ours = Self.blog("Hi"), theirs = Self.blog("Hey")
    let result = DocumentMerge.merge(base: base, ours: ours, theirs: theirs)
    for conflict in result.conflicts { print(conflict) }
    // Prints "hello-world.title: base "Hello", ours "Hi", theirs "Hey""
    printer.check()
  }

  @Test func lineMerge() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let merged = LineMerge.merge(base: "a\nb\nc\n", ours: "A\nb\nc\n", theirs: "a\nb\nC\n")
    print(merged.text, merged.conflicts)
    // Prints "A\nb\nC\n 0"
    printer.check()
  }

  @Test func documentEditor() throws {
    let printer = DocExamplePrinter()
    @Sendable func print(_ items: Any...) { printer.print(items) }
    let blog = Self.blog(id: "hello")
    let editor = DocumentEditor(document: blog)
    let token = try editor.observeDidChange(\.title) { event in
      print("\(event.entryID).title: \(event.oldValue) → \(event.newValue)")
    }
    try editor.transaction("Rename") { $0[id: "hello"]?.title = "Hi" }
    // Prints "hello.title: "Hello" → "Hi""
    try editor.undo()
    // Prints "hello.title: "Hi" → "Hello""
    editor.removeObserver(token)
    printer.check()
  }

  @Test func archiveFormat() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let entry = BlogEntry(id: "hello", title: "Hello")
    let bytes = try JSONArchiveFormat().encode(ModelDocument(entry: entry))
    let back = try JSONArchiveFormat().decode(BlogEntry.self, from: bytes)
    print(back[id: "hello"] == entry)
    // Prints "true"
    printer.check()
  }

  @Test func leadingSyntax() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let sniffed = LeadingSyntax(Array("\n  {\"title\": 1}".utf8))
    print(sniffed.kind, sniffed.location)
    // Prints "json 2:3"
    printer.check()
  }

  @Test func archiveErrorReading() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let error = ArchiveError(.schema, "Expected a boolean, found \"maybe\".",
                             at: SourceLocation(line: 4, column: 3), fieldPath: "/entry/isDraft")
    print(error.reading("entry.xml"))
    // Prints "entry.xml:4:3: /entry/isDraft: Expected a boolean, found "maybe"."
    printer.check()
  }

  @Test func archived() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(BlogEntry(id: "a", title: "A").archived()["title"] as Any)
    // Prints "Optional(BlogDocCore.ArchiveValue.string("A"))"
    printer.check()
  }

  @Test func valueForField() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let entry = BlogEntry(id: "hello", title: "Hello")
    print(try entry.value(forField: "title"))
    // Prints ""Hello""
    printer.check()
  }

  @Test func setValueParsing() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    var entry = BlogEntry(id: "hello", title: "Hello")
    try entry.setValue(parsing: "2026-11-20T10:00:00Z", forField: "postedDate")
    print(try entry.formattedValue(forField: "postedDate"))
    // Prints "2026-11-20T10:00:00Z"
    printer.check()
  }

  @Test func schema() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let schema = BlogEntry.schema
    print(schema.entryName, schema.version, schema.fields.map(\.name).prefix(3))
    // Prints "entry 2 ["id", "title", "summary"]"
    printer.check()
  }

  @Test func schemaViolations() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let entry = BlogEntry(id: "e", title: "Evil\npost-999")
    print(BlogEntry.schema.violations(of: entry))
    // Prints "[title: Expected one line, found a line feed (U+000A) in "Evil\\npost-999"; only text fields such as a body hold several lines.]"
    printer.check()
  }

  @Test func history() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    var blog = Self.blog(id: "hello")
    var history = History<BlogEntry>()
    let diff = try blog.transaction("Rename") { $0[id: "hello"]?.title = "Hi" }
    history.record(diff, actionName: "Rename")
    try history.undo(&blog)
    print(history.canUndo, history.canRedo, history.redoActionName ?? "-")
    // Prints "false true Rename"
    printer.check()
  }

  @Test func historyPolicy() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    var blog = Self.blog(id: "hello")
    // The blog's bodyText is `.coalescing(within: .seconds(60))`, and no field is `.excluded`.
    let typed = try blog.transaction("Type") { $0[id: "hello"]?.bodyText += "!" }
    let more = try blog.transaction("Type") { $0[id: "hello"]?.bodyText += "?" }
    print(typed.coalesces(with: more, secondsLater: 5), typed.undoablePart == typed)
    // Prints "true true": one undo step, which reverts both edits whole
    printer.check()
  }

  @Test func timestampSecondsSince() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let start = try Timestamp(iso8601: "2026-11-27T10:00:00Z")
    print(try Timestamp(iso8601: "2026-11-27T10:00:01.5Z").seconds(since: start))
    // Prints "1.5"
    printer.check()
  }

  @Test func documentDiff() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    var blog = Self.blog()
    let before = blog
    blog[id: "hello-world"]?.title = "New"
    let diff = blog.difference(from: before)
    print(diff)
    // Prints "~ hello-world.title: "Hello" → "New""
    print(try before.applying(diff) == blog, diff.inverted().inverted() == diff)
    // Prints "true true"
    printer.check()
  }

  @Test func fieldChange() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let change = FieldChange(field: "title", before: .string("Old"), after: .string("New"))
    print(change.inverted().after)
    // Prints ""Old""
    printer.check()
  }

  @Test func fieldChangeCompacted() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let change = FieldChange(field: "tagNames", before: .list(["a"]), after: .list(["a", "b"]))
    print(change.compacted().listDelta!.inserted)   // Prints "[BlogDocCore.ListDelta.Item(at: 1, item: "b")]"
    printer.check()
  }

  @Test func fieldChangeList() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let added = FieldChange(field: "tagNames", before: .list(["a"]), after: .list(["a", "b"])).compacted()
    print(added.list(applyingTo: .list(["x", "y", "a"]), force: false)!)   // Prints "["x", "b", "y", "a"]"
    printer.check()
  }

  @Test func listDelta() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let delta = ListDelta(from: ["swift", "xml"], to: ["swift", "xml", "linux"])
    print(delta.inserted, delta.applied(to: ["swift", "xml"])!)
    // Prints "[BlogDocCore.ListDelta.Item(at: 2, item: "linux")] ["swift", "xml", "linux"]"
    printer.check()
  }

  @Test func localDate() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(try Timestamp(iso8601: "2026-11-20T23:30:00-05:00").localDate)
    // Prints "(year: 2026, month: 11, day: 20)"
    printer.check()
  }

  @Test func archiveObject() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    var bag = ArchiveObject()
    bag.append(key: "rating", value: .number("5"))
    print(bag["rating"] as Any)
    // Prints "Optional(BlogDocCore.ArchiveValue.number("5"))"
    printer.check()
  }

  @Test func fieldKindParse() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(try FieldKind.list(itemName: "tag").parse("swift, linux"))
    // Prints "["swift", "linux"]"
    printer.check()
  }

  @Test func fieldValueDescription() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(FieldValue.list(["a", "b"]), FieldValue.string("Hi"), FieldValue.null)
    // Prints "["a", "b"] "Hi" absent"
    printer.check()
  }

  @Test func timestamp() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let t = try Timestamp(iso8601: "2026-11-20T12:00:00.50+02:00")
    print(t.iso8601, t.secondsSince1970)
    // Prints "2026-11-20T12:00:00.50+02:00 1795168800"
    printer.check()
  }

  @Test func difference() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    var blog = Self.blog()
    let snapshot = blog
    blog[id: "hello-world"]?.isDraft = true
    print(blog.difference(from: snapshot))
    // Prints "~ hello-world.isDraft: false → true"
    printer.check()
  }

  @Test func modelDocument() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    var blog = try BlogDocument(entries: [])
    try blog.append(BlogEntry(id: "hello", title: "Hello"))
    let snapshot = blog
    blog[id: "hello"]?.title = "Hello again"
    print(snapshot[id: "hello"]!.title, "/", blog[id: "hello"]!.title)
    // Prints "Hello / Hello again"
    printer.check()
  }

  @Test func duplicateIDError() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(DuplicateIDError(id: "post-002", entryID: "post-001"))
    // Prints "post-001.id: Expected an id no other entry has, found 'post-002'; each entry needs its own id."
    printer.check()
  }

  @Test func archiveLayout() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let layout: ArchiveLayout = .collection
    print(layout == .single ? "one record at the root" : "a collection root")
    // Prints "a collection root"
    printer.check()
  }

  @Test func decodedDocument() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let decoded = DecodedDocument(document: ModelDocument(entry: BlogEntry(id: "a", title: "A")), formatVersion: 2)
    print(decoded.violations.isEmpty)
    // Prints "true"
    printer.check()
  }

  @Test func documentBuilder() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    var builder = DocumentBuilder<BlogEntry>(options: .default)
    try builder.beginDocument(rootName: "entry", version: BlogEntry.schema.version, at: nil)
    builder.beginRecord(at: SourceLocation(line: 1, column: 1))
    try builder.addField(key: "id", value: .string("hello"), at: SourceLocation(line: 2, column: 1))
    try builder.addField(key: "title", value: .string("Hello"), at: SourceLocation(line: 3, column: 1))
    try builder.endRecord()
    let decoded = try builder.finish()
    print(decoded.document[id: "hello"]?.title ?? "none")
    // Prints "Hello"
    printer.check()
  }

  @Test func spliceEdits() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    var edits = SpliceEdits<Never>(source: Array("<a>old</a>".utf8))
    edits.replace(3..<6, with: Array("new".utf8))
    print(String(decoding: try edits.output(), as: UTF8.self))
    // Prints "<a>new</a>"
    printer.check()
  }

  @Test func schemaEmptyModel() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(BlogEntry.schema.emptyModel(id: "draft").id)
    // Prints "draft"
    printer.check()
  }

  @Test func schemaFieldByKeyPath() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(BlogEntry.schema.field(\.bodyText)!.name)
    // Prints "bodyText"
    printer.check()
  }

  /// A contact whose schema declares its field `email` twice, for `SchemaError`'s example.
  private struct Contact: Model {
    var id = ""
    var email = ""
    var workEmail = ""
    var unknownFields = ArchiveObject()

    static let schema = Schema<Contact>(
      entryName: "contact", collectionName: "contacts", version: 1, id: \.id,
      fields: [Field("email", \.email), Field("email", \.workEmail)])
  }

  @Test func schemaError() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    do { try Contact.schema.check() } catch { print(error) }
    // Prints "Contact's schema declares the field 'email' twice."
    printer.check()
  }

  @Test func conflictTarget() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let conflict = DiffConflict(entryID: "hello-world", target: .entry, expected: "present", found: "absent")
    if case .entry = conflict.target { print("the entry \(conflict.entryID!) is gone") }
    // Prints "the entry hello-world is gone"
    printer.check()
  }

  @Test func diffConflict() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let conflict = DiffConflict(entryID: "hello-world", target: .field("title"), expected: "\"New\"", found: "\"Edited\"")
    print(conflict)
    // Prints "hello-world.title is "Edited", expected "New""
    printer.check()
  }

  @Test func day() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let birthday = Day(iso8601: "1815-12-10")!
    print(birthday.year, birthday.month, birthday.day, birthday)
    // Prints "1815 12 10 1815-12-10"
    print(Day(iso8601: "2026-02-29") as Any)
    // Prints "nil"
    printer.check()
  }

  @Test func timestampFromDate() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(Timestamp(Date(timeIntervalSince1970: 1_795_168_800.25)).iso8601)
    // Prints "2026-11-20T10:00:00.250Z"
    printer.check()
  }

  @Test func decodingOptionsReading() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(DecodingOptions.default.reading("posts/2024-01-05-hi.md").sourceName ?? "none")
    // Prints "posts/2024-01-05-hi.md"
    printer.check()
  }

  @Test func spliceRefusalRewrite() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let refusal = SpliceRefusal(reason: "The title could not be found.", rewrite: Array("x".utf8))
    print(refusal.rewrite?.count ?? 0)
    // Prints "1"
    printer.check()
  }
}
