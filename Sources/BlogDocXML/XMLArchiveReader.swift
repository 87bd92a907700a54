import BlogDocCore
import BlogDocSystem

/// Reads one XML document into a ``RecordSink`` (a ``DocumentBuilder``), streaming
/// through libxml2's `xmlTextReader` without building a tree.
///
/// The reader reports structure and the builder types it: the root element starts the
/// document, each `<entry>` a record, each child of a record a field, and everything below
/// a field becomes the generic `ArchiveValue` FORMAT.md describes (see
/// `XMLArchiveReader+Values.swift`).
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
  let reader: LibXML2Reader
  let options: DecodingOptions
  let sink: any RecordSink
  let schema: SchemaNames
  var locator: ElementLocator
  var names: ElementNameCache
  var elements: [OpenElement] = []
  /// The text of the innermost open element since its last child element.
  var text = TextAccumulator()
  var elementCount = 0
  var phase = Phase.prolog
  /// The key of the open field or document member, for error paths.
  var openField: (key: String, isDocumentMember: Bool)?
  /// The comments and processing instructions read, which no model holds.
  var skipped = SkippedSyntax()

  init(input: ReadableInput, options: DecodingOptions, sink: any RecordSink) throws(ArchiveError) {
    guard let reader = LibXML2Reader(bytes: input.bytes, forcesUTF8: input.isTranscoded) else {
      throw ArchiveError(.malformed, "libxml2 could not open the document for reading.")
    }
    self.input = input
    self.reader = reader
    self.options = options
    self.sink = sink
    self.schema = sink.names
    self.locator = ElementLocator(input.text)
    self.names = ElementNameCache(
      schemaNamespace: schema.namespace, entryName: schema.entryName)
  }

  /// Reads the whole document into the sink; the caller finishes the builder.
  mutating func read() throws(ArchiveError) {
    while true {
      let status = reader.read()
      if let error = reader.errors.first { throw inCurrentField(error) }
      guard status == 1 else {
        if status == 0 { break }
        throw ArchiveError(
          .malformed, "libxml2 stopped reading the document without saying why.",
          at: reader.parserLocation)
      }
      switch reader.nodeType {
      case LibXML2Reader.NodeType.element:
        try startElement()
      case LibXML2Reader.NodeType.endElement:
        try endElement()
      case LibXML2Reader.NodeType.text:
        try appendText(isBlank: false)
      case LibXML2Reader.NodeType.cdata:
        try appendText(isBlank: nil, normalizingLineBreaks: true)
      case LibXML2Reader.NodeType.whitespace, LibXML2Reader.NodeType.significantWhitespace:
        try appendText(isBlank: true)
      case LibXML2Reader.NodeType.documentType:
        // ReadableInput refuses a DOCTYPE in the prolog's bytes; this catches one in an
        // encoding it could not see through.
        throw ArchiveError.doctype(at: reader.parserLocation)
      case LibXML2Reader.NodeType.entityReference:
        throw ArchiveError.declaredEntity(at: reader.parserLocation)
      case LibXML2Reader.NodeType.comment:
        skipped.comments += 1
      case LibXML2Reader.NodeType.processingInstruction:
        skipped.processingInstructions += 1
      default:
        break  // End of entity.
      }
    }
    guard phase == .epilog else {
      throw ArchiveError(.malformed, "The document has no root element.")
    }
  }

  // MARK: - Elements

  private mutating func startElement() throws(ArchiveError) {
    let ordinal = elementCount
    elementCount += 1
    guard elements.count < options.maxDepth else {
      throw readingError(
        .limitExceeded, "Elements nest deeper than the \(options.maxDepth) levels blogdoc reads.",
        element: ordinal)
    }
    guard let local = reader.localName else {
      throw readingError(.malformed, "libxml2 gave an element without a name.", element: ordinal)
    }
    let name = names.name(local: local, namespace: reader.namespaceURI, in: reader)
    let isEmpty = reader.isEmptyElement
    if !elements.isEmpty {
      switch elements[elements.count - 1].role {
      case .collectionRoot where name.isRecord:
        sink.beginRecord(ordinal: ordinal)
        for attribute in readPlainAttributes() where sink.wantsField(attribute.key) {
          try addField(key: attribute.key, value: attribute.value, ordinal: ordinal)
        }
        elements.append(OpenElement(role: .record, key: name.key, ordinal: ordinal))
      case .collectionRoot:
        try startValue(name, role: .documentMember, ordinal: ordinal)
      case .record where !name.isMember && !sink.wantsField(name.key):
        elements.append(OpenElement(role: .skipped, key: name.key, ordinal: ordinal))
      case .record:
        try startValue(name, role: .field, ordinal: ordinal)
      case .field, .documentMember, .value:
        try startChildValue(name, ordinal: ordinal)
      case .skipped:
        elements.append(OpenElement(role: .skipped, key: name.key, ordinal: ordinal))
      }
    } else {
      guard phase == .prolog else {
        throw readingError(
          .malformed,
          "Expected only comments, processing instructions and whitespace after the root element, found <\(name.local)>.",
          element: ordinal)
      }
      try startRoot(name)
    }
    if isEmpty { try endElement() }
  }

  private mutating func startRoot(_ name: ElementName) throws(ArchiveError) {
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
    var attributes: [ArchiveObject.Member] = []
    for attribute in readPlainAttributes() {
      if attribute.key == "@formatVersion" {
        if case .string(let text) = attribute.value { versionText = text }
      } else {
        attributes.append(attribute)
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
      elements.append(OpenElement(role: .record, key: name.key, ordinal: 0))
      for attribute in attributes where sink.wantsField(attribute.key) {
        try addField(key: attribute.key, value: attribute.value, ordinal: 0)
      }
    } else {
      elements.append(OpenElement(role: .collectionRoot, key: name.key, ordinal: 0))
      for attribute in attributes {
        sink.addDocumentMember(key: attribute.key, value: attribute.value)
      }
    }
  }

  private mutating func endElement() throws(ArchiveError) {
    guard let element = elements.popLast() else {
      throw ArchiveError(
        .malformed, "libxml2 closed an element that was never opened.", at: reader.parserLocation)
    }
    switch element.role {
    case .collectionRoot, .skipped:
      break
    case .record:
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

  private mutating func addField(
    key: String, value: ArchiveValue, ordinal: Int
  )
    throws(ArchiveError)
  {
    try located { sink throws(ArchiveError) in
      try sink.addField(key: key, value: value, ordinal: ordinal)
    }
  }

  // MARK: - Text

  /// Adds the current text or CDATA node to the innermost element's text; `isBlank` is
  /// `nil` when the node type does not say.
  ///
  /// With `normalizingLineBreaks`, CR LF and a lone CR become LF, as XML requires of every
  /// line break in the file: libxml2's streaming parser hands CDATA sections over as
  /// written (text nodes come normalized, and a CR in them is one written `&#13;`).
  private mutating func appendText(
    isBlank: Bool?, normalizingLineBreaks: Bool = false
  ) throws(ArchiveError) {
    guard let value = reader.value else { return }
    let raw = UnsafeBufferPointer(start: value, count: strlen(value))
    guard normalizingLineBreaks, raw.contains(0x0D) else {
      return try appendText(raw, isBlank: isBlank)
    }
    var normalized: [UInt8] = []
    normalized.reserveCapacity(raw.count)
    for (index, byte) in raw.enumerated() {
      if byte == 0x0D {
        normalized.append(0x0A)
      } else if byte != 0x0A || index == 0 || raw[index - 1] != 0x0D {
        normalized.append(byte)
      }
    }
    try normalized.withUnsafeBufferPointer { bytes throws(ArchiveError) in
      try appendText(bytes, isBlank: isBlank)
    }
  }

  /// Adds `bytes` to the innermost element's text.
  private mutating func appendText(
    _ bytes: UnsafeBufferPointer<UInt8>, isBlank: Bool?
  ) throws(ArchiveError) {
    let isBlank = isBlank ?? bytes.allSatisfy(XMLNames.isWhitespace)
    guard !elements.isEmpty else {
      guard isBlank else {
        throw ArchiveError(
          .malformed,
          "Expected only comments, processing instructions and whitespace outside the root element, found text.",
          at: reader.parserLocation)
      }
      return
    }
    let innermost = elements.count - 1
    switch elements[innermost].role {
    case .collectionRoot, .record:
      guard isBlank else {
        let found = quoted(String(decoding: bytes, as: UTF8.self))
        throw readingError(
          .malformed,
          "Expected only elements inside <\(elements[innermost].key)>, found text \(found).",
          element: elements[innermost].ordinal)
      }
    case .field, .documentMember, .value:
      guard text.count + bytes.count <= options.maxTextBytes else {
        throw readingError(
          .limitExceeded,
          "A text value is longer than the \(options.maxTextBytes) bytes blogdoc reads.",
          element: elements[innermost].ordinal)
      }
      text.append(bytes, isBlank: isBlank)
    case .skipped:
      break
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

  /// A libxml2 error with the field it happened in, and libxml2's own text-size limit
  /// (`XML_MAX_TEXT_LENGTH`, without `XML_PARSE_HUGE`) said as blogdoc says its own.
  func inCurrentField(_ error: ArchiveError) -> ArchiveError {
    var error = error
    if error.message.lowercased().hasPrefix("xmlsax2characters: huge text node") {
      let limit = min(options.maxTextBytes, 10_000_000)  // XML_MAX_TEXT_LENGTH, parserInternals.h
      error.message = "A text value is longer than the \(limit) bytes blogdoc reads."
    }
    if error.fieldPath == nil { error.fieldPath = currentFieldPath }
    return error
  }

  /// How messages quote found text (see ``MessageQuoting``).
  func quoted(_ text: String) -> String {
    MessageQuoting.quoted(text)
  }
}
