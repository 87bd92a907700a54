import BlogDocCore

/// The history of a workspace, read without the lock: the log, and the change of a
/// document between two operations.
///
/// ```swift
/// let history = try DocumentHistory.find(forDocumentAt: "r.xml", options: options)
/// for entry in history.log().prefix(5) { print(entry.operation.message) }
/// let change = try history.diff(of: "r.xml", as: Recipe.self, from: 2, to: nil)
/// ```
public struct DocumentHistory: Sendable {
  /// The workspace whose journal is read.
  public let workspace: Workspace
  /// The program and models reading it.
  public let options: StoreOptions

  /// The history of `workspace`.
  public init(workspace: Workspace, options: StoreOptions) {
    self.workspace = workspace
    self.options = options
  }

  /// The history of the workspace of the document at `path`.
  ///
  /// - Throws: ``RequestError`` when no directory above it has one.
  public static func find(
    forDocumentAt path: String, options: StoreOptions
  ) throws -> DocumentHistory {
    try history(
      of: Workspace.find(forDocumentAt: path), options,
      else: "for '\(path)': no '\(Workspace.directoryName)' directory above it.")
  }

  /// The history of the workspace covering the folder at `folder`: its own (`.blogdoc/`
  /// in it) or one above it.
  ///
  /// - Throws: ``RequestError`` naming the folder when there is none.
  public static func find(
    forFolder folder: String, options: StoreOptions
  ) throws -> DocumentHistory {
    try history(
      of: Workspace.find(from: folder), options,
      else: "for '\(folder)': no '\(Workspace.directoryName)' directory in it or above it.")
  }

  /// The history of the workspace covering `directory`.
  ///
  /// - Throws: ``RequestError`` when there is none.
  public static func find(
    from directory: String = ".", options: StoreOptions
  ) throws -> DocumentHistory {
    try history(
      of: Workspace.find(from: directory), options,
      else: "here: no '\(Workspace.directoryName)' directory in this directory or above it.")
  }

  /// The history of `workspace`, or a ``RequestError`` saying "No … history " and `missing`.
  private static func history(
    of workspace: Workspace?, _ options: StoreOptions, else missing: String
  ) throws -> DocumentHistory {
    guard let workspace else { throw RequestError("No \(options.toolName) history \(missing)") }
    return DocumentHistory(workspace: workspace, options: options)
  }

  /// The journal.
  public var journal: Journal { Journal(workspace) }

  /// The committed operations, newest first, each marked undone or not. The warnings are
  /// in the sequence's reader.
  ///
  /// - Complexity: One backward pass over the journal, as far as it is read.
  public func log() -> LogEntry.Sequence {
    LogEntry.Sequence(journal.committedOperations())
  }

  /// The composed change of the document at `file` over the committed operations numbered
  /// in (`from`, `to`]: with neither, the latest operation that changed it; `from` 0 is the
  /// start of the history; `to` `nil` is the latest.
  ///
  /// - Returns: The change, and warnings about the journal.
  /// - Throws: ``RequestError`` for an operation number the history does
  ///   not hold; (`.otherModel`) for a change to another model's document.
  /// - Complexity: Reads the journal backwards down to `from`.
  public func diff<M: Model>(
    of file: String, as type: M.Type, from: Int?, to: Int?
  ) throws
    -> (diff: DocumentDiff<M>, warnings: [Journal.Warning])
  {
    guard let relative = try workspace.relativePath(ofDocumentAt: file) else {
      throw RequestError(
        "No \(options.toolName) history for '\(file)': no '\(Workspace.directoryName)' directory above it."
      )
    }
    return try diff(as: M.self, from: from, to: to) { $0.path == relative }
  }

  /// The composed change of the documents in the folder at `folder` (each a document of
  /// one entry, at the folder's top or as a bundle's index one level down), as
  /// ``diff(of:as:from:to:)`` composes one document's: the files' changes, entry by entry,
  /// so a document made or removed is an entry inserted or removed.
  ///
  /// ```swift
  /// let (change, _) = try history.diff(ofFolder: "posts", as: Recipe.self, from: 0, to: nil)
  /// ```
  ///
  /// - Throws: What ``diff(of:as:from:to:)`` throws; ``StoreError`` when the folder
  ///   cannot be resolved.
  /// - Complexity: Reads the journal backwards down to `from`.
  public func diff<M: Model>(
    ofFolder folder: String, as type: M.Type, from: Int?, to: Int?
  ) throws -> (diff: DocumentDiff<M>, warnings: [Journal.Warning]) {
    let holds = try documents(ofFolder: folder)
    return try diff(as: M.self, from: from, to: to) { !$0.isWholeFile && holds($0.path) }
  }

  /// Whether a workspace-relative path names a document of the folder at `folder`: a file
  /// at its top, or a bundle's index one level down (`hello/index.md`), nothing hidden.
  ///
  /// ```swift
  /// let holds = try history.documents(ofFolder: "site/posts")
  /// holds("site/posts/hello/index.md")   // true
  /// ```
  ///
  /// - Throws: ``StoreError`` when the folder cannot be resolved; ``RequestError`` when it
  ///   is outside the workspace.
  public func documents(ofFolder folder: String) throws -> @Sendable (String) -> Bool {
    let real = try Paths.real(folder)
    let prefix: String
    if real == workspace.root {
      prefix = ""
    } else if real.hasPrefix(workspace.root == "/" ? "/" : workspace.root + "/") {
      prefix = String(real.dropFirst(workspace.root == "/" ? 1 : workspace.root.count + 1)) + "/"
    } else {
      throw RequestError(
        "No \(options.toolName) history for '\(folder)': no '\(Workspace.directoryName)' directory in it or above it."
      )
    }
    return { path in
      guard path.hasPrefix(prefix) else { return false }
      let parts = path.dropFirst(prefix.count).split(separator: "/")
      guard !parts.contains(where: { $0.hasPrefix(".") }) else { return false }
      return parts.count == 1 || (parts.count == 2 && parts[1].hasPrefix("index."))
    }
  }

  /// The composed change of the files `matches` picks over the committed operations
  /// numbered in (`from`, `to`].
  private func diff<M: Model>(
    as type: M.Type, from: Int?, to: Int?, matching matches: (Journal.FileChange) -> Bool
  ) throws -> (diff: DocumentDiff<M>, warnings: [Journal.Warning]) {
    let operations = journal.committedOperations()
    var diffs: [DocumentDiff<M>] = []
    // `from` 0 means from the start; any other number must be an operation the log shows.
    var foundFrom = from == nil || from == 0
    var foundTo = to == nil
    for operation in operations {
      // Operations by the number the log shows, which commit records do not take.
      let number = operation.shownNumber
      if number == to { foundTo = true }
      if let to, number > to { continue }
      if let from, number <= from {
        foundFrom = foundFrom || number == from
        break
      }
      let changes = operation.files.filter(matches)
      guard !changes.isEmpty else { continue }
      for change in changes { diffs.append(try change.diff(as: M.self)) }
      if from == nil { break }
    }
    for (number, found) in [(from, foundFrom), (to, foundTo)] where !found {
      throw RequestError(
        "There is no operation \(number!) in the history; '\(options.toolName) log' lists the operations."
      )
    }
    return (
      diffs.reversed().reduce(DocumentDiff()) { $0.composed(with: $1) }, operations.reader.warnings
    )
  }
}
