import BlogDocStore

extension DocumentHistory {
  /// The history of the document at `path`, or of the folder of documents it names (see
  /// ``DocumentFolder``), with the workspace-relative paths of its files: one path for a
  /// document, any of the folder's documents for a folder; `nil` when the workspace does
  /// not hold `path`.
  ///
  /// ```swift
  /// let (history, holds) = try DocumentHistory.find(forDocumentOrFolder: "posts", options: options)
  /// let touched = history.log().filter { $0.operation.files.contains { holds?($0.path) ?? true } }
  /// ```
  ///
  /// - Throws: `RequestError` when there is no history for it.
  static func find(
    forDocumentOrFolder path: String, options: StoreOptions
  ) throws -> (history: DocumentHistory, holds: ((String) -> Bool)?) {
    guard DocumentFolder.isFolder(path) else {
      let history = try find(forDocumentAt: path, options: options)
      let relative = try history.workspace.relativePath(ofDocumentAt: path)
      return (history, relative.map { relative in { $0 == relative } })
    }
    let history = try find(forFolder: path, options: options)
    return (history, try history.documents(ofFolder: path))
  }
}
