/// What the reader needs to know about one element name, worked out once per distinct
/// name rather than once per element.
final class ElementName {
  /// The local name, for messages.
  let local: String
  /// The namespace URI, `nil` for none.
  let namespace: String?
  /// The member key the element stands for: its local name in the schema's namespace,
  /// Clark notation (`{uri}local`, `{}local` for no namespace) otherwise.
  let key: String
  /// Whether the element is in the schema's namespace.
  let isInSchemaNamespace: Bool
  /// Whether the element is a record of a collection (`<entry>` in the schema's namespace).
  let isRecord: Bool
  /// Whether the element is `bt:member`, whose key is its `name` attribute.
  let isMember: Bool

  init(local: String, namespace: String?, schemaNamespace: String, entryName: String) {
    self.local = local
    self.namespace = namespace
    isInSchemaNamespace = namespace == schemaNamespace
    key = isInSchemaNamespace ? local : "{\(namespace ?? "")}\(local)"
    isRecord = isInSchemaNamespace && local == entryName
    isMember = namespace == XMLNames.typeNamespace && local == "member"
  }
}
