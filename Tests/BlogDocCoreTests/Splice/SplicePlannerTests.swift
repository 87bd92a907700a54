import BlogDocBlog
import BlogDocCore
import Testing

/// `SplicePlanner` refuses what no format splices, with the sentence each splicer used to
/// write on its own, and lists the entries a diff only modifies.
@Suite("Splice planner")
struct SplicePlannerTests {
  static let original = try! BlogDocument(entries: [
    BlogEntry(id: "a", title: "A"), BlogEntry(id: "b", title: "B"), BlogEntry(id: "c", title: "C"),
  ])

  static func modified(_ id: String, _ field: String = "title") -> EntryChange<BlogEntry> {
    .modified(
      id: id, fields: [FieldChange(field: field, before: .string("x"), after: .string("y"))],
      unknownFields: nil)
  }

  static func position(_ id: String) -> Int? { original.ids.firstIndex(of: id) }

  @Test func modifiedRecordsAreAscendingAndAnEntryNamedTwiceComparesEveryField() {
    let diff = DocumentDiff<BlogEntry>(entryChanges: [
      Self.modified("c"), Self.modified("a"), Self.modified("c", "summary"),
    ])
    let records = SplicePlanner.modifiedRecords(in: diff, position: Self.position)
    #expect(records?.map(\.position) == [0, 2])
    #expect(records?.map { $0.fields?.map(\.field) } == [["title"], nil])
  }

  @Test func aDiffThatDoesMoreThanModifyHasNoModifiedRecords() {
    let inserting = DocumentDiff<BlogEntry>(entryChanges: [
      Self.modified("a"), .inserted(BlogEntry(id: "d", title: "D"), position: 3),
    ])
    #expect(SplicePlanner.modifiedRecords(in: inserting, position: Self.position) == nil)
    let unknownEntry = DocumentDiff<BlogEntry>(entryChanges: [Self.modified("z")])
    #expect(SplicePlanner.modifiedRecords(in: unknownEntry, position: Self.position) == nil)
  }

  @Test func refusalsInTheOrderTheyAreChecked() {
    var edited = Self.original
    edited[id: "a"]?.title = "New"
    let diff = edited.difference(from: Self.original)
    func check(
      version: Int = 2, isUTF8: Bool = true, describes: Bool = true, to edited: BlogDocument
    )
      throws(SpliceRefusal)
    {
      try SplicePlanner.checkSpliceable(
        original: Self.original, edited: edited, diff: diff, formatVersion: version, isUTF8: isUTF8,
        mapDescribes: describes)
    }
    #expect(throws: Never.self) { try check(to: edited) }
    #expect(
      throws: SpliceRefusal(
        reason:
          "The file is in format version 1; only a file already in version 2 keeps its layout.")
    ) { try check(version: 1, isUTF8: false, to: edited) }
    #expect(
      throws: SpliceRefusal(reason: "The file is not in UTF-8; only a UTF-8 file keeps its layout.")
    ) {
      try check(isUTF8: false, describes: false, to: edited)
    }
    var withUnknown = edited
    withUnknown.unknownFields["generator"] = .string("x")
    #expect(throws: SpliceRefusal(reason: "The document's own unknown members changed.")) {
      try check(describes: false, to: withUnknown)
    }
    #expect(throws: SpliceRefusal(reason: "The source map does not describe this document.")) {
      try check(describes: false, to: edited)
    }
  }
}
