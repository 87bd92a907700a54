import BlogDocCore

/// Finds where elements start and end in bytes libxml2 has accepted, by their ordinals in
/// document order (the root is 0), as ``ElementLocator`` numbers them.
///
/// libxml2's SAX parser does not say where an element lies (it calls back once a whole
/// tag is read, and keeping positions would cost every read), but in a
/// well-formed document without a DOCTYPE the markup is easy to follow: every `<` outside
/// comments, CDATA sections and processing instructions opens a start or end tag, a start
/// tag ends at the first `>` outside its quoted attribute values, and tags nest. So the
/// reader notes which ordinals it wants (the root, the entries, their fields) and one
/// pass here finds them.
///
/// ```swift
/// // "<a>\n  <b/>\n  <c>x</c>\n</a>"
/// let spans = XMLElementScanner.elements([0, 2], in: text)
/// // spans[1] == XMLSourceMap.Element(range: 14..<22, content: 17..<18)
/// ```
///
/// - Complexity: O(*n*) in the document's size: text is skipped with `memchr`.
enum XMLElementScanner {
  /// The elements whose ordinals are `wanted` (ascending, each once), in that order;
  /// `nil` when the bytes do not hold them as expected (not well-formed after all).
  ///
  /// With `leavingRootOpen` (and the root, 0, wanted), the scan stops once every other
  /// element is found: the root's range is then its start tag and its content empty, for
  /// the caller to find its end (see ``rootEnd(in:)``).
  static func elements(
    _ wanted: [Int], in text: ByteText, leavingRootOpen: Bool = false
  ) -> [XMLSourceMap.Element]? {
    var found = [XMLSourceMap.Element](
      repeating: XMLSourceMap.Element(range: 0..<0, content: nil), count: wanted.count)
    var next = 0
    // For each open element, its slot in `found`, or -1 when it is not wanted.
    var open: [Int] = []
    var openWanted = 0
    var ordinal = -1
    var offset = 0
    let stillOpen = leavingRootOpen && wanted.first == 0 ? 1 : 0
    while next < wanted.count || openWanted > stillOpen {
      guard let start = text.firstOffset(of: UInt8(ascii: "<"), from: offset),
        start + 1 < text.count
      else {
        return nil
      }
      switch text[start + 1] {
      case UInt8(ascii: "/"):
        guard let close = text.firstOffset(of: UInt8(ascii: ">"), from: start + 2),
          let slot = open.popLast()
        else {
          return nil
        }
        if slot >= 0, let content = found[slot].content {
          found[slot] = XMLSourceMap.Element(
            range: found[slot].range.lowerBound..<(close + 1), content: content.lowerBound..<start)
          openWanted -= 1
        }
        offset = close + 1
      case UInt8(ascii: "?"):
        guard let end = text.offset(after: "?>", from: start + 2) else { return nil }
        offset = end
      case UInt8(ascii: "!"):
        let end: Int?
        if text.hasMarker("<!--", at: start) {
          end = text.offset(after: "-->", from: start + 4)
        } else if text.hasMarker("<![CDATA[", at: start) {
          end = text.offset(after: "]]>", from: start + 9)
        } else {
          return nil  // A DOCTYPE, which the reader refuses before this runs.
        }
        guard let end else { return nil }
        offset = end
      default:
        ordinal += 1
        guard let close = startTagEnd(from: start + 1, in: text) else { return nil }
        let isEmpty = text[close - 1] == UInt8(ascii: "/")
        var slot = -1
        if next < wanted.count, wanted[next] == ordinal {
          slot = next
          next += 1
          // Until its end tag is found, the content is empty and the range its start tag.
          found[slot] = XMLSourceMap.Element(
            range: start..<(close + 1), content: isEmpty ? nil : (close + 1)..<(close + 1))
          if !isEmpty { openWanted += 1 }
        }
        if !isEmpty { open.append(slot) }
        offset = close + 1
      }
    }
    return found
  }

  /// Where the root's end tag lies in a document libxml2 has accepted, when the document
  /// ends with it (and whitespace): its `<` and the offset just past its `>`. `nil` when
  /// a comment or a processing instruction follows it, for the caller to scan instead.
  ///
  /// Past the root only comments, processing instructions and whitespace may follow, and
  /// an end tag holds no `<`: so when the bytes after the last `>` are whitespace and the
  /// last `<` opens an end tag, that tag is the root's.
  ///
  /// - Complexity: O(*w*) in the trailing whitespace and the end tag's length.
  static func rootEnd(in text: ByteText) -> (start: Int, end: Int)? {
    var end = text.count
    while end > 0, XMLNames.isWhitespace(text[end - 1]) { end -= 1 }
    guard end > 0, text[end - 1] == UInt8(ascii: ">") else { return nil }
    var start = end - 1
    while start > 0, text[start] != UInt8(ascii: "<") { start -= 1 }
    guard text[start] == UInt8(ascii: "<"), start + 1 < end, text[start + 1] == UInt8(ascii: "/")
    else { return nil }
    return (start, end)
  }

  /// The offset of the `>` that ends the start tag whose name begins at `offset`.
  private static func startTagEnd(from offset: Int, in text: ByteText) -> Int? {
    var index = offset
    var quote: UInt8 = 0
    while index < text.count {
      let byte = text[index]
      if quote != 0 {
        if byte == quote { quote = 0 }
      } else if byte == UInt8(ascii: ">") {
        return index
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      }
      index += 1
    }
    return nil
  }
}

extension XMLElementScanner {
  /// The elements directly inside `range` (an element's content), in order; `nil` when
  /// the bytes there are not well-formed content.
  ///
  /// - Complexity: O(*n*) in the size of `range`.
  static func children(in range: Range<Int>, of text: ByteText) -> [XMLSourceMap.Element]? {
    var children: [XMLSourceMap.Element] = []
    var depth = 0
    var offset = range.lowerBound
    while let start = text.firstOffset(of: UInt8(ascii: "<"), from: offset),
      start < range.upperBound
    {
      guard start + 1 < range.upperBound else { return nil }
      switch text[start + 1] {
      case UInt8(ascii: "/"):
        guard let close = text.firstOffset(of: UInt8(ascii: ">"), from: start + 2), depth > 0 else {
          return nil
        }
        depth -= 1
        if depth == 0, let content = children[children.count - 1].content {
          children[children.count - 1] = XMLSourceMap.Element(
            range: children[children.count - 1].range.lowerBound..<(close + 1),
            content: content.lowerBound..<start)
        }
        offset = close + 1
      case UInt8(ascii: "?"):
        guard let end = text.offset(after: "?>", from: start + 2) else { return nil }
        offset = end
      case UInt8(ascii: "!"):
        let end =
          text.hasMarker("<!--", at: start)
          ? text.offset(after: "-->", from: start + 4) : text.offset(after: "]]>", from: start + 9)
        guard let end else { return nil }
        offset = end
      default:
        guard let close = startTagEnd(from: start + 1, in: text) else { return nil }
        let isEmpty = text[close - 1] == UInt8(ascii: "/")
        if depth == 0 {
          children.append(
            XMLSourceMap.Element(
              range: start..<(close + 1), content: isEmpty ? nil : (close + 1)..<(close + 1)))
        }
        if !isEmpty { depth += 1 }
        offset = close + 1
      }
    }
    return depth == 0 && offset <= range.upperBound ? children : nil
  }
}
