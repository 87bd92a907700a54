/// Something a store says while it works, for its caller to show: a warning (a damaged
/// journal, a conflict left as it is) or a note (a history started, a moved file followed).
///
/// ```swift
/// let store = try DocumentStore.open(forDocumentAt: "r.xml", creating: false, options: options) { notice in
///   print(notice)   // one line: a warning ("Warning: …") or a note
/// }
/// ```
public enum StoreNotice: Hashable, Sendable, CustomStringConvertible {
  /// Something went wrong that the store stepped around.
  case warning(String)
  /// Information about what the store did.
  case note(String)

  /// The line to show: `Warning: ` and the text, or the note alone.
  public var description: String {
    switch self {
    case .warning(let text): "Warning: \(text)"
    case .note(let text): text
    }
  }
}
