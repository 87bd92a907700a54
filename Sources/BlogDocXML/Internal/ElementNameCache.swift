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

  init(local: String, namespace: String?, schemaNamespace: String, recordName: String) {
    self.local = local
    self.namespace = namespace
    isInSchemaNamespace = namespace == schemaNamespace
    key = isInSchemaNamespace ? local : "{\(namespace ?? "")}\(local)"
    isRecord = isInSchemaNamespace && local == recordName
    isMember = namespace == XMLNames.typeNamespace && local == "member"
  }
}

/// Element names by the pointers libxml2 hands over.
///
/// libxml2 interns every name in the reader's dictionary, so one name has one pointer for
/// the reader's whole life. Looking a pointer pair up here costs a hash of two words, where
/// making a `String` from the name would cost an allocation and a UTF-8 check per element.
/// A pointer is cached only after checking it really is the dictionary's copy.
struct ElementNameCache {
  private struct Pointers: Hashable {
    let local: UnsafePointer<UInt8>
    let namespace: UnsafePointer<UInt8>?
  }

  private var names: [Pointers: ElementName] = [:]
  private let schemaNamespace: String
  private let recordName: String

  init(schemaNamespace: String, recordName: String) {
    self.schemaNamespace = schemaNamespace
    self.recordName = recordName
  }

  /// The name of the element the reader is on.
  @inline(__always)
  mutating func name(
    local: UnsafePointer<UInt8>, namespace: UnsafePointer<UInt8>?, in reader: LibXML2Reader
  ) -> ElementName {
    let pointers = Pointers(local: local, namespace: namespace)
    if let name = names[pointers] { return name }
    let name = ElementName(
      local: String(cString: local), namespace: namespace.map { String(cString: $0) },
      schemaNamespace: schemaNamespace, recordName: recordName)
    let isInterned =
      reader.interned(local) == local && (namespace.map { reader.interned($0) == $0 } ?? true)
    if isInterned { names[pointers] = name }
    return name
  }
}
