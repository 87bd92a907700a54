/// The steps of a ``History``, stored densely by id.
///
/// Ids only grow and steps are only dropped from the oldest end (or singly, when typing
/// back to the start empties a coalesced step), so an array indexed by `id - firstID`
/// holds them without a hash table's overhead: a 100,000-step history of one-field edits
/// costs a small constant per step beyond the changed values (see BENCHMARKS.md).
struct StepStore<M: Model>: Hashable, Sendable {
  typealias Step = History<M>.Step

  private var slots: ContiguousArray<Step?> = []
  /// The id stored at `slots[0]`.
  private var firstID = 1
  private(set) var count = 0

  subscript(id: Int) -> Step? {
    get {
      let index = id - firstID
      return slots.indices.contains(index) ? slots[index] : nil
    }
    set {
      let index = id - firstID
      if index == slots.count, let newValue {
        slots.append(newValue)
        count += 1
        return
      }
      guard slots.indices.contains(index) else {
        precondition(newValue == nil, "StepStore: ids must be stored in increasing order")
        return
      }
      count += (newValue == nil ? 0 : 1) - (slots[index] == nil ? 0 : 1)
      slots[index] = newValue
      if newValue == nil { trimLeadingHoles() }
    }
  }

  /// Every step, oldest first.
  var values: [Step] { slots.compactMap { $0 } }

  /// Every id, oldest first.
  var ids: [Int] { values.map(\.id) }

  /// Keeps only the steps `isKept` accepts.
  mutating func removeAll(where isRemoved: (Step) -> Bool) {
    for index in slots.indices {
      if let step = slots[index], isRemoved(step) {
        slots[index] = nil
        count -= 1
      }
    }
    trimLeadingHoles()
  }

  private mutating func trimLeadingHoles() {
    let holes = slots.prefix { $0 == nil }.count
    guard holes > 0 else { return }
    slots.removeFirst(holes)
    firstID += holes
  }
}
