/// A record that cannot be imported: where it is, which field, and why.
///
/// ```swift
/// // export.xml:120: item 4 ('hello-world'): title: Title must not be empty.
/// ```
public struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the record is.
  public var origin: RecordOrigin
  /// The id the record maps to, when it has one.
  public var entryID: String?
  /// The local field at fault, when one is.
  public var field: String?
  /// The sentence saying what is wrong.
  public var message: String

  /// Makes an error for the record at `origin`.
  public init(origin: RecordOrigin, entryID: String? = nil, field: String? = nil, message: String) {
    self.origin = origin
    self.entryID = entryID
    self.field = field
    self.message = message
  }

  /// `origin ('id'): field: message`, leaving out what is unknown.
  public var description: String {
    var text = origin.description
    if let entryID { text += (origin.label == nil ? ": " : " ") + "('\(entryID)')" }
    if let field { text += ": " + field }
    return text + ": " + message
  }
}
