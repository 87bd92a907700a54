/// What a reader passed over in a document's bytes because no model holds it: comments
/// and processing instructions. An edit splices around them and keeps them; the canonical
/// form (`convert`, `format`) writes none of them, so a command that writes it says how
/// many of each it drops.
///
/// A reader counts them into ``DecodedDocument/skippedSyntax``:
///
/// ```swift
/// let skipped = SkippedSyntax(comments: 2, processingInstructions: 1)
/// print(skipped.described ?? "nothing", SkippedSyntax().described ?? "nothing")
/// // Prints "2 comments and 1 processing instruction nothing"
/// ```
public struct SkippedSyntax: Hashable, Sendable {
  /// Comments (`<!-- … -->` in XML).
  public var comments: Int
  /// Processing instructions (`<?target …?>` in XML; not the XML declaration, which the
  /// canonical form writes).
  public var processingInstructions: Int

  /// A count of what a reader passed over; nothing by default.
  public init(comments: Int = 0, processingInstructions: Int = 0) {
    self.comments = comments
    self.processingInstructions = processingInstructions
  }

  /// Whether the reader passed over nothing.
  public var isEmpty: Bool { comments == 0 && processingInstructions == 0 }

  /// The counts as words, `nil` when there are none: `2 comments and 1 processing
  /// instruction`.
  public var described: String? {
    let parts = [
      (comments, "comment", "comments"),
      (processingInstructions, "processing instruction", "processing instructions"),
    ].filter { $0.0 > 0 }.map { count, one, many in "\(count) \(count == 1 ? one : many)" }
    return parts.isEmpty ? nil : parts.joined(separator: " and ")
  }
}
