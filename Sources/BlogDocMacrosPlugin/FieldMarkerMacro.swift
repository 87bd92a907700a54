import SwiftSyntax
import SwiftSyntaxMacros

/// `@ID`, `@Field`, `@Text`, `@List` and `@Transient`: markers that add nothing where they
/// stand. `@DocumentModel` reads them from the properties of its struct.
public struct FieldMarkerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
