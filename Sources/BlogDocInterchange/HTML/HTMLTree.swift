internal import BlogDocLibXML2
import BlogDocXML

/// An HTML body parsed by libxml2's HTML parser; the document is freed with the tree.
///
/// Why libxml2's HTML parser: it is well kept, copes with the tag soup blogs really hold
/// (unclosed `<p>` and `<li>`, stray end tags, misnested formatting), decodes every HTML
/// entity, and is already linked for blogdoc's XML format, so it costs no new dependency.
/// No Swift HTML library is in the machine's package mirror (SwiftSoup is not available).
///
/// ```swift
/// let tree = HTMLTree(parsing: "Hello <b>world")
/// print(tree.withRoot { $0.map(HTMLTree.name(of:)) } ?? "none")
/// // Prints "html"
/// ```
///
/// Bodies are untrusted. libxml2 is set up as for every other parse (`LibXML2Setup`: the
/// refusing entity loader) and the parse takes its options from there: it never touches the
/// network or the file system, and errors and warnings are not printed. The input is given
/// a leading `<body>` so that libxml2 does not wrap text before the first tag in an implied
/// `<p>`, which would hide wpautop's paragraphs.
///
/// The corresponding libxml2 function is `htmlReadMemory`.
final class HTMLTree {
  private let document: htmlDocPtr?

  /// Parses `html` as a fragment; never fails (libxml2 recovers from any input).
  ///
  /// Line endings are normalised to `\n` first, as an HTML tokenizer does.
  init(parsing html: String) {
    var bytes: [UInt8] = Array("<body>".utf8)
    bytes.reserveCapacity(html.utf8.count + bytes.count)
    var previousWasCR = false
    for byte in html.utf8 {
      if byte == 0x0D {
        bytes.append(0x0A)
      } else if !(byte == 0x0A && previousWasCR) {
        bytes.append(byte)
      }
      previousWasCR = byte == 0x0D
    }
    // htmlReadMemory takes an Int32 size: a body past 2 GiB is cut at a scalar boundary.
    if bytes.count > Int(Int32.max) {
      var end = Int(Int32.max)
      while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
      bytes.removeSubrange(end...)
    }
    LibXML2Setup.prepare()
    document = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        htmlReadMemory(
          chars.baseAddress, Int32(chars.count), nil, "UTF-8", LibXML2Setup.htmlOptions)
      }
    }
  }

  deinit {
    if let document { xmlFreeDoc(document) }
  }

  /// Calls `body` with the root element (`<html>`, holding `<body>`), if libxml2 made one.
  ///
  /// Node pointers are valid only inside `body`: the tree frees the document when it
  /// goes away, which may be right after its last use.
  func withRoot<Result>(_ body: (xmlNodePtr?) throws -> Result) rethrows -> Result {
    try withExtendedLifetime(self) {
      try body(document.flatMap { xmlDocGetRootElement($0) })
    }
  }

  // MARK: - Nodes

  /// The element's name; libxml2's HTML parser lowercases it.
  static func name(of node: xmlNodePtr) -> String {
    node.pointee.name.map { String(cString: $0) } ?? ""
  }

  /// The text of a text, CDATA or comment node.
  static func content(of node: xmlNodePtr) -> String {
    node.pointee.content.map { String(cString: $0) } ?? ""
  }

  /// The value of attribute `name`, entities decoded, or nil if the element lacks it.
  static func attribute(_ name: String, of node: xmlNodePtr) -> String? {
    var attribute = node.pointee.properties
    while let current = attribute {
      if let attributeName = current.pointee.name, String(cString: attributeName) == name {
        var value = ""
        var child = current.pointee.children
        while let text = child {
          value += content(of: text)
          child = text.pointee.next
        }
        return value
      }
      attribute = current.pointee.next
    }
    return nil
  }

  /// The node's children, in order.
  static func children(of node: xmlNodePtr) -> some Sequence<xmlNodePtr> {
    sequence(first: node.pointee.children) { $0?.pointee.next }.lazy.compactMap { $0 }
  }

  /// Calls `body` for every node below `root` in document order, without recursion, so
  /// any depth is safe; `body` returns false to skip a node's children.
  static func forEachDescendant(of root: xmlNodePtr, _ body: (xmlNodePtr) -> Bool) {
    var next = root.pointee.children
    while let node = next {
      if body(node), let child = node.pointee.children {
        next = child
        continue
      }
      var current: xmlNodePtr? = node
      next = nil
      while let climbing = current, climbing != root {
        if let sibling = climbing.pointee.next {
          next = sibling
          break
        }
        current = climbing.pointee.parent
      }
    }
  }
}
