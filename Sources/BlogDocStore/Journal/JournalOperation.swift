import BlogDocCore

extension Journal {
  /// One record of the journal: an operation on documents, or a step of a multi-file one.
  ///
  /// Every record carries the undo state after it (``nextUndo``, ``nextRedo`` and the two
  /// records that hold the rest of each stack), so `undo` and `redo` read the last record
  /// and one or two records by id, never the whole log. Undo and redo are operations too;
  /// nothing is ever removed (except by an explicit `Journal.trim(keepingLast:under:)`).
  ///
  /// ```swift
  /// let (operations, _) = journal.lastRecords(count: 1)
  /// print(operations[0].id, operations[0].kind, operations[0].nextUndo as Any)
  /// // Prints "3 edit Optional(3)"
  /// ```
  public struct Operation: Hashable, Sendable, Codable {
    /// What a record is.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
      /// Documents were changed by the user.
      case edit
      /// An earlier operation's changes were reverted.
      case undo
      /// An undone operation's changes were applied again.
      case redo
      /// An operation (``intends``) about to change its files; nothing is written yet.
      case intent
      /// The intent ``concludes`` names has been carried out.
      case commit
      /// The intent ``concludes`` names was abandoned; its files are as before it.
      case abort
    }

    /// The record's sequence number, from 1, the same as `seq` in its footer.
    public var id: Int
    /// The operation's number as users see it (``shownNumber``): consecutive over
    /// operations (1, 2, 3), where ``id`` counts commit records too (1, 3, 5). A commit or
    /// abort carries its intent's. `nil` in records written before operations had numbers.
    public var number: Int?
    /// The record before it, or `nil` for the first (or the first kept after a trim).
    public var parentID: Int?
    /// When it was recorded.
    public var time: Timestamp
    /// What the record is.
    public var kind: Kind
    /// For an ``Kind/intent``: the operation it is (`.edit`, `.undo` or `.redo`).
    public var intends: Kind?
    /// For a ``Kind/commit`` or ``Kind/abort``: the intent it concludes.
    public var concludes: Int?
    /// A one-line description for the log; empty (and left out of the record) for a commit.
    public var message: String
    /// Each file changed, with its fingerprints and diff.
    public var files: [FileChange]
    /// For an undo: the change it reverts; for a redo: the change it applies again.
    public var undoes: Int?
    /// For an undo of an undo: `true` when it is a redo the user asked for, of an
    /// operation undone out of order (`undo FILE` of an older one), which is journaled as
    /// the undo of that undo. `nil` otherwise, and in records written before it was kept
    /// (their message then starts with "Redo ").
    public var redoOfUndo: Bool?
    /// For an intent of an undo or redo of several operations in one pass: how many step
    /// records follow it, each a plain `.undo` or `.redo` of one operation (see
    /// `Journal.appendSteps(of:_:knownPointers:time:under:)`). The intent itself is not an
    /// operation of the log; `nil` for every other record.
    public var steps: Int?
    /// For an undo or redo that left out files that were gone (`--skip-missing`): their
    /// workspace-relative paths. The change stays in effect in those files, so it can still
    /// be undone there. `nil` when no file was left out.
    public var skipped: [String]?
    /// For an edit that changes only fields the schema keeps out of the undo history
    /// (`HistoryPolicy.excluded`, such as a count of views): `true`. It is
    /// journaled like any write, but it is no step: the undo state stays as it was, so undo
    /// and redo pass it by, as an in-memory `History` records nothing for it. `nil`
    /// otherwise, and in records written before the policy reached the journal.
    public var leavesUndoState: Bool?
    /// For an edit that joined the step on top of the undo stack, as successive edits of a
    /// field the schema declares `HistoryPolicy.coalescing(within:)` do: that
    /// step's change. Its diffs hold both changes composed, and it takes that step's place
    /// on the undo stack (or, when the two cancel out, takes the step off it), so one undo
    /// reverts both, as in an in-memory `History`. `nil` otherwise.
    public var coalesces: Int?

    /// How an edit record changes the undo state.
    var editEffect: UndoPointers.EditEffect {
      if leavesUndoState == true { return .leaves }
      guard coalesces != nil else { return .pushes }
      return files.allSatisfy(\.diff.isEmpty) ? .dropsTop : .replacesTop
    }

    /// The change a plain `undo` would revert after this record, if any.
    public var nextUndo: Int?
    /// The change a plain `redo` would apply again after this record, if any.
    public var nextRedo: Int?
    /// The record whose undo pointers apply once ``nextUndo`` is undone (the rest of the
    /// undo stack), or `nil` when the stack holds only ``nextUndo``.
    public var priorUndoState: Int?
    /// The record whose redo pointers apply once ``nextRedo`` is redone (the rest of the
    /// redo stack), or `nil` when the stack holds only ``nextRedo``.
    public var priorRedoState: Int?
    /// The intent that has no commit or abort yet, if any.
    public var pendingIntent: Int?

    init(
      id: Int, number: Int? = nil, parentID: Int?, time: Timestamp, kind: Kind,
      intends: Kind? = nil,
      concludes: Int? = nil, message: String, files: [FileChange] = [], undoes: Int? = nil,
      pointers: UndoPointers
    ) {
      self.id = id
      self.number = number
      self.parentID = parentID
      self.time = time
      self.kind = kind
      self.intends = intends
      self.concludes = concludes
      self.message = message
      self.files = files
      self.undoes = undoes
      self.pointers = pointers
    }

    /// The number `blogdoc log`, undo and redo show: ``number``, or for a record written
    /// before numbers, its ``id`` (which was shown then, so old ids stay valid).
    public var shownNumber: Int { number ?? id }

    /// The operation this record is: ``intends`` for an intent, ``kind`` otherwise.
    public var operationKind: Kind { intends ?? kind }

    /// The id a later undo names to revert this record's change: a redo's ``undoes`` (the
    /// change it re-applied), otherwise the record's own id.
    public var changeID: Int { operationKind == .redo ? (undoes ?? id) : id }

    /// The undo state after this record.
    var pointers: UndoPointers {
      get {
        UndoPointers(
          nextUndo: nextUndo, nextRedo: nextRedo, priorUndoState: priorUndoState,
          priorRedoState: priorRedoState, pendingIntent: pendingIntent)
      }
      set {
        nextUndo = newValue.nextUndo
        nextRedo = newValue.nextRedo
        priorUndoState = newValue.priorUndoState
        priorRedoState = newValue.priorRedoState
        pendingIntent = newValue.pendingIntent
      }
    }
  }
}
