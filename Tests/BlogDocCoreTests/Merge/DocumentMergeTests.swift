import BlogDocCore
import BlogDocBlog
import Testing

/// The merge rules on hand-made blogs: entries added, removed and reordered, lists, text,
/// dates and unknown members.
@Suite("DocumentMerge rules")
struct DocumentMergeTests {
  static func blog(_ entries: BlogEntry...) -> BlogDocument { try! BlogDocument(entries: entries) }
  static let a = BlogEntry(
    id: "a", title: "A", bodyText: "one\ntwo\nthree\n", tagNames: ["x", "y"])
  static let b = BlogEntry(id: "b", title: "B")
  static let c = BlogEntry(id: "c", title: "C")

  @Test func entriesAddedOnBothSidesAreBothKept() {
    let result = DocumentMerge.merge(
      base: Self.blog(Self.a), ours: Self.blog(Self.a, Self.b), theirs: Self.blog(Self.a, Self.c))
    #expect(result.conflicts == [])
    #expect(result.document.ids == ["a", "b", "c"])
  }

  @Test func anEntryRemovedOnOneSideAndUnchangedOnTheOtherIsRemoved() {
    let result = DocumentMerge.merge(
      base: Self.blog(Self.a, Self.b), ours: Self.blog(Self.a), theirs: Self.blog(Self.a, Self.b))
    #expect(result.document == Self.blog(Self.a))
  }

  @Test func anEntryRemovedOnOneSideAndEditedOnTheOtherIsAConflict() {
    var edited = Self.b
    edited.title = "B2"
    let result = DocumentMerge.merge(
      base: Self.blog(Self.a, Self.b), ours: Self.blog(Self.a), theirs: Self.blog(Self.a, edited))
    #expect(result.conflicts.map(\.description) == ["b: ours removed it, theirs edited it"])
    #expect(result.conflicts.map(\.target) == [.entry])
    #expect(result.document.ids == ["a"])
    #expect(result.document(taking: .theirs) == Self.blog(Self.a, edited))
    #expect(result.document(taking: .base) == Self.blog(Self.a, Self.b))
  }

  @Test func theSameNewIDOnBothSidesMergesAgainstAnEmptyEntry() {
    var ours = Self.b
    ours.summary = "Ours"
    var theirs = Self.b
    theirs.tagNames = ["t"]
    let result = DocumentMerge.merge(
      base: Self.blog(Self.a), ours: Self.blog(Self.a, ours), theirs: Self.blog(Self.a, theirs))
    var both = ours
    both.tagNames = ["t"]
    #expect(result.conflicts == [])
    #expect(result.document == Self.blog(Self.a, both))
  }

  @Test func aReorderingOnOneSideMergesWithAnEditOnTheOther() {
    var edited = Self.a
    edited.title = "A2"
    let result = DocumentMerge.merge(
      base: Self.blog(Self.a, Self.b, Self.c), ours: Self.blog(Self.c, Self.a, Self.b),
      theirs: Self.blog(edited, Self.b, Self.c))
    #expect(result.document == Self.blog(Self.c, edited, Self.b))
  }

  @Test func listsKeepBothSidesAdditionsAndLoseWhatEitherRemoved() {
    var ours = Self.a
    ours.tagNames = ["x", "o"]  // removed y, added o
    var theirs = Self.a
    theirs.tagNames = ["x", "y", "t"]
    let result = DocumentMerge.merge(
      base: Self.blog(Self.a), ours: Self.blog(ours), theirs: Self.blog(theirs))
    #expect(result.document[id: "a"]?.tagNames == ["x", "o", "t"])
  }

  @Test func textMergesLineByLineAndConflictsOnlyOnOverlappingLines() {
    var ours = Self.a
    ours.bodyText = "ONE\ntwo\nthree\n"
    var theirs = Self.a
    theirs.bodyText = "one\ntwo\nTHREE\n"
    let clean = DocumentMerge.merge(
      base: Self.blog(Self.a), ours: Self.blog(ours), theirs: Self.blog(theirs))
    #expect(clean.document[id: "a"]?.bodyText == "ONE\ntwo\nTHREE\n")
    theirs.bodyText = "uno\ntwo\nthree\n"
    let conflicting = DocumentMerge.merge(
      base: Self.blog(Self.a), ours: Self.blog(ours), theirs: Self.blog(theirs))
    #expect(conflicting.conflicts.map(\.place) == ["a.bodyText"])
  }

  @Test func updatedDateTakesTheLaterOfTheTwo() throws {
    var ours = Self.a
    ours.updatedDate = try Timestamp(iso8601: "2026-11-23T10:00:00Z")
    var theirs = Self.a
    theirs.updatedDate = try Timestamp(iso8601: "2026-11-23T12:00:00+01:00")  // 11:00Z
    let result = DocumentMerge.merge(
      base: Self.blog(Self.a), ours: Self.blog(ours), theirs: Self.blog(theirs))
    #expect(result.conflicts == [])
    #expect(result.document[id: "a"]?.updatedDate == theirs.updatedDate)
  }

  @Test func unknownMembersMergeByKey() {
    var ours = Self.a
    ours.unknownFields = ["mood": .string("happy")]
    var theirs = Self.a
    theirs.unknownFields = ["rating": .number("5")]
    let result = DocumentMerge.merge(
      base: Self.blog(Self.a), ours: Self.blog(ours), theirs: Self.blog(theirs))
    #expect(
      result.document[id: "a"]?.unknownFields == ["mood": .string("happy"), "rating": .number("5")])
    theirs.unknownFields = ["mood": .string("sad")]
    let conflicting = DocumentMerge.merge(
      base: Self.blog(Self.a), ours: Self.blog(ours), theirs: Self.blog(theirs))
    #expect(
      conflicting.conflicts.map(\.description) == [
        #"a.mood: base absent, ours string("happy"), theirs string("sad")"#
      ])
  }

  @Test func conflictedTextReadsBackItsThreeSides() throws {
    let merged = LineMerge.merge(base: "a\nb\nc\n", ours: "a\nB\nc\n", theirs: "a\nβ\nc\n")
    #expect(merged.text == "a\n<<<<<<< ours\nB\n||||||| base\nb\n=======\nβ\n>>>>>>> theirs\nc\n")
    #expect(merged.conflicts == 1)
    let sides = try #require(ConflictedText(merged.text))
    #expect(
      [sides.ours, sides.base, sides.theirs, "\(sides.hunks) \(sides.firstLine)"] == [
        "a\nB\nc\n", "a\nb\nc\n", "a\nβ\nc\n", "1 2",
      ])
    #expect(ConflictedText("a\n<<<<<<< ours\nB\n=======\nC\n>>>>>>> theirs\n") == nil)
    #expect(ConflictedText.firstMarkerLine(in: Array(merged.text.utf8)) == 2)
    #expect(ConflictedText.firstMarkerLine(in: Array("<<<<<<<<x\n".utf8)) == nil)
  }
}
