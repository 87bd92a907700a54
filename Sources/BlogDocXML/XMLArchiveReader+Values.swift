import BlogDocCore

// Elements below a record become `ArchiveValue`s, as FORMAT.md's "Unknown members" says:
// text only → a string; child elements, attributes or mixed text → an object (`@name` for
// attributes, `#text` for non-blank text between children, indentation dropped); `bt:t`
// types an element; another namespace gives the key `{uri}local`; `bt:member name="…"`
// carries a key that is not an XML name.
extension XMLArchiveReader {
  /// Opens a field, a document member or a value nested in one; a field the sink
  /// declines is opened as ``OpenElement/Role/declined``.
  mutating func startValue(
    _ name: ElementName, _ attributes: SAXAttributes, role: OpenElement.Role, ordinal: Int,
    line: Int32
  )
    throws(ArchiveError)
  {
    var element = OpenElement(role: role, key: name.key, ordinal: ordinal, line: line)
    let isTopLevel = role == .field || role == .documentMember
    if isTopLevel {
      openField = (name.isMember ? "bt:member" : name.key, role == .documentMember)
      if role == .field, !name.isMember, !sink.wantsField(name.key) {
        lastField = name.key
        element.role = .declined
        elements.append(element)
        return
      }
    }
    if name.isMember || !attributes.isEmpty {
      try readValueAttributes(of: name, attributes, into: &element)
      if isTopLevel { openField = (element.key, role == .documentMember) }
      if role == .field, name.isMember, !sink.wantsField(element.key) {
        element.role = .declined
      }
    }
    if role == .field { lastField = element.key }
    elements.append(element)
  }

  /// Opens an element inside a value, after checking its parent may hold one.
  mutating func startChildValue(
    _ name: ElementName, _ attributes: SAXAttributes, ordinal: Int, line: Int32
  ) throws(ArchiveError) {
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
    try startValue(name, attributes, role: .value, ordinal: ordinal, line: line)
  }

  /// The attributes of the root or a record: all of them become `@name` members.
  func plainAttributes(_ attributes: SAXAttributes) -> [ArchiveObject.Member] {
    guard !attributes.isEmpty else { return [] }
    var members: [ArchiveObject.Member] = []
    members.reserveCapacity(attributes.count)
    for index in 0..<attributes.count {
      let attribute = attributes[index]
      members.append(
        ArchiveObject.Member(key: Self.key(of: attribute), value: .string(attribute.value)))
    }
    return members
  }

  /// Adds a record's attributes as its fields, those the sink wants.
  mutating func addPlainAttributes(_ attributes: SAXAttributes, ordinal: Int) throws(ArchiveError) {
    for attribute in plainAttributes(attributes) where sink.wantsField(attribute.key) {
      try addField(key: attribute.key, value: attribute.value, ordinal: ordinal)
    }
  }

  /// Reads `bt:t`, `bt:member`'s `name`, and the other attributes as `@name` members.
  private mutating func readValueAttributes(
    of name: ElementName, _ attributes: SAXAttributes, into element: inout OpenElement
  )
    throws(ArchiveError)
  {
    var memberName: String?
    var typeAttribute: String?
    for index in 0..<attributes.count {
      let attribute = attributes[index]
      let namespace = attribute.namespaceURI
      if namespace == XMLNames.typeNamespace && attribute.localName == "t" {
        typeAttribute = attribute.value
      } else if name.isMember && namespace == nil && attribute.localName == "name" {
        memberName = attribute.value
      } else {
        element.members.append(
          ArchiveObject.Member(key: Self.key(of: attribute), value: .string(attribute.value)))
      }
    }
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

  /// An attribute's member key: `@name`, or `@{uri}name` in a namespace.
  private static func key(of attribute: SAXAttributes.Attribute) -> String {
    "@" + (attribute.namespaceURI.map { "{\($0)}" } ?? "") + attribute.localName
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
