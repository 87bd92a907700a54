/// One field of one entry changed: its value before and after.
///
/// List fields keep the whole list on each side, and apply element by element: the items
/// the change removed are taken out of whatever the list holds now, and the items it added
/// are put in, so two edits to different tags of one entry commute.
///
/// ```swift
/// let change = FieldChange(field: "title", before: .string("Old"), after: .string("New"))
/// print(change.inverted().after)
/// // Prints "string("Old")"
/// ```
public struct FieldChange: Hashable, Sendable, Codable {
  /// The schema name of the field.
  public var field: String
  /// The field's value before the change.
  public var before: FieldValue
  /// The field's value after the change.
  public var after: FieldValue

  /// Makes a change of `field` from `before` to `after`.
  public init(field: String, before: FieldValue, after: FieldValue) {
    self.field = field
    self.before = before
    self.after = after
  }

  /// The change that undoes this one.
  public func inverted() -> FieldChange {
    FieldChange(field: field, before: after, after: before)
  }

  /// For a list field, the items added and removed, in the order of the lists.
  public var listEdit: (inserted: [String], removed: [String])? {
    guard case .list(let old) = before, case .list(let new) = after else { return nil }
    return (new.subtractingEach(old), old.subtractingEach(new))
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
