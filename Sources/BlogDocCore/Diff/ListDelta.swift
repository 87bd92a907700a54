/// A list field's change as the items it removed and inserted, each at its position: how a
/// journal keeps a list's change, so a record holds what changed, not the whole list twice.
///
/// Positions are those of a list of ``before`` items (for ``removed``) and of the list
/// after (for ``inserted``). Applied to a list of the same length whose removed positions
/// hold the removed items, it gives exactly the list after; applied to any other list, it
/// takes out the removed items and puts in the inserted ones, as a list field's change
/// applies element by element (see ``FieldChange``).
///
/// ```swift
/// let delta = ListDelta(from: ["swift", "xml"], to: ["swift", "xml", "linux"])
/// print(delta.inserted, delta.applied(to: ["swift", "xml"])!)
/// // Prints "[BlogDocCore.ListDelta.Item(at: 2, item: "linux")] ["swift", "xml", "linux"]"
/// ```
public struct ListDelta: Hashable, Sendable, Codable {
  /// One item and its position.
  public struct Item: Hashable, Sendable, Codable {
    /// The position: in the list before for a removed item, in the list after for an
    /// inserted one.
    public var at: Int
    /// The item.
    public var item: String

    /// `item` at position `at`.
    public init(at: Int, item: String) {
      self.at = at
      self.item = item
    }
  }

  /// How many items the list held before.
  public var before: Int
  /// How many items it holds after.
  public var after: Int
  /// The items taken out, by ascending position in the list before.
  public var removed: [Item]
  /// The items put in, by ascending position in the list after.
  public var inserted: [Item]

  /// The change from `old` to `new`: what lies between their common start and end.
  ///
  /// - Complexity: O(*n*) in the lists' lengths.
  public init(from old: [String], to new: [String]) {
    var start = 0
    while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
    var end = 0
    while end < old.count - start, end < new.count - start,
      old[old.count - 1 - end] == new[new.count - 1 - end]
    {
      end += 1
    }
    before = old.count
    after = new.count
    removed = (start..<(old.count - end)).map { Item(at: $0, item: old[$0]) }
    inserted = (start..<(new.count - end)).map { Item(at: $0, item: new[$0]) }
  }

  /// The list after, when `list` is one this delta was made from: as long as the list
  /// before, holding each removed item at its position. `nil` otherwise.
  ///
  /// - Complexity: O(*n*) in the list's length.
  public func applied(to list: [String]) -> [String]? {
    guard list.count == before, removed.allSatisfy({ $0.at < list.count && list[$0.at] == $0.item })
    else { return nil }
    var result = list
    for item in removed.reversed() { result.remove(at: item.at) }
    for item in inserted { result.insert(item.item, at: min(item.at, result.count)) }
    return result
  }

  /// The delta that undoes this one.
  public func inverted() -> ListDelta {
    var result = self
    (result.before, result.after) = (after, before)
    (result.removed, result.inserted) = (inserted, removed)
    return result
  }

  /// The delta that does this one and then `later` (made on the list this one leaves).
  ///
  /// The lists themselves are not needed: each position is followed through both changes.
  ///
  /// - Complexity: O(*n*) in the lists' lengths.
  public func composed(with later: ListDelta) -> ListDelta {
    // The list before as its positions, the items this delta inserts as their text.
    enum Slot: Equatable {
      case kept(Int)
      case new(String)
    }
    var slots = (0..<before).map(Slot.kept)
    for item in removed.reversed() where item.at < slots.count { slots.remove(at: item.at) }
    for item in inserted { slots.insert(.new(item.item), at: min(item.at, slots.count)) }
    var removedText: [Int: String] = Dictionary(
      removed.map { ($0.at, $0.item) }, uniquingKeysWith: { first, _ in first })
    for item in later.removed.reversed() where item.at < slots.count {
      if case .kept(let position) = slots[item.at] { removedText[position] = item.item }
      slots.remove(at: item.at)
    }
    for item in later.inserted { slots.insert(.new(item.item), at: min(item.at, slots.count)) }
    let kept = Set(slots.compactMap { if case .kept(let position) = $0 { position } else { nil } })
    var result = ListDelta(from: [], to: [])
    result.before = before
    result.after = slots.count
    result.removed = (0..<before).filter { !kept.contains($0) }.map {
      Item(at: $0, item: removedText[$0] ?? "")
    }
    result.inserted = slots.enumerated().compactMap { index, slot in
      if case .new(let text) = slot { Item(at: index, item: text) } else { nil }
    }
    return result
  }

  /// Whether it changes nothing.
  public var isEmpty: Bool { removed.isEmpty && inserted.isEmpty }
}

extension ListDelta {
  // A journal record leaves out `removed` or `inserted` when it is empty, as one of them
  // is for every item added or taken out (issue 23: `"removed":[]` was 13 bytes of each
  // `--add`'s record); a record that holds it reads as before.
  private enum CodingKeys: String, CodingKey {
    case before, after, removed, inserted
  }

  /// Reads `{"before", "after", "removed", "inserted"}`, an empty list of items being left out.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    before = try container.decode(Int.self, forKey: .before)
    after = try container.decode(Int.self, forKey: .after)
    removed = try container.decodeIfPresent([Item].self, forKey: .removed) ?? []
    inserted = try container.decodeIfPresent([Item].self, forKey: .inserted) ?? []
  }

  /// Writes what ``init(from:)`` reads.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(before, forKey: .before)
    try container.encode(after, forKey: .after)
    if !removed.isEmpty { try container.encode(removed, forKey: .removed) }
    if !inserted.isEmpty { try container.encode(inserted, forKey: .inserted) }
  }
}
