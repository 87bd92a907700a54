/// One field of one entry changed: its value before and after.
///
/// List fields keep the whole list on each side, and apply element by element: the items
/// the change removed are taken out of whatever the list holds now, and the items it added
/// are put in, so two edits to different tags of one entry commute.
///
/// ```swift
/// let change = FieldChange(field: "title", before: .string("Old"), after: .string("New"))
/// print(change.inverted().after)
/// // Prints ""Old""
/// ```
///
/// A list field's change can also be kept as only the items it removed and inserted
/// (``listDelta``), as a journal keeps it (``compacted()``): its ``before`` and ``after``
/// are then empty lists, and it applies to the list the entry holds by its positions
/// (``list(applyingTo:force:)``).
public struct FieldChange: Hashable, Sendable, Codable {
  /// The schema name of the field.
  public var field: String
  /// The field's value before the change (an empty list when ``listDelta`` is set).
  public var before: FieldValue
  /// The field's value after the change (an empty list when ``listDelta`` is set).
  public var after: FieldValue
  /// For a list field's change kept compact: the items removed and inserted, with their
  /// positions, standing for ``before`` and ``after``. `nil` for every other change.
  public var listDelta: ListDelta?

  /// Makes a change of `field` from `before` to `after`.
  public init(field: String, before: FieldValue, after: FieldValue) {
    self.field = field
    self.before = before
    self.after = after
  }

  /// A list field's change kept as `delta` alone.
  public init(field: String, delta: ListDelta) {
    self.init(field: field, before: .list([]), after: .list([]))
    listDelta = delta
  }

  /// The change that undoes this one.
  public func inverted() -> FieldChange {
    if let listDelta { return FieldChange(field: field, delta: listDelta.inverted()) }
    return FieldChange(field: field, before: after, after: before)
  }

  /// For a list field, the items added and removed, in the order of the lists.
  public var listEdit: (inserted: [String], removed: [String])? {
    if let listDelta {
      let inserted = listDelta.inserted.map(\.item)
      let removed = listDelta.removed.map(\.item)
      return (inserted.subtractingEach(removed), removed.subtractingEach(inserted))
    }
    guard case .list(let old) = before, case .list(let new) = after else { return nil }
    return (new.subtractingEach(old), old.subtractingEach(new))
  }

  /// This change with a list field's lists replaced by what changed between them
  /// (``listDelta``), as a journal keeps it; any other change as it is.
  ///
  /// ```swift
  /// let change = FieldChange(field: "tagNames", before: .list(["a"]), after: .list(["a", "b"]))
  /// print(change.compacted().listDelta!.inserted)   // Prints "[BlogDocCore.ListDelta.Item(at: 1, item: "b")]"
  /// ```
  ///
  /// - Complexity: O(*n*) in the lists' lengths.
  public func compacted() -> FieldChange {
    guard listDelta == nil, case .list(let old) = before, case .list(let new) = after else {
      return self
    }
    return FieldChange(field: field, delta: ListDelta(from: old, to: new))
  }

  /// For a change kept as ``listDelta``: the list it leaves in a field holding `current`.
  /// When the delta was made from such a list, exactly the list after; otherwise element
  /// by element: each removed item taken out, each inserted one put in at its position (or
  /// the end). `nil` when a removed item is missing (unless `force`, which takes out what
  /// is there), or when `current` is not a list. A change that is whole returns `nil`.
  ///
  /// ```swift
  /// let added = FieldChange(field: "tagNames", before: .list(["a"]), after: .list(["a", "b"])).compacted()
  /// print(added.list(applyingTo: .list(["x", "y", "a"]), force: false)!)   // Prints "["x", "b", "y", "a"]"
  /// ```
  ///
  /// - Complexity: O(*n*) in the list's length.
  public func list(applyingTo current: FieldValue, force: Bool) -> FieldValue? {
    guard let listDelta, case .list(let items) = current else { return nil }
    if let after = listDelta.applied(to: items) { return .list(after) }
    let removed = listDelta.removed.map(\.item)
    let kept = items.subtractingEach(removed)
    guard force || kept.count == items.count - removed.count else { return nil }
    var merged = kept
    for item in listDelta.inserted { merged.insert(item.item, at: min(item.at, merged.count)) }
    return .list(merged)
  }

  private enum CodingKeys: String, CodingKey {
    case field, before, after, list
  }

  /// Reads `{"field", "before", "after"}`, or `{"field", "list"}` for a compact list change.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let field = try container.decode(String.self, forKey: .field)
    if let delta = try container.decodeIfPresent(ListDelta.self, forKey: .list) {
      self.init(field: field, delta: delta)
    } else {
      self.init(
        field: field, before: try container.decode(FieldValue.self, forKey: .before),
        after: try container.decode(FieldValue.self, forKey: .after))
    }
  }

  /// Writes what ``init(from:)`` reads.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(field, forKey: .field)
    if let listDelta {
      try container.encode(listDelta, forKey: .list)
    } else {
      try container.encode(before, forKey: .before)
      try container.encode(after, forKey: .after)
    }
  }
}

/// The members a schema does not know changed: the whole bag before and after.
///
/// Unknown members are rare and keep their order, so the change keeps both bags whole:
/// it inverts and composes exactly, and undo can check that the bag is still what the
/// change left.
public struct UnknownFieldsChange: Hashable, Sendable, Codable {
  /// The document's unknown members before the change.
  public var before: ArchiveObject
  /// The document's unknown members after the change.
  public var after: ArchiveObject

  /// Makes a change of the document's unknown members from `before` to `after`.
  public init(before: ArchiveObject, after: ArchiveObject) {
    self.before = before
    self.after = after
  }

  /// The change that undoes this one.
  public func inverted() -> UnknownFieldsChange {
    UnknownFieldsChange(before: after, after: before)
  }

  /// The keys whose values differ between the two bags, in order of first appearance.
  public var changedKeys: [String] {
    var keys: [String] = []
    for key in (before.map(\.key) + after.map(\.key)) where !keys.contains(key) {
      if before[key] != after[key] { keys.append(key) }
    }
    return keys
  }
}

extension Array where Element == String {
  /// The elements of `self` left after taking out one occurrence of each element of
  /// `other` (a multiset difference), in `self`'s order.
  func subtractingEach(_ other: [String]) -> [String] {
    var remaining: [String: Int] = [:]
    for item in other { remaining[item, default: 0] += 1 }
    return filter { item in
      if let count = remaining[item], count > 0 {
        remaining[item] = count - 1
        return false
      }
      return true
    }
  }
}
