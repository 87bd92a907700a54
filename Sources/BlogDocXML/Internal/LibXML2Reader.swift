import BlogDocCore
internal import BlogDocLibXML2

/// An `xmlTextReader` over a buffer of bytes: the one place BlogDocXML calls libxml2's
/// reader, so each C call is wrapped exactly once.
///
/// The reader walks the document node by node without building a tree, which keeps
/// memory flat however large the input is. It never outlives `bytes`: libxml2 reads them
/// in place (`xmlReaderForMemory` does not copy), so the caller keeps them alive for the
/// reader's lifetime. Errors libxml2 reports while reading go to ``errors``.
///
/// Not `Sendable`: a libxml2 reader belongs to one thread at a time.
final class LibXML2Reader {
  let handle: xmlTextReaderPtr
  /// Every error libxml2 reported so far; the first one is what the document is refused for.
  let errors: LibXML2ErrorSink

  /// Node types, as `xmlTextReaderNodeType` returns them.
  enum NodeType {
    static let element: Int32 = 1
    static let text: Int32 = 3
    static let cdata: Int32 = 4
    static let entityReference: Int32 = 5
    static let processingInstruction: Int32 = 7
    static let comment: Int32 = 8
    static let documentType: Int32 = 10
    static let whitespace: Int32 = 13
    static let significantWhitespace: Int32 = 14
    static let endElement: Int32 = 15
  }

  /// Opens a reader on `bytes`.
  ///
  /// - Parameters:
  ///   - bytes: The document; it must stay alive and unchanged while the reader exists.
  ///   - forcesUTF8: Whether to read the bytes as UTF-8 whatever the XML declaration says
  ///     (for documents blogdoc transcoded from UTF-16 itself).
  /// - Returns: `nil` if libxml2 could not allocate the reader.
  ///
  /// The corresponding libxml2 function is `xmlReaderForMemory`.
  convenience init?(bytes: UnsafeRawBufferPointer, forcesUTF8: Bool) {
    LibXML2Setup.prepare()
    guard let base = bytes.baseAddress, let count = Int32(exactly: bytes.count) else { return nil }
    let options = forcesUTF8 ? LibXML2Setup.utf8ReaderOptions : LibXML2Setup.readerOptions
    guard
      let handle = xmlReaderForMemory(
        base.assumingMemoryBound(to: CChar.self), count, nil, forcesUTF8 ? "UTF-8" : nil, options)
    else { return nil }
    self.init(handle: handle)
  }

  /// Takes ownership of `handle` and collects its errors.
  init(handle: xmlTextReaderPtr) {
    self.handle = handle
    self.errors = LibXML2ErrorSink()
    xmlTextReaderSetStructuredErrorHandler(
      handle, LibXML2ErrorSink.handler, Unmanaged.passUnretained(errors).toOpaque())
  }

  deinit {
    xmlFreeTextReader(handle)
  }

  /// Moves to the next node: 1 if there is one, 0 at the end, -1 on error.
  ///
  /// The corresponding libxml2 function is `xmlTextReaderRead`.
  @inline(__always)
  func read() -> Int32 {
    xmlTextReaderRead(handle)
  }

  /// The current node's type (see ``NodeType``).
  ///
  /// The corresponding libxml2 function is `xmlTextReaderNodeType`.
  @inline(__always)
  var nodeType: Int32 {
    xmlTextReaderNodeType(handle)
  }

  /// Whether the current element is written `<x/>`, so no end-element node follows.
  ///
  /// The corresponding libxml2 function is `xmlTextReaderIsEmptyElement`.
  @inline(__always)
  var isEmptyElement: Bool {
    xmlTextReaderIsEmptyElement(handle) == 1
  }

  /// Whether the current element has attributes or namespace declarations.
  ///
  /// The corresponding libxml2 function is `xmlTextReaderHasAttributes`.
  @inline(__always)
  var hasAttributes: Bool {
    xmlTextReaderHasAttributes(handle) == 1
  }

  /// The local name of the current element or attribute, interned in the reader's
  /// dictionary: the same name gives the same pointer for the reader's whole life.
  ///
  /// The corresponding libxml2 function is `xmlTextReaderConstLocalName`.
  @inline(__always)
  var localName: UnsafePointer<UInt8>? {
    xmlTextReaderConstLocalName(handle)
  }

  /// The namespace URI of the current element or attribute, interned like ``localName``;
  /// `nil` for no namespace.
  ///
  /// The corresponding libxml2 function is `xmlTextReaderConstNamespaceUri`.
  @inline(__always)
  var namespaceURI: UnsafePointer<UInt8>? {
    xmlTextReaderConstNamespaceUri(handle)
  }

  /// The text of the current text, CDATA or attribute node, valid until the next move.
  ///
  /// The corresponding libxml2 function is `xmlTextReaderConstValue`.
  @inline(__always)
  var value: UnsafePointer<UInt8>? {
    xmlTextReaderConstValue(handle)
  }

  /// Moves to the current element's next attribute or namespace declaration.
  ///
  /// The corresponding libxml2 function is `xmlTextReaderMoveToNextAttribute`.
  func moveToNextAttribute() -> Bool {
    xmlTextReaderMoveToNextAttribute(handle) == 1
  }

  /// Whether the current attribute node is a namespace declaration (`xmlns`, `xmlns:p`).
  ///
  /// The corresponding libxml2 function is `xmlTextReaderIsNamespaceDecl`.
  var isNamespaceDeclaration: Bool {
    xmlTextReaderIsNamespaceDecl(handle) == 1
  }

  /// Moves from an attribute back to its element.
  ///
  /// The corresponding libxml2 function is `xmlTextReaderMoveToElement`.
  func moveToElement() {
    xmlTextReaderMoveToElement(handle)
  }

  /// `text` interned in the reader's dictionary, so it can be compared with ``localName``
  /// and ``namespaceURI`` by pointer.
  ///
  /// The corresponding libxml2 function is `xmlTextReaderConstString`.
  func interned(_ text: String) -> UnsafePointer<UInt8>? {
    xmlTextReaderConstString(handle, text)
  }

  /// `name` interned in the reader's dictionary; equal to `name` itself when it already is.
  ///
  /// The corresponding libxml2 function is `xmlTextReaderConstString`.
  func interned(_ name: UnsafePointer<UInt8>) -> UnsafePointer<UInt8>? {
    xmlTextReaderConstString(handle, name)
  }

  /// Where the parser is: ahead of the current node (it parses in chunks), so only for
  /// errors that have no better location.
  ///
  /// The corresponding libxml2 functions are `xmlTextReaderGetParserLineNumber` and
  /// `xmlTextReaderGetParserColumnNumber`.
  var parserLocation: SourceLocation {
    SourceLocation(
      line: Int(xmlTextReaderGetParserLineNumber(handle)),
      column: Int(xmlTextReaderGetParserColumnNumber(handle)))
  }
}

// MARK: - Streaming from a file

extension LibXML2Reader {
  /// Opens a reader that pulls its bytes from `feed` as it goes.
  ///
  /// The corresponding libxml2 function is `xmlReaderForIO`; the feed is kept alive by
  /// the reader's context until `xmlFreeTextReader` closes it.
  convenience init?(feed: ChunkFeed) {
    LibXML2Setup.prepare()
    let context = Unmanaged.passRetained(feed).toOpaque()
    let read: xmlInputReadCallback = { context, buffer, length in
      guard let context, let buffer else { return -1 }
      let feed = Unmanaged<ChunkFeed>.fromOpaque(context).takeUnretainedValue()
      return feed.fill(buffer, capacity: Int(length))
    }
    let close: xmlInputCloseCallback = { context in
      guard let context else { return 0 }
      Unmanaged<ChunkFeed>.fromOpaque(context).release()
      return 0
    }
    guard
      let handle = xmlReaderForIO(
        read, close, context, nil, "UTF-8", LibXML2Setup.utf8ReaderOptions)
    else {
      return nil
    }
    self.init(handle: handle)
  }

  /// The qualified name (`wp:post_id`) of the current element or attribute.
  ///
  /// The corresponding libxml2 function is `xmlTextReaderConstName`.
  var qualifiedName: String {
    qualifiedNamePointer.map { String(cString: $0) } ?? ""
  }

  /// ``qualifiedName`` as libxml2 keeps it, interned in the reader's dictionary.
  var qualifiedNamePointer: UnsafePointer<UInt8>? {
    xmlTextReaderConstName(handle)
  }

  /// The current element's attributes by qualified name, namespace declarations left out;
  /// the reader is back on the element afterwards.
  func attributes() -> [(name: String, value: String)] {
    guard hasAttributes else { return [] }
    var attributes: [(name: String, value: String)] = []
    while moveToNextAttribute() {
      guard !isNamespaceDeclaration else { continue }
      attributes.append((qualifiedName, value.map { String(cString: $0) } ?? ""))
    }
    moveToElement()
    return attributes
  }

  /// The namespace URIs the current element declares (`xmlns`, `xmlns:p`), in document
  /// order; the reader is back on the element afterwards.
  func namespaceDeclarations() -> [String] {
    guard hasAttributes else { return [] }
    var uris: [String] = []
    while moveToNextAttribute() {
      guard isNamespaceDeclaration else { continue }
      uris.append(value.map { String(cString: $0) } ?? "")
    }
    moveToElement()
    return uris
  }

  /// The line the current node starts on, as libxml2 recorded it while parsing.
  ///
  /// The corresponding libxml2 functions are `xmlTextReaderCurrentNode` and `xmlGetLineNo`.
  var currentLine: Int {
    guard let node = xmlTextReaderCurrentNode(handle) else { return 0 }
    return Int(xmlGetLineNo(node))
  }
}
