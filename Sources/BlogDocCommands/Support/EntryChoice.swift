import BlogDocCore

/// Which entry of a document a command works on: `--entry ID`, or the lone entry of a
/// single-entry document. `show`, `render` and `edit` choose the same way and say the same
/// thing about an id that is not there.
///
/// ```swift
/// let entry = try EntryChoice<BlogEntry>.entry(named: "hello", in: blog, file: "blog.xml")
/// ```
public enum EntryChoice<M: Model> {
  /// The entry named by `id`, the lone entry of a single-entry document, or `nil` for a
  /// blog when no id is given.
  ///
  /// - Throws: ``UsageError`` for an id the document does not hold, with the closest one.
  public static func entry(
    named id: String?, in document: ModelDocument<M>, file: String
  ) throws -> M? {
    guard let id else { return document.layout == .single ? document.entries.first : nil }
    guard let found = document[id: id] else { throw unknown(id, in: document, file: file) }
    return found
  }

  /// The error for an `id` that `document` (read from `file`) does not hold.
  public static func unknown(
    _ id: String, in document: ModelDocument<M>, file: String
  ) -> UsageError {
    UsageError(
      description: "Unknown entry '\(id)' in '\(file)'."
        + (Suggestion.closest(to: id, among: document.ids).map { " Did you mean '\($0)'?" } ?? ""))
  }
}
