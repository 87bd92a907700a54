import BlogDocCore

extension FileWrite {
  /// The log message of an edit that changed `writes`, naming the fields it changed in the
  /// order first met: `Set title, tagNames`, or `Edit` when no field of an entry changed.
  ///
  /// ```swift
  /// try store.commit(.edit, message: FileWrite.summary(of: writes), writes: writes)
  /// ```
  public static func summary(of writes: [FileWrite]) -> String {
    var fields: [String] = []
    for write in writes {
      for case .modified(_, let changes, _) in write.diff.entryChanges {
        for change in changes where !fields.contains(change.field) { fields.append(change.field) }
      }
    }
    return fields.isEmpty ? "Edit" : "Set " + fields.joined(separator: ", ")
  }
}
