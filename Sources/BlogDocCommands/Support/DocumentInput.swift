import BlogDocCore
import BlogDocStore

/// Reads the document a command was given: a file, a folder of one-entry documents (see
/// ``DocumentFolder``), or standard input for `-`, whose format its first character tells
/// (`{` JSON, `<` XML), since it has no name to go by.
///
/// ```swift
/// // cat blog.json | blogdoc show -
/// let (document, format) = try DocumentInput.read("-", as: BlogEntry.self)
/// ```
public enum DocumentInput {
  /// How messages name standard input.
  public static let standardInputName = "standard input"

  /// The document at `path`, or on standard input for `-`, and its format. A folder is
  /// the collection of its documents' entries (its most common format), and a note on
  /// standard error says how many of its files were skipped.
  ///
  /// - Throws: What `DocumentFile.read(_:from:options:)` throws; for standard input, an
  ///   `ArchiveError` naming it when the bytes are neither XML nor JSON; for a folder,
  ///   the first problem of ``FolderDocument``.
  public static func read<M: Model>(
    _ path: String, as type: M.Type, options: DecodingOptions = .default
  ) throws -> (decoded: DecodedDocument<M>, format: DocumentFormat) {
    if DocumentFolder.isFolder(path) {
      let read = try readFolder(path, as: M.self, options: options)
      // A folder has no one format version: each of its files has its own (0 says none).
      return (
        DecodedDocument(
          document: try read.checked(), violations: read.violations, formatVersion: 0),
        read.folder.commonFormat?.format ?? .xml
      )
    }
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

  /// The folder at `path` read whole, after a note on standard error of the files it
  /// skipped.
  ///
  /// ```swift
  /// let read = try DocumentInput.readFolder("posts", as: Recipe.self)
  /// let file = try read.member(holding: "soup").path   // "posts/soup.xml"
  /// ```
  ///
  /// - Throws: What listing the folder throws (see ``DocumentFolder/init(listing:)``);
  ///   `StoreError` (`.notFound`) for a folder without documents, unless `allowingEmpty`.
  public static func readFolder<M: Model>(
    _ path: String, as type: M.Type, options: DecodingOptions = .default,
    allowingEmpty: Bool = false
  ) throws -> FolderDocument<M> {
    let read = FolderDocument<M>(try DocumentFolder(listing: path), options: options)
    if let note = read.folder.skippedNote { Output.write(note + "\n", to: 2) }
    guard allowingEmpty || !read.folder.members.isEmpty else {
      throw StoreError(.notFound, path: path, "A directory holding no documents, not a document.")
    }
    return read
  }
}
