import BlogDocCore
import BlogDocBlog

/// Why a WordPress import made entries drafts, counted, for the sentence an import prints.
///
/// A WordPress post is public only with the status `publish` and no password; the built-in
/// mapping makes every other one a draft and keeps `wp:status` and `wp:post_password` in
/// the entry's unknown fields, which is where the reasons are read from. A password counts
/// before the status.
///
/// ```swift
/// var scheduled = BlogEntry(id: "later", title: "Later", isDraft: true)
/// scheduled.unknownFields["wordpress"] = .object(["wp:status": .string("future")])
/// var locked = BlogEntry(id: "locked", title: "Locked", isDraft: true)
/// locked.unknownFields["wordpress"] = .object(["wp:status": .string("publish"), "wp:post_password": .string("hunter2")])
/// var report = NotPublicCount(bag: "wordpress")
/// report.count(scheduled)
/// report.count(locked)
/// print(report.sentence ?? "")
/// // Prints "2 posts were not public in the source and were imported as drafts: 1 future, 1 password-protected."
/// ```
public struct NotPublicCount: Hashable, Sendable {
  /// The unknown-field member the mapping keeps the source's members under.
  public var bag: String
  /// Entries counted, by why: a status (`future`) or `password-protected`.
  public private(set) var reasons: [String: Int] = [:]

  /// Starts a count of entries whose source members are under `bag`.
  public init(bag: String) {
    self.bag = bag
  }

  /// Counts `entry` when it is a draft and its source says why.
  public mutating func count(_ entry: BlogEntry) {
    guard entry.isDraft else { return }
    let reason: String
    if entry.isPasswordProtected {
      reason = Self.password
    } else {
      guard case .string(let status)? = entry.unknownFields[bag]?.objectValue?["wp:status"] else {
        return
      }
      reason = status.trimmingWhitespace()
      guard !reason.isEmpty, reason != "publish" else { return }
    }
    reasons[reason, default: 0] += 1
  }

  /// `2 posts were not public in the source and were imported as drafts: 1 future, 1
  /// password-protected.`, or `nil` when none were counted.
  public var sentence: String? { sentence(dryRun: false) }

  /// The sentence of ``sentence``, saying "would be imported" for a dry run, which imports
  /// nothing.
  public func sentence(dryRun: Bool) -> String? {
    let total = reasons.values.reduce(0, +)
    guard total > 0 else { return nil }
    let order = reasons.keys.sorted {
      ($0 == Self.password ? 1 : 0, $0) < ($1 == Self.password ? 1 : 0, $1)
    }
    let parts = order.map { "\(reasons[$0]!) \($0)" }.joined(separator: ", ")
    switch (total, dryRun) {
    case (1, false):
      return "1 post was not public in the source and was imported as a draft: \(parts)."
    case (1, true):
      return "1 post is not public in the source and would be imported as a draft: \(parts)."
    case (_, false):
      return "\(total) posts were not public in the source and were imported as drafts: \(parts)."
    case (_, true):
      return
        "\(total) posts are not public in the source and would be imported as drafts: \(parts)."
    }
  }

  static let password = "password-protected"
}
