extension DocumentEditor {
  /// Delivers the queued changes, one at a time and in commit order, with no lock held:
  /// Observation first, then did-change observers in the order they were added, then
  /// streams. Only the thread that queued into an empty queue calls it; changes queued while
  /// it delivers, from its observers or from other threads, are delivered by it too.
  func deliverPending() {
    while let (delivery, observers, streams) = state.withLock({ $0.nextDelivery() }) {
      for key in delivery.keys { tellObservation(key) }
      guard let change = delivery.change else { continue }
      for observer in observers { observer(change) }
      for stream in streams { stream.yield(change) }
    }
  }

  /// Tells `withObservationTracking` observers of `key` that it changed. The change is
  /// already made: an observer that reads the editor sees the new state.
  private func tellObservation(_ key: EditorObservationKey) {
    switch key {
    case .document: registrar.withMutation(of: self, keyPath: \.document) {}
    case .ids: registrar.withMutation(of: self, keyPath: \.ids) {}
    case .count: registrar.withMutation(of: self, keyPath: \.count) {}
    case .entry(let id): registrar.withMutation(of: self, keyPath: \.[id: id]) {}
    case .field(let id, let name):
      registrar.withMutation(of: self, keyPath: \.[observedEntry: id, field: name]) {}
    case .history: registrar.withMutation(of: self, keyPath: \.history) {}
    case .canUndo: registrar.withMutation(of: self, keyPath: \.canUndo) {}
    case .canRedo: registrar.withMutation(of: self, keyPath: \.canRedo) {}
    case .undoActionName: registrar.withMutation(of: self, keyPath: \.undoActionName) {}
    case .redoActionName: registrar.withMutation(of: self, keyPath: \.redoActionName) {}
    case .isDirty: registrar.withMutation(of: self, keyPath: \.isDirty) {}
    }
  }
}
