import SwiftDiagnostics
import SwiftSyntax

/// A `@DocumentModel` declaration as the macro reads it: the struct, its id, its fields in
/// declaration order, what the user already wrote, and every mistake found, each with its
/// fix-its.
struct ModelDeclaration {
  /// The struct's name, where the declaration writes it; its `text` is the name as code
  /// writes it.
  let name: TokenSyntax
  /// `public ` or `package ` when the struct is, for the members the macro adds.
  let access: String
  /// The `@DocumentModel` attribute.
  let attribute: AttributeSyntax
  /// The `@ID` property.
  private(set) var id: StoredProperty?
  /// The fields after the id, in declaration order.
  private(set) var fields: [StoredProperty] = []
  /// Every stored property, the id and `@Transient` ones included.
  private(set) var properties: [StoredProperty] = []
  /// The names of the members the user declared that the macro would otherwise add or read
  /// (`init()`, `init(id:)`, `unknownFields`, `schema`, `validators`, `migrations`).
  private(set) var declared: Set<String> = []
  /// The mistakes found, in source order.
  private(set) var diagnostics: [Diagnostic] = []

  /// Reads `declaration`, to which `attribute` is attached.
  init(_ declaration: some DeclGroupSyntax, attribute: AttributeSyntax) {
    self.attribute = attribute
    name = Self.name(of: declaration)
    access = Self.access(of: declaration.modifiers)
    guard checkIsStruct(declaration) else { return }
    for member in declaration.memberBlock.members {
      noteDeclared(member.decl)
      for property in StoredProperty.all(in: member.decl) where property.name != "unknownFields" {
        properties.append(property)
        switch property.role {
        case .id: setID(property)
        case .field: fields.append(property)
        case .transient: break
        }
      }
    }
    properties.forEach { check($0) }
    checkArchiveNames()
    if id == nil { diagnoseNoID(in: declaration.memberBlock) }
  }

  /// Whether the macro can write the schema: the declaration has no mistake.
  var isSound: Bool { diagnostics.isEmpty }

  /// Records `diagnostic` as found at `node`, with `fixIts`.
  mutating func diagnose(
    _ diagnostic: DocumentModelDiagnostic, at node: some SyntaxProtocol, fixIts: [FixIt] = []
  ) {
    diagnostics.append(Diagnostic(node: node, message: diagnostic, fixIts: fixIts))
  }

  private mutating func setID(_ property: StoredProperty) {
    if let id {
      diagnose(
        .secondID(name.text, first: id.name, second: property.name), at: property.identifier)
    } else {
      id = property
    }
  }

  private mutating func noteDeclared(_ member: DeclSyntax) {
    if let initializer = member.as(InitializerDeclSyntax.self) {
      let labels = initializer.signature.parameterClause.parameters.map { $0.firstName.text }
      declared.insert("init(\(labels.map { "\($0):" }.joined()))")
    } else if let variable = member.as(VariableDeclSyntax.self) {
      for binding in variable.bindings {
        if let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier {
          declared.insert(identifier.text)
        }
      }
    }
  }

  /// The name of the struct, or of whatever the macro is wrongly attached to.
  private static func name(of declaration: some DeclGroupSyntax) -> TokenSyntax {
    let named = declaration.asProtocol(NamedDeclSyntax.self)
    return named?.name ?? .identifier("Model")
  }

  /// `public ` or `package ` when the modifiers say so; members of a less visible struct
  /// need no modifier.
  private static func access(of modifiers: DeclModifierListSyntax) -> String {
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }
}
