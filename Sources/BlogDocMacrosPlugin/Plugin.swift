import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin of `BlogDocMacros`: the compiler loads it to expand `@DocumentModel`
/// and its attributes, at build time only.
@main
struct BlogDocMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [DocumentModelMacro.self, FieldMarkerMacro.self]
}
