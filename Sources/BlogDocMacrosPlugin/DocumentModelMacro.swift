import SwiftSyntax
import SwiftSyntaxMacros

/// `@DocumentModel`: a struct's `Model` conformance, typed schema, unknown-members storage
/// and initializers, written from its stored properties.
///
/// The member role reads the declaration (``ModelDeclaration``), reports its mistakes and
/// adds the members; the extension role adds the conformance. Both add nothing to a
/// declaration with a mistake, so the compiler shows the mistake and not what follows
/// from it.
public struct DocumentModelMacro: MemberMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let model = ModelDeclaration(declaration, attribute: node)
    model.diagnostics.forEach(context.diagnose)
    return model.members()
  }

  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !protocols.isEmpty, ModelDeclaration(declaration, attribute: node).isSound else {
      return []
    }
    return [try ExtensionDeclSyntax("extension \(type.trimmed): BlogDocCore.Model {}")]
  }
}
