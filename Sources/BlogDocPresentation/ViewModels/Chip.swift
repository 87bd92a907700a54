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
  /// Lowercase letters and digits joined by single hyphens, for anchors and CSS classes.
  public var slug: String

  /// Makes a chip for `label`, deriving its ``slug``.
  public init(label: String, kind: Kind) {
    self.label = label
    self.kind = kind
    var slug = ""
    if label.utf8.allSatisfy({ $0 < 0x80 }) {
      // Most labels are ASCII: byte by byte, as the scalar loop below would go.
      var bytes: [UInt8] = []
      for byte in label.utf8 {
        let lower = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
        if (0x61...0x7A).contains(lower) || (0x30...0x39).contains(lower) {
          bytes.append(lower)
        } else if let last = bytes.last, last != UInt8(ascii: "-") {
          bytes.append(UInt8(ascii: "-"))
        }
      }
      while bytes.last == UInt8(ascii: "-") { bytes.removeLast() }
      slug = String(decoding: bytes, as: UTF8.self)
    } else {
      for scalar in label.lowercased().unicodeScalars {
        if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
          slug.unicodeScalars.append(scalar)
        } else if !slug.isEmpty && !slug.hasSuffix("-") {
          slug += "-"
        }
      }
      while slug.hasSuffix("-") { slug.removeLast() }
    }
    self.slug = slug.isEmpty ? "x" : slug
  }
}
