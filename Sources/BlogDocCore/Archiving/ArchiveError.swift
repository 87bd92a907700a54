/// A document that cannot be read or written, said in one line: where, which field, what.
///
/// ```swift
/// // entry.xml:7:15: /entry/postedDate: Expected an ISO 8601 date such as
/// //   2026-11-20T10:00:00Z, found "yesterday".
/// ```
///
/// Readers fill in the location and field path; ``file`` is set by whoever knows the
/// file's name (the store or the command line) through ``reading(_:)``.
public struct ArchiveError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem this is, which decides the command line's exit code.
  public enum Kind: Sendable, Hashable {
    /// The bytes are not well-formed XML or JSON, or break a structural rule.
    case malformed
    /// Well-formed, but a value or element does not fit the schema.
    case schema
    /// The format version is newer than this code, or older than it can migrate.
    case unsupportedVersion
    /// A size, depth or count bound was exceeded.
    case limitExceeded
    /// The model holds something the format cannot write.
    case unwritable
    /// The model's schema declaration is broken (see ``SchemaError``): a mistake in the
    /// program, not in the document.
    case invalidSchema
  }

  /// What kind of problem this is; the command line maps it to an exit code.
  public var kind: Kind
  /// The sentence saying what was expected and what was found.
  public var message: String
  /// Where in the document's text, when the reader knows.
  public var location: SourceLocation?
  /// Where in the document, XPath-style and 1-based: `/blog/entry[3]/postedDate`.
  public var fieldPath: String?
  /// The file being read or written, when known.
  public var file: String?

  /// Makes an error of `kind` saying `message`, with what is known of where.
  ///
  /// ```swift
  /// let error = ArchiveError(.schema, "Expected a boolean, found \"maybe\".",
  ///                          at: SourceLocation(line: 4, column: 3), fieldPath: "/entry/isDraft")
  /// print(error.reading("entry.xml"))
  /// // Prints "entry.xml:4:3: /entry/isDraft: Expected a boolean, found "maybe"."
  /// ```
  public init(
    _ kind: Kind, _ message: String, at location: SourceLocation? = nil,
    fieldPath: String? = nil, file: String? = nil
  ) {
    self.kind = kind
    self.message = message
    self.location = location
    self.fieldPath = fieldPath
    self.file = file
  }

  /// This error, naming `file` as the document it came from.
  public func reading(_ file: String) -> ArchiveError {
    var copy = self
    copy.file = file
    return copy
  }

  /// The error as one line: `file:line:column: fieldPath: message`, leaving out what is unknown.
  public var description: String {
    var prefix = ""
    if let file { prefix += file + ":" }
    if let location { prefix += "\(location.line):\(location.column):" }
    if let fieldPath { prefix += (prefix.isEmpty ? "" : " ") + fieldPath + ":" }
    return prefix.isEmpty ? message : prefix + " " + message
  }
}
