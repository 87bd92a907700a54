import BlogDocCore
import BlogDocStore
/// The server's own pages around the documents: the list of documents, a blog's list of
/// entries to edit, a document that cannot be shown, and the reload script added to a
/// rendered page.
///
/// Every text from a document or a file name is escaped (``HTMLEscaping``); the pages load
/// only the server's own script and style sheet.
package enum SitePages {
  /// A page of the server's own chrome: the header bar, `body`, its style and scripts.
  static func shell(title: String, body: String, scripts: [String], token: String? = nil) -> String
  {
    var head = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="blogdoc serve">

      """
    if let token {
      head += "<meta name=\"blogdoc-token\" content=\"\(HTMLEscaping.attribute(token))\">\n"
    }
    head +=
      "<title>\(HTMLEscaping.text(title))</title>\n<link rel=\"stylesheet\" href=\"/_blogdoc/editor.css\">\n"
    for script in scripts { head += "<script src=\"/_blogdoc/\(script)\" defer></script>\n" }
    return head + "</head>\n<body>\n" + body + "</body>\n</html>\n"
  }

  /// The list of documents, each with links to its page and its editor and its
  /// ``summary(_:isProblem:)``, and `note`, the line saying what was not listed.
  static func index(
    documents: [(path: String, summary: String)], note: String?, root: String
  ) -> String {
    var body =
      "<header class=\"bar\"><strong>blogdoc serve</strong> <span class=\"muted\">\(HTMLEscaping.text(root))</span></header>\n<main class=\"list\">\n"
    body += "<h1>Documents</h1>\n"
    if documents.isEmpty {
      body += "<p class=\"muted\">No \(DocumentFormat.extensionList) documents here yet.</p>\n"
    } else {
      body += "<ul class=\"documents\">\n"
      for (path, summary) in documents {
        let link = HTMLEscaping.urlComponent(path, keepingSlashes: true)
        body +=
          "<li><a href=\"/view/\(link)\">\(HTMLEscaping.text(path))</a> \(summary) <a class=\"button\" href=\"/edit/\(link)\">Edit</a></li>\n"
      }
      body += "</ul>\n"
    }
    if let note { body += "<p class=\"muted\" id=\"skipped\">\(HTMLEscaping.text(note))</p>\n" }
    return shell(title: "Documents — blogdoc serve", body: body + "</main>\n", scripts: ["live.js"])
  }

  /// A document's line in the list: what it holds, or (`isProblem`) why it cannot be read.
  static func summary(_ text: String, isProblem: Bool = false) -> String {
    "<span class=\"\(isProblem ? "error" : "muted")\">\(HTMLEscaping.text(text))</span>"
  }

  /// A blog's entries, each linking to its editor.
  static func entries(of path: String, _ entries: [(id: String, title: String)]) -> String {
    let link = HTMLEscaping.urlComponent(path, keepingSlashes: true)
    var body = bar(path: path, trail: "Edit")
    body +=
      "<main class=\"list\">\n<h1>Choose an entry to edit</h1>\n<ul class=\"documents\" data-path=\"\(HTMLEscaping.attribute(path))\">\n"
    for (id, title) in entries {
      body +=
        "<li><a href=\"/edit/\(link)?entry=\(HTMLEscaping.urlComponent(id))\">\(HTMLEscaping.text(title))</a> <span class=\"muted\">\(HTMLEscaping.text(id))</span></li>\n"
    }
    return shell(
      title: "Entries of \(path) — blogdoc serve", body: body + "</ul>\n</main>\n",
      scripts: ["live.js"])
  }

  /// A document that cannot be drawn (broken while being edited by hand, say): the
  /// message, and the reload script, so the page comes back when the file is fixed.
  static func problem(_ message: String, path: String) -> String {
    let body =
      bar(path: path, trail: nil)
      + "<main class=\"list\">\n<h1>This document cannot be shown</h1>\n<p class=\"error\">\(HTMLEscaping.text(message))</p>\n<p class=\"muted\">The page reloads when the file changes.</p>\n</main>\n"
    return shell(title: "Error — blogdoc serve", body: body, scripts: ["live.js"])
  }

  /// The header bar of a document's pages: back to the list, the document, then `trail`.
  static func bar(path: String, trail: String?, actions: String = "") -> String {
    let link = HTMLEscaping.urlComponent(path, keepingSlashes: true)
    var bar =
      "<header class=\"bar\"><a href=\"/\">Documents</a> › <a href=\"/view/\(link)\">\(HTMLEscaping.text(path))</a>"
    if let trail { bar += " › " + HTMLEscaping.text(trail) }
    return bar + actions + "</header>\n"
  }

  /// A rendered page with the reload script added: its Content-Security-Policy allows
  /// that one script (from the server) and its connection back, nothing else.
  static func live(_ page: String, path: String, entry: String?) -> String {
    var page = page
    let policy = "http-equiv=\"Content-Security-Policy\" content=\""
    if let start = page.range(of: policy), let end = page[start.upperBound...].firstIndex(of: "\"")
    {
      page.insert(contentsOf: "; script-src 'self'; connect-src 'self'", at: end)
    }
    var script = "<script src=\"/_blogdoc/live.js\" data-path=\"\(HTMLEscaping.attribute(path))\""
    if let entry { script += " data-entry=\"\(HTMLEscaping.attribute(entry))\"" }
    script += " defer></script>\n"
    if let head = page.range(of: "</head>") {
      page.insert(contentsOf: script, at: head.lowerBound)
    }
    return page
  }
}
