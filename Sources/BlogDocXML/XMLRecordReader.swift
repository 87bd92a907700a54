import BlogDocCore
internal import BlogDocLibXML2

#if canImport(Glibc)
  import Glibc
#endif

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

  /// Makes a reader of the elements at `recordPath`, refusing records nested deeper than
  /// `maxDepth`.
  public init(recordPath: [String], maxDepth: Int = 256) {
    self.init(recordPaths: [recordPath], maxDepth: maxDepth)
  }

  /// Makes a reader of the elements at each of `recordPaths` (at least one; none inside
  /// another), refusing records nested deeper than `maxDepth`.
  ///
  /// ```swift
  /// let reader = XMLRecordReader(recordPaths: [["rss", "channel", "item"], ["rss", "channel", "wp:category"]])
  /// try reader.read(file: "export.xml") { record, origin in
  ///   if origin.kind == 1 { print("a category") }
  /// }
  /// ```
  public init(recordPaths: [[String]], maxDepth: Int = 256) {
    precondition(!recordPaths.isEmpty, "An XMLRecordReader needs a record path.")
    self.recordPaths = recordPaths
    self.maxDepth = maxDepth
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

  /// Reads `path`, calling `body` with each record in file order.
  ///
  /// - Throws: `ArchiveError` (with line:column and the file's name) when the file is
  ///   not well-formed XML or breaks blogdoc's rules for untrusted input, and whatever
  ///   `body` throws; reading stops at the first error.
  public func read(
    file path: String, _ body: (ArchiveValue, Origin) throws -> Void
  ) throws {
    do {
      let feed = try ChunkFeed(path: path)
      try read(from: feed, body)
    } catch let error as ArchiveError {
      throw error.reading(path)
    }
  }

  private func read(from feed: ChunkFeed, _ body: (ArchiveValue, Origin) throws -> Void) throws {
    guard let reader = LibXML2Reader(feed: feed) else {
      throw ArchiveError(.malformed, "libxml2 could not open the document for reading.")
    }
    var open: [String] = []
    var builder = RecordBuilder()
    var ordinals = [Int](repeating: 0, count: recordPaths.count)
    var origin = Origin(ordinal: 0, line: 0)
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
      switch reader.nodeType {
      case LibXML2Reader.NodeType.element:
        let name = name(reader.qualifiedNamePointer)
        let isEmpty = reader.isEmptyElement
        if builder.isBuilding {
          guard builder.depth < maxDepth else {
            throw ArchiveError(
              .limitExceeded, "Elements nest deeper than the \(maxDepth) levels blogdoc reads in a record.",
              at: reader.parserLocation)
          }
        } else if let kind = recordPaths.firstIndex(where: { $0.count == open.count + 1 && $0.last == name && $0.dropLast() == open[...] }) {
          ordinals[kind] += 1
          origin = Origin(ordinal: ordinals[kind], line: reader.currentLine, kind: kind)
        } else {
          // Outside a record only the path is kept; `<x/>` has no end tag to pop it.
          if !isEmpty { open.append(name) }
          continue
        }
        builder.open(name, attributes: reader.attributes())
        // `<x/>` has no end-element node: it closes where it opens.
        if isEmpty, let record = builder.close() { try body(record, origin) }
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
        if builder.isBuilding, let value = reader.value { builder.appendText(value, normalizingLineBreaks: true) }
      case LibXML2Reader.NodeType.documentType:
        throw ArchiveError.doctype(at: reader.parserLocation)
      case LibXML2Reader.NodeType.entityReference:
        throw ArchiveError.declaredEntity(at: reader.parserLocation)
      default:
        break  // Comments and processing instructions.
      }
    }
  }
}
