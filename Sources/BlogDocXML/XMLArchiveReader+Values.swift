import BlogDocCore

// Elements below a record become `ArchiveValue`s, as FORMAT.md's "Unknown members" says:
// text only → a string; child elements, attributes or mixed text → an object (`@name` for
// attributes, `#text` for non-blank text between children, indentation dropped); `bt:t`
// types an element; another namespace gives the key `{uri}local`; `bt:member name="…"`
// carries a key that is not an XML name.
extension XMLArchiveReader {
  /// Opens a field, a document member or a value nested in one.
  mutating func startValue(
    _ name: ElementName, role: OpenElement.Role, ordinal: Int
  )
    throws(ArchiveError)
  {
    var element = OpenElement(role: role, key: name.key, ordinal: ordinal)
    let isTopLevel = role == .field || role == .documentMember
    if isTopLevel { openField = (name.isMember ? "bt:member" : name.key, role == .documentMember) }
    if name.isMember || reader.hasAttributes {
      try readValueAttributes(of: name, into: &element)
      if isTopLevel { openField = (element.key, role == .documentMember) }
    }
    elements.append(element)
  }

  /// Opens an element inside a value, after checking its parent may hold one.
  mutating func startChildValue(_ name: ElementName, ordinal: Int) throws(ArchiveError) {
    let parent = elements.count - 1
    let type = elements[parent].type
    switch type {
    case .string, .number, .bool, .null:
      throw readingError(
        .malformed,
        "Expected only text in an element with bt:t=\"\(type.name)\", found the element <\(name.local)>.",
        element: ordinal)
    case .array:
      guard text.isBlank else {
        throw readingError(
          .malformed,
          "Expected only <item> elements in an element with bt:t=\"array\", found text \(quoted(text.string)).",
          element: elements[parent].ordinal)
      }
      guard name.local == "item", !name.isMember else {
        throw readingError(
          .malformed,
          "Expected only <item> elements in an element with bt:t=\"array\", found <\(name.local)>.",
          element: ordinal)
      }
    case .untyped, .object:
      if !text.isBlank {
        elements[parent].members.append(
          ArchiveObject.Member(key: "#text", value: .string(text.string)))
      }
    }
    text.removeAll()
    elements[parent].hasChildElements = true
    try startValue(name, role: .value, ordinal: ordinal)
  }

  /// The attributes of the root or a record: all of them become `@name` members.
  mutating func readPlainAttributes() -> [ArchiveObject.Member] {
    guard reader.hasAttributes else { return [] }
    var members: [ArchiveObject.Member] = []
    while reader.moveToNextAttribute() {
      guard !reader.isNamespaceDeclaration, let attribute = currentAttribute() else { continue }
      members.append(
        ArchiveObject.Member(key: attribute.key, value: .string(attribute.value)))
    }
    reader.moveToElement()
    return members
  }

  /// Reads `bt:t`, `bt:member`'s `name`, and the other attributes as `@name` members.
  private mutating func readValueAttributes(
    of name: ElementName, into element: inout OpenElement
  )
    throws(ArchiveError)
  {
    var memberName: String?
    var typeAttribute: String?
    while reader.moveToNextAttribute() {
      guard !reader.isNamespaceDeclaration, let attribute = currentAttribute() else { continue }
      if attribute.namespace == XMLNames.typeNamespace && attribute.local == "t" {
        typeAttribute = attribute.value
      } else if name.isMember && attribute.namespace == nil && attribute.local == "name" {
        memberName = attribute.value
      } else {
        element.members.append(
          ArchiveObject.Member(key: attribute.key, value: .string(attribute.value)))
      }
    }
    reader.moveToElement()
    if name.isMember {
      guard let memberName else {
        throw readingError(
          .malformed, "Expected a name attribute on <bt:member>, naming the member it holds.",
          element: element.ordinal)
      }
      element.key = memberName
    }
    if let typeAttribute {
      guard let type = ValueType(attribute: typeAttribute) else {
        throw readingError(
          .malformed,
          "Expected bt:t to be one of number, bool, null, array, object or string, found \(quoted(typeAttribute)).",
          element: element.ordinal)
      }
      element.type = type
    }
    if element.type != .untyped && element.type != .object, let first = element.members.first {
      throw readingError(
        .malformed,
        "Expected no attributes on an element with bt:t=\"\(element.type.name)\", found \(first.key.dropFirst()).",
        element: element.ordinal)
    }
  }

  /// The attribute the reader is on: its key (`@name`, `@{uri}name`), parts and value.
  private func currentAttribute() -> (
    key: String, local: String, namespace: String?, value: String
  )? {
    guard let localPointer = reader.localName else { return nil }
    let local = String(cString: localPointer)
    let namespace = reader.namespaceURI.map { String(cString: $0) }
    let value = reader.value.map { String(cString: $0) } ?? ""
    let key = "@" + (namespace.map { "{\($0)}" } ?? "") + local
    return (key, local, namespace, value)
  }

  /// The value of `element`, whose text is the reader's current text.
  mutating func finishValue(_ element: OpenElement) throws(ArchiveError) -> ArchiveValue {
    switch element.type {
    case .untyped where !element.hasChildElements && element.members.isEmpty:
      return .string(text.string)
    case .untyped, .object:
      var members = element.members
      if !text.isBlank {
        members.append(ArchiveObject.Member(key: "#text", value: .string(text.string)))
      }
      return .object(ArchiveObject(members))
    case .array:
      guard text.isBlank else {
        throw readingError(
          .malformed,
          "Expected only <item> elements in an element with bt:t=\"array\", found text \(quoted(text.string)).",
          element: element.ordinal)
      }
      return .array(element.items)
    case .string:
      return .string(text.string)
    case .number:
      let literal = text.string
      guard FieldKind.isNumberLiteral(literal) else {
        throw readingError(
          .malformed,
          "Expected a JSON number such as 12 or 4.5 in an element with bt:t=\"number\", found \(quoted(literal)).",
          element: element.ordinal)
      }
      return .number(literal)
    case .bool:
      switch text.string {
      case "true": return .bool(true)
      case "false": return .bool(false)
      case let found:
        throw readingError(
          .malformed,
          "Expected true or false in an element with bt:t=\"bool\", found \(quoted(found)).",
          element: element.ordinal)
      }
    case .null:
      guard text.isBlank else {
        throw readingError(
          .malformed,
          "Expected nothing in an element with bt:t=\"null\", found text \(quoted(text.string)).",
          element: element.ordinal)
      }
      return .null
    }
  }
}
