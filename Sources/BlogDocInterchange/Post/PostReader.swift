import BlogDocBlog
import BlogDocCore

/// Reads a Markdown post into a document of one blog entry, exactly as
/// `blogdoc import --from markdown` reads the file (``FrontMatterFile`` and the built-in
/// `frontMatter` mapping, through the ``Importer``), and records where its front matter,
/// keys and body lie (``PostSourceMap``).
enum PostReader {
  /// The document `bytes` hold, read as the post at `options.sourceName`, and its map.
  ///
  /// - Throws: `ArchiveError`: for a model other than the blog's, bytes that are not UTF-8,
  ///   a file without front matter, front matter that does not read, or an entry the
  ///   blog's rules refuse.
  /// - Complexity: O(*n*) in the file's size.
  static func read<M: Model>(
    _ type: M.Type, from bytes: UnsafeRawBufferPointer, options: DecodingOptions
  ) throws(ArchiveError) -> (DecodedDocument<M>, PostSourceMap) {
    guard M.self == BlogEntry.self else { throw wrongModel(M.self) }
    guard bytes.count <= options.maxDocumentBytes else {
      throw ArchiveError(
        .limitExceeded,
        "The document is \(bytes.count) bytes; blogdoc reads documents up to \(options.maxDocumentBytes) bytes."
      )
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw ArchiveError(.malformed, "The file is not UTF-8 text.")
    }
    let name = options.sourceName ?? ""
    let (record, hasFrontMatter) = try FrontMatterFile.read(text: text, name: name)
    guard hasFrontMatter else {
      throw ArchiveError(
        .malformed,
        "Expected front matter between '---' or '+++' lines at the top of the post, found none.",
        at: SourceLocation(line: 1, column: 1))
    }
    var importer = Importer(
      into: try! ModelDocument<M>(entries: []), mapping: BuiltInMappings.frontMatter)
    do {
      try importer.add(record, from: RecordOrigin(file: name))
    } catch {
      throw ArchiveError(
        .schema, error.message,
        fieldPath: error.field.map { "/\(M.schema.entryName)/\($0)" })
    }
    let entry = importer.document.entries[0]
    let decoded = DecodedDocument(
      document: ModelDocument(entry: entry), formatVersion: M.schema.version)
    var map = PostSourceMap(text: text, sourceName: options.sourceName)
    if let post = entry as? BlogEntry {
      map.fieldPaths = MarkdownExport.frontMatterAndPaths(of: post).paths
    }
    return (decoded, map)
  }

  /// The error for a model other than the blog's: a post's keys are the blog's fields.
  static func wrongModel<M: Model>(_ type: M.Type) -> ArchiveError {
    ArchiveError(
      .invalidSchema,
      "A Markdown post holds a blog entry; it cannot be read or written as a '\(M.schema.entryName)'."
    )
  }
}
