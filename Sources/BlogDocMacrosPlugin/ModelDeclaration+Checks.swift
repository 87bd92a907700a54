import SwiftDiagnostics
import SwiftSyntax

/// The mistakes a `@DocumentModel` declaration can make, each diagnosed at the code that
/// makes it, with a fix-it where one is obvious.
extension ModelDeclaration {
  /// A struct, or a diagnostic at the keyword that makes it something else, with a fix-it
  /// that makes a class, an enum or an actor a struct (without `final`, which a struct
  /// cannot be).
  mutating func checkIsStruct(_ declaration: some DeclGroupSyntax) -> Bool {
    if declaration.is(StructDeclSyntax.self) { return true }
    let keyword: TokenSyntax? =
      declaration.as(ClassDeclSyntax.self)?.classKeyword
      ?? declaration.as(EnumDeclSyntax.self)?.enumKeyword
      ?? declaration.as(ActorDeclSyntax.self)?.actorKeyword
    guard let keyword else {
      let other =
        declaration.as(ProtocolDeclSyntax.self)?.protocolKeyword
        ?? declaration.as(ExtensionDeclSyntax.self)?.extensionKeyword
      diagnose(
        .notAStruct(other?.text ?? "declaration", name.text),
        at: other.map(Syntax.init) ?? Syntax(attribute))
      return false
    }
    let modifiers = declaration.modifiers
    let structModifiers = modifiers.filter {
      ![.keyword(.final), .keyword(.open)].contains($0.name.tokenKind)
    }
    var changes: [FixIt.Change] = [
      .replace(
        oldNode: Syntax(keyword), newNode: Syntax(keyword.with(\.tokenKind, .keyword(.struct))))
    ]
    if structModifiers.count != modifiers.count {
      changes.append(.replace(oldNode: Syntax(modifiers), newNode: Syntax(structModifiers)))
    }
    diagnose(
      .notAStruct(keyword.text, name.text), at: keyword,
      fixIts: [FixIt(message: DocumentModelFixIt("Make '\(name.text)' a struct"), changes: changes)]
    )
    return false
  }

  /// The mistakes one property can make on its own.
  mutating func check(_ property: StoredProperty) {
    if !property.hasDefault { diagnoseNoDefault(property) }
    if case .transient = property.role { return }
    if property.isLet {
      let keyword = property.declaration.bindingSpecifier
      diagnose(
        .letField(property.name), at: keyword,
        fixIts: [
          FixIt(
            message: DocumentModelFixIt("Make '\(property.name)' a var"),
            changes: [
              .replace(
                oldNode: Syntax(keyword), newNode: Syntax(keyword.with(\.tokenKind, .keyword(.var)))
              )
            ])
        ])
    }
    if let problem = property.type?.problem {
      diagnose(
        .notAFieldKind(property.name, problem: problem), at: property.binding,
        fixIts: [mark(property, with: "Transient")])
      return
    }
    if case .id = property.role {
      checkID(property)
    } else {
      checkKind(property)
    }
  }

  /// Every archive name once, the id's included.
  mutating func checkArchiveNames() {
    var seen: [String: StoredProperty] = [:]
    for property in [id].compactMap({ $0 }) + fields {
      guard let archiveName = property.archiveName else { continue }
      if let first = seen[archiveName] {
        diagnose(
          .sameArchiveName(property.name, as: first.name, archiveName: archiveName),
          at: property.identifier)
      } else {
        seen[archiveName] = property
      }
    }
  }

  /// A model without `@ID`: a fix-it marks its `id` property, or adds one.
  mutating func diagnoseNoID(in members: MemberBlockSyntax) {
    if let candidate = properties.first(where: { $0.name == "id" }) {
      diagnose(.noID(name.text), at: name, fixIts: [mark(candidate, with: "ID")])
      return
    }
    let first = members.members.first
    let indentation = first?.leadingTrivia ?? .newline
    let added = MemberBlockItemSyntax(
      leadingTrivia: indentation, decl: DeclSyntax("@ID var id = \"\""),
      trailingTrivia: first == nil ? .newline : [])
    let newMembers = MemberBlockItemListSyntax([added] + Array(members.members))
    diagnose(
      .noID(name.text), at: name,
      fixIts: [
        FixIt(
          message: DocumentModelFixIt("Add '@ID var id = \"\"'"),
          changes: [.replace(oldNode: Syntax(members.members), newNode: Syntax(newMembers))])
      ])
  }

  private mutating func checkID(_ property: StoredProperty) {
    if let type = property.type, !type.isPlainString {
      diagnose(.idNotString(property.name, type: type.syntax.description), at: property.binding)
    }
    if property.markers["Field"] != nil || property.markers["Text"] != nil
      || property.markers["List"] != nil
    {
      diagnose(.fieldOnID(property.name), at: property.identifier)
    }
  }

  private mutating func checkKind(_ property: StoredProperty) {
    let type = property.type
    let typeName = type?.syntax.description ?? ""
    if property.markers["Text"] != nil, property.markers["List"] != nil {
      diagnose(.twoKinds(property.name), at: property.identifier)
    } else if let text = property.markers["Text"], let type, !type.isString {
      diagnose(.textNotString(property.name, type: typeName), at: text)
    } else if let list = property.markers["List"], let type, !type.isStringList {
      diagnose(.listNotStrings(property.name, type: typeName), at: list)
    }
  }

  /// A property with no default: a fix-it gives it the obvious default of its type.
  private mutating func diagnoseNoDefault(_ property: StoredProperty) {
    guard let value = property.type?.obviousDefault else {
      diagnose(.noDefault(property.name), at: property.binding)
      return
    }
    var binding = property.binding
    binding.typeAnnotation = binding.typeAnnotation?.with(\.trailingTrivia, [])
    binding.initializer = InitializerClauseSyntax(
      equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space), value: value,
      trailingTrivia: property.binding.trailingTrivia)
    diagnose(
      .noDefault(property.name), at: property.binding,
      fixIts: [
        FixIt(
          message: DocumentModelFixIt("Give '\(property.name)' the default \(value)"),
          changes: [.replace(oldNode: Syntax(property.binding), newNode: Syntax(binding))])
      ])
  }

  /// A fix-it that puts `@marker` before `property`'s declaration.
  private func mark(_ property: StoredProperty, with marker: String) -> FixIt {
    let declaration = property.declaration
    let attribute = AttributeSyntax(
      attributeName: IdentifierTypeSyntax(name: .identifier(marker)), trailingTrivia: .space)
    var marked = declaration.with(\.leadingTrivia, [])
    marked.attributes = AttributeListSyntax([.attribute(attribute)] + Array(marked.attributes))
    marked.leadingTrivia = declaration.leadingTrivia
    return FixIt(
      message: DocumentModelFixIt("Mark '\(property.name)' with @\(marker)"),
      changes: [.replace(oldNode: Syntax(declaration), newNode: Syntax(marked))])
  }
}
