import BlogDocBlog
import BlogDocCore
import Testing

/// `MemberSplicePlan` decides, from an entry before and after and the keys its record
/// holds, which members a splice rewrites, removes and adds, whatever the format.
@Suite("Member splice plan")
struct MemberSplicePlanTests {
  /// A format whose record is its members' keys, in file order; a key in `attributes`
  /// is one it refuses to rewrite. It writes nothing: the plan is what is checked.
  struct KeyList: SpliceSyntax {
    var attributes: Set<String> = []

    func memberIndex(
      of key: String, occurrence: Int, in record: [String]
    ) throws(SpliceRefusal) -> Int? {
      let indices = record.indices.filter { record[$0] == key }
      guard occurrence < indices.count else { return nil }
      guard !attributes.contains(key) else {
        throw SpliceRefusal(reason: "The member '\(key)' is an attribute.")
      }
      return indices[occurrence]
    }

    mutating func apply(_ plan: MemberSplicePlan, to record: [String]) throws(SpliceRefusal) {}
  }

  static let old = BlogEntry(
    id: "a", title: "Old", summary: "Short", tagNames: ["x"],
    unknownFields: ["extra": .string("1"), "gone": .bool(true), "extra2": .string("k")])
  static let record = ["id", "title", "summary", "tagNames", "extra", "gone", "extra2"]

  @Test func changesRemovalsAndAdditionsInTheSchemasOrder() throws {
    var new = Self.old
    new.title = "New"
    new.summary = nil
    new.authorName = "Ada"
    new.unknownFields = ["extra": .string("2"), "extra2": .string("k"), "fresh": .number("3")]
    let spelled = FieldValueSource(
      id: "a", field: "title", value: .string("New"), text: Array("N&#x65;w".utf8))
    let plan = try MemberSplicePlan(
      of: Self.record, from: Self.old, to: new, valueSources: [spelled], syntax: KeyList())
    var expected = MemberSplicePlan()
    expected.changes = [
      .init(
        index: 1, key: "title", field: 1, old: .string("Old"), new: .string("New"),
        text: Array("N&#x65;w".utf8)),
      .init(index: 4, key: "extra", field: nil, old: .string("1"), new: .string("2")),
    ]
    expected.removals = [2, 5]
    expected.additions = [
      .init(key: "authorName", field: 3, value: .string("Ada")),
      .init(key: "fresh", field: nil, value: .number("3")),
    ]
    #expect(plan == expected)
    #expect(plan.additions.map(\.order) == [3, .max])
  }

  @Test func aListFieldCarriesItsItemName() throws {
    var new = Self.old
    new.tagNames = ["x", "y"]
    let plan = try MemberSplicePlan(of: Self.record, from: Self.old, to: new, syntax: KeyList())
    #expect(plan.changes.map(\.itemName) == ["tag"])
    #expect(plan.changes.map(\.new) == [.array([.string("x"), .string("y")])])
  }

  @Test func aFieldTheDiffNamesTwiceIsVisitedOnce() throws {
    var new = Self.old
    new.title = "New"
    let change = FieldChange(field: "title", before: .string("Old"), after: .string("New"))
    let plan = try MemberSplicePlan(
      of: Self.record, from: Self.old, to: new, fields: [change, change], syntax: KeyList())
    #expect(plan.changes.map(\.key) == ["title"])
  }

  @Test func onlyTheFieldsTheDiffNamesAreVisited() throws {
    var new = Self.old
    new.title = "New"
    new.isDraft = true
    let change = FieldChange(field: "title", before: .string("Old"), after: .string("New"))
    let plan = try MemberSplicePlan(
      of: Self.record, from: Self.old, to: new, fields: [change], syntax: KeyList())
    #expect(plan.changes.map(\.key) == ["title"])
    #expect(plan.additions.isEmpty)
  }

  @Test func anUnchangedEntryGivesAnEmptyPlan() throws {
    #expect(
      try MemberSplicePlan(of: Self.record, from: Self.old, to: Self.old, syntax: KeyList()).isEmpty
    )
  }

  @Test func aRepeatedUnknownMemberIsMatchedByOccurrence() throws {
    var old = Self.old
    old.unknownFields = ArchiveObject([
      .init(key: "note", value: .string("a")), .init(key: "note", value: .string("b")),
    ])
    var new = old
    new.unknownFields = ArchiveObject([
      .init(key: "note", value: .string("a")), .init(key: "note", value: .string("c")),
    ])
    let spelled = FieldValueSource(
      id: "a", field: "note", value: .string("c"), text: Array("c".utf8))
    let plan = try MemberSplicePlan(
      of: ["id", "title", "note", "note"], from: old, to: new, valueSources: [spelled],
      syntax: KeyList())
    // The second "note" changes; a spelling is kept for a key's first member alone.
    #expect(
      plan.changes == [
        .init(index: 3, key: "note", field: nil, old: .string("b"), new: .string("c"))
      ])
  }

  @Test func refusals() {
    var new = Self.old
    new.title = "New"
    let unknownField = FieldChange(field: "colour", before: .string("a"), after: .string("b"))
    #expect(throws: SpliceRefusal(reason: "The changed field \"colour\" is not in the schema.")) {
      try MemberSplicePlan(
        of: Self.record, from: Self.old, to: new, fields: [unknownField], syntax: KeyList())
    }
    #expect(throws: SpliceRefusal(reason: "The member 'title' is an attribute.")) {
      try MemberSplicePlan(
        of: Self.record, from: Self.old, to: new, syntax: KeyList(attributes: ["title"]))
    }
    var unmapped = Self.old
    unmapped.unknownFields["gone"] = .bool(false)
    #expect(throws: SpliceRefusal(reason: "The member \"gone\" is not in the source map.")) {
      try MemberSplicePlan(of: ["id", "title"], from: Self.old, to: unmapped, syntax: KeyList())
    }
  }
}
