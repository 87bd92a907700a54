import BlogDocBlog
import BlogDocCore

/// A Markdown post with front matter, as Jekyll, Hugo and Zola keep one post a file: a
/// document of one blog entry, which the store reads, edits, splices and undoes as it does
/// a one-entry XML or JSON file.
///
/// The file reads as `blogdoc import --from markdown` reads it: YAML between `---` lines
/// or TOML between `+++` lines, the keys mapped to fields by the built-in `frontMatter`
/// mapping (`date` → `postedDate`, `draft` → `isDraft`, Zola's `taxonomies.tags`, …), the
/// body as `bodyText`, and keys the blog does not know kept in the entry's `frontMatter`
/// members. The id is `slug`, else the file's name without a Jekyll date
/// (`2024-01-05-hello.md` → `hello`; a Hugo bundle's `hello/index.md` → `hello`), which the
/// store passes as `DecodingOptions.sourceName`. A new file is written as
/// `MarkdownExport.text(for:)` writes it (YAML). A program registers it with the store's
/// `DocumentFormat.register(_:)`; from then on `.md` files work as `.xml` ones do.
///
/// ```swift
/// let bytes = Array("---\ntitle: Hello\ntags: [swift]\n---\n\nHi.\n".utf8)
/// let post = try MarkdownPostFormat().decode(
///   BlogEntry.self, from: bytes, options: DecodingOptions(sourceName: "2024-01-05-hello.md"))
/// print(post.document.ids, post.document.entries[0].tagNames)
/// // Prints "["hello"] ["swift"]"
/// ```
///
/// The format reads and writes `BlogEntry` only; any other model is refused with an
/// `ArchiveError` of kind `invalidSchema`.
public struct MarkdownPostFormat: SplicingArchiveFormat {
  /// The Markdown post format; it has no options.
  public init() {}

  /// `markdown`.
  public var name: String { "markdown" }

  /// `.md` and `.markdown` files.
  public var fileExtensions: [String] { ["md", "markdown"] }

  /// Whether `bytes` start with a front matter fence (`---` or `+++`), after an optional
  /// byte order mark and blank lines: a post, where a README without front matter is not.
  ///
  /// - Complexity: O(*w*) in the blank lines before the fence.
  public func recognizes(_ bytes: some Collection<UInt8>) -> Bool {
    var rest = bytes[...]
    if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
    let blank: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    rest = rest.drop { blank.contains($0) }
    return rest.starts(with: "---".utf8) || rest.starts(with: "+++".utf8)
  }

  /// Reads the post as a document of one entry.
  ///
  /// - Throws: `ArchiveError` for bytes that are not UTF-8, a file without front matter,
  ///   front matter that does not read (with its line and column in the file), or an
  ///   entry the blog's rules refuse.
  /// - Complexity: O(*n*) in the file's size.
  public func decode<M: Model>(
    _ type: M.Type, from bytes: UnsafeRawBufferPointer, options: DecodingOptions
  ) throws(ArchiveError) -> DecodedDocument<M> {
    try PostReader.read(type, from: bytes, options: options).0
  }

  /// Reads the post as ``decode(_:from:options:)`` does, and where its keys and body lie.
  ///
  /// - Throws: What ``decode(_:from:options:)`` throws.
  /// - Complexity: O(*n*) in the file's size.
  public func decodeWithSourceMap<M: Model>(
    _ type: M.Type, from bytes: UnsafeRawBufferPointer, options: DecodingOptions
  ) throws(ArchiveError) -> (DecodedDocument<M>, PostSourceMap) {
    try PostReader.read(type, from: bytes, options: options)
  }

  /// Writes a document of one entry as a new post: YAML front matter, a blank line, then
  /// the body, as `MarkdownExport.text(for:)` writes it.
  ///
  /// - Throws: `ArchiveError` of kind `unwritable` for a document of more or fewer than one
  ///   entry.
  /// - Complexity: O(*n*) in the entry's size.
  public func encode<M: Model>(_ document: ModelDocument<M>) throws(ArchiveError) -> [UInt8] {
    guard document.count == 1 else {
      throw ArchiveError(
        .unwritable,
        "A Markdown post holds one entry; the document holds \(document.count).")
    }
    guard let entry = document.entries[0] as? BlogEntry else {
      throw PostReader.wrongModel(M.self)
    }
    do {
      return Array(try MarkdownExport.text(for: entry).utf8)
    } catch {
      throw ArchiveError(.unwritable, "The front matter could not be written: \(error).")
    }
  }

  /// `source` with only the bytes of the keys whose values `diff` changes replaced, in each
  /// key's style; a key added in the file's style, a cleared one's lines removed, and the
  /// body's bytes replaced only when the body changed.
  ///
  /// - Throws: `SpliceRefusal` when the result cannot be proved to read back as `edited`;
  ///   its `rewrite` is then the post with its front matter written anew in the same
  ///   language and its body as it was.
  /// - Complexity: O(*n*) in the size of `source`: the result is read back once.
  public func splice<M: Model>(
    _ source: [UInt8], map: PostSourceMap, original: ModelDocument<M>, edited: ModelDocument<M>,
    diff: DocumentDiff<M>, entrySources: [String: RemovedEntrySource],
    valueSources: [FieldValueSource]
  ) throws(SpliceRefusal) -> [UInt8] {
    try PostSplicer.splice(
      source, map: map, original: original, edited: edited, diff: diff,
      valueSources: valueSources, through: self)
  }

  /// The lines of each key whose field `diff` changes, as `source` holds them, for the
  /// journal to keep: an undo writes them back as they were.
  ///
  /// - Complexity: O(*k*) in the front matter's keys.
  public func valueSources<M: Model>(
    changedBy diff: DocumentDiff<M>, in source: [UInt8], map: PostSourceMap,
    original: ModelDocument<M>
  ) -> [FieldValueSource] {
    PostValueSources.sources(changedBy: diff, in: source, map: map, original: original)
  }

  /// Where the front matter starts, or with `member` (a field, or a key of the front
  /// matter), where the line of the key it is written under starts; `bodyText`'s is where
  /// the body starts.
  ///
  /// - Complexity: O(*k*) in the front matter's keys.
  public func offset(ofEntry id: String, member: String?, in map: PostSourceMap) -> Int? {
    guard let member else { return map.frontMatter.lowerBound }
    if member == "bodyText" { return map.body.lowerBound }
    return map.key(named: map.fieldPaths[member] ?? member)?.lines.lowerBound
  }
}
