import BlogDocCore
internal import BlogDocLibXML2

// libxml2's SAX2 callbacks of a record read: C functions that find the state through the
// context pointer ``RecordReading/read(_:)`` registers. Whatever a step throws (a refusal,
// or what the caller's `root` or `body` threw) stops the parser at once and is rethrown.
extension RecordReading {
  static func handler() -> xmlSAXHandler {
    var handler = LibXML2PushParser.handler()
    handler.startElementNs = {
      context, local, prefix, namespace, namespaceCount, namespaces, count, _, attributes in
      RecordReading.step(context) { reading in
        var declared: [String] = []
        if namespaceCount > 0, let namespaces {
          for index in 0..<Int(namespaceCount) {
            declared.append(namespaces[2 * index + 1].map { String(cString: $0) } ?? "")
          }
        }
        try reading.startElement(
          local: local.unsafelyUnwrapped, prefix: prefix, namespace: namespace,
          namespaces: declared, attributes: SAXAttributes(count: count, base: attributes))
      }
    }
    handler.endElementNs = { context, local, _, _ in
      RecordReading.step(context) { reading in
        try reading.endElement(local: local.unsafelyUnwrapped)
      }
    }
    handler.characters = { context, bytes, count in
      RecordReading.step(context) { reading in
        reading.characters(UnsafeBufferPointer(start: bytes, count: Int(count)))
      }
    }
    handler.ignorableWhitespace = handler.characters
    handler.cdataBlock = { context, bytes, count in
      RecordReading.step(context) { reading in
        reading.cdata(UnsafeBufferPointer(start: bytes, count: Int(count)))
      }
    }
    handler.comment = { context, _ in
      RecordReading.step(context) { reading in reading.lineBreaks.reset() }
    }
    handler.processingInstruction = { context, _, _ in
      RecordReading.step(context) { reading in reading.lineBreaks.reset() }
    }
    // Refusals of what blogdoc never reads stop at once.
    handler.internalSubset = { context, _, _, _ in
      RecordReading.refuse(context) { .doctype(at: $0) }
    }
    handler.reference = { context, _ in
      RecordReading.refuse(context) { .declaredEntity(at: $0) }
    }
    return handler
  }

  /// Refuses the file with the error `refusal` makes of the parser's location, at once.
  fileprivate static func refuse(
    _ context: UnsafeMutableRawPointer?, _ refusal: (SourceLocation) -> ArchiveError
  ) {
    let reading = context.unsafelyUnwrapped.assumingMemoryBound(to: RecordReading.self)
    let parser = reading.pointee.parser.unsafelyUnwrapped
    guard reading.pointee.failure == nil else { return }
    reading.pointee.failure = refusal(parser.location)
    parser.stop()
  }

  @inline(__always)
  fileprivate static func step(
    _ context: UnsafeMutableRawPointer?, _ body: (inout RecordReading) throws -> Void
  ) {
    let reading = context.unsafelyUnwrapped.assumingMemoryBound(to: RecordReading.self)
    guard reading.pointee.failure == nil else { return }
    do {
      try body(&reading.pointee)
    } catch {
      reading.pointee.failure = error
      // A bound that is exceeded stops the parse at once; any other refusal, or what the
      // caller threw, lets libxml2 finish its chunk, so a malformed byte near it comes first.
      if let error = error as? ArchiveError, error.kind == .limitExceeded {
        reading.pointee.parser.unsafelyUnwrapped.stop()
      } else {
        reading.pointee.parser.unsafelyUnwrapped.stopAfterChunk()
      }
    }
  }

  /// Feeds `feed` to a parser whose callbacks move `reading`, which must not move meanwhile.
  static func read(_ reading: UnsafeMutablePointer<RecordReading>, from feed: ChunkFeed) throws {
    var chunk = [UInt8](repeating: 0, count: ChunkFeed.chunkSize)
    let first = try fill(&chunk, from: feed)
    let parser = try chunk.withUnsafeBytes { bytes throws(ArchiveError) in
      // As `xmlTextReader`: the first four bytes to detect the encoding from, or none.
      let probe = first < LibXML2PushParser.encodingProbe ? 0 : LibXML2PushParser.encodingProbe
      guard
        let parser = LibXML2PushParser(
          handler: handler(), context: UnsafeMutableRawPointer(reading),
          firstBytes: UnsafeRawBufferPointer(rebasing: bytes[..<probe]), forcesUTF8: true)
      else {
        throw ArchiveError(.malformed, "libxml2 could not open the document for reading.")
      }
      reading.pointee.parser = parser
      parser.push(UnsafeRawBufferPointer(rebasing: bytes[probe..<first]), isLast: false)
      return parser
    }
    parser.errors.innermostElementLine = { Int(reading.pointee.lines.last ?? 0) }
    defer {
      parser.errors.innermostElementLine = nil
      reading.pointee.parser = nil
    }
    while !parser.isStopped {
      let count = try fill(&chunk, from: feed)
      guard count > 0 else { break }
      chunk.withUnsafeBytes {
        parser.push(UnsafeRawBufferPointer(rebasing: $0[..<count]), isLast: false)
      }
    }
    parser.push(UnsafeRawBufferPointer(start: nil, count: 0), isLast: true)
    if let error = parser.errors.first { throw error }
    if let failure = reading.pointee.failure { throw failure }
    guard parser.context.pointee.wellFormed != 0 else {
      throw ArchiveError(
        .malformed, "libxml2 stopped reading the document without saying why.",
        at: parser.location)
    }
  }

  /// Fills `chunk` from `feed`: the count, 0 at the end.
  private static func fill(_ chunk: inout [UInt8], from feed: ChunkFeed) throws(ArchiveError) -> Int
  {
    let count = chunk.withUnsafeMutableBytes {
      feed.fill($0.baseAddress!.assumingMemoryBound(to: CChar.self), capacity: $0.count)
    }
    guard count >= 0 else {
      throw feed.refusal ?? ArchiveError(.malformed, "Cannot read the file.")
    }
    return Int(count)
  }
}
