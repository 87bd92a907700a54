/// Why `serve` cannot start: a sentence and the exit code it ends with.
///
/// ```swift
/// throw ServeError(.unavailable, "Cannot listen on 127.0.0.1:4000: Address already in use.")
/// ```
package struct ServeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, which decides the exit code.
  package enum Kind: Sendable, Hashable {
    /// A bad argument (64).
    case usage
    /// The file or directory to serve does not exist (66).
    case inputMissing
    /// The address cannot be listened on: the port is taken, say (74).
    case unavailable

    /// The sysexits code.
    package var exitCode: Int32 {
      switch self {
      case .usage: 64
      case .inputMissing: 66
      case .unavailable: 74
      }
    }
  }

  package var kind: Kind
  package var message: String

  package init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  package var description: String { message }
}
