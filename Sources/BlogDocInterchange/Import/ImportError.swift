/// A record that cannot be imported: where it is, which field, and why.
///
/// ```swift
/// // export.xml:120: item 4 ('hello-world'): title: Title must not be empty.
/// ```
public struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
  public var origin: RecordOrigin
  /// The id the record maps to, when it has one.
  public var entryID: String?
  public var field: String?
  public var message: String

  public init(origin: RecordOrigin, entryID: String? = nil, field: String? = nil, message: String) {
    self.origin = origin
    self.entryID = entryID
    self.field = field
    self.message = message
  }

  public var description: String {
    var text = origin.description
    if let entryID { text += (origin.label == nil ? ": " : " ") + "('\(entryID)')" }
    if let field { text += ": " + field }
    return text + ": " + message
  }
}
