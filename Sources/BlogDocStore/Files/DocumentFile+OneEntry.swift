import BlogDocCore
import BlogDocXML

extension DocumentFile {
  /// Reads, of the blog at `path`, the entry `id` alone, for a command that shows or edits
  /// that one entry: its bytes too, and where the entry and its fields lie in them, as
  /// ``readForEditing(_:from:options:)`` gives them for the whole document.
  ///
  /// Only an XML blog is read this way (see
  /// `XMLArchiveFormat.decodeEntryWithSourceMap(_:id:from:options:)`): the whole file is
  /// still parsed, so a malformed byte anywhere fails the read, and the ids are checked
  /// to be unique, but no other entry is built, so a value of another entry that breaks
  /// the schema does not stop this one.
  ///
  /// It returns `nil` for anything it cannot read this way (another format, a file that
  /// does not read, an id not there); the caller reads the whole document then, and that
  /// read reports any error with its usual message.
  ///
  /// ```swift
  /// if let (decoded, bytes, map) = DocumentFile.readEntryForEditing(
  ///   BlogEntry.self, from: "blog.xml", entry: "hello-world")
  /// {
  ///   decoded.document.ids   // ["hello-world"]
  /// }
  /// ```
  ///
  /// - Complexity: O(*n*) in the file's size, building one string per entry (its id).
  public static func readEntryForEditing<M: Model>(
    _ type: M.Type, from path: String, entry id: String, options: DecodingOptions = .default
  ) -> (decoded: DecodedDocument<M>, bytes: [UInt8], sourceMap: DocumentSourceMap?)? {
    guard DocumentFormat(path: path) == .xml, let bytes = try? FileBytes.read(path),
      bytes.count <= options.maxDocumentBytes
    else { return nil }
    let read = bytes.withUnsafeBytes { buffer in
      XMLArchiveFormat().decodeEntryWithSourceMap(
        M.self, id: id, from: buffer, options: options.reading(path))
    }
    return read.map { ($0.0, bytes, .xml($0.1)) }
  }
}
