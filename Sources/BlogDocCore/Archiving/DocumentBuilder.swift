/// The format-independent half of decoding: XML and JSON readers hand it archived members
/// in document order, and it types them by the schema, migrates old records, keeps unknown
/// members, checks ids and collects validation problems.
///
/// Readers report structure; every rule about models lives here, so every format gives
/// the same errors for the same mistakes. A format written outside this package reads its
/// own syntax and hands each member here, in document order, to get the same document
/// (typed, migrated, ids checked, violations collected) the built-in formats get:
///
/// ```swift
/// var builder = DocumentBuilder<BlogEntry>(options: .default)
/// try builder.beginDocument(rootName: "entry", version: BlogEntry.schema.version, at: nil)
/// builder.beginRecord(at: SourceLocation(line: 1, column: 1))
/// try builder.addField(key: "id", value: .string("hello"), at: SourceLocation(line: 2, column: 1))
/// try builder.addField(key: "title", value: .string("Hello"), at: SourceLocation(line: 3, column: 1))
/// try builder.endRecord()
/// let decoded = try builder.finish()
/// print(decoded.document[id: "hello"]?.title ?? "none")
/// // Prints "Hello"
/// ```
///
/// Per member the work is done by a part that is not generic over the model (the built-in
/// readers call it directly, so no type metadata is looked up per member); per record,
/// ``endRecord()`` stores the typed values into a model.
///
/// - Complexity: O(1) per member added, amortized, plus the model's own validation at each
///   record's end when ``DecodingOptions/collectsViolations`` is set.
public struct DocumentBuilder<M: Model> {
  /// The per-member half. It comes first and the builder holds no `M` inline, so a reader
  /// generic over the model reaches it at a fixed offset, without looking up metadata.
  package var assembler: RecordAssembler
  /// Read once: `M.schema` is a static `let`, but copying it per field costs retains.
  private let schema = M.schema
  private var entries: [M] = []
  private var violations: [ArchiveError] = []
  private var seenIDs: [String: Int] = [:]

  /// A builder of a document of `M`, read with `options`.
  public init(options: DecodingOptions) {
    assembler = RecordAssembler(M.schema, options: options)
  }

  /// The bounds and choices the document is read with.
  public var options: DecodingOptions { assembler.options }
  /// Whether the document is one entry or a collection, as ``beginDocument(rootName:version:at:)``
  /// found from its root.
  public var layout: ModelDocument<M>.Layout { assembler.isSingleRecord ? .single : .collection }
  /// The format version the document is written in.
  public var version: Int { assembler.version }

  // MARK: - Document

  /// Starts the document whose root is named `rootName` (the XML root element, or the
  /// JSON key after `formatVersion`), written in format `version`.
  ///
  /// - Throws: ``ArchiveError`` when the root names neither the schema's entry nor its
  ///   collection, or the version is one this schema cannot read.
  public mutating func beginDocument(
    rootName: String, version: Int, at location: SourceLocation?
  )
    throws(ArchiveError)
  {
    if !schema.problems.isEmpty {
      throw ArchiveError(
        .invalidSchema, SchemaError(model: "\(M.self)", problems: schema.problems).description)
    }
    try assembler.beginDocument(rootName: rootName, version: version, at: location)
  }

  /// Keeps a collection-level member the schema does not know.
  public mutating func addDocumentMember(key: String, value: ArchiveValue) {
    assembler.addDocumentMember(key: key, value: value)
  }

  /// Ends the document and returns it with any violations collected.
  ///
  /// - Throws: ``ArchiveError`` when a single-entry document did not hold exactly one entry.
  public mutating func finish() throws(ArchiveError) -> DecodedDocument<M> {
    let document: ModelDocument<M>
    if assembler.isSingleRecord {
      guard entries.count == 1 else {
        throw ArchiveError(
          .malformed, "Expected one <\(schema.entryName)>, found \(entries.count).")
      }
      document = ModelDocument(entry: entries[0])
    } else {
      document = ModelDocument(_uniqueEntries: entries, unknownFields: assembler.documentUnknowns)
    }
    return DecodedDocument(document: document, violations: violations, formatVersion: version)
  }

  // MARK: - Records

  /// The path of the current record (`/blog/entry[3]`) or of one of its fields.
  public func path(of key: String? = nil) -> String {
    assembler.path(of: key)
  }

  /// Starts a record (an entry) that begins at `location`.
  public mutating func beginRecord(at location: SourceLocation?) {
    assembler.beginRecord(at: location)
  }

  /// Adds one member of the current record: a field of the schema is typed by its kind,
  /// any other member is kept with the entry's unknown fields.
  ///
  /// - Throws: ``ArchiveError`` naming the field's path when it appears twice or its value
  ///   is not of the field's kind.
  public mutating func addField(
    key: String, value: ArchiveValue, at location: SourceLocation?
  )
    throws(ArchiveError)
  {
    try assembler.addField(key: key, value: value, at: location)
  }

  /// Ends the current record: migrates it if needed, checks required fields, makes the
  /// model, and checks its id and (when collecting violations) its rules.
  ///
  /// - Throws: ``ArchiveError`` for a missing required field, a value the field's type
  ///   refuses, an id used before, or a migration that failed.
  public mutating func endRecord() throws(ArchiveError) {
    try assembler.endMembers()
    let record = assembler.record
    var model = M()
    let fields = schema.fields
    for index in record.values.indices {
      guard let value = record.values[index] else { continue }
      do {
        try fields[index].store(value, in: &model)
      } catch {
        throw ArchiveError(
          .schema, error.description, at: record.fieldLocations[index],
          fieldPath: path(of: fields[index].name))
      }
    }
    model.unknownFields = record.unknownFields
    let id = model.id
    if let first = seenIDs.updateValue(entries.count + 1, forKey: id) {
      throw ArchiveError(
        .schema,
        "Entry id '\(id)' is already used by \(schema.entryName) \(first); each entry needs its own id.",
        at: record.location, fieldPath: path(of: schema.idField.name))
    }
    if assembler.options.collectsViolations {
      // `model.validate()`, with the kinds' rules checked on the values in hand.
      var found = assembler.lineBreakViolations()
      for validator in schema.validators { found += validator.check(model) }
      for violation in found {
        let index = violation.field.flatMap(assembler.index(ofField:))
        let location = index.flatMap { record.fieldLocations[$0] } ?? record.location
        violations.append(
          ArchiveError(
            .schema, violation.message, at: location, fieldPath: path(of: violation.field)))
      }
    }
    entries.append(model)
    assembler.endRecord()
  }
}
