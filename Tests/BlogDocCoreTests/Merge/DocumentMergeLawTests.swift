import BlogDocCore
import BlogDocTestSupport
import BlogDocBlog
import Testing

/// The laws of the three-way merge, on random blogs with random field edits on each side.
@Suite("DocumentMerge laws")
struct DocumentMergeLawTests {
  @Test func fieldDisjointEditsMergeAsBothDiffsAppliedInEitherOrder() async {
    await propertyCheck(count: 200, input: Generators.concurrentEdits(disjoint: true)) {
      edits throws in
      let result = DocumentMerge.merge(base: edits.base, ours: edits.ours, theirs: edits.theirs)
      #expect(result.conflicts == [])
      let oursDiff = edits.ours.difference(from: edits.base)
      let theirsDiff = edits.theirs.difference(from: edits.base)
      #expect(result.document == (try edits.base.applying(oursDiff).applying(theirsDiff)))
      #expect(result.document == (try edits.base.applying(theirsDiff).applying(oursDiff)))
    }
  }

  @Test func sidesSharingTheBaseStorageMergeAsCopiesSharingNothing() async {
    // Entries the sides did not write keep the base's stamps; rebuilt, every entry is new.
    func unshared(_ document: BlogDocument) -> BlogDocument {
      try! BlogDocument(entries: Array(document.entries), unknownFields: document.unknownFields)
    }
    // The base with only the entries `side` changed written: the others keep its stamps.
    func sharing(_ side: BlogDocument, with base: BlogDocument) -> BlogDocument {
      var result = base
      for id in base.ids where side[id: id] != base[id: id] { result[id: id] = side[id: id] }
      return result
    }
    await propertyCheck(count: 200, input: Generators.concurrentEdits(disjoint: false)) { edits in
      var ours = sharing(edits.ours, with: edits.base)
      var theirs = sharing(edits.theirs, with: edits.base)
      // Some entries removed, added and moved too, for the order and the entries only one side has.
      if let id = ours.ids.first { ours.remove(id: id) }
      if theirs.count > 1, let id = theirs.ids.last { theirs.move(id: id, to: 0) }
      try! theirs.append(BlogEntry(id: "added", title: "Added"))
      let shared = DocumentMerge.merge(base: edits.base, ours: ours, theirs: theirs)
      let copies = DocumentMerge.merge(
        base: unshared(edits.base), ours: unshared(ours), theirs: unshared(theirs))
      #expect(shared.document == copies.document)
      #expect(shared.conflicts == copies.conflicts)
      for side in [MergeSide.base, .ours, .theirs] {
        #expect(shared.document(taking: side) == copies.document(taking: side))
      }
    }
  }

  @Test func mergingWithAnUnchangedOrAnIdenticalSideGivesTheChangedSide() async {
    await propertyCheck(count: 200, input: Generators.concurrentEdits(disjoint: false)) { edits in
      let a = edits.ours
      #expect(DocumentMerge.merge(base: edits.base, ours: a, theirs: edits.base).document == a)
      #expect(DocumentMerge.merge(base: edits.base, ours: edits.base, theirs: a).document == a)
      #expect(DocumentMerge.merge(base: edits.base, ours: a, theirs: a).document == a)
      #expect(DocumentMerge.merge(base: edits.base, ours: a, theirs: a).isClean)
    }
  }

  @Test func swappingTheSidesSwapsTheConflictsAndKeepsTheValues() async {
    await propertyCheck(count: 200, input: Generators.concurrentEdits(disjoint: false)) { edits in
      let one = DocumentMerge.merge(base: edits.base, ours: edits.ours, theirs: edits.theirs)
      let other = DocumentMerge.merge(base: edits.base, ours: edits.theirs, theirs: edits.ours)
      #expect(one.document(taking: .ours) == other.document(taking: .theirs))
      #expect(one.document(taking: .theirs) == other.document(taking: .ours))
      #expect(one.document(taking: .base) == other.document(taking: .base))
      #expect(one.conflicts.map(Self.swapped) == other.conflicts)
    }
  }

  @Test func conflictsArisesExactlyOnFieldsChangedDifferentlyOnBothSides() async {
    await propertyCheck(count: 300, input: Generators.concurrentEdits(disjoint: false)) { edits in
      let result = DocumentMerge.merge(base: edits.base, ours: edits.ours, theirs: edits.theirs)
      var expected: [String] = []
      for id in edits.base.ids {
        let (b, o, t) = (edits.base[id: id]!, edits.ours[id: id]!, edits.theirs[id: id]!)
        for field in BlogEntry.schema.fields {
          let (bv, ov, tv) = (field.value(in: b), field.value(in: o), field.value(in: t))
          guard ov != bv, tv != bv, ov != tv else {
            // Changed on one side or alike: that value.
            let want = ov == bv ? tv : ov
            #expect(field.value(in: result.document[id: id]!) == want, "\(id).\(field.name)")
            continue
          }
          if Self.conflicts(field.kind, field.merge, bv, ov, tv) {
            expected.append("\(id).\(field.name)")
          }
        }
      }
      #expect(result.conflicts.map(\.place) == expected)
    }
  }

  /// The oracle of when two different edits of one field conflict.
  static func conflicts(
    _ kind: FieldKind, _ policy: MergePolicy, _ b: FieldValue, _ o: FieldValue, _ t: FieldValue
  ) -> Bool {
    if policy == .later {
      switch (o, t) {
      case (.date(let x), .date(let y)): return x.instant == y.instant
      case (.date, .null), (.null, .date): return false
      default: break
      }
    }
    switch (kind.wrapped, b, o, t) {
    case (.list, _, _, _): return false
    case (.text, .string(let b), .string(let o), .string(let t)):
      return LineMerge.mergeCleanly(base: b, ours: o, theirs: t) == nil
    default: return true
    }
  }

  static func swapped(_ conflict: MergeConflict) -> MergeConflict {
    var swapped = conflict
    switch conflict.kind {
    case .field(let name, let base, let ours, let theirs):
      swapped.kind = .field(name: name, base: base, ours: theirs, theirs: ours)
    case .unknownMember(let key, let base, let ours, let theirs):
      swapped.kind = .unknownMember(key: key, base: base, ours: theirs, theirs: ours)
    case .entry(let ours, let theirs):
      swapped.kind = .entry(ours: theirs, theirs: ours)
    }
    return swapped
  }
}
