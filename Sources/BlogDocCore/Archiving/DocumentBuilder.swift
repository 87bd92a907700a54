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
/// - Complexity: O(1) per member added, amortized, plus the model's own validation at each
///   record's end when ``DecodingOptions/collectsViolations`` is set.
public struct DocumentBuilder<M: Model> {
  /// The bounds and choices the document is read with.
  public let options: DecodingOptions
  /// Read once: `M.schema` is a static `let`, but copying it per field costs retains.
  private let schema = M.schema
  /// Whether the document is one entry or a collection, as ``beginDocument(rootName:version:at:)``
  /// found from its root.
  public private(set) var layout: ModelDocument<M>.Layout = .single
  /// The format version the document is written in.
  public private(set) var version = M.schema.version

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
  ///
  /// - Throws: ``ArchiveError`` when the root names neither the schema's record nor its
  ///   collection, or the version is one this schema cannot read.
  public mutating func beginDocument(rootName: String, version: Int, at location: SourceLocation?)
    throws(ArchiveError)
  {
    if !schema.problems.isEmpty {
      throw ArchiveError(.invalidSchema, SchemaError(model: "\(M.self)", problems: schema.problems).description)
    }
    switch rootName {
    case schema.entryName: layout = .single
    case schema.collectionName: layout = .collection
    default:
      throw ArchiveError(
        .schema, "Expected <\(schema.entryName)> or <\(schema.collectionName)> as the root, found <\(rootName)>.",
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
  public mutating func addDocumentMember(key: String, value: ArchiveValue) {
    documentUnknowns.append(key: key, value: value)
  }

  /// Ends the document and returns it with any violations collected.
  ///
  /// - Throws: ``ArchiveError`` when a single-entry document did not hold exactly one record.
  public mutating func finish() throws(ArchiveError) -> DecodedDocument<M> {
    let document: ModelDocument<M>
    switch layout {
    case .single:
      guard entries.count == 1 else {
        throw ArchiveError(.malformed, "Expected one <\(schema.entryName)>, found \(entries.count).")
      }
      document = ModelDocument(entry: entries[0])
    case .collection:
      document = ModelDocument(_uniqueEntries: entries, unknownFields: documentUnknowns)
    }
    return DecodedDocument(document: document, violations: violations, formatVersion: version)
  }

  // MARK: - Records

  /// The path of the current record (`/blog/entry[3]`) or of one of its fields.
  public func path(of key: String? = nil) -> String {
    var path =
      layout == .single
      ? "/\(schema.entryName)"
      : "/\(schema.collectionName)/\(schema.entryName)[\(entries.count + 1)]"
    if let key { path += "/" + key }
    return path
  }

  /// Starts a record (an entry) that begins at `location`.
  public mutating func beginRecord(at location: SourceLocation?) {
    record = RecordState()
    record.location = location
    if options.collectsViolations {
      record.fieldLocations = Array(repeating: nil, count: schema.fields.count)
    }
  }

  /// Adds one member of the current record: a field of the schema is typed by its kind,
  /// any other member is kept with the entry's unknown fields.
  ///
  /// - Throws: ``ArchiveError`` naming the field's path when it appears twice or its value
  ///   is not of the field's kind.
  public mutating func addField(key: String, value: ArchiveValue, at location: SourceLocation?)
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
        .schema, "Field '\(key)' appears more than once in one \(schema.entryName).",
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
  ///
  /// - Throws: ``ArchiveError`` for a missing required field, an id used before, or a
  ///   migration that failed.
  public mutating func endRecord() throws(ArchiveError) {
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
        "Entry id '\(id)' is already used by \(schema.entryName) \(first); each entry needs its own id.",
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
