import BlogDocCore

/// The member names seen so far in one JSON object, to refuse a duplicate.
///
/// Most objects have a handful of members, where comparing against a short array beats
/// hashing; past ``linearLimit`` names the set switches to a hash set.
///
/// ```swift
/// var keys = JSONKeySet()
/// print(keys.insert("title"), keys.insert("title"))
/// // Prints "true false"
/// ```
///
/// - Complexity: ``insert(_:)`` is O(1) amortized, O(``linearLimit``) for small objects.
struct JSONKeySet {
  private static let linearLimit = 16
  private var names: [String] = []
  private var hashed: Set<String> = []
  private var isHashed = false

  init() {}

  /// Adds `name`, returning `false` if it was already there.
  mutating func insert(_ name: String) -> Bool {
    if isHashed { return hashed.insert(name).inserted }
    if names.contains(name) { return false }
    names.append(name)
    if names.count > Self.linearLimit {
      hashed = Set(names)
      names = []
      isHashed = true
    }
    return true
  }
}
