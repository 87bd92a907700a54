import BlogDocCore

extension ArchiveValue {
  /// This value alone as JSON, laid out as a document's member values are, without a final
  /// newline, for printing one field (`blogdoc show --field tagNames --json`).
  ///
  /// ```swift
  /// print(try ArchiveValue.array([.string("swift"), .string("xml")]).jsonText())
  /// // Prints:
  /// // [
  /// //   "swift",
  /// //   "xml"
  /// // ]
  /// ```
  ///
  /// - Throws: `ArchiveError` for what no JSON reader could read back (see `JSONWriter`).
  package func jsonText() throws(ArchiveError) -> String {
    try JSONWriter.text(of: self)
  }
}
