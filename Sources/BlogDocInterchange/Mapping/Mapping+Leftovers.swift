import BlogDocCore

extension Mapping {
  /// What a rule took of a record: the value at a path, or only the items of it that the
  /// rule's leading `where:` filters select (a WordPress `<category>` of one domain).
  struct Use {
    /// Where the value was.
    var path: RemoteKeyPath
    /// The filters every item taken passes; none when the whole value was taken.
    var filters: [(key: String, value: String)]

    /// The use of `candidate`'s path by `rule`.
    init(of candidate: FieldRule.Candidate, in rule: FieldRule) {
      path = candidate.path
      filters = []
      for transformer in candidate.transformers + rule.transformers {
        guard case .filter(let key, let value) = transformer else { break }
        filters.append((key, value))
      }
    }

    /// Whether this use took `item`, one item of the path's value.
    func took(_ item: ArchiveValue) -> Bool {
      filters.allSatisfy { item.objectValue?[$0.key] == .string($0.value) }
    }
  }

  /// `record` without what `uses` took: a path taken whole is removed; of a path only
  /// filtered, the items no use selected stay (a `<category>` whose domain no rule reads is
  /// kept, not dropped).
  ///
  /// - Complexity: O(*u*² + *u* · *i*) for *u* uses of paths holding *i* items.
  static func leftovers(of record: ArchiveValue, after uses: [Use]) -> ArchiveValue {
    var leftovers = record
    var seen: Set<RemoteKeyPath> = []
    for use in uses where seen.insert(use.path).inserted {
      let all = uses.filter { $0.path == use.path }
      guard !all.contains(where: \.filters.isEmpty), let value = use.path.value(in: record) else {
        use.path.remove(from: &leftovers)
        continue
      }
      let items: [ArchiveValue]
      if case .array(let list) = value { items = list } else { items = [value] }
      let untaken = items.filter { item in !all.contains { $0.took(item) } }
      if untaken.isEmpty {
        use.path.remove(from: &leftovers)
      } else if case .array = value {
        use.path.set(.array(untaken), in: &leftovers)
      }
    }
    return leftovers
  }
}
