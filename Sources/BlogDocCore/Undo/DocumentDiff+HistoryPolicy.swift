/// The schema's ``HistoryPolicy`` applied to diffs: which part of a change undo reverts, and
/// when two successive changes are one step.
///
/// These are the only statements of the rules: the in-memory ``History`` and a journal on
/// disk both ask them, so an undo means the same in an editor and on the command line.
///
/// ```swift
/// // The blog's bodyText is `.coalescing(within: .seconds(60))`, and no field is `.excluded`.
/// let typed = try blog.transaction("Type") { $0[id: "hello"]?.bodyText += "!" }
/// let more = try blog.transaction("Type") { $0[id: "hello"]?.bodyText += "?" }
/// print(typed.coalesces(with: more, secondsLater: 5), typed.undoablePart == typed)
/// // Prints "true true": one undo step, which reverts both edits whole
/// ```
extension DocumentDiff {
  /// This diff without the changes of fields whose policy is ``HistoryPolicy/excluded``:
  /// what the history records of it, and what undo reverts and redo applies again.
  ///
  /// - Complexity: O(*m*) for *m* changes; O(1) when the schema excludes no field.
  public var undoablePart: DocumentDiff {
    let fields = M.schema.fields
    guard fields.contains(where: { $0.history == .excluded }) else { return self }
    var result = self
    result.entryChanges = entryChanges.compactMap { change in
      guard case .modified(let id, let changes, let unknown) = change else { return change }
      let kept = changes.filter { M.schema.field(named: $0.field)?.history != .excluded }
      return kept.isEmpty && unknown == nil
        ? nil : .modified(id: id, fields: kept, unknownFields: unknown)
    }
    return result
  }

  /// This diff with each entry it removes as `document` holds it now, where the two differ
  /// only in fields kept out of the history: an undo never reverts those, so the entry an
  /// undo or redo takes out (and a later move puts back) keeps their values of now.
  ///
  /// - Complexity: O(*r* log *n*) for *r* removed entries of a document of *n*.
  public func removingEntriesAsTheyAre(in document: ModelDocument<M>) -> DocumentDiff {
    guard M.schema.fields.contains(where: { $0.history == .excluded }) else { return self }
    var result = self
    result.entryChanges = entryChanges.map { change in
      guard case .removed(let entry, let position) = change, let current = document[id: entry.id],
        current != entry, current.equalsIgnoringExcludedFields(entry)
      else { return change }
      return .removed(current, position: position)
    }
    return result
  }

  /// Whether the diff only modifies fields the schema declares
  /// ``HistoryPolicy/coalescing(within:)``: a diff that may join another as one step.
  ///
  /// - Complexity: O(*m*) for *m* changes; it stops at the first that cannot coalesce.
  public var modifiesCoalescingFieldsOnly: Bool { coalescingWindow != nil }

  /// Whether `next`, made `secondsLater` after this diff, joins it as one undo step: both
  /// only modify the same fields of the same entries, every one of them
  /// ``HistoryPolicy/coalescing(within:)``, and `next` comes within the shortest of their
  /// windows.
  ///
  /// - Complexity: O(*m*) for *m* changes of the two diffs.
  public func coalesces(with next: DocumentDiff, secondsLater: Double) -> Bool {
    guard unknownFieldsChange == nil, next.unknownFieldsChange == nil,
      let window = next.coalescingWindow, touchedFields == next.touchedFields
    else { return false }
    return secondsLater <= window
  }

  /// The shortest coalescing window of the fields the diff modifies, in seconds, or `nil`
  /// when it does anything but modify coalescing fields.
  private var coalescingWindow: Double? {
    var window = Double.infinity
    for change in entryChanges {
      guard case .modified(_, let fields, nil) = change, !fields.isEmpty else { return nil }
      for field in fields {
        guard case .coalescing(let duration) = M.schema.field(named: field.field)?.history else {
          return nil
        }
        let seconds =
          Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        window = min(window, seconds)
      }
    }
    return window
  }

  /// Each modified field, as its entry's id and the field's name.
  private var touchedFields: Set<String> {
    var touched = Set<String>()
    for case .modified(let id, let fields, _) in entryChanges {
      for field in fields { touched.insert(id + "\u{0}" + field.field) }
    }
    return touched
  }
}

extension Model {
  /// Whether this entry equals `other` in every field but those whose policy is
  /// ``HistoryPolicy/excluded``: what an undo of `other`'s insertion needs to find before
  /// it takes the entry out again.
  ///
  /// - Complexity: O(*f*) for *f* fields.
  public func equalsIgnoringExcludedFields(_ other: Self) -> Bool {
    let excluded = Self.schema.fields.filter { $0.history == .excluded }
    guard !excluded.isEmpty else { return self == other }
    var aligned = other
    for field in excluded { _ = field.setValue(field.value(in: self), in: &aligned) }
    return self == aligned
  }
}

extension Timestamp {
  /// The seconds from `earlier` to this time (negative when it is later).
  ///
  /// ```swift
  /// let start = try Timestamp(iso8601: "2026-11-27T10:00:00Z")
  /// print(try Timestamp(iso8601: "2026-11-27T10:00:01.5Z").seconds(since: start))
  /// // Prints "1.5"
  /// ```
  public func seconds(since earlier: Timestamp) -> Double {
    Double(secondsSince1970 - earlier.secondsSince1970) + Double(nanoseconds - earlier.nanoseconds)
      / 1e9
  }
}
