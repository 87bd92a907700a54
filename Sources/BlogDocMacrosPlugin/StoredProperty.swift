import SwiftSyntax

/// One stored instance property of a `@DocumentModel` struct, and what its attributes say:
/// the id, a field (with its kind, archive name and policies), or not a field at all.
struct StoredProperty {
  /// What the property is to the model.
  enum Role {
    /// The `@ID` property; `archiveName` is `@ID("…")`'s argument, if it has one.
    case id(archiveName: ExprSyntax?)
    /// A field, by default a field of the kind its type has.
    case field
    /// `@Transient`: not a field.
    case transient
  }

  /// How the field is declared: `Field(…)`, `.text(…)` or `.list(…, item:)`.
  enum Kind {
    case byType
    case text
    case list(item: ExprSyntax)
  }

  let declaration: VariableDeclSyntax
  let binding: PatternBindingSyntax
  /// The property's name, where the declaration writes it; its `text` is the name as code
  /// writes it (`` `default` ``).
  let identifier: TokenSyntax
  /// The property's name as archives write it (`default`).
  let name: String
  let type: FieldType?
  let role: Role
  let kind: Kind
  /// `@Field`'s arguments: the archive name first (when given), then `isRequired:`,
  /// `history:` and `merge:` as written.
  let fieldArguments: LabeledExprListSyntax
  /// The attributes the property carries, by name (`ID`, `Field`, `Text`, `List`,
  /// `Transient`).
  let markers: [String: AttributeSyntax]

  /// The stored instance properties of `member`, or none for a static, computed or
  /// non-variable member.
  static func all(in member: DeclSyntax) -> [StoredProperty] {
    guard let variable = member.as(VariableDeclSyntax.self), !isStatic(variable) else {
      return []
    }
    let markers = Self.markers(of: variable)
    return variable.bindings.compactMap { binding in
      guard isStored(binding),
        let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
      else { return nil }
      return StoredProperty(
        variable: variable, binding: binding, identifier: identifier, markers: markers)
    }
  }

  private init(
    variable: VariableDeclSyntax, binding: PatternBindingSyntax, identifier: TokenSyntax,
    markers: [String: AttributeSyntax]
  ) {
    declaration = variable
    self.binding = binding
    self.identifier = identifier
    let text = identifier.text
    name = text.hasPrefix("`") ? String(text.dropFirst().dropLast()) : text
    self.markers = markers
    type = FieldType(of: binding)
    if let id = markers["ID"] {
      role = .id(archiveName: Self.arguments(of: id).first?.expression)
    } else if markers["Transient"] != nil {
      role = .transient
    } else {
      role = .field
    }
    if let list = markers["List"], let item = Self.arguments(of: list).first?.expression {
      kind = .list(item: item)
    } else if markers["Text"] != nil {
      kind = .text
    } else {
      kind = .byType
    }
    fieldArguments = markers["Field"].map(Self.arguments(of:)) ?? []
  }

  /// Whether the declaration is a `let`.
  var isLet: Bool { declaration.bindingSpecifier.tokenKind == .keyword(.let) }

  /// Whether `init()` can make the property: it has a default, or is an optional `var`.
  var hasDefault: Bool {
    binding.initializer != nil || (!isLet && type?.isOptional == true)
  }

  /// The archive name when the declaration gives it as a literal, or the property's name.
  /// `nil` when it is an expression the macro cannot read (the schema still checks it).
  var archiveName: String? {
    let written: ExprSyntax?
    switch role {
    case .id(let name): written = name
    case .field: written = fieldArguments.first { $0.label == nil }?.expression
    case .transient: return nil
    }
    guard let written else { return name }
    return written.as(StringLiteralExprSyntax.self)?.representedLiteralValue
  }

  /// The policies `@Field` gives (`isRequired:`, `history:`, `merge:`), as written.
  var policyArguments: [LabeledExprSyntax] {
    fieldArguments.filter { $0.label != nil }
  }

  /// The attribute's arguments, or none.
  private static func arguments(of attribute: AttributeSyntax) -> LabeledExprListSyntax {
    if case .argumentList(let list) = attribute.arguments { return list }
    return []
  }

  /// The markers among `variable`'s attributes, by their unqualified names.
  private static func markers(of variable: VariableDeclSyntax) -> [String: AttributeSyntax] {
    var found: [String: AttributeSyntax] = [:]
    for element in variable.attributes {
      guard case .attribute(let attribute) = element else { continue }
      let type = attribute.attributeName
      let name =
        type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text
      if let name, ["ID", "Field", "Text", "List", "Transient"].contains(name) {
        found[name] = attribute
      }
    }
    return found
  }

  private static func isStatic(_ variable: VariableDeclSyntax) -> Bool {
    variable.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }

  /// Whether `binding` stores a value: no accessors, or only `willSet`/`didSet`.
  private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
    guard let accessors = binding.accessorBlock?.accessors else { return true }
    guard case .accessors(let list) = accessors else { return false }
    return list.allSatisfy {
      [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
    }
  }
}
