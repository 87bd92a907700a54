/// The undo state every record carries, and how each operation changes it.
///
/// The undo and redo stacks are persistent linked lists threaded through the records:
/// `nextUndo` is the top of the undo stack, and `priorUndoState` names the record whose
/// pointers describe the stack once that top is popped (the same for redo). Pushing a
/// change records the previous record as the rest of the stack; popping reads that one
/// record. So undo and redo cost one or two reads by id, never a replay of the log.
///
/// After edits 1, 2, 3, the undo stack is 3 → 2 → 1:
///
///     record  op          nextUndo priorUndoState nextRedo priorRedoState
///     1       edit        1        –              –        –
///     2       edit        2        1              –        –
///     3       edit        3        2              –        –
///     4       undo 3      2        1              3        3
///     5       undo 2      1        –              2        4
///     6       redo 2      2        5              3        3
///     7       edit        7        6              –        –
///
/// An undo of a change that is not on top (`blogdoc undo FILE`) is itself a new change:
/// it goes on top of the undo stack and clears the redo stack, like an edit, so a plain
/// `undo` right after it restores what it reverted.
struct UndoPointers: Hashable, Sendable {
  var nextUndo: Int?
  var nextRedo: Int?
  var priorUndoState: Int?
  var priorRedoState: Int?
  var pendingIntent: Int?
  /// Not a pointer: the shown number (``Journal/Operation/shownNumber``) of the record
  /// these were read from, so the next operation's number costs no extra read. Set only
  /// when reading the state.
  var shownNumber: Int? = nil

  /// How an edit changes the stacks (see ``Journal/Operation/editEffect``).
  enum EditEffect: Hashable, Sendable {
    /// A new change on top of the undo stack; the redo stack is cleared.
    case pushes
    /// No step: both stacks stay (an edit of excluded fields alone).
    case leaves
    /// The edit joined the change on top, and takes its place.
    case replacesTop
    /// The edit joined the change on top and cancelled it out: the top is taken off.
    case dropsTop
  }

  /// A request the undo state cannot carry out.
  enum Refusal: Error, Equatable {
    case nothingToRedo(requested: Int)
    case notNextRedo(requested: Int, next: Int)
  }

  /// The state after change `id` (an `.edit`, `.undo` or `.redo` of `target`) is recorded
  /// on top of this state, which record `stateID` holds.
  ///
  /// - Parameter pointers: The undo state a record holds, or `nil` if it cannot be read.
  /// - Complexity: O(1) plus at most one call to `pointers`.
  func applying(
    _ kind: Journal.Operation.Kind, id: Int, target: Int?, stateID: Int?,
    edit effect: EditEffect = .pushes,
    pointers: (Int) -> UndoPointers?
  ) throws(Refusal) -> UndoPointers {
    var result = self
    switch kind {
    case .edit where effect == .leaves:
      break
    case .edit where effect == .replacesTop:
      result.nextUndo = id
      result.nextRedo = nil
      result.priorRedoState = nil
    case .edit where effect == .dropsTop:
      let rest = priorUndoState.flatMap(pointers)
      result.nextUndo = rest?.nextUndo
      result.priorUndoState = rest?.priorUndoState
      result.nextRedo = nil
      result.priorRedoState = nil
    case .undo where target != nil && target == nextUndo:
      let rest = priorUndoState.flatMap(pointers)
      result.nextUndo = rest?.nextUndo
      result.priorUndoState = rest?.priorUndoState
      result.nextRedo = target
      result.priorRedoState = stateID
    case .redo:
      guard let target, target == nextRedo else {
        if let next = nextRedo, let target { throw .notNextRedo(requested: target, next: next) }
        throw .nothingToRedo(requested: target ?? 0)
      }
      let rest = priorRedoState.flatMap(pointers)
      result.nextRedo = rest?.nextRedo
      result.priorRedoState = rest?.priorRedoState
      result.nextUndo = target
      result.priorUndoState = stateID
    default:
      // An edit, or an undo of a change below the top: a new change on the undo stack.
      result.nextUndo = id
      result.priorUndoState = stateID
      result.nextRedo = nil
      result.priorRedoState = nil
    }
    return result
  }

  /// These pointers with every record id not in `kept` removed (after a trim): a stack
  /// whose top is gone is empty, and one whose rest is gone ends at its top.
  func keeping(_ kept: Set<Int>) -> UndoPointers {
    var result = self
    if let top = nextUndo, kept.contains(top) {
      result.priorUndoState = priorUndoState.flatMap { kept.contains($0) ? $0 : nil }
    } else {
      result.nextUndo = nil
      result.priorUndoState = nil
    }
    if let top = nextRedo, kept.contains(top) {
      result.priorRedoState = priorRedoState.flatMap { kept.contains($0) ? $0 : nil }
    } else {
      result.nextRedo = nil
      result.priorRedoState = nil
    }
    result.pendingIntent = pendingIntent.flatMap { kept.contains($0) ? $0 : nil }
    return result
  }
}
