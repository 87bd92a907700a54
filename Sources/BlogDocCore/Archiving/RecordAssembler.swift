/// The per-member half of decoding, which knows the schema's names and kinds but not the
/// model's type: readers hand it every member of every record, and it checks and types each
/// one by the schema, keeps unknown members, and holds the record until
/// `DocumentBuilder.endRecord()` makes a model of it.
///
/// It is not generic on purpose. Code generic over the model, called from another module,
/// looks up the metadata of each generic type it touches on every call (`Schema<M>`,
/// `Field<M>`, the builder itself): that was 17% of the instructions of reading a blog of short
/// entries (BENCHMARKS.md, "Any model at the blog's speed"). Per member, nothing here
/// needs the model; per record, the builder's one generic call does.
package struct RecordAssembler: Sendable {
  package let options: DecodingOptions
  package let entryName: String
  package let collectionName: String
  /// The format version the schema writes, and the oldest it reads.
  package let currentVersion: Int
  package let oldestReadableVersion: Int
  private let fieldNames: [String]
  private let kinds: [FieldKind]
  private let indexByName: [String: Int]
  private let requiredFields: FieldSet
  private let migrations: [Migration]
  /// Each field's value in a new model: what a record without the field holds.
  private let defaults: [FieldValue]

  /// Whether the document is one record (its root is the record) rather than a collection.
  package private(set) var isSingleRecord = true
  /// The format version the document was written in.
  package private(set) var version: Int
  /// Whether records are in an older version and are migrated before they are typed.
  private var needsMigration = false
  /// How many records the document has ended so far.
  package private(set) var recordCount = 0
  package private(set) var documentUnknowns = ArchiveObject()

  /// The current record.
  package private(set) var record = Record()

  /// One record's members, typed by the schema and ready to be stored into a model.
  package struct Record: Sendable {
    /// Where the record starts; `nil` for one built from memory.
    package var location: SourceLocation?
    /// The value of each field the record has, by its position in the schema.
    package var values: [FieldValue?] = []
    /// Where each field's value is, by its position in the schema.
    package var fieldLocations: [SourceLocation?] = []
    package var seenFields = FieldSet()
    /// The members the schema does not know, in document order.
    package var unknownFields = ArchiveObject()
    /// The raw members of a record that needs migrating, with their locations.
    var pending: [(member: ArchiveObject.Member, location: SourceLocation?)] = []
  }

  /// An assembler for records of `schema`.
  package init<M>(_ schema: Schema<M>, options: DecodingOptions) {
    self.options = options
    entryName = schema.entryName
    collectionName = schema.collectionName
    currentVersion = schema.version
    oldestReadableVersion = schema.oldestReadableVersion
    version = schema.version
    fieldNames = schema.fields.map(\.name)
    kinds = schema.fields.map(\.kind)
    indexByName = Dictionary(schema.fields.enumerated().map { ($1.name, $0) }) { first, _ in first }
    let fields = schema.fields
    requiredFields = FieldSet(count: fields.count) { fields[$0].isRequired }
    migrations = schema.migrations
    let blank = M()
    defaults = fields.map { $0.value(in: blank) }
  }

  // MARK: - Document

  /// Starts the document whose root is named `rootName` (the XML root element, or the
  /// JSON key after `formatVersion`), written in format `version`.
  package mutating func beginDocument(
    rootName: String, version: Int, at location: SourceLocation?
  )
    throws(ArchiveError)
  {
    switch rootName {
    case entryName: isSingleRecord = true
    case collectionName: isSingleRecord = false
    default:
      throw ArchiveError(
        .schema, "Expected <\(entryName)> or <\(collectionName)> as the root, found <\(rootName)>.",
        at: location)
    }
    guard version <= currentVersion else {
      throw ArchiveError(
        .unsupportedVersion,
        "This document has format version \(version), newer than the \(currentVersion) this blogdoc reads; update blogdoc to read it.",
        at: location)
    }
    guard version >= oldestReadableVersion else {
      throw ArchiveError(
        .unsupportedVersion,
        "This document has format version \(version); this blogdoc reads versions \(oldestReadableVersion) to \(currentVersion).",
        at: location)
    }
    self.version = version
    needsMigration = version < currentVersion
  }

  /// Keeps a collection-level member the schema does not know.
  package mutating func addDocumentMember(key: String, value: ArchiveValue) {
    documentUnknowns.append(key: key, value: value)
  }

  // MARK: - Records

  /// The path of the current record (`/blog/entry[3]`) or of one of its fields.
  package func path(of key: String? = nil) -> String {
    var path =
      isSingleRecord ? "/\(entryName)" : "/\(collectionName)/\(entryName)[\(recordCount + 1)]"
    if let key { path += "/" + key }
    return path
  }

  /// Starts a record at `location`.
  package mutating func beginRecord(at location: SourceLocation?) {
    record = Record()
    record.location = location
    record.values = Array(repeating: nil, count: kinds.count)
    record.fieldLocations = Array(repeating: nil, count: kinds.count)
  }

  /// Adds one member of the current record: typed by its field's kind, or kept as an
  /// unknown member.
  ///
  /// - Throws: `ArchiveError` naming the field when it appears twice or its value does not
  ///   fit its kind.
  package mutating func addField(
    key: String, value: ArchiveValue, at location: SourceLocation?
  )
    throws(ArchiveError)
  {
    if needsMigration {
      record.pending.append((ArchiveObject.Member(key: key, value: value), location))
      return
    }
    guard let index = indexByName[key] else {
      record.unknownFields.append(key: key, value: value)
      return
    }
    guard !record.seenFields.contains(index) else {
      throw ArchiveError(
        .schema, "Field '\(key)' appears more than once in one \(entryName).",
        at: location, fieldPath: path(of: key))
    }
    record.seenFields.insert(index)
    do {
      record.values[index] = try kinds[index].value(from: value)
    } catch {
      throw ArchiveError(.schema, error.description, at: location, fieldPath: path(of: key))
    }
    record.fieldLocations[index] = location
  }

  /// Ends the current record's members: migrates them if needed and checks that every
  /// required field is there. The builder then stores the values into a model.
  package mutating func endMembers() throws(ArchiveError) {
    if needsMigration {
      try migrateRecord()
    }
    if let missing = requiredFields.subtracting(record.seenFields).first {
      throw ArchiveError(
        .schema, "Missing required field '\(fieldNames[missing])'.", at: record.location,
        fieldPath: path())
    }
  }

  /// Counts the current record as ended.
  package mutating func endRecord() {
    recordCount += 1
  }

  /// The line breaks in the current record's one-line fields, in schema order: the first
  /// rules `Schema.violations(of:)` checks, here on the values in hand rather than read back
  /// from the model through key paths.
  package func lineBreakViolations() -> [Violation] {
    var violations: [Violation] = []
    for index in kinds.indices where kinds[index].isOneLine {
      let value = record.values[index] ?? defaults[index]
      if let violation = kinds[index].lineBreakViolation(in: value, field: fieldNames[index]) {
        violations.append(violation)
      }
    }
    return violations
  }

  /// The position of the field named `name` in the schema.
  package func index(ofField name: String) -> Int? {
    indexByName[name]
  }

  private mutating func migrateRecord() throws(ArchiveError) {
    var object = ArchiveObject(record.pending.map(\.member))
    let locations = Dictionary(record.pending.map { ($0.member.key, $0.location) }) { first, _ in
      first
    }
    for migration in migrations where migration.fromVersion >= version {
      do {
        try migration.migrate(&object)
      } catch {
        throw ArchiveError(.schema, "\(error)", at: record.location, fieldPath: path())
      }
    }
    needsMigration = false
    defer { needsMigration = true }
    for member in object {
      try addField(
        key: member.key, value: member.value, at: locations[member.key] ?? record.location)
    }
  }
}
