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

  /// The field holding the model's id: the first of ``fields``, named `id` unless the
  /// declaration says otherwise, and required.
  public var idField: Field<M> { fields[0] }
  /// The key path of the model's id, as the declaration gave it.
  public let idKeyPath: WritableKeyPath<M, String> & Sendable
  /// Every structural mistake of the declaration, as sentences naming the model and the
  /// field; empty for a sound schema. See ``check()``.
  public let problems: [String]

  private let indexByName: [String: Int]
  private let indexByKeyPath: [FieldKeyPath<M>: Int]

  /// Declares a schema.
  ///
  /// The declaration is checked here, once: a field name used twice, two fields on one
  /// property, an id key path that is not the property `id` reads, a name XML cannot
  /// write, a gap in the migrations. A mistake does not trap: it is kept in ``problems``
  /// and every read of a document throws it (``check()``, ``SchemaError``).
  ///
  /// ```swift
  /// Schema<Bookmark>(
  ///   entryName: "bookmark", collectionName: "bookmarks", version: 1, id: \.id,
  ///   fields: [Field("title", \.title), Field("address", \.address)])
  /// ```
  ///
  /// - Parameters:
  ///   - entryName: The XML element and JSON key of one record.
  ///   - collectionName: The XML root element and JSON key of a collection of records.
  ///   - namespace: The XML namespace of the archive.
  ///   - version: The format version this code writes, 1 or more.
  ///   - id: The key path of the stored property the model's `id` reads.
  ///   - idName: The id field's archive name.
  ///   - fields: The other fields, in archive order, after the id.
  ///   - migrations: One step from every older version this code still reads.
  ///   - validators: Rules a valid model must satisfy, beyond each field's kind.
  public init(
    entryName: String, collectionName: String,
    namespace: String = "urn:blogdoc:archive",
    version: Int, id: WritableKeyPath<M, String> & Sendable, idName: String = "id",
    fields: [Field<M>], migrations: [Migration] = [], validators: [Validator<M>] = []
  ) {
    let idField = Field(
      idName, id, kind: .string, isRequired: true, history: .separateSteps, merge: .threeWay)
    let fields = [idField] + fields
    var rules = SchemaRules<M>(entryName: entryName, collectionName: collectionName)
    rules.checkNames(of: fields)
    rules.checkIdentity(id, named: idName)
    rules.checkVersion(version, migrations: migrations)
    var indexByName: [String: Int] = [:]
    var indexByKeyPath: [FieldKeyPath<M>: Int] = [:]
    for (index, field) in fields.enumerated() {
      if indexByName[field.name] == nil { indexByName[field.name] = index }
      let key = FieldKeyPath(field.keyPath)
      if let first = indexByKeyPath[key] {
        rules.sharedProperty(fields[first].name, field.name)
      } else {
        indexByKeyPath[key] = index
      }
    }
    self.entryName = entryName
    self.collectionName = collectionName
    self.namespace = namespace
    self.version = version
    self.fields = fields
    self.idKeyPath = id
    self.migrations = migrations.sorted { $0.fromVersion < $1.fromVersion }
    self.validators = validators
    self.problems = rules.found
    self.indexByName = indexByName
    self.indexByKeyPath = indexByKeyPath
  }

  /// Throws the schema's declaration mistakes, if it has any. A test of a model says
  /// `try Contact.schema.check()`; every reader of documents refuses to read with them
  /// (``ArchiveError/Kind/invalidSchema``), and a command-line `DocumentTool` exits 70
  /// before it starts.
  ///
  /// ```swift
  /// try BlogEntry.schema.check()  // a sound schema: nothing happens
  /// ```
  ///
  /// - Throws: ``SchemaError`` listing every problem.
  public func check() throws(SchemaError) {
    if !problems.isEmpty {
      throw SchemaError(model: String(describing: M.self), problems: problems)
    }
  }

  /// A model with `id` and every other field at its default, as `M()` makes it.
  ///
  /// ```swift
  /// print(BlogEntry.schema.emptyModel(id: "draft").id)
  /// // Prints "draft"
  /// ```
  public func emptyModel(id: String) -> M {
    var model = M()
    model[keyPath: idKeyPath] = id
    return model
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

  /// The field that reads and writes `keyPath`, if the schema declares one.
  ///
  /// ```swift
  /// print(BlogEntry.schema.field(\.bodyText)!.name)
  /// // Prints "bodyText"
  /// ```
  ///
  /// - Complexity: O(1).
  public func field(_ keyPath: PartialKeyPath<M>) -> Field<M>? {
    indexByKeyPath[FieldKeyPath(keyPath)].map { fields[$0] }
  }

  /// The position in ``fields`` of the field that reads and writes `keyPath`.
  ///
  /// - Complexity: O(1).
  public func index(of keyPath: PartialKeyPath<M>) -> Int? {
    indexByKeyPath[FieldKeyPath(keyPath)]
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
