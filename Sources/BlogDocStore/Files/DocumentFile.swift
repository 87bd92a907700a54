import BlogDocCore

/// Reads and writes whole document files, choosing the format by extension among the
/// registered ones (see ``DocumentFormat``).
///
/// ```swift
/// let blog = try DocumentFile.read(BlogEntry.self, from: "SampleDocs/blog.xml").document
/// try DocumentFile.write(blog, to: "blog.json")
/// ```
public enum DocumentFile {
  /// Reads the document at `path`.
  ///
  /// - Throws: ``StoreError`` when the file cannot be read or its extension is unknown;
  ///   `ArchiveError` (naming `path`) when its contents are not a valid document.
  public static func read<M: Model>(
    _ type: M.Type, from path: String, options: DecodingOptions = .default
  ) throws -> DecodedDocument<M> {
    try readWithBytes(type, from: path, options: options).decoded
  }

  /// Reads the document at `path` and returns its bytes too (for fingerprints).
  public static func readWithBytes<M: Model>(
    _ type: M.Type, from path: String, options: DecodingOptions = .default
  ) throws -> (decoded: DecodedDocument<M>, bytes: [UInt8]) {
    let format = try format(of: path)
    let bytes = try FileBytes.read(path)
    guard bytes.count <= options.maxDocumentBytes else { throw tooLarge(bytes, path, options) }
    if let conflict = conflictedContent(path, bytes: bytes, format: format) { throw conflict }
    do {
      return (
        try format.archiveFormat.decode(type, from: bytes, options: options.reading(path)), bytes
      )
    } catch {
      throw conflicted(path, bytes: bytes) ?? misnamed(path, format: format, bytes: bytes)
        ?? error.reading(path)
    }
  }

  /// Reads the document at `path` for an edit: its bytes too, and where each entry and
  /// field lies (recorded in the same pass), so the edit can be spliced in without reading
  /// the file again (see ``encode(_:for:splicingInto:original:map:diff:entrySources:valueSources:)``).
  ///
  /// ```swift
  /// let (decoded, bytes, map) = try DocumentFile.readForEditing(BlogEntry.self, from: "blog.json")
  /// map?.json?.record(id: "hello-world")
  /// ```
  ///
  /// - Throws: What ``readWithBytes(_:from:options:)`` throws.
  /// - Complexity: O(*n*) in the file's size, one decode (and for XML one more pass over
  ///   the bytes, skipping text, to find the elements).
  public static func readForEditing<M: Model>(
    _ type: M.Type, from path: String, options: DecodingOptions = .default
  ) throws -> (decoded: DecodedDocument<M>, bytes: [UInt8], sourceMap: DocumentSourceMap?) {
    let format = try format(of: path)
    let bytes = try FileBytes.read(path)
    guard bytes.count <= options.maxDocumentBytes else { throw tooLarge(bytes, path, options) }
    if let conflict = conflictedContent(path, bytes: bytes, format: format) { throw conflict }
    do {
      let (decoded, map) = try decodeForEditing(
        type, from: bytes, as: format, options: options.reading(path))
      return (decoded, bytes, map)
    } catch {
      // The decode throws only ArchiveError.
      throw conflicted(path, bytes: bytes) ?? misnamed(path, format: format, bytes: bytes)
        ?? (error as? ArchiveError)?.reading(path) ?? error
    }
  }

  /// The document in `bytes` and its source map, read by `format`'s reader.
  ///
  /// - Throws: `ArchiveError`, as the format's reader says.
  /// - Complexity: O(*n*) in the bytes.
  static func decodeForEditing<M: Model>(
    _ type: M.Type, from bytes: [UInt8], as format: DocumentFormat,
    options: DecodingOptions = .default
  ) throws -> (DecodedDocument<M>, DocumentSourceMap) {
    try bytes.withUnsafeBytes { buffer in
      try format.archiveFormat.decodeWithErasedSourceMap(type, from: buffer, options: options)
    }
  }

  /// The document in `bytes`, of `format`, read from what messages call `name` (a path, or
  /// "standard input").
  ///
  /// ```swift
  /// let decoded = try DocumentFile.decode(BlogEntry.self, from: bytes, as: .json, named: "standard input")
  /// ```
  ///
  /// - Throws: `ArchiveError` naming `name`: past `options`' size limit, or what the
  ///   format's reader says.
  /// - Complexity: O(*n*) in the bytes.
  public static func decode<M: Model>(
    _ type: M.Type, from bytes: [UInt8], as format: DocumentFormat, named name: String,
    options: DecodingOptions = .default
  ) throws -> DecodedDocument<M> {
    guard bytes.count <= options.maxDocumentBytes else { throw tooLarge(bytes, name, options) }
    do {
      return try format.archiveFormat.decode(type, from: bytes, options: options.reading(name))
    } catch {
      throw error.reading(name)
    }
  }

  /// The error for a document past `options`' size limit, read from `name`.
  private static func tooLarge(
    _ bytes: [UInt8], _ name: String, _ options: DecodingOptions
  ) -> ArchiveError {
    ArchiveError(
      .limitExceeded,
      "The document is \(bytes.count) bytes; blogdoc reads documents up to \(options.maxDocumentBytes) bytes.",
      file: name)
  }

  /// The error for a file that does not read because it holds merge conflict markers: it
  /// names the first marker's line and how to see and resolve the conflicts.
  static func conflicted(_ path: String, bytes: [UInt8]) -> ArchiveError? {
    guard let line = ConflictedText.firstMarkerLine(in: bytes) else { return nil }
    return ArchiveError(
      .malformed,
      "The document has unresolved merge conflicts; the command 'validate \(path)' lists them, each with the 'resolve' command that settles it.",
      at: SourceLocation(line: line, column: 1), file: path)
  }

  /// ``conflicted(_:bytes:)`` for a file that would read in spite of its conflict: one of a
  /// format whose content may hold lines like git's markers (a Markdown post's body), when
  /// it holds a whole conflict as the merge driver writes it (`diff3` style, with the
  /// base). XML and JSON files are not looked at: a marker line does not read in either
  /// (but in an XML CDATA section), so their failed read says it, with no pass over a
  /// large file.
  ///
  /// - Complexity: O(*n*) in the bytes, for a file of another format.
  static func conflictedContent(
    _ path: String, bytes: [UInt8], format: DocumentFormat
  ) -> ArchiveError? {
    guard format != .xml, format != .json, ConflictedText.firstMarkerLine(in: bytes) != nil,
      ConflictedText(String(decoding: bytes, as: UTF8.self)) != nil
    else { return nil }
    return conflicted(path, bytes: bytes)
  }

  /// The document in `bytes`, of `format`, with its source map, read from what messages
  /// call `name`: for files whose name says nothing of their format (the temporary files
  /// git hands a merge driver).
  ///
  /// ```swift
  /// let (decoded, map) = try DocumentFile.decodeForEditing(BlogEntry.self, from: bytes, as: .xml, named: "e.xml")
  /// ```
  ///
  /// - Throws: `ArchiveError` naming `name`.
  /// - Complexity: O(*n*) in the bytes.
  public static func decodeForEditing<M: Model>(
    _ type: M.Type, from bytes: [UInt8], as format: DocumentFormat, named name: String,
    options: DecodingOptions = .default
  ) throws -> (decoded: DecodedDocument<M>, sourceMap: DocumentSourceMap) {
    guard bytes.count <= options.maxDocumentBytes else { throw tooLarge(bytes, name, options) }
    do {
      return try decodeForEditing(type, from: bytes, as: format, options: options.reading(name))
    } catch {
      throw conflicted(name, bytes: bytes) ?? (error as? ArchiveError)?.reading(name) ?? error
    }
  }

  /// The error for a file whose bytes are the other format (JSON in `x.xml`, whose XML
  /// reader would say only "Document is empty."), naming the name it should have.
  static func misnamed(_ path: String, format: DocumentFormat, bytes: [UInt8]) -> ArchiveError? {
    guard let actual = DocumentFormat(content: bytes), actual != format,
      let suffix = actual.fileExtensions.first
    else { return nil }
    let dot = path.lastIndex(of: ".")!  // The format came from the extension.
    return ArchiveError(
      .malformed,
      "Expected \(format.rawValue.uppercased()), as the name ends in \(path[dot...]), found \(actual.rawValue.uppercased()); rename the file to \(path[..<dot]).\(suffix).",
      at: LeadingSyntax(bytes).location, file: path)
  }

  /// The bytes of `document` in the format `path` names.
  public static func encode<M: Model>(
    _ document: ModelDocument<M>, for path: String
  ) throws
    -> [UInt8]
  {
    try encode(document, as: format(of: path), named: path)
  }

  /// The bytes of `document` in `format`, for what messages call `name`: a file whose name
  /// says nothing of its format (the temporary files git hands a merge driver).
  ///
  /// ```swift
  /// let bytes = try DocumentFile.encode(document, as: .xml, named: ".merge_file_a1b2c3")
  /// ```
  ///
  /// - Throws: `ArchiveError` naming `name` when the document cannot be encoded.
  /// - Complexity: O(*n*) in the document's size.
  public static func encode<M: Model>(
    _ document: ModelDocument<M>, as format: DocumentFormat, named name: String
  )
    throws -> [UInt8]
  {
    do {
      return try format.archiveFormat.encode(document)
    } catch {
      throw error.reading(name)
    }
  }

  /// Writes `document` to `path` atomically, in the format its extension names.
  public static func write<M: Model>(_ document: ModelDocument<M>, to path: String) throws {
    try AtomicFile.write(try encode(document, for: path), to: path)
  }

  /// The format `path`'s extension names.
  public static func format(of path: String) throws(StoreError) -> DocumentFormat {
    guard let format = DocumentFormat(path: path) else {
      throw StoreError(
        .unknownFormat, path: path,
        "Unknown document format; expected a name ending in \(DocumentFormat.extensionList).")
    }
    return format
  }
}
