extension Journal {
  /// What an append sees of the journal: the next id, the state, and earlier records' undo
  /// pointers (read from the same open file, under the lock).
  struct AppendContext {
    let path: String
    let id: Int
    let state: State
    let fd: Int32
    let size: Int
    var warnings: [Warning] = []

    /// Throws unless no intent is pending.
    func refuseIfPending() throws(StoreError) {
      if let pending = state.pendingIntent {
        throw StoreError(
          .journal, path: path,
          "Operation \(pending) was interrupted; recover it before recording another.")
      }
    }

    /// The undo state after change `id` of `kind` on `target` is recorded on top of ``state``;
    /// for an edit, as `effect` says.
    mutating func pointers(
      after kind: Operation.Kind, id: Int, target: Int?,
      edit effect: UndoPointers.EditEffect = .pushes
    ) throws(StoreError) -> UndoPointers {
      do {
        return try state.pointers.applying(
          kind, id: id, target: target, stateID: state.stateID, edit: effect
        ) { recordID in
          pointers(ofRecord: recordID)
        }
      } catch {
        switch error {
        case .nothingToRedo(let requested):
          throw StoreError(
            .journal, path: path, "Cannot redo operation \(requested): there is nothing to redo.")
        case .notNextRedo(let requested, let next):
          throw StoreError(
            .journal, path: path,
            "Cannot redo operation \(requested): the next operation to redo is \(next).")
        }
      }
    }

    /// The undo pointers record `id` holds, or `nil` (and a warning) if it is gone.
    mutating func pointers(ofRecord id: Int) -> UndoPointers? {
      let reader = BackwardReader(borrowing: fd, size: size, path: path)
      reader.scanner?.readsPointersOnly = true
      var found: UndoPointers?
      while let record = reader.nextRecord(), record.sequence >= id {
        if record.sequence == id {
          found = reader.decodePointers(record)
          break
        }
      }
      if found == nil { warnings.append(Warning(.missingRecord(id: id), path: path)) }
      return found
    }
  }
}
