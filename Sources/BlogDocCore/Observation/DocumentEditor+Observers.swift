extension DocumentEditor {
  /// Calls `handler` before every change; returning ``ChangeVerdict/refuse(_:)`` cancels it.
  ///
  /// `handler` runs with no lock held, before the change is made, while no other change
  /// can start: it may read the editor, which shows the state before the change, but not
  /// change it (see "Threads, locks and order" in ``DocumentEditor``). It is not asked
  /// about a change another process made (``adopt(_:history:actionName:)``).
  @discardableResult
  public func observeWillChange(
    _ handler: @escaping @Sendable (DocumentChange<M>) -> ChangeVerdict
  )
    -> ObservationToken
  {
    observers.addWillChange(handler)
  }

  /// Calls `handler` before every change of the field `name` of any entry, with the old and
  /// new values; returning ``ChangeVerdict/refuse(_:)`` cancels the whole change.
  @discardableResult
  public func observeWillChange(
    field name: String, _ handler: @escaping @Sendable (FieldChangeEvent) -> ChangeVerdict
  ) -> ObservationToken {
    observers.addWillChange(field: name, handler)
  }

  /// Calls `handler` before every change of the field on `keyPath` of any entry, as
  /// ``observeWillChange(field:_:)`` does.
  ///
  /// ```swift
  /// try editor.observeWillChange(\.title) { event in
  ///   event.newValue == .string("") ? .refuse("A title cannot be empty.") : .allow
  /// }
  /// ```
  ///
  /// - Throws: ``UndeclaredFieldError`` if the schema declares no field on `keyPath`.
  @discardableResult
  public func observeWillChange<Value: FieldValueRepresentable>(
    _ keyPath: WritableKeyPath<M, Value>,
    _ handler: @escaping @Sendable (FieldChangeEvent) -> ChangeVerdict
  ) throws(UndeclaredFieldError) -> ObservationToken {
    observeWillChange(field: try M.schema.fieldName(keyPath), handler)
  }

  /// Calls `handler` after every change, in commit order.
  ///
  /// `handler` runs with no lock held: it may read the editor, and change it (the change it
  /// makes is delivered after this one). For a `@MainActor` handler, see
  /// ``observeDidChange(onMainActor:bufferingNewest:)``.
  @discardableResult
  public func observeDidChange(
    _ handler: @escaping @Sendable (DocumentChange<M>) -> Void
  )
    -> ObservationToken
  {
    observers.addDidChange(handler)
  }

  /// Calls `handler` after every change of the field `name` of any entry.
  @discardableResult
  public func observeDidChange(
    field name: String, _ handler: @escaping @Sendable (FieldChangeEvent) -> Void
  ) -> ObservationToken {
    observers.addDidChange(field: name, handler)
  }

  /// Calls `handler` after every change of the field on `keyPath` of any entry.
  ///
  /// ```swift
  /// try editor.observeDidChange(\.title) { event in print(event.newValue) }
  /// ```
  ///
  /// - Throws: ``UndeclaredFieldError`` if the schema declares no field on `keyPath`.
  @discardableResult
  public func observeDidChange<Value: FieldValueRepresentable>(
    _ keyPath: WritableKeyPath<M, Value>, _ handler: @escaping @Sendable (FieldChangeEvent) -> Void
  ) throws(UndeclaredFieldError) -> ObservationToken {
    observeDidChange(field: try M.schema.fieldName(keyPath), handler)
  }

  /// Stops the observer `token` names.
  public func removeObserver(_ token: ObservationToken) {
    observers.remove(token)
  }

  /// The committed changes from now on, edits, undos, redos and changes another process
  /// made alike, in commit order.
  ///
  /// A `@MainActor` view model can follow a document by looping over them in a task of its
  /// own; the loop ends when the task is cancelled:
  ///
  /// ```swift
  /// let task = Task { @MainActor in
  ///   for await change in editor.changes() { model.status = change.actionName }
  /// }
  /// ```
  ///
  /// When more than `limit` changes wait to be read, the oldest are dropped.
  public func changes(bufferingNewest limit: Int = 1024) -> AsyncStream<DocumentChange<M>> {
    observers.changes(bufferingNewest: limit)
  }

  /// Calls `handler` on the main actor after every change, in commit order: what a
  /// `@MainActor` view model gives to follow the document with no bridging of its own.
  ///
  /// ```swift
  /// @MainActor final class Status {
  ///   var text = ""
  ///   init(editor: DocumentEditor<Bookmark>) {
  ///     editor.observeDidChange(onMainActor: { [weak self] in self?.text = $0.actionName })
  ///   }
  /// }
  /// ```
  ///
  /// The handler runs later than the change, in a task on the main actor, while the
  /// program's main actor runs; at most `limit` changes wait for it (the oldest are
  /// dropped). ``removeObserver(_:)`` stops it. A view model that only shows the document
  /// does not need it: properties that read the editor are observed through Observation.
  @discardableResult
  public func observeDidChange(
    onMainActor handler: @escaping @MainActor (DocumentChange<M>) -> Void,
    bufferingNewest limit: Int = 1024
  ) -> ObservationToken {
    observers.addDidChange(onMainActor: handler, bufferingNewest: limit)
  }
}
