import BlogDocCore

extension DocumentSession {
  /// Reads back what another process wrote since the session last read or wrote the
  /// document (`TOOL edit` run in a shell, say, or an editor saving the file), and tells
  /// observers, with the origin `.external`, as of any other change.
  ///
  /// First, without the store's lock, it compares the file with the bytes the session
  /// last read or wrote, and the journal's last record with the one it last saw; only when
  /// one differs does it open the store and read the document and its undo state again.
  /// A change of another document of the workspace can change this one's undo state
  /// (`redo FILE` finds nothing once another file's operation is on top): observers hear
  /// of that too, as a change with an empty diff.
  ///
  /// ```swift
  /// if let change = try session.refresh() { print(change.origin, change.actionName) }
  /// // Prints "external Set servings"
  /// ```
  ///
  /// - Returns: The change, or `nil` when nothing changed.
  /// - Throws: ``StoreError`` when the file is gone or cannot be read, or the lock stays
  ///   busy; `ArchiveError` when it is no longer a valid document. The session keeps what
  ///   it had then.
  /// - Complexity: When nothing changed, a comparison of the file with the bytes in
  ///   memory (O(*n*) in the file's size, no allocation) and a read of the journal's last
  ///   record; otherwise a decode of the file and what ``canUndo`` and ``canRedo`` read.
  @discardableResult
  public func refresh() throws -> DocumentChange<M>? {
    guard try !isCurrent(state.withLock { $0 }) else { return nil }
    var found: DocumentChange<M>?
    try perform("Refresh", creating: false) { store, known in
      let current = try Snapshot.read(path, in: store)
      let change = Change(
        .external, actionName: externalActionName(since: known, in: store), from: known, to: current
      )
      found = change.isChange ? change.event : nil
      return (current, [change])
    }
    return found
  }

  /// Calls ``refresh()`` every `interval` until the task is cancelled: how a window
  /// follows changes other programs make. It polls, so it works wherever files do; each
  /// look costs what ``refresh()`` costs when nothing changed.
  ///
  /// ```swift
  /// let watcher = Task { await session.watch(every: .milliseconds(500)) }
  /// // …
  /// watcher.cancel()
  /// ```
  ///
  /// A lock another process holds is tried again at the next look. Any other error (the
  /// file was deleted, or is half written by an editor and does not read) goes to the
  /// session's `report` as a warning, once until it changes, and the watch goes on.
  public func watch(every interval: Duration = .seconds(1)) async {
    var lastError: String?
    while !Task.isCancelled {
      do {
        try await Task.sleep(for: interval)
      } catch {
        return
      }
      do {
        try refresh()
        lastError = nil
      } catch let error as StoreError where error.kind == .lockBusy {
        continue
      } catch {
        let message = "\(error)"
        if message != lastError { report(.warning(message)) }
        lastError = message
      }
    }
  }

  /// Whether the file still holds the bytes of `known` and the journal still ends where
  /// it did.
  private func isCurrent(_ known: Snapshot) throws -> Bool {
    guard try FileBytes.contains(known.bytes, at: path) else { return false }
    let journalEnd = try Workspace.find(forDocumentAt: path).flatMap { Journal($0).state.lastID }
    return journalEnd == known.journalEnd
  }
}
