import BlogDocCore

extension DocumentSession {
  /// Calls `handler` before every edit, undo and redo, with no lock held;
  /// returning `.refuse(_:)` cancels it and nothing is written. A change another process
  /// made has already happened: it is not asked about.
  ///
  /// The handler may read the session (it shows the state before the change) but must not
  /// start an operation on it: the store is open then.
  @discardableResult
  public func observeWillChange(
    _ handler: @escaping @Sendable (DocumentChange<M>) -> ChangeVerdict
  ) -> ObservationToken {
    observers.addWillChange(handler)
  }

  /// Calls `handler` after every change, edits, undos, redos and changes another process
  /// made alike, in order, with no lock held: it may read the session, and start another
  /// operation, which is delivered after this one.
  ///
  /// ```swift
  /// session.observeDidChange { change in
  ///   print(change.origin, change.actionName, change.canUndo)
  /// }
  /// ```
  @discardableResult
  public func observeDidChange(
    _ handler: @escaping @Sendable (DocumentChange<M>) -> Void
  ) -> ObservationToken {
    observers.addDidChange(handler)
  }

  /// Calls `handler` after every change of the field on `keyPath` of any entry.
  ///
  /// - Throws: `UndeclaredFieldError` if the schema declares no field on `keyPath`.
  @discardableResult
  public func observeDidChange<Value: FieldValueRepresentable>(
    _ keyPath: WritableKeyPath<M, Value>, _ handler: @escaping @Sendable (FieldChangeEvent) -> Void
  ) throws(UndeclaredFieldError) -> ObservationToken {
    observers.addDidChange(field: try M.schema.fieldName(keyPath), handler)
  }

  /// Stops the observer or stream `token` names.
  public func removeObserver(_ token: ObservationToken) {
    observers.remove(token)
  }

  /// The changes from now on, in order: what a `@MainActor` task loops over.
  ///
  /// ```swift
  /// for await change in session.changes() { print(change.actionName) }
  /// ```
  public func changes(bufferingNewest limit: Int = 1024) -> AsyncStream<DocumentChange<M>> {
    observers.changes(bufferingNewest: limit)
  }
}
