import BlogDocCore
import BlogDocStore

/// Reads the document a command was given: a file, or standard input for `-`, whose
/// format its first character tells (`{` JSON, `<` XML), since it has no name to go by.
///
/// ```swift
/// // cat blog.json | blogdoc show -
/// let (document, format) = try DocumentInput.read("-", as: BlogEntry.self)
/// ```
public enum DocumentInput {
  /// How messages name standard input.
  public static let standardInputName = "standard input"

  /// The document at `path`, or on standard input for `-`, and its format.
  ///
  /// - Throws: What `DocumentFile.read(_:from:options:)` throws; for standard input, an
  ///   `ArchiveError` naming it when the bytes are neither XML nor JSON.
  public static func read<M: Model>(
    _ path: String, as type: M.Type, options: DecodingOptions = .default
  ) throws -> (decoded: DecodedDocument<M>, format: DocumentFormat) {
    guard path == "-" else {
      return (
        try DocumentFile.read(M.self, from: path, options: options),
        try DocumentFile.format(of: path)
      )
    }
    let bytes = try StandardInput.readAll()
    guard let format = DocumentFormat(content: bytes) else {
      throw ArchiveError(
        .malformed, "Expected an XML or JSON document, starting with '<' or '{'.",
        at: LeadingSyntax(bytes).location,
        file: standardInputName)
    }
    return (
      try DocumentFile.decode(
        M.self, from: bytes, as: format, named: standardInputName, options: options), format
    )
  }
}
