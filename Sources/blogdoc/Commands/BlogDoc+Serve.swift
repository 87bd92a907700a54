import ArgumentParser
import BlogDocCommands
import BlogDocServer
import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

extension BlogDoc {
  struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "serve",
      abstract: "Preview documents in a browser, live, and edit them there with the same history.",
      discussion: """
        Serves the pages 'blogdoc render' draws of FILE, or of every .xml and .json \
        document below DIR (default: the current directory), and reloads each page within \
        a moment of any change to its document, made by blogdoc or by hand. Each page has \
        an editor: saving is one operation of the journal, checked as 'blogdoc edit' \
        checks it; its Undo and Redo are 'blogdoc undo' and 'blogdoc redo', and its history \
        is 'blogdoc log'. An operation made in the browser is undone from a terminal, and \
        the other way round.

        The server listens on 127.0.0.1 only. --bind listens on another address, which \
        lets anyone who can reach it read and change the documents: it prints a warning. \
        Requests must name the server as their Host, and changes need the page's session \
        token and come from the server's own pages.

        Stops with Ctrl-C. Exits 64 for a bad argument, 66 when FILE or DIR does not \
        exist, 74 when the address cannot be listened on (the port is taken: give --port).

        Examples:
          blogdoc serve SampleDocs --open
          blogdoc serve blog.xml --port 8080
        """)

    @Argument(help: "The document, or the directory of documents, to serve.", completion: .file())
    var path: String = "."

    @Option(help: "The port to listen on (0: any free port).")
    var port: UInt16 = 4000

    @Option(help: "The IP address to listen on; anything but loopback exposes the documents.")
    var bind = "127.0.0.1"

    @Flag(help: "Open the served pages in the default browser (xdg-open).")
    var open = false

    // How long a client has to send a whole request (scripts/torture shortens it).
    @Option(help: .hidden)
    var idleTimeout: Double = RequestLimits().idleSeconds

    func run() throws {
      let site: ServedSite
      do {
        site = try ServedSite(path: path)
      } catch {
        Failure.printError(error)
        throw ExitCode(error.kind.exitCode)
      }
      guard idleTimeout > 0, idleTimeout.isFinite else {
        Failure.printError("'--idle-timeout' must be a positive number of seconds, not \(idleTimeout).")
        throw ExitCode(64)
      }
      guard RequestGuard.isIPAddress(bind) else {
        Failure.printError("'\(bind)' is not an IP address to listen on; give one such as 127.0.0.1 or ::1.")
        throw ExitCode(64)
      }
      if !RequestGuard.isLoopback(bind) {
        Output.write(
          "Warning: listening on \(bind), not loopback: anyone who can reach this machine on port \(port) can read and change these documents.\n",
          to: 2)
      }
      // A page that goes away mid-answer must not end the server.
      signal(SIGPIPE, SIG_IGN)
      Self.raiseOpenFileLimit()
      let server = DocumentServer(tool: BlogPages(), site: site) { line in Output.write(line + "\n") }
      let count = site.documents().count
      let served = site.only ?? "\(count) document\(count == 1 ? "" : "s") in \(path)"
      let failure = Mutex<(any Error)?>(nil)
      let finished = DispatchSemaphore(value: 0)
      let open = open
      var limits = RequestLimits()
      limits.idleSeconds = idleTimeout
      Task { [limits] in
        do {
          try await server.run(address: bind, port: port, limits: limits) { url in
            Output.write("Serving \(served) at \(url) (Ctrl-C stops).\n")
            if open, ChildProcess.run(["xdg-open", url]) == nil {
              Output.write("Warning: could not start xdg-open; open \(url) yourself.\n", to: 2)
            }
          }
        } catch {
          failure.withLock { $0 = error }
        }
        finished.signal()
      }
      finished.wait()
      if let error = failure.withLock({ $0 }) {
        Failure.printError(error)
        throw ExitCode((error as? ServeError)?.kind.exitCode ?? 74)
      }
    }

    /// Raises the soft limit on open files towards the hard one (up to 65,536), as Go's
    /// runtime does for servers: each connection takes a descriptor, and a soft limit of
    /// 1,024 is reached by a few browsers' worth of them, or by anyone who opens that many.
    static func raiseOpenFileLimit() {
      var limit = rlimit()
      guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return }
      let wanted = min(limit.rlim_max, 65_536)
      guard limit.rlim_cur < wanted else { return }
      limit.rlim_cur = wanted
      _ = setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
    }
  }
}
