import BlogDocCore

/// Finds where the *n*-th element of a document starts, by scanning its bytes for start
/// tags.
///
/// libxml2's SAX parser calls back for a start tag once it has read the whole tag, so its
/// position then is the tag's end, not its start, and keeping one per element would cost
/// every read for the few that fail. Element start tags are easy to find in bytes libxml2 has accepted, though: every `<` outside
/// comments, CDATA sections and processing instructions opens markup, and a document
/// without a DOCTYPE has no entities that could add elements. So the reader numbers
/// elements as it meets them (the root is 0) and asks for a location only when an error
/// or a validation message needs one; a run of increasing ordinals costs one scan in total.
///
/// ```swift
/// var locator = ElementLocator(text)   // "<a>\n  <b/>\n</a>"
/// print(locator.location(ofElement: 1)!)
/// // Prints "2:3"
/// ```
///
/// - Complexity: O(*n*) over a run of increasing ordinals; a smaller ordinal than the last
///   one restarts from the beginning.
struct ElementLocator {
  private let text: ByteText
  private var searchOffset = 0
  private var ordinal = -1
  private var elementOffset = 0
  private var lines = ByteText.LineCursor()

  init(_ text: ByteText) {
    self.text = text
  }

  /// The line:column of the `<` that starts element number `target` in document order.
  mutating func location(ofElement target: Int) -> SourceLocation? {
    if target < ordinal {
      searchOffset = 0
      ordinal = -1
    }
    while ordinal < target {
      guard let start = nextStartTag() else { return nil }
      ordinal += 1
      elementOffset = start
    }
    return lines.location(of: elementOffset, in: text)
  }

  private mutating func nextStartTag() -> Int? {
    while let open = text.firstOffset(of: UInt8(ascii: "<"), from: searchOffset) {
      guard open + 1 < text.count else { return nil }
      switch text[open + 1] {
      case UInt8(ascii: "/"):
        searchOffset = open + 2
      case UInt8(ascii: "?"):
        searchOffset = text.offset(after: "?>", from: open + 2) ?? text.count
      case UInt8(ascii: "!"):
        if text.hasMarker("<!--", at: open) {
          searchOffset = text.offset(after: "-->", from: open + 4) ?? text.count
        } else if text.hasMarker("<![CDATA[", at: open) {
          searchOffset = text.offset(after: "]]>", from: open + 9) ?? text.count
        } else {
          searchOffset = text.offset(after: ">", from: open + 2) ?? text.count
        }
      default:
        searchOffset = open + 1
        return open
      }
    }
    return nil
  }
}
