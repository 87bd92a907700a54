import BlogDocCore

/// An entry the patch is changing, and which of its fields its archive form holds.
struct PatchRecord<M: Model> {
  var entry: M
  /// The schema fields present as members. A field left out holds its default, as a
  /// reader leaves a field the archive leaves out.
  var present: FieldSet
  /// Fields whose value was written in another form than the field's kind writes
  /// (`"true"` for a boolean, `1.50` for a number), as written: until the document is
  /// saved, the patch reads them as a JSON tool would.
  var raw: [Int: ArchiveValue] = [:]
  /// The entry as the document held it, for the diff; `nil` for an entry the patch brought.
  var original: M?
  /// The fields an operation wrote or removed: only these can differ from `original`.
  var touched = FieldSet()
  /// Whether an operation changed a member the schema does not know.
  var touchesUnknownFields = false

  init(entry: M, present: FieldSet, original: M?) {
    self.entry = entry
    self.present = present
    self.original = original
  }
}
