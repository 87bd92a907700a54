extension Journal {
  /// Where undo and redo stand, read from the last valid record.
  ///
  /// ```swift
  /// let state = journal.state
  /// print(state.nextUndo as Any, state.nextRedo as Any, state.warnings.count)
  /// // Prints "Optional(2) Optional(3) 0"
  /// ```
  public struct State: Hashable, Sendable {
    /// The id of the last valid record, or `nil` for an empty journal.
    public var lastID: Int?
    /// The change a plain `undo` would revert, if any.
    public var nextUndo: Int? { pointers.nextUndo }
    /// The change a plain `redo` would apply again, if any.
    public var nextRedo: Int? { pointers.nextRedo }
    /// The shown number of the last record that decodes (see
    /// ``Journal/Operation/shownNumber``); the next operation is numbered one more.
    public var lastNumber: Int? { pointers.shownNumber }
    /// The intent that has no commit or abort yet; recover it before recording more.
    public var pendingIntent: Int? { pointers.pendingIntent }
    /// What the reader stepped around to find the state.
    public var warnings: [Warning]

    /// The pointers of the last record that could be decoded.
    var pointers: UndoPointers
    /// The id of the record `pointers` come from.
    var stateID: Int?

    /// Whether there is a change to undo.
    public var canUndo: Bool { nextUndo != nil }
    /// Whether there is a change to redo.
    public var canRedo: Bool { nextRedo != nil }

    init(
      lastID: Int? = nil, pointers: UndoPointers = UndoPointers(), stateID: Int? = nil,
      warnings: [Warning] = []
    ) {
      self.lastID = lastID
      self.pointers = pointers
      self.stateID = stateID
      self.warnings = warnings
    }

    /// The state at the end of the journal `reader` walks back through: the last valid
    /// record's id and the pointers of the last one that decodes.
    ///
    /// - Complexity: Reads the last record (more only when it does not decode).
    init(reading reader: BackwardReader) {
      self.init()
      reader.scanner?.readsPointersOnly = true
      while let record = reader.nextRecord() {
        if lastID == nil { lastID = record.sequence }
        if let found = reader.decodePointers(record) {
          pointers = found
          stateID = record.sequence
          break
        }
      }
      warnings = reader.warnings
    }
  }
}
