import SwiftSyntax

/// What the macro can tell of a property's type from its declaration alone: the written
/// annotation, or the type of a literal default (`= ""` is a `String`).
///
/// The compiler has the last word: a field's kind comes from the type through the `Field`
/// initializers, so a type that is not `FieldValueRepresentable` does not compile. This
/// only names the obvious mistakes earlier, in words about the property.
struct FieldType {
  /// The type as written, or as a literal implies it.
  let syntax: TypeSyntax

  /// The type of `binding`, if it is written or a literal default implies it.
  init?(of binding: PatternBindingSyntax) {
    if let annotation = binding.typeAnnotation?.type {
      syntax = annotation.trimmed
    } else if let value = binding.initializer?.value, let inferred = Self.inferred(from: value) {
      syntax = inferred
    } else {
      return nil
    }
  }

  /// Whether the type is `Optional`, so that the property defaults to `nil` without an
  /// initializer.
  var isOptional: Bool {
    Self.unwrappingOptional(syntax) != nil
  }

  /// The type without one level of `?`, `!` or `Optional<…>`.
  var wrapped: TypeSyntax {
    Self.unwrappingOptional(syntax) ?? syntax
  }

  /// Whether the type is `String` (or an optional `String`): what `@Text` and `@ID` need.
  var isString: Bool { Self.name(of: wrapped) == "String" }

  /// Whether the type is `String` itself, not an optional: what `@ID` needs.
  var isPlainString: Bool { Self.name(of: syntax) == "String" }

  /// Whether the type is `[String]` (or an optional one): what `@List` needs.
  var isStringList: Bool {
    Self.arrayElement(of: wrapped).map { Self.name(of: $0) == "String" } ?? false
  }

  /// Why the type can be no field's kind ("a dictionary", "an array of Int"), or `nil` when
  /// it may be one.
  var problem: String? {
    let type = wrapped
    if let tuple = type.as(TupleTypeSyntax.self) {
      if tuple.elements.count == 1, let only = tuple.elements.first {
        return FieldType(only.type).problem
      }
      return "a tuple"
    }
    if type.is(FunctionTypeSyntax.self) { return "a function" }
    if type.is(MetatypeTypeSyntax.self) { return "a metatype" }
    if type.is(DictionaryTypeSyntax.self) || Self.name(of: type) == "Dictionary" {
      return "a dictionary"
    }
    if Self.name(of: type) == "Set" { return "a set" }
    if let element = Self.arrayElement(of: type), Self.name(of: element) != "String" {
      return "an array of \(element.trimmedDescription)"
    }
    return nil
  }

  /// A default value for the known kinds, as a fix-it writes it, or `nil` when no obvious
  /// one exists (a date, a URL, a type of the user's own).
  var obviousDefault: ExprSyntax? {
    if Self.arrayElement(of: syntax) != nil { return "[]" }
    switch Self.name(of: syntax) {
    case "String": return "\"\""
    case "Bool": return "false"
    case "Int", "Int64", "Double": return "0"
    default: return nil
    }
  }

  private init(_ syntax: TypeSyntax) {
    self.syntax = syntax
  }

  /// The type a literal default implies, if it is one.
  private static func inferred(from value: ExprSyntax) -> TypeSyntax? {
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if value.is(FloatLiteralExprSyntax.self) { return "Double" }
    if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return inferred(from: prefix.expression)
    }
    if value.is(DictionaryExprSyntax.self) { return "[String: String]" }
    if value.is(ClosureExprSyntax.self) { return "() -> Void" }
    if let tuple = value.as(TupleExprSyntax.self), tuple.elements.count > 1 {
      return "(\(raw: tuple.elements.map { _ in "_" }.joined(separator: ", ")))"
    }
    if let array = value.as(ArrayExprSyntax.self), let first = array.elements.first {
      return inferred(from: first.expression).map { "[\($0)]" }
    }
    return nil
  }

  /// The wrapped type of `T?`, `T!` or `Optional<T>`.
  private static func unwrappingOptional(_ type: TypeSyntax) -> TypeSyntax? {
    if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return unwrapped.wrappedType
    }
    if name(of: type) == "Optional", let argument = genericArguments(of: type)?.first {
      return argument
    }
    return nil
  }

  /// The element of `[T]` or `Array<T>`.
  private static func arrayElement(of type: TypeSyntax) -> TypeSyntax? {
    if let array = type.as(ArrayTypeSyntax.self) { return array.element }
    if name(of: type) == "Array", let argument = genericArguments(of: type)?.first {
      return argument
    }
    return nil
  }

  /// The last name of a type written as a name (`String`, `Swift.String`).
  private static func name(of type: TypeSyntax) -> String? {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
    return nil
  }

  /// The generic arguments of a named type (`Optional<String>` → `String`) that are types.
  private static func genericArguments(of type: TypeSyntax) -> [TypeSyntax]? {
    let clause =
      type.as(IdentifierTypeSyntax.self)?.genericArgumentClause
      ?? type.as(MemberTypeSyntax.self)?.genericArgumentClause
    return clause?.arguments.compactMap { Syntax($0.argument).as(TypeSyntax.self) }
  }
}
