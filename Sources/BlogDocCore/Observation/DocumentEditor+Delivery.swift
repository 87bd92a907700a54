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
    registrar.withMutation(of: EditorKeyPaths.root, keyPath: key.keyPath) {}
  }

  /// Tells a `withObservationTracking` that runs now that it read `key`.
  func access(_ key: EditorObservationKey) {
    if !isRead.load(ordering: .sequentiallyConsistent) {
      isRead.store(true, ordering: .sequentiallyConsistent)
    }
    registrar.access(EditorKeyPaths.root, keyPath: key.keyPath)
  }
}
