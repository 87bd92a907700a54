/// The three-way merge of two documents edited from a common base, by entry id and field,
/// the way a person who knows the schema would merge them.
///
/// The rules:
/// - Entries are matched by id. An entry added on one side is kept; added on both sides
///   under the same id, its two versions merge field by field against an empty entry.
///   Removed on one side and unchanged on the other, it is removed; removed on one side
///   and edited on the other, it is a conflict (``MergeConflict/Kind/entry(ours:theirs:)``).
/// - A field changed on one side takes that side's value; changed to the same value on both
///   sides, it is clean; changed differently on both, the field's ``MergePolicy`` decides:
///   lists merge as sequences (additions from both kept, a removal on either side wins),
///   `.text` fields merge line by line and conflict only on overlapping hunks, `.later`
///   dates take the later one, and anything else is a conflict.
/// - Members the schema does not know merge by key, as fields do (a repeated key is one
///   value: all its members).
/// - The entries' order merges as a list does, so a reordering on one side is kept; where
///   both sides changed the same stretch of the order, what both kept comes first.
/// - The result has ours's layout.
///
/// ```swift
/// let result = DocumentMerge.merge(base: base, ours: retitled, theirs: retagged)
/// if result.conflicts.isEmpty { try DocumentFile.write(result.document, to: "blog.xml") }
/// ```
///
/// Only entries a side wrote since the base are compared: sides edited from the base (or
/// read relative to it, as the merge driver reads them) share its storage for the rest,
/// and their stamps say which entries those are (see ``ModelDocument/difference(from:)``).
///
/// - Complexity: O(*n* log *n*) for *n* entries, plus the line merges of text fields both
///   sides changed, plus O(*d*²) when both sides reordered *d* entries; O(*n* + *c* log *n*)
///   for *c* entries rewritten when the sides share the base's storage and keep its order.
public enum DocumentMerge {
  /// The merge of `ours` and `theirs` against `base`.
  public static func merge<M: Model>(
    base: ModelDocument<M>, ours: ModelDocument<M>, theirs: ModelDocument<M>
  ) -> MergeResult<M> {
    if theirs == base || ours == theirs {
      return MergeResult(document: ours, conflicts: [], order: ours.ids, entrySides: [:])
    }
    if ours == base {
      var document = theirs
      document.layout = ours.layout
      return MergeResult(document: document, conflicts: [], order: theirs.ids, entrySides: [:])
    }
    var conflicts: [MergeConflict] = []
    var entrySides: [String: [MergeSide: M]] = [:]
    var merged = ours
    var removed = Set<String>()
    // An entry with the base's stamp on both sides is the base's on both: nothing to merge.
    var rewritten = Set(ours._stamps.symmetricDifference(base._stamps).lazy.map(\.id))
    rewritten.formUnion(theirs._stamps.symmetricDifference(base._stamps).lazy.map(\.id))
    // Entries of ours: merged with theirs, or removed by theirs.
    for id in ours.ids where rewritten.contains(id) {
      let mine = ours[id: id]!
      let baseEntry = base[id: id]
      if let other = theirs[id: id] {
        let result = mergeEntry(
          id: id, base: baseEntry ?? emptyEntry(id: id), ours: mine, theirs: other,
          conflicts: &conflicts)
        if result != mine { merged[id: id] = result }
      } else if let baseEntry {
        if mine == baseEntry {
          removed.insert(id)
        } else {
          conflicts.append(MergeConflict(entryID: id, kind: .entry(ours: "edited", theirs: nil)))
          entrySides[id] = [.base: baseEntry, .ours: mine]
        }
      }
    }
    // Entries only theirs has: added by theirs, or removed by ours.
    for id in theirs.ids where rewritten.contains(id) && !ours.contains(id: id) {
      let other = theirs[id: id]!
      guard let baseEntry = base[id: id] else {
        merged._store(other)
        merged._order.append(id)
        continue
      }
      if other != baseEntry {
        conflicts.append(MergeConflict(entryID: id, kind: .entry(ours: nil, theirs: "edited")))
        entrySides[id] = [.base: baseEntry, .theirs: other]
      }
    }
    for id in removed {
      if let slot = merged._slots.removeValue(forKey: id) {
        merged._stamps.remove(_EntryStamp(id: id, stamp: slot.stamp))
      }
    }

    let order = mergedOrder(base: base, ours: ours, theirs: theirs, conflicted: entrySides)
    merged._order = order.filter { merged._slots[$0] != nil }
    merged.unknownFields = mergeMembers(
      entryID: nil, base: base.unknownFields, ours: ours.unknownFields,
      theirs: theirs.unknownFields,
      conflicts: &conflicts)
    return MergeResult(document: merged, conflicts: conflicts, order: order, entrySides: entrySides)
  }

  /// The entry with `id` and every other field at its default: the base of an entry both
  /// sides added.
  static func emptyEntry<M: Model>(id: String) -> M {
    M.schema.emptyModel(id: id)
  }

  /// Two versions of one entry merged field by field against `base`; a conflicting field
  /// keeps ours's value and is added to `conflicts`.
  static func mergeEntry<M: Model>(
    id: String, base: M, ours: M, theirs: M, conflicts: inout [MergeConflict]
  ) -> M {
    if ours == theirs || theirs == base { return ours }
    if ours == base { return theirs }
    var result = ours
    for field in M.schema.fields {
      let (b, o, t) = (field.value(in: base), field.value(in: ours), field.value(in: theirs))
      if o == t || t == b { continue }
      if let value = FieldMerge.merge(
        kind: field.kind, policy: field.merge, base: b, ours: o, theirs: t)
      {
        field.setValue(value, in: &result)
      } else {
        conflicts.append(
          MergeConflict(entryID: id, kind: .field(name: field.name, base: b, ours: o, theirs: t)))
      }
    }
    result.unknownFields = mergeMembers(
      entryID: id, base: base.unknownFields, ours: ours.unknownFields, theirs: theirs.unknownFields,
      conflicts: &conflicts)
    return result
  }

  /// Unknown members merged by key: ours's keys in ours's order, then keys only theirs has.
  static func mergeMembers(
    entryID: String?, base: ArchiveObject, ours: ArchiveObject, theirs: ArchiveObject,
    conflicts: inout [MergeConflict]
  ) -> ArchiveObject {
    if ours == theirs || theirs == base { return ours }
    if ours == base { return theirs }
    var keys: [String] = []
    for member in ours.members + theirs.members + base.members where !keys.contains(member.key) {
      keys.append(member.key)
    }
    var result = ArchiveObject()
    for key in keys {
      let (b, o, t) = (values(base, key), values(ours, key), values(theirs, key))
      var chosen = o
      if o == t || t == b {
        chosen = o
      } else if o == b {
        chosen = t
      } else {
        conflicts.append(
          MergeConflict(
            entryID: entryID, kind: .unknownMember(key: key, base: b, ours: o, theirs: t)))
      }
      for value in chosen { result.append(key: key, value: value) }
    }
    return result
  }

  static func values(_ object: ArchiveObject, _ key: String) -> [ArchiveValue] {
    object.members.filter { $0.key == key }.map(\.value)
  }

  /// The merged order of every id that may be in the result (entries of a delete-vs-edit
  /// conflict too, after the entry they follow on the side that kept them).
  private static func mergedOrder<M: Model>(
    base: ModelDocument<M>, ours: ModelDocument<M>, theirs: ModelDocument<M>,
    conflicted: [String: [MergeSide: M]]
  ) -> [String] {
    // An order only one side changed is that side's (what the list merge gives, sooner).
    var order =
      ours.ids == base.ids
      ? theirs.ids
      : theirs.ids == base.ids
        ? ours.ids : ListMerge.merge(base: base.ids, ours: ours.ids, theirs: theirs.ids)
    var seen = Set<String>()
    order = order.filter { seen.insert($0).inserted }
    for id in conflicted.keys.sorted() where !seen.contains(id) {
      let side = ours.contains(id: id) ? ours.ids : theirs.ids
      let position = side.firstIndex(of: id)!
      let after = side[..<position].last { seen.contains($0) }
      let index = after.flatMap { order.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
      order.insert(id, at: index)
      seen.insert(id)
    }
    return order
  }
}
