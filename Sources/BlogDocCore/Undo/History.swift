/// An undo history as data: a tree of steps, each a ``DocumentDiff`` with its action name,
/// date and metadata, and a position in that tree.
///
/// It keeps UndoManager's semantics (undo, redo, action names, nested groups, a depth
/// limit, a save point) but records diffs, not closures, so it can be saved and reloaded
/// (`Codable`) and undo can check before it writes. A new edit after an undo does not
/// discard the undone steps: they stay as a branch, reachable by id.
///
/// ```swift
/// var history = History<BlogEntry>()
/// let diff = try blog.transaction("Rename") { $0[id: "hello"]?.title = "Hi" }
/// history.record(diff, actionName: "Rename")
/// try history.undo(&blog)
/// print(history.canUndo, history.canRedo, history.redoActionName ?? "-")
/// // Prints "false true Rename"
/// ```
///
/// - Complexity: Recording and undoing one step cost O(*m* log *n*) for *m* changed
///   fields in a document of *n* entries: nothing is proportional to the history's length.
///   A step that inserts, removes or moves entries costs O(*n*) more (the order of the
///   entries is an array). Memory is the changed values plus a small constant per step.
public struct History<M: Model>: Sendable {
  /// A step's identity, stable for the life of the history (also across encoding).
  public typealias StepID = Int

  /// One recorded change.
  public struct Step: Identifiable, Hashable, Sendable {
    /// The step's identity, stable for the life of the history.
    public let id: StepID
    /// What the step did, for menus and logs: `Rename entry`.
    public internal(set) var actionName: String
    /// When the step was recorded (or last coalesced).
    public internal(set) var date: Timestamp
    /// Free-form annotations recorded with the step (who, which tool).
    public internal(set) var metadata: [String: String]
    // Ids as Int32 (-1 for none) and one-field changes stored inline keep a step small:
    // a long history of one-field edits costs the changed values plus ~150 bytes a step.
    var _parentID: Int32
    var _redoChildID: Int32 = -1
    var _changes: StepChanges<M>

    init(
      id: StepID, parentID: StepID?, actionName: String, date: Timestamp,
      metadata: [String: String], diff: DocumentDiff<M>
    ) {
      precondition(id < Int(Int32.max), "History: more than 2^31 steps")
      self.id = id
      self.actionName = actionName
      self.date = date
      self.metadata = metadata
      self._parentID = Int32(parentID ?? -1)
      self._changes = StepChanges(diff)
    }

    /// The step this one was recorded after, or `nil` for a first step.
    public internal(set) var parentID: StepID? {
      get { _parentID < 0 ? nil : Int(_parentID) }
      set { _parentID = Int32(newValue ?? -1) }
    }

    /// What the step changed; undo applies its inverse.
    public internal(set) var diff: DocumentDiff<M> {
      get { _changes.diff }
      set { _changes = StepChanges(newValue) }
    }

    /// The child redo walks to: the one most recently recorded or undone.
    var redoChildID: StepID? {
      get { _redoChildID < 0 ? nil : Int(_redoChildID) }
      set { _redoChildID = Int32(newValue ?? -1) }
    }
  }

  var _steps = StepStore<M>()
  var _nextID: StepID = 1
  /// The step whose result the document holds, or `nil` for the original document.
  public internal(set) var currentStepID: StepID?
  /// Where redo goes from the original document.
  var _rootRedoChildID: StepID?
  var _savePoint: SavePoint = .at(nil)
  var _openGroups: [OpenGroup] = []

  /// How many steps undo may go back; older steps are dropped past it. `0` means no limit.
  public var levelsOfUndo: Int
  /// How many steps were dropped to keep within ``levelsOfUndo``.
  public internal(set) var droppedStepCount = 0

  enum SavePoint: Hashable, Sendable, Codable {
    case at(StepID?)
    /// The saved state's step was dropped: no position in the history is clean.
    case unreachable
  }

  struct OpenGroup: Hashable, Sendable, Codable {
    var actionName: String
    var metadata: [String: String]
    var diff: DocumentDiff<M>
  }

  /// An empty history.
  ///
  /// - Parameter levelsOfUndo: The depth limit; `0` (the default) keeps everything.
  public init(levelsOfUndo: Int = 0) {
    precondition(levelsOfUndo >= 0, "History.init: levelsOfUndo must not be negative")
    self.levelsOfUndo = levelsOfUndo
  }

  // MARK: - Queries

  /// Whether there is a step to undo.
  public var canUndo: Bool { currentStepID != nil }

  /// Whether there is a step to redo.
  public var canRedo: Bool { redoTargetID != nil }

  /// How many steps undo can go back from here.
  ///
  /// - Complexity: O(*d*) for the depth *d* of the current step.
  public var undoCount: Int { ancestry(of: currentStepID).count }

  /// How many steps redo can go forward from here, along the most recent branch.
  public var redoCount: Int {
    var count = 0
    var next = redoTargetID
    while let id = next {
      count += 1
      next = _steps[id]?.redoChildID
    }
    return count
  }

  /// The action name of the step undo would revert.
  public var undoActionName: String? { currentStepID.flatMap { _steps[$0]?.actionName } }

  /// The action name of the step redo would apply.
  public var redoActionName: String? { redoTargetID.flatMap { _steps[$0]?.actionName } }

  /// Whether the document differs from the state last marked saved.
  public var isDirty: Bool { _savePoint != .at(currentStepID) }

  /// Whether a group is open (``beginGroup(_:metadata:)`` without its ``endGroup(date:)``).
  public var isGroupOpen: Bool { !_openGroups.isEmpty }

  /// How many steps the history holds, on every branch.
  public var stepCount: Int { _steps.count }

  /// The step with `id`, if the history still holds it.
  public func step(id: StepID) -> Step? { _steps[id] }

  /// Every step, oldest first.
  public var steps: [Step] { _steps.values }

  /// The steps recorded right after `id` (or after the original document for `nil`):
  /// more than one where an edit after an undo started a branch.
  public func children(of id: StepID?) -> [Step] {
    _steps.values.filter { $0.parentID == id }
  }

  /// The steps from the first one down to the current one, oldest first.
  public var undoPath: [Step] { ancestry(of: currentStepID).reversed().compactMap { _steps[$0] } }

  /// Marks the current state as saved: ``isDirty`` is false until the position changes.
  public mutating func markSaved() {
    _savePoint = .at(currentStepID)
  }

  var redoTargetID: StepID? {
    currentStepID.map { _steps[$0]?.redoChildID } ?? _rootRedoChildID
  }

  /// `id` and its ancestors, nearest first.
  func ancestry(of id: StepID?) -> [StepID] {
    var chain: [StepID] = []
    var next = id
    while let current = next {
      chain.append(current)
      next = _steps[current]?.parentID
    }
    return chain
  }
}
