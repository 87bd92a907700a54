import BlogDocCore

/// A patch that did not apply: every problem, each naming its operation. Nothing changed.
///
/// Operations are numbered from 1, and each problem reads as a sentence after the
/// operation's name and path, with the patch file and the operation's line:column in front
/// when they are known:
///
/// ```
/// patch.json:3:3: operation 2 (replace /entry/servings): expected an integer, found "many".
/// patch.json:4:3: operation 3 (test /entry/title): expected "Pasta", found "Soup".
/// ```
public struct JSONPatchError: Error, Hashable, Sendable, CustomStringConvertible {
  /// One operation that could not apply.
  ///
  /// ```swift
  /// let problem = JSONPatchError.Problem(
  ///   operationNumber: 1, operation: "remove /entry/title",
  ///   message: "'title' is required and cannot be removed.")
  /// print(problem)
  /// // Prints "operation 1 (remove /entry/title): 'title' is required and cannot be removed."
  /// ```
  public struct Problem: Hashable, Sendable, CustomStringConvertible {
    /// The operation's position in the patch, counted from 1.
    public var operationNumber: Int
    /// How the operation is named: `replace /entry/title`.
    public var operation: String
    /// What is wrong, a sentence starting in lowercase.
    public var message: String
    /// Where the operation starts in the patch text, if it was read from text.
    public var location: SourceLocation?

    /// A problem of operation `operationNumber` (counted from 1), summarized as
    /// `operation` (`replace /entry/title`), saying `message`, found at `location`.
    public init(
      operationNumber: Int, operation: String, message: String, location: SourceLocation? = nil
    ) {
      self.operationNumber = operationNumber
      self.operation = operation
      self.message = message
      self.location = location
    }

    /// `3:3: operation 2 (replace /entry/isDraft): expected a boolean …`: the location when
    /// known, the operation, the message.
    public var description: String {
      let prefix = location.map { "\($0.line):\($0.column): " } ?? ""
      return "\(prefix)operation \(operationNumber) (\(operation)): \(message)"
    }
  }

  /// The problems, in operation order.
  public var problems: [Problem]
  /// The patch file, when known; see ``reading(_:)``.
  public var file: String?

  /// An error listing `problems`, in a patch read from `file` if known.
  public init(problems: [Problem], file: String? = nil) {
    self.problems = problems
    self.file = file
  }

  /// This error, naming `file` as the patch it came from.
  ///
  /// ```swift
  /// // patch.json:2:3: operation 1 (remove /entry/title): title is required and cannot be removed.
  /// ```
  public func reading(_ file: String) -> JSONPatchError {
    var copy = self
    copy.file = file
    return copy
  }

  /// One line per problem.
  public var description: String {
    problems.map { problem in
      guard let file else { return problem.description }
      return file + (problem.location == nil ? ": " : ":") + problem.description
    }.joined(separator: "\n")
  }
}
