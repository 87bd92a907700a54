import BlogDocCommands
import BlogDocInterchange
import BlogDocServer
import BlogDocStore
import BlogDocSystem
import BlogDocTool
import Dispatch
import Synchronization

/// `blogdoc serve`'s server, a program of its own so that the HTTP server (FlyingFox, and
/// the networking part of Foundation with libcurl, which it links) loads only when a user
/// serves: every other blogdoc command starts without them.
///
/// blogdoc runs it in its own place with its own command line, unparsed, which this program
/// parses with blogdoc's declarations (see `CompanionProgram`).
@main
enum ServeMain {
  static func main() {
    // As blogdoc: a write past a file-size limit fails (exit 74) instead of killing.
    signal(SIGXFSZ, SIG_IGN)
    // A program built from other sources than the blogdoc that ran it is not run.
    CompanionProgram.serve.refuseIfStale()
    // This program reads no Markdown posts, and hands no call over.
    BlogDoc.postFormat = nil
    // blogdoc hands the call over unparsed: a bad argument is reported here, as blogdoc
    // would report it (the same declarations, the same messages).
    let serve = CompanionProgram.serve.parsedCall(as: BlogDoc.Serve.self)
    exit(
      Self.serve(
        path: serve.path, port: serve.port, address: serve.bind, open: serve.open,
        idleSeconds: serve.idleTimeout))
  }

  /// Serves `path` until the process is stopped; returns the exit code of a failure.
  static func serve(
    path: String, port: UInt16, address: String, open: Bool, idleSeconds: Double
  ) -> Int32 {
    // Markdown posts are documents here: a folder of them is served as a site of posts.
    DocumentFormat.register(MarkdownPostFormat())
    let site: ServedSite
    do {
      site = try ServedSite(path: path, model: BlogPages.Entry.self)
    } catch {
      Failure.printError(error)
      return error.kind.exitCode
    }
    guard idleSeconds > 0, idleSeconds.isFinite else {
      Failure.printError(
        "'--idle-timeout' must be a positive number of seconds, not \(idleSeconds).")
      return 64
    }
    guard RequestGuard.isIPAddress(address) else {
      Failure.printError(
        "'\(address)' is not an IP address to listen on; give one such as 127.0.0.1 or ::1.")
      return 64
    }
    if !RequestGuard.isLoopback(address) {
      Output.write(
        "Warning: listening on \(address), not loopback: anyone who can reach this machine on port \(port) can read and change these documents.\n",
        to: 2)
    }
    if !HeadWatch.isAvailable {
      Output.write(
        "Warning: this system does not tell what a connection has read, so a request head longer than \(RequestLimits().maxHeadBytes >> 10) KB is not cut off.\n",
        to: 2)
    }
    // A page that goes away mid-answer must not end the server.
    signal(SIGPIPE, SIG_IGN)
    raiseOpenFileLimit()
    let server = DocumentServer(tool: BlogPages(), site: site) { line in Output.write(line + "\n") }
    let count = site.documents().count
    let served = site.only ?? "\(count) document\(count == 1 ? "" : "s") in \(path)"
    let failure = Mutex<(any Error)?>(nil)
    let finished = DispatchSemaphore(value: 0)
    var limits = RequestLimits()
    limits.idleSeconds = idleSeconds
    Task { [limits] in
      do {
        try await server.run(address: address, port: port, limits: limits) { url in
          Output.write("Serving \(served) at \(url) (Ctrl-C stops).\n")
          if open, ChildProcess.run([URLOpener.program, url]) == nil {
            Output.write(
              "Warning: could not start \(URLOpener.program); open \(url) yourself.\n", to: 2)
          }
        }
      } catch {
        failure.withLock { $0 = error }
      }
      finished.signal()
    }
    finished.wait()
    let error = failure.withLock { $0 }
    if let error { Failure.printError(error) }
    return (error as? ServeError)?.kind.exitCode ?? 74
  }

  /// Raises the soft limit on open files towards the hard one (up to 65,536), as Go's
  /// runtime does for servers: each connection takes a descriptor, and a soft limit of
  /// 1,024 is reached by a few browsers' worth of them, or by anyone who opens that many.
  static func raiseOpenFileLimit() {
    OpenFileLimit.raise(toAtMost: 65_536)
  }
}
