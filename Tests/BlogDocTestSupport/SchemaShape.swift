import BlogDocCore

/// Everything a ``Schema`` declares that can be compared: the names, the version, each field's
/// name, kind, type, requirement and policies in order, the migrations, and the validators'
/// count. Two declarations of one model (with `@DocumentModel` and by hand) have equal shapes.
///
/// ```swift
/// #expect(SchemaShape(MacroTask.schema) == SchemaShape(HandTask.schema))
/// ```
public struct SchemaShape: Equatable, CustomStringConvertible {
  /// One field's declaration.
  public struct FieldShape: Equatable {
    public let name: String
    public let kind: FieldKind
    public let typeName: String
    public let isRequired: Bool
    public let history: HistoryPolicy
    public let merge: MergePolicy
  }

  public let entryName: String
  public let collectionName: String
  public let namespace: String
  public let version: Int
  public let fields: [FieldShape]
  public let migrations: [String]
  public let validatorCount: Int
  public let problems: [String]

  /// The shape of `schema`.
  public init<M: Model>(_ schema: Schema<M>) {
    entryName = schema.entryName
    collectionName = schema.collectionName
    namespace = schema.namespace
    version = schema.version
    fields = schema.fields.map {
      FieldShape(
        name: $0.name, kind: $0.kind, typeName: $0.typeName, isRequired: $0.isRequired,
        history: $0.history, merge: $0.merge)
    }
    migrations = schema.migrations.map { "\($0.fromVersion): \($0.summary)" }
    validatorCount = schema.validators.count
    problems = schema.problems
  }

  public var description: String {
    let header = "\(entryName) in \(collectionName) (\(namespace)) v\(version)"
    return ([header] + fields.map { "\($0)" } + migrations + problems).joined(separator: "\n")
  }
}
