/// A change that could not apply because the document no longer holds what it expects.
///
/// Undo applies a step's inverse, whose "before" values are what the step wrote; a conflict
/// means something else changed that field since.
public struct DiffConflict: Hashable, Sendable, CustomStringConvertible {
  /// The entry, or `nil` for the document's own unknown members.
  public var entryID: String?
  /// The field, `"(entry)"` for the entry as a whole, or `"(unknown fields)"`.
  public var field: String
  /// What the change expected, as text.
  public var expected: String
  /// What the document holds, as text.
  public var found: String

  /// Makes a conflict: `field` of entry `entryID` (or of the document, when `nil`) holds `found`,
  /// not `expected`.
  public init(entryID: String?, field: String, expected: String, found: String) {
    self.entryID = entryID
    self.field = field
    self.expected = expected
    self.found = found
  }

  /// `hello-world.title` for a field, `hello-world` for an entry.
  public var path: String {
    guard let entryID else { return field }
    return field == "(entry)" ? entryID : "\(entryID).\(field)"
  }

  /// The conflict as a clause: the field's path, what it is, and what was expected.
  public var description: String {
    "\(path) is \(found), expected \(expected)"
  }
}

/// Changes that could not apply, every one of them; nothing was changed.
///
/// ```swift
/// // Cannot apply the change: hello-world.title is "Edited elsewhere", expected "New".
/// ```
public struct DiffConflictError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Every field that no longer holds what the change expects, in document order.
  public var conflicts: [DiffConflict]

  /// Makes an error listing `conflicts`.
  public init(conflicts: [DiffConflict]) {
    self.conflicts = conflicts
  }

  /// One sentence naming every conflict: `Cannot apply the change: …; ….`
  public var description: String {
    "Cannot apply the change: " + conflicts.map(\.description).joined(separator: "; ") + "."
  }
}

/// What applying a diff does about values that are not what it expects.
public enum ConflictPolicy: Hashable, Sendable {
  /// Apply nothing if anything conflicts (the default, and what undo uses).
  case strict
  /// Apply every change that does not conflict; report the rest.
  case skipConflicts
  /// Write every change's "after" value whatever the document holds.
  case overwrite
}
