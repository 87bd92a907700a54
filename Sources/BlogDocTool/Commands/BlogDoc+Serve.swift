import ArgumentParser
import BlogDocCommands

extension BlogDoc {
  package struct Serve: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
      commandName: "serve",
      abstract: "Preview documents in a browser, live, and edit them there with the same history.",
      discussion: """
        Serves the pages 'blogdoc render' draws of FILE, or of every .xml and .json \
        document and every Markdown post (a .md file that starts with front matter, as \
        Jekyll, Hugo and Zola write them) below DIR (default: the current directory), and \
        reloads each page within \
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
          blogdoc serve content/posts
        """)

    @Argument(help: "The document, or the directory of documents, to serve.", completion: .file())
    package var path: String = "."

    @Option(help: "The port to listen on (0: any free port).")
    package var port: UInt16 = 4000

    @Option(help: "The IP address to listen on; anything but loopback exposes the documents.")
    package var bind = "127.0.0.1"

    @Flag(help: "Open the served pages in the default browser (xdg-open).")
    package var open = false

    // How long a client has to send a whole request, in seconds (scripts/torture shortens
    // it; blogdoc-serve checks it).
    @Option(help: .hidden)
    package var idleTimeout: Double = 20

    /// Runs in blogdoc-serve (see ``CompanionProgram``), which links the HTTP server.
    package func run() throws {
      try CompanionProgram.serve.run()
    }
  }
}
