import BlogDocCore
import BlogDocBlog

/// What a reader sees of a whole document: its entries newest first (entries not posted yet
/// last), and every tag and category with how many entries carry it.
///
/// ```swift
/// let blog = BlogViewModel(document, title: "Notes", now: .now())
/// print(blog.entries.first?.displayTitle ?? "", blog.tagCounts.first?.count ?? 0)
/// // Prints "Newest post 3"
/// ```
public struct BlogViewModel: Hashable, Sendable {
  /// The blog's name, for the page title and heading.
  public var title: String
  /// Entries, newest posted first, then the undated ones (ties and undated entries keep
  /// document order).
  public var entries: [EntryViewModel]
  /// Each tag with its number of entries, most used first, then by name.
  public var tagCounts: [ChipCount] {
    Self.counts(entries.flatMap(\.tags))
  }

  /// A chip and how many entries carry it.
  public struct ChipCount: Hashable, Sendable {
    /// The tag or category.
    public var chip: Chip
    /// How many entries carry it.
    public var count: Int
  }
  /// How many entries are drafts.
  public var draftCount: Int { entries.filter { $0.badges.contains("draft") }.count }

  /// Entries' view models are made on every core (each reads its body for the excerpt).
  ///
  /// - Complexity: O(*n* log *n*) in the number of entries (the sort).
  public init(_ document: BlogDocument, title: String, now: Timestamp) {
    self.title = title
    let ordered = document.entries.enumerated().sorted { lhs, rhs in
      Self.isBefore(lhs.element.postedDate, lhs.offset, rhs.element.postedDate, rhs.offset)
    }
    entries = ParallelMap.map(ordered.map(\.element)) { EntryViewModel($0, now: now) }
  }

  /// The index's order: newer dates first, every dated entry before every undated one,
  /// and document order between equal dates and among undated entries.
  static func isBefore(
    _ left: Timestamp?, _ leftOffset: Int, _ right: Timestamp?, _ rightOffset: Int
  ) -> Bool {
    switch (left?.instant, right?.instant) {
    case (let left?, let right?) where left != right: left > right
    case (_?, nil): true
    case (nil, _?): false
    default: leftOffset < rightOffset
    }
  }

  static func counts(_ chips: [Chip]) -> [ChipCount] {
    var counts: [Chip: Int] = [:]
    var order: [Chip] = []
    for chip in chips {
      if counts[chip] == nil { order.append(chip) }
      counts[chip, default: 0] += 1
    }
    return order.map { ChipCount(chip: $0, count: counts[$0]!) }.sorted { lhs, rhs in
      lhs.count != rhs.count ? lhs.count > rhs.count : lhs.chip.label < rhs.chip.label
    }
  }
}
