import BlogDocBlog
import BlogDocCore
import BlogDocPresentation

/// Renders view models as one self-contained HTML page: inline style, no script, and a
/// Content-Security-Policy that lets no script run even if one got in.
///
/// ```swift
/// let page = HTMLRenderer().page(for: EntryViewModel(entry, now: .now()))
/// print(page.hasPrefix("<!DOCTYPE html>"))
/// // Prints "true"
/// ```
public struct HTMLRenderer: Sendable {
  /// Makes a renderer; it has no options.
  public init() {}

  /// A page holding one entry.
  public func page(for entry: EntryViewModel) -> String {
    page(title: entry.displayTitle, body: article(entry, heading: "h1"))
  }

  /// A page holding a whole blog: its title, an index of entries, then every entry.
  ///
  /// Index lines and articles are rendered on every core, a batch at a time; `progress` is
  /// called on the calling thread, in order.
  ///
  /// - Parameters:
  ///   - blog: The blog's view model, entries in the order they are shown.
  ///   - progress: Called with the number of entries rendered so far, after each.
  /// - Complexity: O(*n*) in the size of the entries.
  public func page(for blog: BlogViewModel, progress: (Int) -> Void = { _ in }) -> String {
    var body = "<header>\n<h1>\(HTMLEscaping.text(blog.title))</h1>\n"
    let drafts =
      blog.draftCount > 0 ? ", \(blog.draftCount) draft\(blog.draftCount == 1 ? "" : "s")" : ""
    body +=
      "<p class=\"meta\">\(blog.entries.count) entr\(blog.entries.count == 1 ? "y" : "ies")\(drafts)</p>\n"
    body += chips(blog.tagCounts.map(\.chip))
    body += "</header>\n<nav>\n<ol class=\"index\">\n"
    var index = ""
    var articles = ""
    var rendered = 0
    for start in stride(from: 0, to: blog.entries.count, by: Self.batchSize) {
      let batch = Array(blog.entries[start..<min(start + Self.batchSize, blog.entries.count)])
      for (item, article) in ParallelMap.map(batch, { (indexItem($0), article($0, heading: "h2")) })
      {
        index += item
        articles += article
        rendered += 1
        progress(rendered)
      }
    }
    body += index + "</ol>\n</nav>\n<main>\n" + articles
    return page(title: blog.title, body: body + "</main>\n")
  }

  /// Entries rendered between two rounds of progress reports.
  private static let batchSize = 128

  private func page(title: String, body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src https: http: data:">
    <meta name="generator" content="blogdoc">
    <title>\(HTMLEscaping.text(title))</title>
    <style>
    \(PageStyle.css)
    </style>
    </head>
    <body>
    \(body)</body>
    </html>

    """
  }

  /// The entry's line in the blog's index: title, badges, date and excerpt.
  private func indexItem(_ entry: EntryViewModel) -> String {
    var item = "<li><a href=\"#\(anchor(entry))\">\(HTMLEscaping.text(entry.displayTitle))</a>"
    item += badges(entry) + " <span class=\"meta\">\(posted(entry))</span>"
    if !entry.excerpt.isEmpty { item += "<p>\(HTMLEscaping.text(entry.excerpt))</p>" }
    return item + "</li>\n"
  }

  private func article(_ entry: EntryViewModel, heading: String) -> String {
    var html = "<article id=\"\(anchor(entry))\">\n<header>\n"
    html += "<\(heading)>\(HTMLEscaping.text(entry.displayTitle))\(badges(entry))</\(heading)>\n"
    var facts = [posted(entry)]
    if let updated = entry.updated { facts.append("updated " + time(updated)) }
    if let author = entry.authorName, !author.isEmpty {
      facts.append("by " + HTMLEscaping.text(author))
    }
    facts.append(entry.readingTime)
    html += "<p class=\"meta\">\(facts.joined(separator: " · "))</p>\n"
    html += chips(entry.categories + entry.tags)
    html += "</header>\n"
    if let summary = entry.summary, !summary.isEmpty {
      html += "<p class=\"summary\">\(HTMLEscaping.text(summary))</p>\n"
    }
    html += "<div class=\"body\">\n\(MarkdownHTML.render(entry.bodyMarkdown))\n</div>\n"
    if let permalink = entry.permalink, let safe = LinkPolicy.shown.address(permalink) {
      html +=
        "<footer class=\"meta\"><a href=\"\(HTMLEscaping.attribute(safe))\">Permalink</a></footer>\n"
    }
    return html + "</article>\n"
  }

  private func anchor(_ entry: EntryViewModel) -> String {
    // Entry ids are slugs (lowercase letters, digits, hyphens), safe as they are.
    "entry-" + HTMLEscaping.attribute(entry.id)
  }

  /// The posted date as a `<time>`, or "not posted yet" for an entry without one.
  private func posted(_ entry: EntryViewModel) -> String {
    entry.posted.map(time) ?? TextRenderer.notPosted
  }

  private func time(_ date: DateText) -> String {
    "<time datetime=\"\(HTMLEscaping.attribute(date.iso8601))\">\(HTMLEscaping.text(date.absolute))</time>"
  }

  private func badges(_ entry: EntryViewModel) -> String {
    entry.badges.map { "<span class=\"badge\">\(HTMLEscaping.text($0))</span>" }.joined()
  }

  private func chips(_ chips: [Chip]) -> String {
    guard !chips.isEmpty else { return "" }
    let items = chips.map {
      "<li class=\"chip \($0.kind.rawValue)\">\(HTMLEscaping.text($0.label))</li>"
    }
    return "<ul class=\"chips\">" + items.joined() + "</ul>\n"
  }
}
