import BlogDocCore
internal import BlogDocLibXML2

/// libxml2's SAX2 push parser: the one place BlogDocXML creates, feeds and frees a parser
/// context, so each C call is wrapped exactly once.
///
/// The parser calls back as it meets each start tag, end tag, run of text, CDATA section,
/// comment and processing instruction, with names interned in the context's dictionary and
/// text as pointers into its own buffers. It builds no tree and no node, which is the work
/// `xmlTextReader` (and `xmllint --stream`) does for every token before handing it over.
///
/// The caller gives the callbacks (an `xmlSAXHandler`) and the pointer they receive as
/// their first argument; this type adds the rest: the hardened options of ``LibXML2Setup``,
/// an error handler that collects what libxml2 reports into ``errors``, and refusals of a
/// DOCTYPE and of a reference to a declared entity, which blogdoc never reads.
///
/// ```swift
/// var handler = LibXML2PushParser.handler()
/// handler.startElementNs = { context, local, _, _, _, _, _, _, _ in /* … */ }
/// let parser = LibXML2PushParser(
///   handler: handler, context: state, firstBytes: bytes[..<4], forcesUTF8: false)
/// parser?.parse(bytes[4...])
/// if let error = parser?.errors.first ?? parser?.failure { throw error }
/// ```
///
/// Not `Sendable`: a libxml2 parser context belongs to one thread at a time.
final class LibXML2PushParser {
  let context: xmlParserCtxtPtr
  /// Every error libxml2 reported so far; the first one is what the document is refused for.
  let errors: LibXML2ErrorSink
  /// Whether a callback stopped the parser or libxml2 reported an error, so nothing more
  /// is parsed.
  private(set) var isStopped = false
  /// What a callback refused the document for (see ``fail(_:)``).
  private(set) var failure: ArchiveError?

  /// How many bytes the parser is first given, to detect the encoding from, as
  /// `xmlTextReader` does: these, or none for a shorter document.
  static let encodingProbe = 4

  /// A handler with nothing set but what every parse has: the SAX2 magic that selects
  /// `startElementNs`, and the error handler. The caller adds its callbacks, and refuses a
  /// DOCTYPE (`internalSubset`) and a reference to a declared entity (`reference`) with
  /// ``fail(_:checkingTheRest:)``: a DOCTYPE is refused from the bytes before parsing, so these catch one in
  /// an encoding that check could not see through.
  static func handler() -> xmlSAXHandler {
    var handler = xmlSAXHandler()
    handler.initialized = XML_SAX2_MAGIC
    handler.serror = LibXML2PushParser.errorHandler
    return handler
  }

  /// Makes a parser that calls `handler`'s callbacks with `context`.
  ///
  /// - Parameters:
  ///   - handler: The callbacks; ``handler()`` makes one to start from.
  ///   - context: What the callbacks get as their first argument.
  ///   - firstBytes: The start of the document, up to ``encodingProbe`` bytes, which libxml2
  ///     detects the encoding from; the caller pushes the rest.
  ///   - forcesUTF8: Whether to read the bytes as UTF-8 whatever the XML declaration says
  ///     (for documents blogdoc transcoded from UTF-16 itself).
  /// - Returns: `nil` if libxml2 could not allocate the context.
  ///
  /// The corresponding libxml2 functions are `xmlCreatePushParserCtxt`,
  /// `xmlCtxtUseOptions` and `xmlSwitchToEncoding`.
  init?(
    handler: xmlSAXHandler, context: UnsafeMutableRawPointer, firstBytes: UnsafeRawBufferPointer,
    forcesUTF8: Bool
  ) {
    LibXML2Setup.prepare()
    var handler = handler
    let created = withUnsafeMutablePointer(to: &handler) { handler in
      xmlCreatePushParserCtxt(
        handler, context, firstBytes.baseAddress?.assumingMemoryBound(to: CChar.self),
        Int32(firstBytes.count), nil)
    }
    guard let created else { return nil }
    self.context = created
    self.errors = LibXML2ErrorSink()
    _ = xmlCtxtUseOptions(
      created, forcesUTF8 ? LibXML2Setup.utf8ReaderOptions : LibXML2Setup.readerOptions)
    if forcesUTF8, let utf8 = xmlFindCharEncodingHandler("UTF-8") {
      _ = xmlSwitchToEncoding(created, utf8)
    }
    created.pointee._private = Unmanaged.passUnretained(self).toOpaque()
  }

  deinit {
    xmlFreeParserCtxt(context)
  }

  /// Parses `bytes`, calling back as it goes; `isLast` ends the document, so what is
  /// still open is an error.
  ///
  /// The corresponding libxml2 function is `xmlParseChunk`.
  func push(_ bytes: UnsafeRawBufferPointer, isLast: Bool) {
    guard !isStopped else { return }
    _ = xmlParseChunk(
      context, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count),
      isLast ? 1 : 0)
  }

  /// Pushes `bytes` in chunks of `chunkSize`, then ends the document with an empty push,
  /// as `xmlTextReader` does (libxml2 words some errors differently when the last bytes
  /// and the end come together); stops early once the parser stopped.
  func parse(_ bytes: UnsafeRawBufferPointer, chunkSize: Int = 256 * 1024) {
    var offset = 0
    while offset < bytes.count && !isStopped {
      let end = min(bytes.count, offset + chunkSize)
      push(UnsafeRawBufferPointer(rebasing: bytes[offset..<end]), isLast: false)
      offset = end
    }
    push(UnsafeRawBufferPointer(start: nil, count: 0), isLast: true)
  }

  /// Refuses the document from inside a callback: `error` becomes ``failure`` and no
  /// callback follows. Only the first failure is kept.
  ///
  /// With `checkingTheRest`, libxml2 goes on reading the rest of the document (calling
  /// back no more), so that a document that is not well formed is refused as that (in
  /// ``errors``) whatever else is wrong with it, as a tree parser would refuse it before
  /// anyone looked at its content. Without it, the parser stops at once: for refusals that
  /// bound resources, or that must not read further.
  ///
  /// The corresponding libxml2 function is `xmlStopParser`.
  func fail(_ error: ArchiveError, checkingTheRest: Bool) {
    guard failure == nil else { return }
    failure = error
    context.pointee.disableSAX = 1
    if !checkingTheRest { stop() }
  }

  /// Stops parsing from inside a callback, for a caller that keeps its own reason: no
  /// callback follows.
  ///
  /// The corresponding libxml2 function is `xmlStopParser`.
  func stop() {
    guard !isStopped else { return }
    isStopped = true
    xmlStopParser(context)
  }

  /// Stops the callbacks from inside one, for a caller that keeps its own reason, but lets
  /// libxml2 parse the rest of the chunk it was given, so that a malformed byte in it is
  /// reported (in ``errors``) before that reason, as a tree reader would report it; no
  /// chunk is pushed after it, and the document is not ended.
  func stopAfterChunk() {
    guard !isStopped else { return }
    isStopped = true
    context.pointee.disableSAX = 1
  }

  /// Whether the start tag `startElementNs` was just called for is an empty-element tag
  /// (`<x/>`): libxml2 calls back before it reads the tag's `/>` or `>`.
  var isInEmptyElementTag: Bool {
    context.pointee.input?.pointee.cur?.pointee == UInt8(ascii: "/")
  }

  /// Where the parser is: just past what it last handed over.
  var location: SourceLocation {
    guard let input = context.pointee.input else { return SourceLocation(line: 1, column: 1) }
    return SourceLocation(line: Int(input.pointee.line), column: Int(input.pointee.col))
  }

  /// The line the parser is on, as libxml2 records it for an element it builds.
  @inline(__always)
  var line: Int32 {
    context.pointee.input?.pointee.line ?? 0
  }

  /// `name` interned in the context's dictionary; equal to `name` itself when it already is.
  ///
  /// The corresponding libxml2 function is `xmlDictLookup`.
  func interned(_ name: UnsafePointer<UInt8>) -> UnsafePointer<UInt8>? {
    xmlDictLookup(context.pointee.dict, name, -1)
  }

  /// The parser behind `context`, the pointer libxml2 passes to every callback.
  @inline(__always)
  static func from(_ context: xmlParserCtxtPtr) -> LibXML2PushParser {
    Unmanaged<LibXML2PushParser>.fromOpaque(context.pointee._private).takeUnretainedValue()
  }

  /// Collects an error into ``errors``; one that counts stops the callbacks, so the state
  /// the caller reports it from is where libxml2 found it.
  private static let errorHandler: xmlStructuredErrorFunc = { _, error in
    guard let error, let context = error.pointee.ctxt?.assumingMemoryBound(to: xmlParserCtxt.self),
      context.pointee._private != nil
    else { return }
    let parser = LibXML2PushParser.from(context)
    if parser.errors.record(error.pointee) {
      parser.isStopped = true
      // Not `xmlStopParser`: libxml2 is inside a parsing function that still uses its input.
      context.pointee.disableSAX = 1
    }
  }
}
