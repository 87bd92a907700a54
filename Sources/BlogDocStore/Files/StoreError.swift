import BlogDocSystem

/// A file that could not be read or written, said in one line with the file's name.
///
/// The ``kind`` says what went wrong and gives the exit code a command line uses
/// (``exitCode``); the ``message`` is a sentence, shown after the path.
///
/// ```swift
/// let error = StoreError(.notFound, path: "posts/hello.xml", "No such file.")
/// print(error, error.exitCode)
/// // Prints "posts/hello.xml: No such file. 66"
/// ```
public struct StoreError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, which decides the exit code (see ``StoreError/exitCode``).
  public enum Kind: Sendable, Hashable {
    /// The file does not exist.
    case notFound
    /// The process may not read or write it.
    case permissionDenied
    /// The output cannot be created (its directory is missing, say).
    case cannotCreate
    /// The extension names no format blogdoc knows.
    case unknownFormat
    /// The system reported an I/O error.
    case io
    /// Another process holds the workspace lock; trying again later may succeed.
    case lockBusy
    /// The journal cannot record what was asked (an interrupted operation is pending, say).
    case journal
    /// The file changed after blogdoc read it (another program wrote it), so writing what
    /// blogdoc planned would lose that change.
    case changedSinceRead
    /// The journal, or a record in it, was written for a model this program does not
    /// know, or by a newer version (of the journal format, or of the model's schema).
    case otherModel
  }

  /// The sysexits code a command line exits with for this error: 66 not found, 77
  /// permission denied, 73 cannot create, 64 unknown format, 74 I/O,
  /// 75 lock busy, 70 journal, 65 changed since read or another model.
  ///
  /// ```swift
  /// exit(StoreError(.lockBusy, path: ".blogdoc/lock", "Busy.").exitCode)   // 75
  /// ```
  public var exitCode: Int32 {
    switch kind {
    case .notFound: 66
    case .permissionDenied: 77
    case .cannotCreate: 73
    case .unknownFormat: 64
    case .io: 74
    case .lockBusy: 75
    case .journal: 70
    case .changedSinceRead, .otherModel: 65
    }
  }

  /// What went wrong.
  public var kind: Kind
  /// The file (or directory) concerned, as the caller named it.
  public var path: String
  /// The problem, as one or more sentences, without the path.
  public var message: String

  /// An error of `kind` about the file at `path`, saying `message`.
  public init(_ kind: Kind, path: String, _ message: String) {
    self.kind = kind
    self.path = path
    self.message = message
  }

  /// The path, a colon, and the message: `posts/hello.xml: No such file.`
  public var description: String { "\(path): \(message)" }

  /// The error for a failed system call, classified by `errno`.
  static func system(_ operation: String, path: String, errno code: Int32) -> StoreError {
    let reason = String(cString: strerror(code))
    switch code {
    case ENOENT where operation == "open":
      return StoreError(.notFound, path: path, "No such file.")
    case EACCES, EPERM, EROFS:
      return StoreError(
        .permissionDenied, path: path, "Permission denied while trying to \(operation) it.")
    case ENOENT, ENOTDIR:
      return StoreError(.cannotCreate, path: path, "Cannot \(operation) it: \(reason).")
    default:
      return StoreError(.io, path: path, "Cannot \(operation) it: \(reason).")
    }
  }
}
