/// A value type that declares its fields once and gets field access by name, validation,
/// keyed archiving to XML and JSON, and migration of old documents for free.
///
/// A conforming type names its id's key path and lists its other fields in a ``Schema``:
/// each has a stable archive name, a key path and a ``FieldKind`` its constructor fixes
/// (see ``Field``). Equality, hashing and value semantics come from
/// Swift itself: declare the type a `struct` of `Hashable` stored properties.
///
/// ```swift
/// struct Bookmark: Model {
///   var id = ""
///   var title = ""
///   var address: URL?
///   var unknownFields = ArchiveObject()
///
///   static let schema = Schema<Bookmark>(
///     entryName: "bookmark", collectionName: "bookmarks", version: 1, id: \.id,
///     fields: [
///       Field("title", \.title),
///       Field("address", \.address),
///     ])
/// }
/// ```
public protocol Model: Identifiable, Hashable, Sendable where ID == String {
  /// The fields, archive names, version and rules of this model.
  static var schema: Schema<Self> { get }

  /// A model holding every field's default value.
  init()

  /// Members the schema does not know (written by a newer version or another tool),
  /// kept in their order and written back on save.
  var unknownFields: ArchiveObject { get set }
}
