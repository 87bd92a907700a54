import BlogDocCore

extension DocumentFormat {
  /// Whether `bytes`, in a file named as this format's files are, are meant as a document
  /// of `model`: XML naming the schema's namespace; JSON with a `formatVersion`, entry or
  /// collection key; for another registered format, bytes it recognizes (a Markdown post's
  /// front matter).
  ///
  /// A document that does not read (a missing bracket) still is one, and says what is wrong
  /// when read; an import mapping or another program's JSON is not. `merge` merges what is
  /// not as text, and `serve` does not list it.
  ///
  /// ```swift
  /// let mapping = Array(#"{"name": "cms", "fields": {"title": "headline"}}"#.utf8)
  /// print(DocumentFormat.json.isDocument(mapping, of: BlogEntry.self))
  /// // Prints "false"
  /// ```
  ///
  /// - Complexity: O(*n*) in the bytes, for XML and JSON; as the format's `recognizes(_:)`
  ///   otherwise.
  public func isDocument<M: Model>(_ bytes: [UInt8], of model: M.Type) -> Bool {
    let schema = M.schema
    let needles: [String]
    if self == .xml {
      needles = [schema.namespace]
    } else if self == .json {
      needles = ["\"formatVersion\"", "\"\(schema.entryName)\"", "\"\(schema.collectionName)\""]
    } else {
      return archiveFormat.recognizes(bytes)
    }
    return needles.contains { needle in bytes.contains(Array(needle.utf8)) }
  }
}
