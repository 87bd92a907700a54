/// The program that opens a URL in the user's browser: `xdg-open` on Linux (freedesktop.org),
/// `open` on macOS.
///
/// ```swift
/// ChildProcess.run([URLOpener.program, "http://127.0.0.1:4000/"])
/// ```
package enum URLOpener {
  /// The program's name, looked up on `PATH`.
  package static var program: String {
    #if canImport(Darwin)
      "open"
    #else
      "xdg-open"
    #endif
  }
}
