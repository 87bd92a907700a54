import BlogDocCore
import BlogDocTestSupport
import BlogDocBlog
import FoundationEssentials
import Testing

/// A list field's change kept as the items it removed and inserted (how a journal keeps it),
/// against the whole lists it stands for.
@Suite("List changes kept as deltas")
struct ListDeltaTests {
  /// Short lists over a small alphabet, so lists share items and runs.
  static let list = Gen.element(of: ["a", "b", "c", "d"]).compactMap { $0 }.array(of: 0...8)

  @Test func aDeltaTakesItsListToTheOtherAndItsInverseBack() async {
    await propertyCheck(count: 300, input: Self.list, Self.list) { old, new in
      let delta = ListDelta(from: old, to: new)
      #expect(delta.applied(to: old) == new)
      #expect(delta.inverted().applied(to: new) == old)
    }
  }

  @Test func composedDeltasDoBothInTurn() async {
    await propertyCheck(count: 300, input: Self.list, Self.list, Self.list) {
      first, second, third in
      let composed = ListDelta(from: first, to: second).composed(
        with: ListDelta(from: second, to: third))
      #expect(composed.applied(to: first) == third)
      #expect(composed.inverted().applied(to: third) == first)
    }
  }

  /// Each diff of a random script, compacted, applies and inverts as the whole one does,
  /// and reads back from its `Codable` form unchanged; on every model of the laws.
  @Test(arguments: LawModels.allCases)
  func compactedDiffsApplyAndInvertAsTheWholeOnes(model: LawModels) async {
    await Self.compactedDiffsApplyAndInvertAsTheWholeOnes(model.type)
  }

  static func compactedDiffsApplyAndInvertAsTheWholeOnes<M: LawModel>(_ model: M.Type) async {
    await DocumentDiffLawTests.check(model, count: 150) { start, script throws in
      let (diffs, states) = DocumentDiffLawTests.run(script, on: start, shared: true)
      for (index, diff) in diffs.enumerated() {
        let archived = ArchivedDiff(diff).compactingLists()
        let compact = try archived.decoded(as: M.self)
        #expect(try states[index].applying(compact) == states[index + 1])
        #expect(try states[index + 1].applying(compact.inverted()) == states[index])
        let coded = try JSONDecoder().decode(
          ArchivedDiff.self, from: JSONEncoder().encode(archived))
        #expect(coded == archived)
      }
    }
  }

  /// An optional list's delta composed with its becoming absent (or an absent list given
  /// items, then a delta) is one whole change; the delta was once dropped, so the undo of
  /// both reverted only the first (found by the laws on `Part`).
  @Test(
    arguments: [(["bolt"], ["bolt", "nut"], nil), (nil, ["nut"], ["nut", "washer"])]
      as [([String]?, [String]?, [String]?)])
  func anOptionalListsDeltaComposesWithAWholeChange(
    start: [String]?, middle: [String]?, end: [String]?
  ) throws {
    var part = Part()
    part.id = "p"
    part.bins = start
    let first = try ModelDocument(entries: [part])
    var document = first
    let diffs = try [middle, end].map { bins in
      try document.transaction("Bins") { $0[id: "p"]?.bins = bins }
    }
    let compact = try diffs.map { try ArchivedDiff($0).compactingLists().decoded(as: Part.self) }
    let composed = compact.reduce(DocumentDiff()) { $0.composed(with: $1) }
    #expect(try first.applying(composed) == document)
    #expect(try document.applying(composed.inverted()) == first)
  }

  /// The compacted diffs of a random script, composed, do what the script did.
  @Test(arguments: LawModels.allCases)
  func composedCompactedDiffsDoTheWholeScript(model: LawModels) async {
    await Self.composedCompactedDiffsDoTheWholeScript(model.type)
  }

  static func composedCompactedDiffsDoTheWholeScript<M: LawModel>(_ model: M.Type) async {
    await DocumentDiffLawTests.check(model, count: 150) { start, script throws in
      let (diffs, states) = DocumentDiffLawTests.run(script, on: start, shared: true)
      let compact = try diffs.map { try ArchivedDiff($0).compactingLists().decoded(as: M.self) }
      let composed = compact.reduce(DocumentDiff()) { $0.composed(with: $1) }
      #expect(try start.applying(composed) == states.last!)
    }
  }

  @Test func aDeltaAppliesItemByItemToAListChangedSince() throws {
    let added = FieldChange(
      field: "tagNames", before: .list(["a", "b"]), after: .list(["a", "b", "c"])
    ).compacted()
    // Made from a list like this one: by its positions; from another: item by item.
    #expect(added.list(applyingTo: .list(["b", "x"]), force: false) == .list(["b", "x", "c"]))
    #expect(
      added.list(applyingTo: .list(["x", "a", "b", "y"]), force: false)
        == .list(["x", "a", "c", "b", "y"]))
    #expect(added.inverted().list(applyingTo: .list(["x"]), force: false) == nil)
    #expect(added.inverted().list(applyingTo: .list(["x"]), force: true) == .list(["x"]))
    var entry = BlogEntry(id: "e", title: "T")
    entry.tagNames = ["x", "a", "b", "c"]
    var document = try ModelDocument<BlogEntry>(entries: [entry])
    // The change's inverse takes out "c" though "x" came in since.
    try document.apply(
      DocumentDiff(entryChanges: [
        .modified(id: "e", fields: [added.inverted()], unknownFields: nil)
      ]))
    #expect(document[id: "e"]?.tagNames == ["x", "a", "b"])
    // Once "c" is gone, taking it out again is a conflict naming what it expected.
    #expect(throws: DiffConflictError.self) {
      try document.apply(
        DocumentDiff(entryChanges: [
          .modified(id: "e", fields: [added.inverted()], unknownFields: nil)
        ]))
    }
    do {
      try document.apply(
        DocumentDiff(entryChanges: [
          .modified(id: "e", fields: [added.inverted()], unknownFields: nil)
        ]))
    } catch {
      #expect(
        "\(error)" == #"Cannot apply the change: e.tagNames is ["x", "a", "b"], expected ["c"]."#)
    }
  }
}
