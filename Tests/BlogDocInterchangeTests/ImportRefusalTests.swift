import BlogDocCore
import FoundationEssentials
import Testing

@testable import BlogDocInterchange
import BlogDocBlog

/// Records that cannot be imported: each is listed with its place, and the others still
/// merge, so a caller can refuse the whole import or keep the rest.
@Suite struct ImportRefusalTests {
  static let mapping = try! Mapping(
    json:
      #"{"fields": {"id": "id", "title": "title", "tagNames": "tags", "postedDate": {"from": "date", "transform": ["date"]}}}"#
  )

  static func record(_ members: KeyValuePairs<String, ArchiveValue>) -> ArchiveValue {
    var object = ArchiveObject()
    for (key, value) in members { object.append(key: key, value: value) }
    return .object(object)
  }

  static let batch: [(record: ArchiveValue, origin: RecordOrigin)] = [
    (
      record(["id": .string("a"), "title": .string("A")]), RecordOrigin(file: "f.json", label: "0")
    ),
    (record(["id": .string("b")]), RecordOrigin(file: "f.json", label: "1")),
    (record(["title": .string("No id")]), RecordOrigin(file: "f.json", label: "2")),
    (
      record([
        "id": .string("c"), "title": .string("C"), "tags": .array([.string("x"), .string("x")]),
        "date": .string("soon"),
      ]), RecordOrigin(file: "f.json", label: "3")
    ),
    (
      record(["id": .string("d"), "title": .string("D"), "date": .string("soon")]),
      RecordOrigin(file: "f.json", label: "4")
    ),
  ]

  @Test func everyBadRecordIsListedInOrderAndTheRestMerge() throws {
    var importer = Importer(into: try BlogDocument(entries: []), mapping: Self.mapping)
    importer.add(contentsOf: Self.batch)
    #expect(
      importer.summary.refusals.map(\.description) == [
        "f.json: 1 ('b'): title: Title must not be empty.",
        "f.json: 2: id: No identity: none of 'id' gives a usable id.",
        "f.json: 3 ('c'): tagNames: 'x' appears more than once.",
      ])
    #expect(importer.document.ids == ["a", "d"])
    #expect(importer.summary.description == "2 added, 0 updated, 0 unchanged, 3 invalid")
    // A refused record gives no warnings: only 'd''s unreadable date is one.
    #expect(
      importer.summary.warnings.map(\.description) == [
        #"f.json: 4 ('d'): postedDate: 'date': Expected a date, found "soon". The field was left as it was. The source's text was kept in the unknown members as 'imported.date'."#
      ])
  }

  @Test func aRefusedRecordLeavesAnExistingEntryAlone() throws {
    let original = BlogEntry(id: "a", title: "Kept")
    var importer = Importer(into: try BlogDocument(entries: [original]), mapping: Self.mapping)
    importer.add(contentsOf: [
      (
        Self.record(["id": .string("a"), "title": .string("New"), "tags": .array([.string(" ")])]),
        RecordOrigin(file: "f", label: "0")
      )
    ])
    #expect(importer.document[id: "a"] == original)
    #expect(
      importer.summary.refusals.map(\.description) == [
        "f: 0 ('a'): tagNames: Items must not be empty."
      ])
    #expect(importer.summary.description == "0 added, 0 updated, 0 unchanged, 1 invalid")
  }

  @Test func warningsAsErrorsRefuseTheRecordWithEachWarning() throws {
    var importer = Importer(into: try BlogDocument(entries: []), mapping: Self.mapping)
    importer.treatsWarningsAsErrors = true
    importer.add(contentsOf: Self.batch)
    #expect(
      importer.summary.refusals.map(\.description) == [
        "f.json: 1 ('b'): title: Title must not be empty.",
        "f.json: 2: id: No identity: none of 'id' gives a usable id.",
        "f.json: 3 ('c'): tagNames: 'x' appears more than once.",
        #"f.json: 4 ('d'): postedDate: 'date': Expected a date, found "soon"."#,
      ])
    #expect(importer.document.ids == ["a"])
    #expect(importer.summary.warnings.isEmpty)
  }

  @Test func oneRecordAtATimeThrowsAndChangesNothing() throws {
    var importer = Importer(into: try BlogDocument(entries: []), mapping: Self.mapping)
    importer.treatsWarningsAsErrors = true
    #expect(
      throws: ImportError(
        origin: RecordOrigin(file: "f.json", label: "4"), entryID: "d", field: "postedDate",
        message: #"'date': Expected a date, found "soon"."#)
    ) {
      try importer.add(Self.batch[4].record, from: Self.batch[4].origin)
    }
    #expect(importer.summary == ImportSummary())
    #expect(importer.document.count == 0)
  }

  func withFile(_ name: String, _ text: String, _ body: (String) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "blogdoc-refusal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    try body(path)
  }

  @Test func aSourceInTheOtherSyntaxSaysWhichFormatReadsIt() throws {
    try withFile("feed.xml", "\n\n  {\"items\": []}") { path in
      let source = ImportSource(path: path, format: .wxr, mapping: ImportFormat.wxr.builtInMapping!)
      #expect(
        throws: ArchiveError(
          .malformed,
          "Expected a WordPress export (XML), found JSON; --from jsonfeed reads a JSON Feed, --from json any JSON with --mapping.",
          at: SourceLocation(line: 3, column: 3), file: path)
      ) {
        try source.forEachRecord { _, _ in }
      }
    }
    try withFile("export.json", "\u{FEFF}<rss xmlns:wp=\"http://wordpress.org/export/1.2/\"/>") {
      path in
      for (format, message) in [
        (
          ImportFormat.jsonfeed,
          "Expected a JSON Feed, found XML; --from wxr reads a WordPress export."
        ),
        (.json, "Expected JSON, found XML; --from wxr reads a WordPress export."),
      ] {
        let source = ImportSource(
          path: path, format: format, mapping: ImportFormat.jsonfeed.builtInMapping!)
        #expect(
          throws: ArchiveError(
            .malformed, message, at: SourceLocation(line: 1, column: 1), file: path)
        ) {
          try source.forEachRecord { _, _ in }
        }
      }
    }
  }

  @Test func anUnreadableMarkdownFileIsHandedOverAndTheOthersRead() throws {
    try withFile("2024-01-01-bad.md", "---\ntitle: [x\n---\n") { bad in
      let directory = String(bad[..<bad.lastIndex(of: "/")!])
      try Data("---\ntitle: Good\n---\nBody\n".utf8).write(
        to: URL(fileURLWithPath: directory + "/2024-01-02-good.md"))
      let source = ImportSource(
        path: directory, format: .markdown, mapping: ImportFormat.markdown.builtInMapping!)
      var read: [String] = []
      var unreadable: [String] = []
      try source.forEachRecord { _, origin in
        read.append(origin.description)
      } unreadable: {
        unreadable.append($0.description)
      }
      #expect(read == [directory + "/2024-01-02-good.md"])
      #expect(
        unreadable == [
          bad + ":3:1: The front matter is not valid YAML: did not find expected ',' or ']'."
        ])
      // Without a handler the first one stops the reading, as before.
      #expect(throws: ArchiveError.self) { try source.forEachRecord { _, _ in } }
    }
  }
}
