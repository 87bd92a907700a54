import BlogDocCore
import BlogDocStore
import Dispatch
import FlyingFox

/// The server's routes:
///
/// | request | answer |
/// |---|---|
/// | `GET /` | the list of documents (serving one file: a redirect to its page) |
/// | `GET /view/PATH[?entry=ID]` | the page `render` makes of it, reloaded on every change |
/// | `GET /edit/PATH[?entry=ID]` | the editor of an entry (a blog without `entry`: its entries) |
/// | `GET /api/entry/PATH[?entry=ID]` | the entry's fields as JSON |
/// | `GET /api/log/PATH` | the history of its workspace, as `log` lists it |
/// | `POST /api/save/PATH[?entry=ID]` | saves changed fields: one operation |
/// | `POST /api/undo/PATH`, `/api/redo/PATH` | `undo` / `redo` in its workspace |
/// | `POST /api/preview` | a text field's value as the page would show it |
/// | `GET /_blogdoc/events` | server-sent events: what changed on disk |
/// | `GET /_blogdoc/live.js`, `editor.js`, `editor.css` | the server's script and style |
extension DocumentServer {
  func get(_ target: TargetPath) async throws -> HTTPResponse {
    let segments = target.segments
    let entry = target.query["entry"]
    switch segments.first {
    case nil:
      // One file served: its page is what `blogdoc serve entry.xml` is for, not a list of one.
      if let only = site.only {
        return Answer.redirect(to: "/view/" + HTMLEscaping.urlComponent(only, keepingSlashes: true))
      }
      return Answer.html(await index(), policy: Answer.editorPolicy)
    case "view" where segments.count > 1:
      return try await view(target.path(droppingFirst: 1), entry: entry)
    case "edit" where segments.count > 1:
      return try await editor(target.path(droppingFirst: 1), entry: entry)
    case "api" where segments.count > 2 && segments[1] == "entry":
      return try await fields(target.path(droppingFirst: 2), entry: entry)
    case "api" where segments.count > 2 && segments[1] == "log":
      return try await history(target.path(droppingFirst: 2))
    case "_blogdoc" where segments.count == 2:
      switch segments[1] {
      case "events": return Answer.events(EventStream(feed: feed))
      case "live.js": return Answer.asset(LiveScript.text, type: "text/javascript; charset=utf-8")
      case "editor.js":
        return Answer.asset(EditorScript.text, type: "text/javascript; charset=utf-8")
      case "editor.css": return Answer.asset(EditorStyle.text, type: "text/css; charset=utf-8")
      default: break
      }
    default:
      break
    }
    throw RequestRefusal.notFound(
      "Nothing is served at '\(target.segments.joined(separator: "/").prefix(200))'.")
  }

  func post(_ target: TargetPath, body: ArchiveValue) async throws -> HTTPResponse {
    let segments = target.segments
    guard segments.first == "api", segments.count >= 2 else {
      throw RequestRefusal(405, "Only the API takes POST.")
    }
    switch (segments[1], segments.count) {
    case ("save", 3...):
      return try await save(target.path(droppingFirst: 2), entry: target.query["entry"], body: body)
    case ("undo", 3...):
      return try await move(.undo, target.path(droppingFirst: 2))
    case ("redo", 3...):
      return try await move(.redo, target.path(droppingFirst: 2))
    case ("preview", 2):
      guard case .string(let text)? = body.objectValue?["text"] else {
        throw RequestRefusal.badRequest("A preview is a JSON object with a 'text' string.")
      }
      let html = await rendering { self.tool.preview(ofText: text) }
      return Answer.json(["ok": .bool(true), "html": .string(html)])
    default:
      throw RequestRefusal.notFound(
        "Nothing takes POST at '\(segments.joined(separator: "/").prefix(200))'.")
    }
  }

  /// The list of documents, each with what it holds (or why it cannot be read, at
  /// file:line:column), and a line saying what else was not listed.
  private func index() async -> String {
    let site = site
    let pages = pages
    let shown = shown
    let (summaries, note) = await rendering { () -> ([(String, String)], String?) in
      let listing = site.listing()
      let summaries = listing.documents.map { path in
        guard let file = try? site.file(path) else { return (path, "") }
        // Kept while the file is unchanged, as pages are: the list reloads on every change
        // to any document, and a large blog takes a whole decode to count.
        let summary = pages.page(for: file, entry: "\u{0}summary") {
          do {
            let document = try DocumentFile.read(M.self, from: shown.of(file)).document
            return SitePages.summary(
              document.layout == .single
                ? "one \(M.schema.entryName)"
                : "\(M.schema.collectionName) of \(document.count)")
          } catch {
            return SitePages.summary("\(error)", isProblem: true)
          }
        }
        return (path, summary)
      }
      return (summaries, listing.skippedNote)
    }
    return SitePages.index(documents: summaries, note: note, root: shown.of(site.root))
  }

  /// The rendered page of a document, or of one of its entries.
  private func view(_ path: String, entry: String?) async throws -> HTTPResponse {
    let file = try site.file(path)
    let shownFile = shown.of(file)
    let tool = tool
    let pages = pages
    let result = await rendering { () -> Result<String, any Error> in
      Result {
        try pages.page(for: file, entry: entry) {
          let document = try DocumentFile.read(M.self, from: shownFile).document
          return try tool.page(of: document, entry: entry, file: shownFile)
        }
      }
    }
    switch result {
    case .success(let page):
      return Answer.html(SitePages.live(page, path: path, entry: entry), policy: Answer.pagePolicy)
    case .failure(let error):
      return Answer.html(
        SitePages.problem("\(error)", path: path), policy: Answer.editorPolicy, status: 422)
    }
  }

  /// The editor of an entry, or a blog's list of entries.
  private func editor(_ path: String, entry: String?) async throws -> HTTPResponse {
    let file = try site.file(path)
    let shownFile = shown.of(file)
    let document: ModelDocument<M>
    do {
      document = try DocumentFile.read(M.self, from: shownFile).document
    } catch {
      return Answer.html(
        SitePages.problem("\(error)", path: path), policy: Answer.editorPolicy, status: 422)
    }
    if entry == nil, document.layout != .single {
      let entries = document.entries.map { ($0.id, tool.title(of: $0)) }
      return Answer.html(SitePages.entries(of: path, entries), policy: Answer.editorPolicy)
    }
    let id = try EntrySave<M>.entryID(entry, in: document, file: shownFile)
    let found = document[id: id]!
    let page = EditorPage.page(
      path: path, entry: found, title: tool.title(of: found),
      isOnlyEntry: document.layout == .single, token: token.text)
    return Answer.html(page, policy: Answer.editorPolicy)
  }

  /// Runs `body` on a thread that may take its time (drawing a large blog).
  func rendering<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: body()) }
    }
  }
}
