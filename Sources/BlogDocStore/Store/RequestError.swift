/// A request a store cannot carry out as asked: no workspace, no such operation, a file
/// outside the workspace. A command line reports it as a usage error (exit code 64).
///
/// ```swift
/// throw RequestError("There is no operation 9 in the history; 'blogdoc log' lists the operations.")
/// ```
public struct RequestError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The problem, as one sentence.
  public var description: String

  /// An error saying `description`.
  public init(_ description: String) {
    self.description = description
  }
}
