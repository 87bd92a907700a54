import BlogDocCore
import BlogDocStore
import BlogDocJSON
import BlogDocSystem
import FlyingFox
import FlyingSocks
import Synchronization

/// `blogdoc serve`: the rendered documents of a file or directory, live-reloaded, and a
/// browser editor whose saves, undos and redos are operations of the same journal the
/// command line writes.
///
/// One history for both: a title saved in the browser is undone by `blogdoc undo` in a
/// terminal, and the page updates; an edit made by a script is undone by the page's Undo
/// button. Every write goes through ``DocumentStore`` under the workspace lock, exactly as
/// a command's does.
///
/// ```swift
/// let server = try DocumentServer(tool: Pages(), site: try ServedSite(path: "SampleDocs", model: Pages.Entry.self))
/// try await server.run(address: "127.0.0.1", port: 4000, limits: RequestLimits()) { url in
///   print("Serving at \(url)")
/// }
/// ```
package final class DocumentServer<Tool: ServedTool>: HTTPHandler, Sendable {
  typealias M = Tool.Entry

  let tool: Tool
  let site: ServedSite
  let shown = ShownPath()
  let feed = ChangeFeed()
  let store = StoreQueue()
  let pages = PageCache()
  let token: SessionToken
  /// The checks, once the server knows the port it listens on.
  private let checks = Mutex<RequestGuard?>(nil)
  /// When each connection's current request began, and how many bytes it may send, once
  /// the server runs.
  private let connections = Mutex<(deadlines: RequestDeadlines, watch: HeadWatch)?>(nil)
  /// Where the server writes one line per operation it records.
  let log: @Sendable (String) -> Void

  /// A server for `site`'s documents, drawn and edited as `tool` does.
  package init(
    tool: Tool, site: ServedSite, token: SessionToken = SessionToken(),
    log: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.tool = tool
    self.site = site
    self.token = token
    self.log = log
  }

  /// Listens on `address`:`port` (0: a free port) until the process ends, calling
  /// `onListening` with the server's URL once it accepts connections.
  ///
  /// When a connection cannot be accepted (the process has run out of file descriptors,
  /// say, to a crowd of connections), FlyingFox stops listening and ends every connection;
  /// the server then listens again on the same port, so a flood costs the connections of
  /// the moment and not the server.
  ///
  /// - Throws: ``ServeError`` (`.unavailable`) when it cannot listen or watch the files.
  package func run(
    address: String, port: UInt16, limits: RequestLimits,
    onListening: @escaping @Sendable (String) -> Void
  ) async throws {
    var socketAddress = try Self.socketAddress(address, port: port)
    // The workspace may lie above the served directory; its journal tells of operations on
    // documents whose files did not change (an undo of another document, say).
    let workspace = (try? Workspace.find(from: site.root)).map { [$0.directory] } ?? []
    let watcher = try systemDirectoryWatcher(directories: site.directories() + workspace) {
      [self] paths in changed(paths)
    }
    watcher.start()
    let deadlines = RequestDeadlines(seconds: limits.idleSeconds)
    let watch = HeadWatch(limits: limits)
    connections.withLock { $0 = (deadlines, watch) }
    while true {
      let pool = IdleTimeoutPool(
        base: HTTPServer.defaultPool(), idleSeconds: limits.idleSeconds, deadlines: deadlines,
        watch: watch)
      let server = HTTPServer(
        config: HTTPServer.Configuration(
          address: socketAddress, timeout: limits.handlerSeconds, pool: pool, logger: .disabled),
        handler: self)
      let bound = checks.withLock { $0?.port }
      do {
        try await withThrowingTaskGroup(of: Void.self) { group in
          group.addTask { try await server.run() }
          if bound == nil {
            group.addTask { [self] in
              try await server.waitUntilListening(timeout: 10)
              let listening: UInt16 =
                switch await server.listeningAddress {
                case .ip4(_, let port)?, .ip6(_, let port)?: port
                default: port
                }
              checks.withLock {
                $0 = RequestGuard(port: listening, address: address, token: token, limits: limits)
              }
              watch.start(port: listening)
              onListening("http://\(RequestGuard.urlHost(address)):\(listening)/")
            }
          }
          // The first error (the address is taken, say) ends the wait for listening too.
          while try await group.next() != nil {}
        }
        return
      } catch SocketError.failed(type: "Accept", let code, let reason) {
        guard let bound = checks.withLock({ $0?.port }) else {
          throw ServeError(
            .unavailable, "Cannot listen on \(RequestGuard.urlHost(address)):\(port): \(reason).")
        }
        log(
          "Could not accept a connection (\(reason), errno \(code)): every connection was closed; listening again."
        )
        socketAddress = try Self.socketAddress(address, port: bound)
        try await Task.sleep(for: .milliseconds(100))
      } catch {
        let shownPort = checks.withLock { $0?.port } ?? port
        let reason =
          if case SocketError.failed(_, _, let message) = error { message } else { "\(error)" }
        throw ServeError(
          .unavailable, "Cannot listen on \(RequestGuard.urlHost(address)):\(shownPort): \(reason)."
        )
      }
    }
  }

  /// The socket address of `address` and `port`.
  private static func socketAddress(
    _ address: String, port: UInt16
  ) throws(ServeError) -> any SocketAddress {
    do {
      return address.contains(":")
        ? try sockaddr_in6.inet6(ip6: address, port: port)
        : try sockaddr_in.inet(ip4: address, port: port)
    } catch {
      throw ServeError(.usage, "'\(address)' is not an IP address to listen on.")
    }
  }

  /// Answers one request: the checks, then the route.
  package func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    if let (deadlines, watch) = connections.withLock({ $0 }) {
      deadlines.received(from: request.remoteAddress)
      watch.received(request)
    }
    guard let checks = checks.withLock({ $0 }) else {
      return Answer.refusal(RequestRefusal(503, "The server is starting; try again."))
    }
    let isAPI = request.target.rawValue.hasPrefix("/api/")
    let header = { (name: String) in request.headers[HTTPHeader(name)] }
    // A body the server may leave unread: after refusing it, the connection ends, so that
    // what follows is never read as further requests.
    let carriesBody =
      header("transfer-encoding") != nil || (header("content-length").flatMap { Int($0) } ?? 0) > 0
    do {
      let host = request.headers[.host] ?? ""
      try checks.checkHost(host)
      let target = try TargetPath(request.target.rawValue)
      switch request.method {
      case .GET, .HEAD:
        guard !carriesBody else {
          throw RequestRefusal.badRequest("A \(request.method.rawValue) request has no body.")
        }
        if isAPI { try checks.checkRead(header: header) }
        var answer = try await get(target)
        // HEAD: the headers GET would give, without the body (FlyingFox sends what it is given).
        if request.method == .HEAD { answer.payload = .httpBody(HTTPBodySequence()) }
        return answer
      case .POST:
        try checks.checkWrite(host: host, header: header)
        return try await post(target, body: try await Self.body(of: request))
      default:
        throw RequestRefusal(
          405,
          "\(request.method.rawValue.prefix(20)) is not a method of this server; it takes GET and POST."
        )
      }
    } catch let refusal as RequestRefusal {
      return Answer.refusal(refusal, asJSON: isAPI, closing: carriesBody)
    }
  }

  /// Reports the files the watcher saw change to the pages listening.
  private func changed(_ paths: [String]) {
    let documents = paths.compactMap(site.relativePath(of:))
    let history = paths.contains(where: Workspace.isJournal)
    guard !documents.isEmpty || history else { return }
    feed.publish(documents: documents, history: history)
  }

  /// The JSON value a POST sent.
  private static func body(of request: HTTPRequest) async throws -> ArchiveValue {
    let bytes = Array(try await request.bodyData)
    guard !bytes.isEmpty else { return .object([:]) }
    do {
      return try JSONValueReader.parse(bytes)
    } catch {
      throw RequestRefusal.badRequest("The request body is not JSON: \(error)")
    }
  }
}
