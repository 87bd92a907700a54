/// A tag or a category, as a small labelled chip.
///
/// ```swift
/// let chip = Chip(label: "Swift on Linux", kind: .tag)
/// print(chip.slug)
/// // Prints "swift-on-linux"
/// ```
public struct Chip: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    case tag, category
  }

  /// The name as the author wrote it.
  public var label: String
  public var kind: Kind
  /// Lowercase letters and digits joined by single hyphens, for anchors and CSS classes.
  public var slug: String

  public init(label: String, kind: Kind) {
    self.label = label
    self.kind = kind
    var slug = ""
    for scalar in label.lowercased().unicodeScalars {
      if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        slug.unicodeScalars.append(scalar)
      } else if !slug.isEmpty && !slug.hasSuffix("-") {
        slug += "-"
      }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    self.slug = slug.isEmpty ? "x" : slug
  }
}
