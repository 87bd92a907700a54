import BlogDocCore

/// What the reader needs to know of a schema, copied out of it once.
struct SchemaNames {
  let entryName: String
  let collectionName: String
  let namespace: String
  let version: Int
  /// The fields that are lists, whose blank text (`<tagNames>\n  </tagNames>`) is empty.
  let listFields: Set<String>

  init<M: Model>(_ schema: Schema<M>) {
    entryName = schema.entryName
    collectionName = schema.collectionName
    namespace = schema.namespace
    version = schema.version
    listFields = Set(
      schema.fields.filter {
        if case .list = $0.kind.wrapped { true } else { false }
      }.map(\.name))
  }
}
