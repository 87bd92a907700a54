import BlogDocCore

extension Mapping {
  /// What a rule took of a record: the value at a path, or only the items of it that the
  /// rule's leading `where:` filters select (a WordPress `<category>` of one domain), or only
  /// the first of those (`first`).
  struct Use {
    /// Where the value was.
    var path: RemoteKeyPath
    /// The filters every item taken passes; none when every item was a candidate.
    var filters: [(key: String, value: String)]
    /// Whether only the first item the filters select was taken.
    var takesFirstOnly: Bool

    /// The use of `candidate`'s path by `rule`.
    init(of candidate: FieldRule.Candidate, in rule: FieldRule) {
      path = candidate.path
      filters = []
      takesFirstOnly = false
      for transformer in candidate.transformers + rule.transformers {
        if case .filter(let key, let value) = transformer {
          filters.append((key, value))
          continue
        }
        if case .first = transformer { takesFirstOnly = true }
        break
      }
    }

    /// Whether the whole value was taken.
    var takesAll: Bool { filters.isEmpty && !takesFirstOnly }

    /// The positions of the items this use took, of `items`, the path's value as a list.
    func taken(of items: [ArchiveValue]) -> [Int] {
      let selected = items.indices.filter { index in
        filters.allSatisfy { items[index].objectValue?[$0.key] == .string($0.value) }
      }
      return takesFirstOnly ? Array(selected.prefix(1)) : selected
    }
  }

  /// `record` without what `uses` took: a path taken whole is removed; of a list only
  /// filtered or cut to its first item, the items no use took stay (a `<category>` whose
  /// domain no rule reads, the second author of `first`, are kept, not dropped).
  ///
  /// - Complexity: O(*u*² + *u* · *i*) for *u* uses of paths holding *i* items.
  static func leftovers(of record: ArchiveValue, after uses: [Use]) -> ArchiveValue {
    var leftovers = record
    var seen: Set<RemoteKeyPath> = []
    for use in uses where seen.insert(use.path).inserted {
      let all = uses.filter { $0.path == use.path }
      guard !all.contains(where: \.takesAll), let value = use.path.value(in: record) else {
        use.path.remove(from: &leftovers)
        continue
      }
      let items: [ArchiveValue]
      if case .array(let list) = value { items = list } else { items = [value] }
      let taken = Set(all.flatMap { $0.taken(of: items) })
      let untaken = items.indices.filter { !taken.contains($0) }.map { items[$0] }
      if untaken.isEmpty {
        use.path.remove(from: &leftovers)
      } else if case .array = value {
        use.path.set(.array(untaken), in: &leftovers)
      }
    }
    return leftovers
  }
}
