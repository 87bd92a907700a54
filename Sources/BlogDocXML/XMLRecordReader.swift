import BlogDocCore
import BlogDocSystem
internal import BlogDocLibXML2

/// Reads the repeated records of any XML file (the `<item>`s of an RSS or WordPress
/// export) one at a time, as format-neutral `ArchiveValue`s, without loading the file.
///
/// The file is fed to libxml2's streaming reader in 64 KB chunks and each record is
/// built from the reader's events, then handed over and dropped, so memory stays at one
/// chunk plus one record however large the file is. The rules for untrusted input are
/// blogdoc's usual ones: no network, no DTD (a DOCTYPE is refused from the prolog's bytes
/// before libxml2 sees it), no entity but the predefined five, no NUL byte.
///
/// A record element becomes an object: attributes as `@name` members, child elements by
/// their qualified name (`wp:post_id`) in document order, and its own text as `#text`.
/// An element with neither attributes nor children is just its text. A child name that
/// repeats becomes one member holding an array, so `category` is every category.
///
/// An element whose attribute ``markupAttribute`` names (Atom's `type="xhtml"`) keeps what
/// it holds as markup instead: its `#text` is the child elements written back as XML text,
/// without namespace prefixes or declarations, so an HTML reader can take it.
///
/// ```swift
/// var titles: [String] = []
/// try XMLRecordReader(recordPath: ["rss", "channel", "item"]).read(file: "export.xml") { record, origin in
///   if case .string(let title)? = record.objectValue?["title"] { titles.append(title) }
/// }
/// ```
///
/// - Complexity: O(*n*) time in the file's size; O(largest record) memory.
public struct XMLRecordReader: Sendable {
  /// The qualified names from the root to a record element: the first of ``recordPaths``.
  public var recordPath: [String] { recordPaths[0] }
  /// Every path whose elements are records, in the order ``Origin/kind`` numbers them: a
  /// WordPress export's `<item>`s, and its channel's `<wp:category>`s before them.
  public var recordPaths: [[String]]
  /// The deepest nesting read inside a record.
  public var maxDepth: Int
  /// The attribute and value that make an element inside a record keep its content as
  /// markup (`("type", "xhtml")` for Atom), or `nil`.
  public var markupAttribute: (name: String, value: String)?

  /// Makes a reader of the elements at `recordPath`, refusing records nested deeper than
  /// `maxDepth`; an element with `markupAttribute` keeps its content as markup.
  public init(
    recordPath: [String], maxDepth: Int = 256, markupAttribute: (name: String, value: String)? = nil
  ) {
    self.init(recordPaths: [recordPath], maxDepth: maxDepth, markupAttribute: markupAttribute)
  }

  /// Makes a reader of the elements at each of `recordPaths` (at least one; none inside
  /// another), refusing records nested deeper than `maxDepth`; an element with
  /// `markupAttribute` keeps its content as markup.
  ///
  /// ```swift
  /// let reader = XMLRecordReader(recordPaths: [["rss", "channel", "item"], ["rss", "channel", "wp:category"]])
  /// try reader.read(file: "export.xml") { record, origin in
  ///   if origin.kind == 1 { print("a category") }
  /// }
  /// ```
  public init(
    recordPaths: [[String]], maxDepth: Int = 256,
    markupAttribute: (name: String, value: String)? = nil
  ) {
    precondition(!recordPaths.isEmpty, "An XMLRecordReader needs a record path.")
    self.recordPaths = recordPaths
    self.maxDepth = maxDepth
    self.markupAttribute = markupAttribute
  }

  /// The document's root element, as ``read(file:root:_:)`` hands it over before any record.
  public struct Root: Hashable, Sendable {
    /// Its qualified name (`rss`, `feed`).
    public var name: String
    /// Its namespace URI (`http://www.w3.org/2005/Atom`), or `nil` for none.
    public var namespace: String?
    /// The namespace URIs it declares, in document order.
    public var declaredNamespaces: [String]

    /// Makes a root element description.
    public init(name: String, namespace: String?, declaredNamespaces: [String]) {
      self.name = name
      self.namespace = namespace
      self.declaredNamespaces = declaredNamespaces
    }
  }

  /// Where a record starts: its position among the records and the line of its start tag.
  public struct Origin: Hashable, Sendable {
    /// The record's position among the file's records of its kind, from 1.
    public var ordinal: Int
    /// The line of the record's start tag, from 1, as libxml2 counts it.
    public var line: Int
    /// Which of ``XMLRecordReader/recordPaths`` the record is at (0 for the first).
    public var kind: Int

    /// Makes an origin for the record numbered `ordinal` whose start tag is on `line`.
    public init(ordinal: Int, line: Int, kind: Int = 0) {
      self.ordinal = ordinal
      self.line = line
      self.kind = kind
    }
  }

  /// Reads `path`, calling `root` with the root element and the line its start tag is on,
  /// then `body` with each record in file order.
  ///
  /// - Throws: `ArchiveError` (with line:column and the file's name) when the file is
  ///   not well-formed XML or breaks blogdoc's rules for untrusted input, and whatever
  ///   `root` or `body` throws; reading stops at the first error.
  public func read(
    file path: String, root: ((Root, Int) throws -> Void)? = nil,
    _ body: (ArchiveValue, Origin) throws -> Void
  ) throws {
    do {
      let feed = try ChunkFeed(path: path)
      try read(from: feed, root: root, body)
    } catch let error as ArchiveError {
      throw error.reading(path)
    }
  }

  private func read(
    from feed: ChunkFeed, root: ((Root, Int) throws -> Void)?,
    _ body: (ArchiveValue, Origin) throws -> Void
  ) throws {
    guard let reader = LibXML2Reader(feed: feed) else {
      throw ArchiveError(.malformed, "libxml2 could not open the document for reading.")
    }
    var open: [String] = []
    var builder = RecordBuilder()
    var ordinals = [Int](repeating: 0, count: recordPaths.count)
    var origin = Origin(ordinal: 0, line: 0)
    // Inside an element that keeps markup: how many elements are open within it.
    var markupDepth: Int?
    var markup: [UInt8] = []
    // libxml2 interns names in the reader's dictionary, so a name's pointer stands for it:
    // each distinct name becomes a Swift string once, not once per element.
    var names: [UnsafePointer<UInt8>: String] = [:]
    func name(_ pointer: UnsafePointer<UInt8>?) -> String {
      guard let pointer else { return "" }
      if let known = names[pointer] { return known }
      let made = String(cString: pointer)
      names[pointer] = made
      return made
    }
    while true {
      let status = reader.read()
      if let refusal = feed.refusal { throw refusal }
      if let error = reader.errors.first { throw error }
      guard status == 1 else {
        if status == 0 { break }
        throw ArchiveError(
          .malformed, "libxml2 stopped reading the document without saying why.",
          at: reader.parserLocation)
      }
      if let depth = markupDepth {
        guard
          try readMarkup(
            reader, depth: depth, nesting: builder.depth + depth, into: &markup, name: name)
        else {
          builder.appendMarkup(markup)
          markup.removeAll(keepingCapacity: true)
          markupDepth = nil
          if let record = builder.close() { try body(record, origin) }
          continue
        }
        markupDepth = depth + Self.depthChange(reader)
        continue
      }
      switch reader.nodeType {
      case LibXML2Reader.NodeType.element:
        let name = name(reader.qualifiedNamePointer)
        let isEmpty = reader.isEmptyElement
        if open.isEmpty && !builder.isBuilding, let root {
          let described = Root(
            name: name, namespace: reader.namespaceURI.map { String(cString: $0) },
            declaredNamespaces: reader.namespaceDeclarations())
          try root(described, reader.currentLine)
        }
        if builder.isBuilding {
          guard builder.depth < maxDepth else {
            throw ArchiveError(
              .limitExceeded,
              "Elements nest deeper than the \(maxDepth) levels blogdoc reads in a record.",
              at: reader.parserLocation)
          }
        } else if let kind = recordPaths.firstIndex(where: {
          $0.count == open.count + 1 && $0.last == name && $0.dropLast() == open[...]
        }) {
          ordinals[kind] += 1
          origin = Origin(ordinal: ordinals[kind], line: reader.currentLine, kind: kind)
        } else {
          // Outside a record only the path is kept; `<x/>` has no end tag to pop it.
          if !isEmpty { open.append(name) }
          continue
        }
        let attributes = reader.attributes()
        builder.open(name, attributes: attributes)
        // `<x/>` has no end-element node: it closes where it opens.
        if isEmpty, let record = builder.close() {
          try body(record, origin)
        } else if !isEmpty, builder.depth > 1, let markupAttribute,
          attributes.contains(where: {
            $0.name == markupAttribute.name && $0.value == markupAttribute.value
          })
        {
          markupDepth = 0
        }
      case LibXML2Reader.NodeType.endElement:
        if builder.isBuilding {
          if let record = builder.close() { try body(record, origin) }
        } else {
          open.removeLast()
        }
      case LibXML2Reader.NodeType.text, LibXML2Reader.NodeType.whitespace,
        LibXML2Reader.NodeType.significantWhitespace:
        if builder.isBuilding, let value = reader.value { builder.appendText(value) }
      case LibXML2Reader.NodeType.cdata:
        if builder.isBuilding, let value = reader.value {
          builder.appendText(value, normalizingLineBreaks: true)
        }
      case LibXML2Reader.NodeType.documentType:
        throw ArchiveError.doctype(at: reader.parserLocation)
      case LibXML2Reader.NodeType.entityReference:
        throw ArchiveError.declaredEntity(at: reader.parserLocation)
      default:
        break  // Comments and processing instructions.
      }
    }
  }

  /// Writes the current node, inside an element that keeps markup, to `markup`: a start
  /// tag with its attributes (names without prefix), an end tag, or escaped text.
  ///
  /// - Returns: `false` when the node is the end of the markup element itself.
  private func readMarkup(
    _ reader: LibXML2Reader, depth: Int, nesting: Int, into markup: inout [UInt8],
    name: (UnsafePointer<UInt8>?) -> String
  ) throws -> Bool {
    switch reader.nodeType {
    case LibXML2Reader.NodeType.element:
      guard nesting < maxDepth else {
        throw ArchiveError(
          .limitExceeded,
          "Elements nest deeper than the \(maxDepth) levels blogdoc reads in a record.",
          at: reader.parserLocation)
      }
      let isEmpty = reader.isEmptyElement
      markup.append(UInt8(ascii: "<"))
      markup.append(contentsOf: name(reader.localName).utf8)
      for attribute in reader.attributes() {
        let local = attribute.name.split(separator: ":").last.map(String.init) ?? attribute.name
        markup.append(contentsOf: " \(local)=\"".utf8)
        _ = XMLEscaping.append(attribute.value, as: .attribute, to: &markup)
        markup.append(UInt8(ascii: "\""))
      }
      markup.append(contentsOf: isEmpty ? "/>".utf8 : ">".utf8)
    case LibXML2Reader.NodeType.endElement:
      guard depth > 0 else { return false }
      markup.append(contentsOf: "</".utf8)
      markup.append(contentsOf: name(reader.localName).utf8)
      markup.append(UInt8(ascii: ">"))
    case LibXML2Reader.NodeType.text, LibXML2Reader.NodeType.whitespace,
      LibXML2Reader.NodeType.significantWhitespace, LibXML2Reader.NodeType.cdata:
      if let value = reader.value {
        _ = XMLEscaping.append(String(cString: value), as: .text, to: &markup)
      }
    case LibXML2Reader.NodeType.documentType:
      throw ArchiveError.doctype(at: reader.parserLocation)
    case LibXML2Reader.NodeType.entityReference:
      throw ArchiveError.declaredEntity(at: reader.parserLocation)
    default:
      break
    }
    return true
  }

  /// How the current node changes the depth inside markup: +1 for a start tag with content,
  /// -1 for an end tag.
  private static func depthChange(_ reader: LibXML2Reader) -> Int {
    switch reader.nodeType {
    case LibXML2Reader.NodeType.element: reader.isEmptyElement ? 0 : 1
    case LibXML2Reader.NodeType.endElement: -1
    default: 0
    }
  }
}
