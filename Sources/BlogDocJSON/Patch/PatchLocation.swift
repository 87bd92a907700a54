import BlogDocCore

/// What a JSON Pointer names in a blogdoc document's archive form.
enum PatchLocation {
  /// The whole document (the empty pointer).
  case root
  /// `/formatVersion`.
  case formatVersion
  /// A collection-level member the schema does not know, or something inside it.
  case documentMember(key: String, path: PatchPath)
  /// The collection's array of entries (`/blog`).
  case entries
  /// One entry: `/blog/3`, `/blog/-` (row = count) or a single document's `/entry`.
  case entry(row: Int)
  /// A schema field of an entry, or something inside it (a list item).
  case field(row: Int, index: Int, path: PatchPath)
  /// A member of an entry the schema does not know, or something inside it.
  case unknown(row: Int, key: String, path: PatchPath)
}
