import BlogDocCore

/// What an undo or redo is asked to do: which operation, how many, and what to do about
/// fields changed since.
///
/// ```swift
/// try store.move(HistoryRequest(.undo, count: 2, policy: .skipConflicts))
/// ```
public struct HistoryRequest: Sendable {
  /// Undo or redo.
  public enum Direction: String, Sendable {
    /// Revert the latest change still in effect.
    case undo
    /// Apply again the change undone last.
    case redo
  }

  /// Undo or redo.
  public var direction: Direction
  /// Only this document's latest operation (a path as the user gave it), or `nil` for the
  /// workspace's.
  public var file: String?
  /// How many operations, one after another.
  public var count: Int
  /// What to do about a field changed since the operation: refuse (`.strict`), leave it
  /// (`.skipConflicts`) or overwrite it (`.overwrite`).
  public var policy: ConflictPolicy
  /// Leave out a file that is gone (and not found moved) instead of refusing.
  public var skipMissing: Bool
  /// Plan only: write nothing.
  public var dryRun: Bool
  /// For an undo: undo every operation after this one (its number in the log), newest first.
  public var target: Int?

  /// A request to move `direction` through the history.
  public init(
    _ direction: Direction, file: String? = nil, count: Int = 1, policy: ConflictPolicy = .strict,
    skipMissing: Bool = false, dryRun: Bool = false, target: Int? = nil
  ) {
    self.direction = direction
    self.file = file
    self.count = count
    self.policy = policy
    self.skipMissing = skipMissing
    self.dryRun = dryRun
    self.target = target
  }
}

/// One undo or redo as it was carried out (or, for a dry run, planned).
///
/// ```swift
/// try store.move(HistoryRequest(.undo)) { step in
///   print("\(step.label) operation \(step.operation.shownNumber):", step.writes.map(\.path))
/// }
/// ```
public struct HistoryStep: Sendable {
  /// The operation undone or redone, as the log names it.
  public var operation: Journal.Operation
  /// `Undo` or `Redo`.
  public var label: String
  /// Each file changed, with its diff. For a step of a run undone or redone in one pass
  /// (`undo -n`, `--to`, `redo -n`), each write holds this step's diff alone and no bytes:
  /// the files are written once for the whole run.
  public var writes: [FileWrite]
  /// Fields left as they are under `.skipConflicts`, each as `path: conflict`.
  public var conflicts: [String]
  /// Whether nothing was written.
  public var dryRun: Bool
}

/// An `undo --to` that stopped at an operation it could not undo, after undoing others.
///
/// The ones undone stay undone: each is its own operation, and redo brings them back.
public struct HistoryStopped: Error, Sendable, CustomStringConvertible {
  /// The numbers of the operations undone before the refusal, newest first.
  public var undone: [Int]
  /// Why the next one could not be undone.
  public var reason: any Error

  /// The refusal.
  public var description: String { "\(reason)" }
}
