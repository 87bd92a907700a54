import BlogDocCore

// Members the schema does not know, written so the reader gives back the same
// `ArchiveValue`: strings as plain text; numbers, booleans, null, arrays and objects that
// would otherwise read as something else with `bt:t`; keys that are not XML names through
// `bt:member`; `@name` members as attributes and `#text` members as text where that reads
// back the same, through `bt:member` where it would not.
extension XMLWriter {
  /// Where a value is written: its indentation level (`nil` inside mixed content, where
  /// whitespace would become text) and the default namespace in scope.
  struct Scope {
    var level: Int?
    var defaultNamespace: String

    func child(namespace: String, isCompact: Bool) -> Scope {
      Scope(level: isCompact ? nil : level.map { $0 + 1 }, defaultNamespace: namespace)
    }
  }

  /// Which element a member sits in, which decides the names its key can take.
  enum MemberContext {
    /// A record's field.
    case record
    /// A member of a collection root, where the record name is taken.
    case document
    /// A member of an object.
    case nested
  }

  /// How an element is named.
  enum ElementForm {
    /// `<local>`, in `namespace` (declared when it is not the default already).
    case named(local: String, namespace: String)
    /// `<bt:member name="key">`, for a key that is not an XML name.
    case member(key: String)
    /// `<item>` of an array, in whatever namespace is the default.
    case item(String)
  }

  private enum Body {
    case text(String)
    case element(ArchiveObject.Member)
  }

  /// Writes one member as an element.
  mutating func writeMember(
    key: String, value: ArchiveValue, context: MemberContext, scope: Scope, fieldPath: String
  ) throws(ArchiveError) {
    try writeElement(
      elementForm(for: key, in: context), value: value, scope: scope, fieldPath: fieldPath)
  }

  private func elementForm(for key: String, in context: MemberContext) -> ElementForm {
    if XMLNames.isNCName(key) && !(context == .document && key == entryName) {
      return .named(local: key, namespace: schemaNamespace)
    }
    if let (uri, local) = XMLNames.clarkParts(of: key), XMLNames.isNCName(local),
      uri != schemaNamespace, !(uri == XMLNames.typeNamespace && local == "member"),
      XMLNames.isWritableNamespace(String(uri))
    {
      return .named(local: String(local), namespace: String(uri))
    }
    return .member(key: key)
  }

  private mutating func writeElement(
    _ form: ElementForm, value: ArchiveValue, scope: Scope, fieldPath: String
  ) throws(ArchiveError) {
    switch value {
    case .string(let text):
      let tag = try writeStartTag(
        form, type: nil, attributes: [], scope: scope, fieldPath: fieldPath)
      try writeContent(
        scope: scope, text.isEmpty ? nil : text, closing: tag.name, fieldPath: fieldPath)
    case .number(let literal):
      guard FieldKind.isNumberLiteral(literal) else {
        throw ArchiveError(
          .unwritable,
          "Expected a JSON number such as 12 or 4.5, found \(MessageQuoting.quoted(literal)); it cannot be written as a number.",
          fieldPath: fieldPath)
      }
      let tag = try writeStartTag(
        form, type: .number, attributes: [], scope: scope, fieldPath: fieldPath)
      try writeContent(scope: scope, literal, closing: tag.name, fieldPath: fieldPath)
    case .bool(let flag):
      let tag = try writeStartTag(
        form, type: .bool, attributes: [], scope: scope, fieldPath: fieldPath)
      try writeContent(
        scope: scope, flag ? "true" : "false", closing: tag.name, fieldPath: fieldPath)
    case .null:
      let tag = try writeStartTag(
        form, type: .null, attributes: [], scope: scope, fieldPath: fieldPath)
      try writeContent(scope: scope, nil, closing: tag.name, fieldPath: fieldPath)
    case .array(let items):
      let tag = try writeStartTag(
        form, type: .array, attributes: [], scope: scope, fieldPath: fieldPath)
      guard !items.isEmpty else {
        return try writeContent(scope: scope, nil, closing: tag.name, fieldPath: fieldPath)
      }
      bytes.append(UInt8(ascii: ">"))
      let child = scope.child(namespace: tag.childNamespace, isCompact: scope.level == nil)
      if child.level != nil { lineBreak() }
      for item in items {
        try writeElement(.item("item"), value: item, scope: child, fieldPath: fieldPath)
      }
      writeEndTag(tag.name, scope: scope, afterChildren: child.level != nil)
    case .object(let object):
      let isMemberElement = if case .member = form { true } else { false }
      let (attributes, body) = plan(object, isMemberElement: isMemberElement)
      let hasElements = body.contains { if case .element = $0 { true } else { false } }
      let hasText = body.contains { if case .text = $0 { true } else { false } }
      let tag = try writeStartTag(
        form, type: hasElements || !attributes.isEmpty ? nil : .object, attributes: attributes,
        scope: scope, fieldPath: fieldPath)
      guard !body.isEmpty else {
        return try writeContent(scope: scope, nil, closing: tag.name, fieldPath: fieldPath)
      }
      bytes.append(UInt8(ascii: ">"))
      // Around text, indentation would become part of it: write mixed content compactly.
      let child = scope.child(
        namespace: tag.childNamespace, isCompact: scope.level == nil || hasText)
      if child.level != nil { lineBreak() }
      for part in body {
        switch part {
        case .text(let text):
          try appendText(text, fieldPath: fieldPath)
        case .element(let member):
          try writeMember(
            key: member.key, value: member.value, context: .nested, scope: child,
            fieldPath: fieldPath)
        }
      }
      writeEndTag(tag.name, scope: scope, afterChildren: child.level != nil)
    }
  }

  /// Splits an object's members into attributes and body, keeping their order on reading.
  ///
  /// A reader sees attributes first, then children and text in order, and merges adjacent
  /// text and drops blank text between elements. So `@name` members become attributes
  /// only while they lead the object, hold strings, are valid attribute names and are not
  /// repeated; `#text` members become text only when they hold non-blank strings and do
  /// not follow other text. Everything else is a `bt:member` element, which always reads
  /// back as written.
  private func plan(
    _ object: ArchiveObject, isMemberElement: Bool
  )
    -> (attributes: [(key: String, value: String)], body: [Body])
  {
    var attributes: [(key: String, value: String)] = []
    var body: [Body] = []
    var attributeKeys: Set<String> = []
    var isLeading = true
    var followsText = false
    for member in object {
      if isLeading, case .string(let value) = member.value,
        isWritableAttribute(member.key, isMemberElement: isMemberElement),
        attributeKeys.insert(member.key).inserted
      {
        attributes.append((member.key, value))
        continue
      }
      isLeading = false
      if member.key == "#text", case .string(let text) = member.value, !followsText,
        text.utf8.contains(where: { !XMLNames.isWhitespace($0) })
      {
        body.append(.text(text))
        followsText = true
      } else {
        body.append(.element(member))
        followsText = false
      }
    }
    return (attributes, body)
  }

  private func isWritableAttribute(_ key: String, isMemberElement: Bool) -> Bool {
    guard key.hasPrefix("@") else { return false }
    let name = key.dropFirst()
    if XMLNames.isNCName(name) {
      return name != "xmlns" && !(isMemberElement && name == "name")
    }
    guard let (uri, local) = XMLNames.clarkParts(of: String(name)), XMLNames.isNCName(local),
      !uri.isEmpty, !(uri == XMLNames.typeNamespace && local == "t")
    else { return false }
    return uri == XMLNames.xmlNamespace || XMLNames.isWritableNamespace(String(uri))
  }

  /// Writes `<name …` with its namespace, type and attributes, leaving the tag open.
  /// How the name of an attribute in the type namespace starts, in Clark notation.
  private static let typeAttributePrefix = "@{\(XMLNames.typeNamespace)}"

  private mutating func writeStartTag(
    _ form: ElementForm, type: ValueType?, attributes: [(key: String, value: String)],
    scope: Scope, fieldPath: String
  ) throws(ArchiveError) -> (name: String, childNamespace: String) {
    if let level = scope.level { indent(level) }
    bytes.append(UInt8(ascii: "<"))
    let name: String
    var childNamespace = scope.defaultNamespace
    var declaresTypeNamespace = false
    switch form {
    case .named(let local, let namespace):
      name = local
      bytes.append(contentsOf: local.utf8)
      if namespace != scope.defaultNamespace {
        bytes.append(contentsOf: #" xmlns=""#.utf8)
        try appendAttributeValue(namespace, fieldPath: fieldPath)
        bytes.append(UInt8(ascii: "\""))
        childNamespace = namespace
      }
    case .member(let key):
      name = "bt:member"
      bytes.append(contentsOf: #"bt:member xmlns:bt="urn:blogdoc:type" name=""#.utf8)
      try appendAttributeValue(key, fieldPath: fieldPath)
      bytes.append(UInt8(ascii: "\""))
      declaresTypeNamespace = true
    case .item(let item):
      name = item
      bytes.append(contentsOf: item.utf8)
    }
    let needsTypeNamespace =
      type != nil
      || attributes.contains { $0.key.hasPrefix(Self.typeAttributePrefix) }
    if needsTypeNamespace && !declaresTypeNamespace {
      bytes.append(contentsOf: #" xmlns:bt="urn:blogdoc:type""#.utf8)
    }
    if let type {
      bytes.append(contentsOf: #" bt:t=""#.utf8)
      bytes.append(contentsOf: type.name.utf8)
      bytes.append(UInt8(ascii: "\""))
    }
    // Most elements have no attributes: the table of prefixes is made only for those that do
    // (made for every element, it was 2% of a WordPress import's instructions).
    guard !attributes.isEmpty else { return (name, childNamespace) }
    var prefixes: [String: String] = [
      XMLNames.typeNamespace: "bt", XMLNames.xmlNamespace: "xml",
    ]
    for (key, value) in attributes {
      bytes.append(UInt8(ascii: " "))
      let name = key.dropFirst()
      if let (uri, local) = XMLNames.clarkParts(of: String(name)) {
        let uri = String(uri)
        let prefix: String
        if let known = prefixes[uri] {
          prefix = known
        } else {
          prefix = "a\(prefixes.count - 1)"
          prefixes[uri] = prefix
          bytes.append(contentsOf: "xmlns:\(prefix)=\"".utf8)
          try appendAttributeValue(uri, fieldPath: fieldPath)
          bytes.append(contentsOf: "\" ".utf8)
        }
        bytes.append(contentsOf: prefix.utf8)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(contentsOf: local.utf8)
      } else {
        bytes.append(contentsOf: name.utf8)
      }
      bytes.append(contentsOf: "=\"".utf8)
      try appendAttributeValue(value, fieldPath: fieldPath)
      bytes.append(UInt8(ascii: "\""))
    }
    return (name, childNamespace)
  }

  /// Finishes an open start tag with `text` and the end tag, or with `/>` for no text.
  private mutating func writeContent(
    scope: Scope, _ text: String?, closing name: String, fieldPath: String
  ) throws(ArchiveError) {
    if let text {
      bytes.append(UInt8(ascii: ">"))
      try appendText(text, fieldPath: fieldPath)
      bytes.append(contentsOf: "</".utf8)
      bytes.append(contentsOf: name.utf8)
      bytes.append(UInt8(ascii: ">"))
    } else {
      bytes.append(contentsOf: "/>".utf8)
    }
    if scope.level != nil { lineBreak() }
  }

  private mutating func writeEndTag(_ name: String, scope: Scope, afterChildren: Bool) {
    if afterChildren, let level = scope.level { indent(level) }
    bytes.append(contentsOf: "</".utf8)
    bytes.append(contentsOf: name.utf8)
    bytes.append(UInt8(ascii: ">"))
    if scope.level != nil { lineBreak() }
  }
}
