// A file that declares a model with these macros needs BlogDocCore's types (`Validator`,
// `ArchiveObject`, `Timestamp`…) and the expansion names them, so one import gives both, as
// swift-case-paths' CasePaths re-exports CasePathsCore.
@_exported import BlogDocCore

/// Makes a struct a `Model`, its `Schema` written from its stored
/// properties: names from the properties, kinds from their types, attributes for what a type
/// cannot say.
///
/// ```swift
/// import BlogDocMacros
///
/// @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
/// public struct Recipe {
///   @ID public var id = ""
///   public var title = ""
///   public var servings = 1
///   @List(item: "ingredient") public var ingredients: [String] = []
///   @Text public var instructions = ""
///   public var isFavorite = false
///
///   public static let validators: [Validator<Recipe>] = [
///     Validator { recipe in
///       recipe.servings > 0 ? [] : [Violation(field: "servings", "Servings must be at least 1.")]
///     }
///   ]
/// }
/// ```
///
/// adds, with the struct's access level:
/// - `extension Recipe: Model {}`;
/// - `var unknownFields = ArchiveObject()`, the members a newer version or another tool
///   wrote;
/// - `init()`, `init(id:)`, and `init(id:title:servings:…)` when every field's type is
///   written or is that of a literal default;
/// - `static let schema = Schema<Recipe>(…)`: the id's key path, then
///   `Field("title", \Recipe.title)`, `Field.list("ingredients", …, item: "ingredient")`,
///   `Field.text("instructions", …)` and so on, in declaration order.
///
/// A member the struct declares itself (`init()`, `unknownFields`…) is not added. Rules go
/// next to the declaration, as plain code: a static `validators` property (an array of
/// `Validator`) and a static `migrations` property (an array of
/// `Migration`) are passed to the schema when the struct has them.
///
/// Static and computed properties are not fields; a stored property that is not one is
/// marked ``Transient()``. Every other stored property must be a `var` with a default value
/// (an optional `var` defaults to `nil`), of a type that is a field kind; one property is
/// the ``ID(_:)``. A mistake is an error in your code, with a fix-it where one is obvious.
///
/// - Parameters:
///   - record: What one record is called: its XML element and JSON key (`recipe`).
///   - collection: The XML root element and JSON key of a collection of records.
///   - version: The format version this code writes, 1 or more.
@attached(member, names: named(unknownFields), named(init), named(schema))
@attached(extension, conformances: Model)
public macro DocumentModel(record: String, collection: String, version: Int) =
  #externalMacro(module: "BlogDocMacrosPlugin", type: "DocumentModelMacro")

/// Makes a struct a `Model` whose archives are in the XML namespace
/// `namespace`; see ``DocumentModel(record:collection:version:)``.
///
/// ```swift
/// @DocumentModel(
///   record: "recipe", collection: "cookbook", namespace: "urn:example:recipes", version: 1)
/// struct Recipe {
///   @ID var id = ""
///   var title = ""
/// }
/// ```
///
/// - Parameters:
///   - record: What one record is called: its XML element and JSON key (`recipe`).
///   - collection: The XML root element and JSON key of a collection of records.
///   - namespace: The XML namespace of the archive.
///   - version: The format version this code writes, 1 or more.
@attached(member, names: named(unknownFields), named(init), named(schema))
@attached(extension, conformances: Model)
public macro DocumentModel(record: String, collection: String, namespace: String, version: Int) =
  #externalMacro(module: "BlogDocMacrosPlugin", type: "DocumentModelMacro")
