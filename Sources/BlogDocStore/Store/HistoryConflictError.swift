import BlogDocCore

/// An undo or redo refused because fields it would put back were changed since: nothing
/// was written, and every such field is named.
///
/// ```swift
/// do {
///   try store.move(HistoryRequest(.undo))
/// } catch let error as HistoryConflictError {
///   print(error.conflicts.map(\.path))   // ["hello-world.title"]
/// }
/// ```
public struct HistoryConflictError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Undo or redo.
  public var direction: HistoryRequest.Direction
  /// The operation's number, as the log shows it.
  public var operation: Int
  /// The document, as the user sees its path.
  public var file: String
  /// Each field that no longer holds what the operation left in it.
  public var conflicts: [DiffConflict]

  /// A refusal to move `direction` over `operation` because of `conflicts` in `file`.
  public init(
    direction: HistoryRequest.Direction, operation: Int, file: String, conflicts: [DiffConflict]
  ) {
    self.direction = direction
    self.operation = operation
    self.file = file
    self.conflicts = conflicts
  }

  /// `FILE: Cannot undo operation N: FIELD is X, expected Y; …. Give --partial …`.
  public var description: String {
    let verb = direction.rawValue
    return "\(file): Cannot \(verb) operation \(operation): "
      + conflicts.map(\.description).joined(separator: "; ")
      + ". Give --partial to \(verb) the other fields and leave these, or --force to overwrite them."
  }
}
