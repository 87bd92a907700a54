/// A change that could not apply because the document no longer holds what it expects.
///
/// Undo applies a step's inverse, whose "before" values are what the step wrote; a conflict
/// means something else changed that field since.
///
/// ```swift
/// let conflict = DiffConflict(entryID: "hello-world", target: .field("title"), expected: "\"New\"", found: "\"Edited\"")
/// print(conflict)
/// // Prints "hello-world.title is "Edited", expected "New""
/// ```
public struct DiffConflict: Hashable, Sendable, CustomStringConvertible {
  /// The entry, or `nil` for the document's own unknown members.
  public var entryID: String?
  /// What conflicts: a field, the unknown members as a whole, or the entry itself.
  public var target: ConflictTarget
  /// What the change expected, as text.
  public var expected: String
  /// What the document holds, as text.
  public var found: String

  /// Makes a conflict: `target` of entry `entryID` (or of the document, when `nil`) holds
  /// `found`, not `expected`.
  public init(entryID: String?, target: ConflictTarget, expected: String, found: String) {
    self.entryID = entryID
    self.target = target
    self.expected = expected
    self.found = found
  }

  /// Where the conflict is: `hello-world.title` for a field, `hello-world` for the entry
  /// itself or for its unknown members as a whole, and the empty string for the
  /// document's own unknown members.
  public var path: String {
    let id = entryID ?? ""
    guard let name = target.name else { return id }
    return entryID == nil ? name : "\(id).\(name)"
  }

  /// The conflict as a clause: where it is, what is there, and what was expected.
  ///
  /// `hello-world.title is "Edited", expected "New"`; `hello-world is absent, expected
  /// present`; `the unknown members of hello-world are mood, expected mood, rating`.
  public var description: String {
    guard target == .unknownFields else { return "\(path) is \(found), expected \(expected)" }
    let owner = entryID.map { "the unknown members of \($0)" } ?? "the document's unknown members"
    return "\(owner) are \(found), expected \(expected)"
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
