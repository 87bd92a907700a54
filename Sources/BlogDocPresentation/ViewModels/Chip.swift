import BlogDocCore

/// A tag or a category, as a small labelled chip.
///
/// ```swift
/// let chip = Chip(label: "Swift on Linux", kind: .tag)
/// print(chip.slug)
/// // Prints "swift-on-linux"
/// ```
public struct Chip: Hashable, Sendable {
  /// Whether a chip is a tag or a category.
  public enum Kind: String, Hashable, Sendable {
    /// A tag: a word the entry is about.
    case tag
    /// A category: a section the entry is filed under.
    case category
  }

  /// The name as the author wrote it.
  public var label: String
  /// Whether this is a tag or a category.
  public var kind: Kind
  /// The label by the one slug rule (`Slug` in BlogDocCore: `Ada's Café` → `adas-cafe`), for anchors and
  /// CSS classes; `x` for a label with nothing that rule can spell (`日本`).
  public var slug: String

  /// Makes a chip for `label`, deriving its ``slug``.
  public init(label: String, kind: Kind) {
    self.label = label
    self.kind = kind
    let slug = Slug.make(from: label)
    self.slug = slug.isEmpty ? "x" : slug
  }
}
