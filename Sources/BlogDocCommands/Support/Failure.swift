import ArgumentParser
import BlogDocCore
import BlogDocStore
import BlogDocJSON
import BlogDocTextForm

/// Turns the library's errors into one line on standard error and a sysexits code.
public enum Failure {
  /// Runs `body`, reporting any error as `Error: <sentence>` and exiting with its code.
  public static func reporting(_ body: () throws -> Void) throws {
    do {
      try body()
    } catch let error as ExitCode {
      throw error
    } catch {
      printError(error)
      throw ExitCode(exitCode(for: error))
    }
  }

  /// Runs `body` as ``reporting(_:)`` does, except that a `TransactionError` is one line
  /// per broken rule, each naming the document at `file`, as `edit` says it (exit 65).
  public static func reporting(changesTo file: String, _ body: () throws -> Void) throws {
    try reporting {
      do {
        try body()
      } catch let error as TransactionError {
        for violation in error.violations { printError("\(file): \(violation)") }
        throw ExitCode(65)
      } catch let error as DuplicateIDError {
        printError("\(file): \(error)")
        throw ExitCode(65)
      }
    }
  }

  /// Prints `error` as one `Error:` line on standard error (a line per problem for an
  /// error that lists several).
  public static func printError(_ error: any Error) {
    if let error = error as? JSONPatchError {
      for line in "\(error)".split(separator: "\n") { printError(String(line)) }
      return
    }
    printError("\(error)")
  }

  /// Prints `message` as one `Error:` line on standard error.
  public static func printError(_ message: String) {
    Output.write("Error: \(message)\n", to: 2)
  }

  /// The sysexits code for `error`: 64 usage, 65 bad data, 66 missing input, 70
  /// internal, 73 cannot create, 74 I/O, 75 lock busy, 77 permission denied. A tool adds
  /// its own errors by conforming them to ``ExitCodeProviding``.
  public static func exitCode(for error: any Error) -> Int32 {
    switch error {
    case let error as any ExitCodeProviding: return error.exitCode
    case let error as ArchiveError: return error.kind == .invalidSchema ? 70 : 65
    case is SchemaError: return 70
    case let error as StoreError: return error.exitCode
    case let error as FieldAccessError:
      if case .unknownField = error.reason { return 64 }
      return 65
    case is UsageError, is RequestError, is EntryNotFoundError: return 64
    case let error as FieldEditError: return error.exitCode
    case let error as HistoryStopped: return exitCode(for: error.reason)
    case is TransactionError, is DiffConflictError, is HistoryConflictError, is JSONPatchError,
      is DuplicateIDError:
      return 65
    default: return 70
    }
  }
}

/// An error that says which code a command exits with when it ends in it.
///
/// ```swift
/// struct MappingFailed: Error, ExitCodeProviding { var exitCode: Int32 { 65 } }
/// ```
public protocol ExitCodeProviding: Error {
  /// The sysexits code.
  var exitCode: Int32 { get }
}

/// A request the command line cannot carry out as asked (exit 64).
///
/// ```swift
/// throw UsageError(description: "Please give a count of at least 1.")
/// ```
public struct UsageError: Error, CustomStringConvertible {
  /// The problem, as one sentence.
  public var description: String

  /// An error saying `description`.
  public init(description: String) {
    self.description = description
  }
}
