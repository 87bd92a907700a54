/// The format-independent half of decoding: XML and JSON readers hand it archived members
/// in document order, and it types them by the schema, migrates old records, keeps unknown
/// members, checks ids and collects validation problems.
///
/// Readers report structure; every rule about models lives here, so both formats give
/// the same errors for the same mistakes. Per member the work is ``assembler``'s, which is
/// not generic over the model (a reader calls it directly); per record, ``endRecord()``
/// stores the typed values into a model.
package struct DocumentBuilder<M: Model> {
  /// The per-member half. It comes first and the builder holds no `M` inline, so a reader
  /// generic over the model reaches it at a fixed offset, without looking up metadata.
  package var assembler: RecordAssembler
  /// Read once: `M.schema` is a static `let`, but copying it per field costs retains.
  private let schema = M.schema
  private var entries: [M] = []
  private var violations: [ArchiveError] = []
  private var seenIDs: [String: Int] = [:]

  package init(options: DecodingOptions) {
    assembler = RecordAssembler(M.schema, options: options)
  }

  package var options: DecodingOptions { assembler.options }
  package var layout: ModelDocument<M>.Layout { assembler.isSingleRecord ? .single : .collection }
  package var version: Int { assembler.version }

  // MARK: - Document

  /// Starts the document whose root is named `rootName` (the XML root element, or the
  /// JSON key after `formatVersion`), written in format `version`.
  package mutating func beginDocument(rootName: String, version: Int, at location: SourceLocation?)
    throws(ArchiveError)
  {
    if !schema.problems.isEmpty {
      throw ArchiveError(.invalidSchema, SchemaError(model: "\(M.self)", problems: schema.problems).description)
    }
    try assembler.beginDocument(rootName: rootName, version: version, at: location)
  }

  /// Keeps a collection-level member the schema does not know.
  package mutating func addDocumentMember(key: String, value: ArchiveValue) {
    assembler.addDocumentMember(key: key, value: value)
  }

  /// Ends the document and returns it with any violations collected.
  package mutating func finish() throws(ArchiveError) -> DecodedDocument<M> {
    let document: ModelDocument<M>
    if assembler.isSingleRecord {
      guard entries.count == 1 else {
        throw ArchiveError(.malformed, "Expected one <\(schema.recordName)>, found \(entries.count).")
      }
      document = ModelDocument(entry: entries[0])
    } else {
      document = ModelDocument(_uniqueEntries: entries, unknownFields: assembler.documentUnknowns)
    }
    return DecodedDocument(document: document, violations: violations, formatVersion: version)
  }

  // MARK: - Records

  /// The path of the current record (`/blog/entry[3]`) or of one of its fields.
  package func path(of key: String? = nil) -> String {
    assembler.path(of: key)
  }

  package mutating func beginRecord(at location: SourceLocation?) {
    assembler.beginRecord(at: location)
  }

  /// Adds one member of the current record.
  package mutating func addField(key: String, value: ArchiveValue, at location: SourceLocation?)
    throws(ArchiveError)
  {
    try assembler.addField(key: key, value: value, at: location)
  }

  /// Ends the current record: migrates it if needed, checks required fields, makes the
  /// model, and checks its id and (when collecting violations) its rules.
  package mutating func endRecord() throws(ArchiveError) {
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
          .schema, error.description, at: record.fieldLocations[index], fieldPath: path(of: fields[index].name))
      }
    }
    model.unknownFields = record.unknownFields
    let id = model.id
    if let first = seenIDs.updateValue(entries.count + 1, forKey: id) {
      throw ArchiveError(
        .schema,
        "Entry id '\(id)' is already used by \(schema.recordName) \(first); each entry needs its own id.",
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
          ArchiveError(.schema, violation.message, at: location, fieldPath: path(of: violation.field)))
      }
    }
    entries.append(model)
    assembler.endRecord()
  }
}
