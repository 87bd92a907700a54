import BlogDocCore

/// One entry's place in the patched document.
struct PatchRow {
  /// The entry's id as the patch has left it.
  var id: String
  /// The index of its editable record, or -1 while it is `source`'s entry unchanged.
  var record = -1
  /// The operation that put this entry here or gave it its id, to blame for a duplicate.
  var idOperation: Int?

  init(id: String, record: Int = -1, idOperation: Int? = nil) {
    self.id = id
    self.record = record
    self.idOperation = idOperation
  }
}
