/// Everything blogdoc knows about a model type: its fields in archive order, its archive
/// names and format version, the migrations from older versions and its validators.
///
/// ```swift
/// let schema = BlogEntry.schema
/// print(schema.entryName, schema.version, schema.fields.map(\.name).prefix(3))
/// // Prints "entry 2 ["id", "title", "summary"]"
/// ```
public struct Schema<M: Model>: Sendable {
  /// What one entry of this model is called: its XML element and JSON key, and the word
  /// messages use for it (`entry` for the blog, `recipe` for a cookbook).
  public let entryName: String
  /// The XML root element and JSON key of a collection of entries (`blog`).
  public let collectionName: String
  /// The XML namespace of the archive.
  public let namespace: String
  /// The format version this code writes; older ones are migrated on read.
  public let version: Int
  /// The fields, in the order archives write them.
  public let fields: [Field<M>]
  /// Steps that bring an archived entry from an older version up to ``version``.
  public let migrations: [Migration]
  /// Rules a valid model must satisfy, beyond each field's kind.
  public let validators: [Validator<M>]

  private let indexByName: [String: Int]

  /// Declares a schema.
  ///
  /// - Precondition: Field names are unique, one field is bound to `\.id`, and there is a
  ///   migration from every version in `oldestVersion..<version`.
  public init(
    entryName: String, collectionName: String,
    namespace: String = "urn:blogdoc:archive",
    version: Int, fields: [Field<M>], migrations: [Migration] = [],
    validators: [Validator<M>] = []
  ) {
    var indexByName: [String: Int] = [:]
    for (index, field) in fields.enumerated() {
      precondition(indexByName[field.name] == nil, "Schema.init: field '\(field.name)' declared twice")
      indexByName[field.name] = index
    }
    precondition(Self.bindsIdentity(fields), "Schema.init: no string field is bound to the model's id")
    let oldest = migrations.map(\.fromVersion).min() ?? version
    precondition(
      Set(migrations.map(\.fromVersion)) == Set(oldest..<version),
      "Schema.init: migrations must cover every version from \(oldest) to \(version)")
    self.entryName = entryName
    self.collectionName = collectionName
    self.namespace = namespace
    self.version = version
    self.fields = fields
    self.migrations = migrations.sorted { $0.fromVersion < $1.fromVersion }
    self.validators = validators
    self.indexByName = indexByName
  }

  /// Whether one of `fields` writes the model's `id`. (`\M.id` names the `Identifiable`
  /// requirement, which never equals the stored property's key path, so this writes a
  /// sentinel through each string field and watches `id`.)
  private static func bindsIdentity(_ fields: [Field<M>]) -> Bool {
    let sentinel = "\u{1F511}schema-identity-probe"
    return fields.contains { field in
      guard field.kind == .string else { return false }
      var probe = M()
      return field.setValue(.string(sentinel), in: &probe) && probe.id == sentinel
    }
  }

  /// The oldest format version this schema can read.
  public var oldestReadableVersion: Int {
    migrations.first?.fromVersion ?? version
  }

  /// The field named `name`, if there is one.
  ///
  /// - Complexity: O(1).
  public func field(named name: String) -> Field<M>? {
    indexByName[name].map { fields[$0] }
  }

  /// The position of the field named `name` in ``fields``.
  public func index(ofField name: String) -> Int? {
    indexByName[name]
  }

  /// The field name closest to `name`, for "Did you mean…?" suggestions.
  public func suggestion(for name: String) -> String? {
    Suggestion.closest(to: name, among: fields.map(\.name))
  }
}
