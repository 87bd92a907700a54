/// A system call's failure: its `errno`-style code, and the system's sentence for it.
///
/// ```swift
/// SystemFailure(code: ENOENT).reason   // "No such file or directory"
/// ```
package struct SystemFailure: Error, Equatable {
  /// The code (`errno`, or what `posix_spawn` returns).
  package var code: Int32

  package init(code: Int32) { self.code = code }

  /// The failure of the call that just set `errno`.
  package static var last: SystemFailure { SystemFailure(code: errno) }

  /// The system's sentence for the code: "No such file or directory".
  package var reason: String { String(cString: strerror(code)) }
}
