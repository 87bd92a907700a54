import ArgumentParser
import BlogDocCore
import BlogDocInterchange
import BlogDocStore

/// Turns the library's errors into one line on standard error and a sysexits code.
enum Failure {
  /// Runs `body`, reporting any error as `Error: <sentence>` and exiting with its code.
  static func reporting(_ body: () throws -> Void) throws {
    do {
      try body()
    } catch let error as ExitCode {
      throw error
    } catch {
      printError(error)
      throw ExitCode(exitCode(for: error))
    }
  }

  static func printError(_ error: any Error) {
    printError("\(error)")
  }

  /// Prints `message` as one `Error:` line on standard error.
  static func printError(_ message: String) {
    Output.write("Error: \(message)\n", to: 2)
  }

  static func exitCode(for error: any Error) -> Int32 {
    switch error {
    case is ArchiveError:
      return 65
    case let error as StoreError:
      switch error.kind {
      case .notFound: return 66
      case .permissionDenied: return 77
      case .cannotCreate: return 73
      case .unknownFormat: return 64
      case .io: return 74
      case .lockBusy: return 75
      case .journal: return 70
      case .changedSinceRead: return 65
      }
    case let error as FieldAccessError:
      if case .unknownField = error.reason { return 64 }
      return 65
    case is UsageError:
      return 64
    case let error as FieldEditError:
      return error.exitCode
    case is TransactionError, is DiffConflictError:
      return 65
    case is EntryNotFoundError:
      return 64
    case is ImportError, is MappingError, is ImportRefusedError:
      return 65
    default:
      return 70
    }
  }
}

/// A request the command line cannot carry out as asked (exit 64).
struct UsageError: Error, CustomStringConvertible {
  var description: String
}
