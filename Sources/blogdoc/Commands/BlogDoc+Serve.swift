import ArgumentParser
import BlogDocCommands

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

        The server is the program blogdoc-serve, beside blogdoc; 'swift build' and \
        scripts/install make both. Stops with Ctrl-C. Exits 64 for a bad argument, 66 \
        when FILE or DIR does not exist, 69 when blogdoc-serve is missing, 74 when the \
        address cannot be listened on (the port is taken: give --port).

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

    // How long a client has to send a whole request, in seconds (scripts/torture shortens
    // it; blogdoc-serve checks it).
    @Option(help: .hidden)
    var idleTimeout: Double = 20

    /// Runs the server, `blogdoc-serve` beside this program, in this process's place.
    func run() throws {
      let server = Self.serverPath()
      let arguments = [server, "--from-blogdoc", path, String(port), bind, open ? "1" : "0", String(idleTimeout)]
      var cArguments = arguments.map { strdup($0) } + [nil]
      execv(server, &cArguments)
      // Only reached when it cannot be run.
      Failure.printError(
        "Cannot run '\(server)': \(String(cString: strerror(errno))). 'swift build --product blogdoc-serve' (with -c release for a release build) builds it; scripts/install installs it with blogdoc.")
      throw ExitCode(69)
    }

    /// `blogdoc-serve` in this program's directory.
    static func serverPath() -> String {
      guard let real = realpath("/proc/self/exe", nil) else { return "blogdoc-serve" }
      defer { free(real) }
      let path = String(cString: real)
      return String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) + "/blogdoc-serve"
    }
  }
}
