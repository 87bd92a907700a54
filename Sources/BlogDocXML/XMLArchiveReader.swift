import BlogDocCore
import BlogDocSystem

/// Reads one XML document into a ``RecordSink`` (a ``DocumentBuilder``), driven by
/// libxml2's SAX2 push parser (``LibXML2PushParser``) without building a tree.
///
/// The reader reports structure and the builder types it: the root element starts the
/// document, each `<entry>` a record, each child of a record a field, and everything below
/// a field becomes the generic `ArchiveValue` FORMAT.md describes (see
/// `XMLArchiveReader+Values.swift`). The parser's callbacks (`XMLArchiveReader+Events.swift`)
/// are the state machine's steps; an error one of them throws stops the parser and is
/// what ``read()`` throws.
///
/// A field the sink declines (``RecordSink/wantsField(_:)``) is still parsed, so a
/// malformed byte, a nesting too deep or a namespace error in it is still an error, and its
/// elements still get their ordinals; but its text is not kept and no value is built.
///
/// Locations are resolved late. Each element gets an ordinal in document order, and the
/// builder is handed ``SourceLocation/token(_:)`` for it; an error or a validation message
/// that carries one has it replaced by the element's real line:column from
/// ``ElementLocator``. Documents that read cleanly never pay for locations.
///
/// ```swift
/// let input = try ReadableInput.prepare(bytes, options: .default)
/// let sink = DocumentBuilderSink<BlogEntry>(options: .default)
/// var reader = try XMLArchiveReader(input: input, options: .default, sink: sink)
/// try reader.read()
/// let decoded = try sink.builder.finish()
/// ```
///
/// - Complexity: O(*n*) in the input size.
struct XMLArchiveReader {
  enum Phase {
    case prolog, root, epilog
  }

  let input: ReadableInput
  let options: DecodingOptions
  let sink: any RecordSink
  let schema: SchemaNames
  /// The longest text read: the option, and at most libxml2's own bound on a text node
  /// (`XML_MAX_TEXT_LENGTH`, parserInternals.h), which a reader that builds no nodes
  /// does not meet.
  let maxTextBytes: Int
  var locator: ElementLocator
  var names: ElementNameCache
  var elements: [OpenElement] = []
  /// The text of the innermost open element since its last child element.
  var text = TextAccumulator()
  /// Text read directly inside the root or a record since the last other event: it must
  /// be blank, and is reported whole when it is not.
  var stray = StrayText()
  /// The line breaks of the CDATA section being read.
  var cdataLineBreaks = CDATALineBreaks()
  var elementCount = 0
  var phase = Phase.prolog
  /// The key of the open field or document member, for error paths.
  var openField: (key: String, isDocumentMember: Bool)?
  /// The key of the last field of the open record, kept after the field ends, for
  /// libxml2's report of a document cut short there.
  var lastField: String?
  /// The comments and processing instructions read, which no model holds.
  var skipped = SkippedSyntax()
  /// The parser, while ``read()`` runs.
  var parser: LibXML2PushParser?

  init(input: ReadableInput, options: DecodingOptions, sink: any RecordSink) throws(ArchiveError) {
    self.input = input
    self.options = options
    self.sink = sink
    self.schema = sink.names
    self.maxTextBytes = min(options.maxTextBytes, 10_000_000)
    self.locator = ElementLocator(input.text)
    self.names = ElementNameCache(
      schemaNamespace: schema.namespace, entryName: schema.entryName)
  }

  /// Reads the whole document into the sink; the caller finishes the builder.
  mutating func read() throws(ArchiveError) {
    try withUnsafeMutablePointer(to: &self) { reader throws(ArchiveError) in
      try Self.read(reader)
    }
  }

  /// Parses the input with callbacks that reach `reader`, which must not move meanwhile.
  private static func read(_ reader: UnsafeMutablePointer<XMLArchiveReader>) throws(ArchiveError) {
    let bytes = reader.pointee.input.bytes
    let probe = bytes.count < LibXML2PushParser.encodingProbe ? 0 : LibXML2PushParser.encodingProbe
    guard
      let parser = LibXML2PushParser(
        handler: handler(), context: UnsafeMutableRawPointer(reader),
        firstBytes: UnsafeRawBufferPointer(rebasing: bytes[..<probe]),
        forcesUTF8: reader.pointee.input.isTranscoded)
    else {
      throw ArchiveError(.malformed, "libxml2 could not open the document for reading.")
    }
    reader.pointee.parser = parser
    parser.errors.innermostElementLine = { Int(reader.pointee.elements.last?.line ?? 0) }
    defer {
      parser.errors.innermostElementLine = nil
      reader.pointee.parser = nil
    }
    parser.parse(UnsafeRawBufferPointer(rebasing: bytes[probe...]))
    if let error = parser.errors.first {
      throw reader.pointee.inCurrentField(error, isPrematureEnd: parser.errors.isPrematureEnd)
    }
    if let failure = parser.failure { throw failure }
    guard parser.context.pointee.wellFormed != 0 else {
      throw ArchiveError(
        .malformed, "libxml2 stopped reading the document without saying why.",
        at: parser.location)
    }
    try reader.pointee.flushStrayText()
    guard reader.pointee.phase == .epilog else {
      throw ArchiveError(.malformed, "The document has no root element.")
    }
  }

  // MARK: - Elements

  /// A start tag: the element's interned local name and namespace URI, and its attributes.
  mutating func startElement(
    local: UnsafePointer<UInt8>?, namespace: UnsafePointer<UInt8>?, attributes: SAXAttributes
  ) throws(ArchiveError) {
    cdataLineBreaks.reset()
    try flushStrayText()
    let ordinal = elementCount
    elementCount += 1
    guard elements.count < options.maxDepth else {
      throw readingError(
        .limitExceeded, "Elements nest deeper than the \(options.maxDepth) levels blogdoc reads.",
        element: ordinal)
    }
    let line = parser.unsafelyUnwrapped.line
    guard !elements.isEmpty else {
      guard phase == .prolog else {
        let name = local.map { String(cString: $0) } ?? ""
        throw readingError(
          .malformed,
          "Expected only comments, processing instructions and whitespace after the root element, found <\(name)>.",
          element: ordinal)
      }
      let name = try elementName(local, namespace, ordinal: ordinal)
      return try startRoot(name, attributes, line: line)
    }
    let parentRole = elements[elements.count - 1].role
    if parentRole == .declined {
      elements.append(OpenElement(role: .declined, key: "", ordinal: ordinal, line: line))
      return
    }
    let name = try elementName(local, namespace, ordinal: ordinal)
    switch parentRole {
    case .collectionRoot where name.isRecord:
      sink.beginRecord(ordinal: ordinal)
      lastField = nil
      try addPlainAttributes(attributes, ordinal: ordinal)
      elements.append(OpenElement(role: .record, key: name.key, ordinal: ordinal, line: line))
    case .collectionRoot:
      try startValue(name, attributes, role: .documentMember, ordinal: ordinal, line: line)
    case .record:
      try startValue(name, attributes, role: .field, ordinal: ordinal, line: line)
    case .field, .documentMember, .value:
      try startChildValue(name, attributes, ordinal: ordinal, line: line)
    case .declined:
      break  // Handled above, before naming the element.
    }
  }

  /// The name of the element libxml2 handed over.
  private mutating func elementName(
    _ local: UnsafePointer<UInt8>?, _ namespace: UnsafePointer<UInt8>?, ordinal: Int
  ) throws(ArchiveError) -> ElementName {
    guard let local else {
      throw readingError(.malformed, "libxml2 gave an element without a name.", element: ordinal)
    }
    return names.name(local: local, namespace: namespace, in: parser.unsafelyUnwrapped)
  }

  private mutating func startRoot(
    _ name: ElementName, _ attributes: SAXAttributes, line: Int32
  ) throws(ArchiveError) {
    if name.local != schema.entryName && name.local != schema.collectionName {
      // The builder owns the message for a wrong root; let it say it.
      let version = schema.version
      try located { sink throws(ArchiveError) in
        try sink.beginDocument(rootName: name.local, version: version, ordinal: 0)
      }
    }
    guard name.isInSchemaNamespace else {
      let found = name.namespace.map { "the namespace \"\($0)\"" } ?? "no namespace"
      throw readingError(
        .malformed,
        "Expected the root element <\(name.local)> in the namespace \"\(schema.namespace)\" (xmlns=\"\(schema.namespace)\"), found \(found).",
        element: 0)
    }
    var versionText: String?
    var members: [ArchiveObject.Member] = []
    for attribute in plainAttributes(attributes) {
      if attribute.key == "@formatVersion" {
        if case .string(let text) = attribute.value { versionText = text }
      } else {
        members.append(attribute)
      }
    }
    guard let versionText else {
      throw readingError(
        .malformed,
        "Expected a formatVersion attribute on the root element, such as <\(name.local) xmlns=\"\(schema.namespace)\" formatVersion=\"\(schema.version)\">.",
        element: 0)
    }
    guard !versionText.isEmpty, versionText.utf8.count < 10,
      versionText.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let version = Int(versionText)
    else {
      throw readingError(
        .malformed,
        "Expected formatVersion to be a whole number such as \(schema.version), found \(quoted(versionText)).",
        element: 0)
    }
    try located { sink throws(ArchiveError) in
      try sink.beginDocument(rootName: name.local, version: version, ordinal: 0)
    }
    phase = .root
    if sink.isSingleRecord {
      sink.beginRecord(ordinal: 0)
      elements.append(OpenElement(role: .record, key: name.key, ordinal: 0, line: line))
      for attribute in members where sink.wantsField(attribute.key) {
        try addField(key: attribute.key, value: attribute.value, ordinal: 0)
      }
    } else {
      elements.append(OpenElement(role: .collectionRoot, key: name.key, ordinal: 0, line: line))
      for attribute in members {
        sink.addDocumentMember(key: attribute.key, value: attribute.value)
      }
    }
  }

  /// An end tag (or the end of an empty-element tag).
  mutating func endElement() throws(ArchiveError) {
    cdataLineBreaks.reset()
    try flushStrayText()
    guard let element = elements.popLast() else {
      throw ArchiveError(
        .malformed, "libxml2 closed an element that was never opened.",
        at: parser.unsafelyUnwrapped.location)
    }
    switch element.role {
    case .collectionRoot:
      break
    case .declined:
      if elements.last?.role == .record { openField = nil }
    case .record:
      lastField = nil
      try located { sink throws(ArchiveError) in try sink.endRecord() }
    case .field:
      var value = try finishValue(element)
      if case .string(let string) = value, !string.isEmpty, text.isBlank,
        schema.listFields.contains(element.key)
      {
        value = .string("")  // `<tagNames>\n  </tagNames>` is the empty list.
      }
      try addField(key: element.key, value: value, ordinal: element.ordinal)
      openField = nil
    case .documentMember:
      sink.addDocumentMember(key: element.key, value: try finishValue(element))
      openField = nil
    case .value:
      let value = try finishValue(element)
      let parent = elements.count - 1
      if elements[parent].type == .array {
        elements[parent].items.append(value)
      } else {
        elements[parent].members.append(ArchiveObject.Member(key: element.key, value: value))
      }
    }
    text.removeAll()
    if elements.isEmpty { phase = .epilog }
  }

  mutating func addField(
    key: String, value: ArchiveValue, ordinal: Int
  )
    throws(ArchiveError)
  {
    try located { sink throws(ArchiveError) in
      try sink.addField(key: key, value: value, ordinal: ordinal)
    }
  }

  // MARK: - Errors and locations

  /// `error` with a location token replaced by the element's line:column.
  mutating func locate(_ error: ArchiveError) -> ArchiveError {
    guard let ordinal = error.location?.elementOrdinal else { return error }
    var located = error
    located.location = locator.location(ofElement: ordinal)
    return located
  }

  /// Runs a builder call, locating the error it throws.
  mutating func located<T>(
    _ body: (any RecordSink) throws(ArchiveError) -> T
  )
    throws(ArchiveError) -> T
  {
    do throws(ArchiveError) {
      return try body(sink)
    } catch {
      throw locate(error)
    }
  }

  /// An error at element `ordinal`, with the path of the field it is in.
  mutating func readingError(
    _ kind: ArchiveError.Kind, _ message: String, element ordinal: Int
  )
    -> ArchiveError
  {
    ArchiveError(
      kind, message, at: locator.location(ofElement: ordinal), fieldPath: currentFieldPath)
  }

  /// The path of the field being read (`/entry/bodyText`), or of the record when between
  /// fields; `nil` outside records.
  var currentFieldPath: String? {
    if let openField {
      return openField.isDocumentMember
        ? "/\(schema.collectionName)/\(openField.key)" : sink.path(of: openField.key)
    } else if !elements.isEmpty && elements[elements.count - 1].role == .record {
      return sink.path(of: nil)
    }
    return nil
  }

  /// A libxml2 error, with the field it happened in when it is libxml2's report of a
  /// document cut short: the open field, or the record's last one when the cut is between
  /// fields. Other libxml2 errors name the element themselves, so they get no path.
  func inCurrentField(_ error: ArchiveError, isPrematureEnd: Bool) -> ArchiveError {
    guard isPrematureEnd, error.fieldPath == nil else { return error }
    var error = error
    if openField == nil, let lastField, elements.last?.role == .record {
      error.fieldPath = sink.path(of: lastField)
    } else {
      error.fieldPath = currentFieldPath
    }
    return error
  }

  /// How messages quote found text (see ``MessageQuoting``).
  func quoted(_ text: String) -> String {
    MessageQuoting.quoted(text)
  }
}
