import BlogDocCore
import BlogDocSystem
internal import BlogDocLibXML2

// libxml2's SAX2 callbacks, each a step of the reader's state machine: C functions that
// find the reader through the context pointer ``XMLArchiveReader/read()`` registers, and
// turn an error the step throws into a stopped parser (``LibXML2PushParser/fail(_:checkingTheRest:)``).
extension XMLArchiveReader {
  /// The callbacks of a document read.
  static func handler() -> xmlSAXHandler {
    var handler = LibXML2PushParser.handler()
    handler.startElementNs = { context, local, _, namespace, _, _, count, _, attributes in
      XMLArchiveReader.step(context) { reader throws(ArchiveError) in
        try reader.startElement(
          local: local, namespace: namespace,
          attributes: SAXAttributes(count: count, base: attributes))
      }
    }
    handler.endElementNs = { context, _, _, _ in
      XMLArchiveReader.step(context) { reader throws(ArchiveError) in try reader.endElement() }
    }
    handler.characters = { context, bytes, count in
      XMLArchiveReader.step(context) { reader throws(ArchiveError) in
        reader.cdataLineBreaks.reset()
        try reader.appendText(UnsafeBufferPointer(start: bytes, count: Int(count)), isCDATA: false)
      }
    }
    handler.ignorableWhitespace = handler.characters
    handler.cdataBlock = { context, bytes, count in
      XMLArchiveReader.step(context) { reader throws(ArchiveError) in
        try reader.appendCDATA(UnsafeBufferPointer(start: bytes, count: Int(count)))
      }
    }
    handler.comment = { context, _ in
      XMLArchiveReader.step(context) { reader throws(ArchiveError) in
        reader.cdataLineBreaks.reset()
        try reader.flushStrayText()
        reader.skipped.comments += 1
      }
    }
    handler.processingInstruction = { context, _, _ in
      XMLArchiveReader.step(context) { reader throws(ArchiveError) in
        reader.cdataLineBreaks.reset()
        try reader.flushStrayText()
        reader.skipped.processingInstructions += 1
      }
    }
    // Refusals of what blogdoc never reads stop at once.
    handler.internalSubset = { context, _, _, _ in
      let parser = XMLArchiveReader.parser(context)
      parser.fail(.doctype(at: parser.location), checkingTheRest: false)
    }
    handler.reference = { context, _ in
      let parser = XMLArchiveReader.parser(context)
      parser.fail(.declaredEntity(at: parser.location), checkingTheRest: false)
    }
    return handler
  }

  /// The parser of the reader behind `context`.
  fileprivate static func parser(_ context: UnsafeMutableRawPointer?) -> LibXML2PushParser {
    context.unsafelyUnwrapped.assumingMemoryBound(to: XMLArchiveReader.self).pointee.parser
      .unsafelyUnwrapped
  }

  /// Runs `body` on the reader behind `context`; an error it throws stops the parser.
  @inline(__always)
  fileprivate static func step(
    _ context: UnsafeMutableRawPointer?,
    _ body: (inout XMLArchiveReader) throws(ArchiveError) -> Void
  ) {
    let reader = context.unsafelyUnwrapped.assumingMemoryBound(to: XMLArchiveReader.self)
    do throws(ArchiveError) {
      try body(&reader.pointee)
    } catch {
      // A bound that is exceeded stops the parse at once; any other refusal lets libxml2
      // finish, so a malformed document is refused as that whatever its content says.
      reader.pointee.parser.unsafelyUnwrapped.fail(
        error, checkingTheRest: error.kind != .limitExceeded)
    }
  }

  // MARK: - Text

  /// Adds a CDATA piece, its line breaks normalized (see ``CDATALineBreaks``).
  mutating func appendCDATA(_ raw: UnsafeBufferPointer<UInt8>) throws(ArchiveError) {
    var lineBreaks = cdataLineBreaks
    defer { cdataLineBreaks = lineBreaks }
    try lineBreaks.normalize(raw) { bytes throws(ArchiveError) in
      try appendText(bytes, isCDATA: true)
    }
  }

  /// Adds `bytes` to the innermost element's text.
  mutating func appendText(
    _ bytes: UnsafeBufferPointer<UInt8>, isCDATA: Bool
  ) throws(ArchiveError) {
    guard !elements.isEmpty else {
      guard bytes.allSatisfy(XMLNames.isWhitespace) else {
        throw ArchiveError(
          .malformed,
          "Expected only comments, processing instructions and whitespace outside the root element, found text.",
          at: parser.unsafelyUnwrapped.location)
      }
      return
    }
    let innermost = elements.count - 1
    switch elements[innermost].role {
    case .collectionRoot, .record:
      if !stray.continues(isCDATA: isCDATA) { try flushStrayText() }
      stray.append(bytes, isBlank: bytes.allSatisfy(XMLNames.isWhitespace), isCDATA: isCDATA)
    case .field, .documentMember, .value:
      guard text.count + bytes.count <= maxTextBytes else {
        throw readingError(
          .limitExceeded,
          "A text value is longer than the \(maxTextBytes) bytes blogdoc reads.",
          element: elements[innermost].ordinal)
      }
      text.append(bytes, isBlank: bytes.allSatisfy(XMLNames.isWhitespace))
    case .declined:
      break
    }
  }

  /// Refuses the text gathered directly inside the root or a record unless it is blank;
  /// called before every event that ends a text node.
  @inline(__always)
  mutating func flushStrayText() throws(ArchiveError) {
    guard !stray.isEmpty else { return }
    try refuseStrayText()
  }

  private mutating func refuseStrayText() throws(ArchiveError) {
    defer { stray.removeAll() }
    guard !stray.isBlank else { return }
    let innermost = elements.count - 1
    throw readingError(
      .malformed,
      "Expected only elements inside <\(elements[innermost].key)>, found text \(quoted(stray.string)).",
      element: elements[innermost].ordinal)
  }
}
