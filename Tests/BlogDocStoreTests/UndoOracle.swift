/// The naive model of undo and redo the journal is checked against: whole stacks as
/// arrays, and which changes are in effect, replayed from the start.
struct UndoOracle {
  /// The undo stack of change ids, top last.
  var undo: [Int] = []
  /// The redo stack of change ids, top last.
  var redo: [Int] = []
  /// Whether each change's effect is in the files now.
  var active: [Int: Bool] = [:]
  /// The record that last applied each change, and whether it is an edit or redo.
  var application: [Int: (record: Int, isEditOrRedo: Bool)] = [:]
  /// The files each change touches.
  var files: [Int: Set<String>] = [:]
  /// For a targeted undo: the change it reverted.
  var targetOf: [Int: Int] = [:]
  /// The record of each change's latest undo.
  var undoneBy: [Int: Int] = [:]

  mutating func edit(_ id: Int, files touched: Set<String>) {
    undo.append(id)
    redo = []
    active[id] = true
    application[id] = (id, true)
    files[id] = touched
  }

  /// An undo of change `target`, recorded as change `id`.
  mutating func undo(_ target: Int, as id: Int) {
    undoneBy[target] = id
    if target == undo.last {
      undo.removeLast()
      redo.append(target)
      setActive(target, false)
    } else {
      undo.append(id)
      redo = []
      application[id] = (id, false)
      files[id] = files[target]
      targetOf[id] = target
      setActive(id, true)
    }
  }

  /// A redo of change `target`, recorded as record `id`.
  mutating func redo(_ target: Int, as id: Int) {
    precondition(target == redo.last)
    redo.removeLast()
    undo.append(target)
    application[target] = (id, true)
    setActive(target, true)
  }

  /// Puts change `id` in effect or takes it out; an undo's target goes the other way
  /// (undoing an undo brings back what it reverted).
  mutating func setActive(_ id: Int, _ value: Bool) {
    active[id] = value
    if let target = targetOf[id] { setActive(target, !value) }
  }

  /// The record `blogdoc undo FILE` should revert: the latest edit or redo record whose
  /// change is in effect and touches `file`.
  func latestLive(touching file: String) -> Int? {
    active.filter { $0.value && files[$0.key]?.contains(file) == true }
      .compactMap { application[$0.key] }
      .filter(\.isEditOrRedo)
      .map(\.record)
      .max()
  }
}
