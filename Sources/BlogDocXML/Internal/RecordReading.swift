import BlogDocCore
import BlogDocSystem
internal import BlogDocLibXML2

/// One read of ``XMLRecordReader``: the state its SAX callbacks move, from the root
/// element to the last record.
///
/// Outside records only the path of open elements is kept; inside one, a
/// ``RecordBuilder`` builds the record, which is handed to the caller's `body` when its
/// element ends. Inside an element that keeps markup, what it holds is written back as XML
/// text instead.
///
/// - Complexity: O(1) per callback, plus the record's size when it is handed over.
struct RecordReading {
  typealias Root = (XMLRecordReader.Root, Int) throws -> Void
  typealias Body = (ArchiveValue, XMLRecordReader.Origin) throws -> Void

  let reader: XMLRecordReader
  let root: Root?
  let body: Body
  var parser: LibXML2PushParser?
  /// What a callback refused the file for, or what `root` or `body` threw.
  var failure: (any Error)?
  /// The qualified names of the open elements outside records.
  var open: [String] = []
  /// The line of every open element's start tag, for libxml2's report of a document
  /// that ends inside one.
  var lines: [Int32] = []
  var builder = RecordBuilder()
  var ordinals: [Int]
  var origin = XMLRecordReader.Origin(ordinal: 0, line: 0)
  /// Inside an element that keeps markup: how many elements are open within it.
  var markupDepth: Int?
  /// Whether the last start tag inside markup was an empty-element tag, whose end the
  /// markup already holds.
  var markupTagIsClosed = false
  var markup: [UInt8] = []
  var lineBreaks = CDATALineBreaks()
  /// libxml2 interns names in the parser's dictionary, so a name's pointers stand for it:
  /// each distinct name becomes a Swift string once, not once per element.
  private var names: [NamePointers: String] = [:]

  private struct NamePointers: Hashable {
    let local: UnsafePointer<UInt8>
    let prefix: UnsafePointer<UInt8>?
  }

  init(reader: XMLRecordReader, root: Root?, body: @escaping Body) {
    self.reader = reader
    self.root = root
    self.body = body
    self.ordinals = [Int](repeating: 0, count: reader.recordPaths.count)
  }

  /// The qualified name (`wp:post_id`) of the element whose name is `local` and `prefix`.
  mutating func name(local: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?) -> String {
    let key = NamePointers(local: local, prefix: prefix)
    if let known = names[key] { return known }
    let local = String(cString: local)
    let made = prefix.map { String(cString: $0) + ":" + local } ?? local
    names[key] = made
    return made
  }

  // MARK: - Events

  mutating func startElement(
    local: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?,
    namespace: UnsafePointer<UInt8>?, namespaces: [String], attributes: SAXAttributes
  ) throws {
    let parser = parser.unsafelyUnwrapped
    lineBreaks.reset()
    lines.append(parser.line)
    if let depth = markupDepth {
      return try startMarkupElement(local, attributes, depth: depth)
    }
    let name = name(local: local, prefix: prefix)
    if open.isEmpty && !builder.isBuilding, let root {
      let described = XMLRecordReader.Root(
        name: name, namespace: namespace.map { String(cString: $0) },
        declaredNamespaces: namespaces)
      try root(described, Int(parser.line))
    }
    if builder.isBuilding {
      guard builder.depth < reader.maxDepth else { throw tooDeep() }
    } else if let kind = reader.recordPaths.firstIndex(where: {
      $0.count == open.count + 1 && $0.last == name && $0.dropLast() == open[...]
    }) {
      ordinals[kind] += 1
      origin = XMLRecordReader.Origin(ordinal: ordinals[kind], line: Int(parser.line), kind: kind)
    } else {
      open.append(name)  // Outside a record only the path is kept.
      return
    }
    var named: [(name: String, value: String)] = []
    named.reserveCapacity(attributes.count)
    for index in 0..<attributes.count {
      named.append((attributes[index].qualifiedName, attributes[index].value))
    }
    builder.open(name, attributes: named)
    if builder.depth > 1, let markupAttribute = reader.markupAttribute,
      named.contains(where: { $0.name == markupAttribute.name && $0.value == markupAttribute.value }
      )
    {
      markupDepth = 0
    }
  }

  mutating func endElement(local: UnsafePointer<UInt8>) throws {
    lineBreaks.reset()
    lines.removeLast()
    if let depth = markupDepth {
      if markupTagIsClosed {
        markupTagIsClosed = false
      } else if depth > 0 {
        markup.append(contentsOf: "</".utf8)
        markup.append(contentsOf: name(local: local, prefix: nil).utf8)
        markup.append(UInt8(ascii: ">"))
        markupDepth = depth - 1
      } else {
        builder.appendMarkup(markup)
        markup.removeAll(keepingCapacity: true)
        markupDepth = nil
        if let record = builder.close() { try body(record, origin) }
      }
    } else if builder.isBuilding {
      if let record = builder.close() { try body(record, origin) }
    } else {
      open.removeLast()
    }
  }

  mutating func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
    lineBreaks.reset()
    if markupDepth != nil {
      appendEscaped(bytes)
    } else if builder.isBuilding {
      builder.appendText(bytes)
    }
  }

  /// A CDATA piece: inside markup escaped as written (as the tree reader did), inside a
  /// record its line breaks normalized.
  mutating func cdata(_ bytes: UnsafeBufferPointer<UInt8>) {
    if markupDepth != nil {
      appendEscaped(bytes)
    } else if builder.isBuilding {
      var lineBreaks = lineBreaks
      defer { self.lineBreaks = lineBreaks }
      lineBreaks.normalize(bytes) { builder.appendText($0) }
    }
  }

  // MARK: - Markup

  /// Writes a start tag inside markup: its local name and attributes, without prefixes.
  private mutating func startMarkupElement(
    _ local: UnsafePointer<UInt8>, _ attributes: SAXAttributes, depth: Int
  ) throws {
    guard builder.depth + depth < reader.maxDepth else { throw tooDeep() }
    let name = name(local: local, prefix: nil)
    markup.append(UInt8(ascii: "<"))
    markup.append(contentsOf: name.utf8)
    for index in 0..<attributes.count {
      markup.append(contentsOf: " \(attributes[index].localName)=\"".utf8)
      _ = XMLEscaping.append(attributes[index].value, as: .attribute, to: &markup)
      markup.append(UInt8(ascii: "\""))
    }
    if parser.unsafelyUnwrapped.isInEmptyElementTag {
      markup.append(contentsOf: "/>".utf8)
      markupTagIsClosed = true
    } else {
      markup.append(UInt8(ascii: ">"))
      markupDepth = depth + 1
    }
  }

  private mutating func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
    _ = XMLEscaping.append(String(decoding: bytes, as: UTF8.self), as: .text, to: &markup)
  }

  private func tooDeep() -> ArchiveError {
    ArchiveError(
      .limitExceeded,
      "Elements nest deeper than the \(reader.maxDepth) levels blogdoc reads in a record.",
      at: parser.unsafelyUnwrapped.location)
  }
}
