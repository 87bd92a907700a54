/// The format-independent half of decoding: XML and JSON readers hand it archived members
/// in document order, and it types them by the schema, migrates old records, keeps unknown
/// members, checks ids and collects validation problems.
///
/// Readers report structure; every rule about models lives here, so both formats give
/// the same errors for the same mistakes.
package struct DocumentBuilder<M: Model> {
  package let options: DecodingOptions
  /// Read once: `M.schema` is a static `let`, but copying it per field costs retains.
  private let schema = M.schema
  package private(set) var layout: ModelDocument<M>.Layout = .single
  package private(set) var version = M.schema.version

  private var entries: [M] = []
  private var documentUnknowns = ArchiveObject()
  private var violations: [ArchiveError] = []
  private var seenIDs: [String: Int] = [:]
  private var record = RecordState()

  private struct RecordState {
    var model = M()
    /// Where the record starts; `nil` for one built from memory (``Model/init(archived:)``).
    var location: SourceLocation?
    var seenFields = FieldSet()
    var fieldLocations: [SourceLocation?] = []
    /// The raw members of a record that needs migrating, with their locations.
    var pending: [(member: ArchiveObject.Member, location: SourceLocation?)] = []
  }

  private var needsMigration = false
  /// The fields that archives must contain.
  private let requiredFields: FieldSet

  package init(options: DecodingOptions) {
    self.options = options
    let fields = M.schema.fields
    requiredFields = FieldSet(count: fields.count) { fields[$0].isRequired }
  }

  // MARK: - Document

  /// Starts the document whose root is named `rootName` (the XML root element, or the
  /// JSON key after `formatVersion`), written in format `version`.
  package mutating func beginDocument(rootName: String, version: Int, at location: SourceLocation?)
    throws(ArchiveError)
  {
    if !schema.problems.isEmpty {
      throw ArchiveError(.invalidSchema, SchemaError(model: "\(M.self)", problems: schema.problems).description)
    }
    switch rootName {
    case schema.recordName: layout = .single
    case schema.collectionName: layout = .collection
    default:
      throw ArchiveError(
        .schema, "Expected <\(schema.recordName)> or <\(schema.collectionName)> as the root, found <\(rootName)>.",
        at: location)
    }
    guard version <= schema.version else {
      throw ArchiveError(
        .unsupportedVersion,
        "This document has format version \(version), newer than the \(schema.version) this blogdoc reads; update blogdoc to read it.",
        at: location)
    }
    guard version >= schema.oldestReadableVersion else {
      throw ArchiveError(
        .unsupportedVersion,
        "This document has format version \(version); this blogdoc reads versions \(schema.oldestReadableVersion) to \(schema.version).",
        at: location)
    }
    self.version = version
    needsMigration = version < schema.version
  }

  /// Keeps a collection-level member the schema does not know.
  package mutating func addDocumentMember(key: String, value: ArchiveValue) {
    documentUnknowns.append(key: key, value: value)
  }

  /// Ends the document and returns it with any violations collected.
  package mutating func finish() throws(ArchiveError) -> DecodedDocument<M> {
    let document: ModelDocument<M>
    switch layout {
    case .single:
      guard entries.count == 1 else {
        throw ArchiveError(.malformed, "Expected one <\(schema.recordName)>, found \(entries.count).")
      }
      document = ModelDocument(entry: entries[0])
    case .collection:
      document = ModelDocument(_uniqueEntries: entries, unknownFields: documentUnknowns)
    }
    return DecodedDocument(document: document, violations: violations, formatVersion: version)
  }

  // MARK: - Records

  /// The path of the current record (`/blog/entry[3]`) or of one of its fields.
  package func path(of key: String? = nil) -> String {
    var path =
      layout == .single
      ? "/\(schema.recordName)"
      : "/\(schema.collectionName)/\(schema.recordName)[\(entries.count + 1)]"
    if let key { path += "/" + key }
    return path
  }

  package mutating func beginRecord(at location: SourceLocation?) {
    record = RecordState()
    record.location = location
    if options.collectsViolations {
      record.fieldLocations = Array(repeating: nil, count: schema.fields.count)
    }
  }

  /// Adds one member of the current record.
  package mutating func addField(key: String, value: ArchiveValue, at location: SourceLocation?)
    throws(ArchiveError)
  {
    if needsMigration {
      record.pending.append((ArchiveObject.Member(key: key, value: value), location))
      return
    }
    guard let index = schema.index(ofField: key) else {
      record.model.unknownFields.append(key: key, value: value)
      return
    }
    guard !record.seenFields.contains(index) else {
      throw ArchiveError(
        .schema, "Field '\(key)' appears more than once in one \(schema.recordName).",
        at: location, fieldPath: path(of: key))
    }
    record.seenFields.insert(index)
    let field = schema.fields[index]
    do {
      try field.store(try field.kind.value(from: value), in: &record.model)
    } catch {
      throw ArchiveError(.schema, error.description, at: location, fieldPath: path(of: key))
    }
    if options.collectsViolations { record.fieldLocations[index] = location }
  }

  /// Ends the current record: migrates it if needed, checks required fields and its id.
  package mutating func endRecord() throws(ArchiveError) {
    if needsMigration {
      try migrateRecord()
    }
    if let missing = requiredFields.subtracting(record.seenFields).first {
      let field = schema.fields[missing]
      throw ArchiveError(
        .schema, "Missing required field '\(field.name)'.", at: record.location, fieldPath: path())
    }
    let id = record.model.id
    if let first = seenIDs.updateValue(entries.count + 1, forKey: id) {
      throw ArchiveError(
        .schema,
        "Entry id '\(id)' is already used by \(schema.recordName) \(first); each entry needs its own id.",
        at: record.location, fieldPath: path(of: schema.idField.name))
    }
    if options.collectsViolations {
      for violation in record.model.validate() {
        let index = violation.field.flatMap(schema.index(ofField:))
        let location = index.flatMap { record.fieldLocations[$0] } ?? record.location
        violations.append(
          ArchiveError(.schema, violation.message, at: location, fieldPath: path(of: violation.field)))
      }
    }
    entries.append(record.model)
  }

  private mutating func migrateRecord() throws(ArchiveError) {
    var object = ArchiveObject(record.pending.map(\.member))
    let locations = Dictionary(record.pending.map { ($0.member.key, $0.location) }) { first, _ in first }
    for migration in schema.migrations where migration.fromVersion >= version {
      do {
        try migration.migrate(&object)
      } catch {
        throw ArchiveError(
          .schema, "\(error)", at: record.location, fieldPath: path())
      }
    }
    needsMigration = false
    defer { needsMigration = true }
    for member in object {
      try addField(key: member.key, value: member.value, at: locations[member.key] ?? record.location)
    }
  }
}
