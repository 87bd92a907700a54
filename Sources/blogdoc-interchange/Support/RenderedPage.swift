import ArgumentParser
import BlogDocCommands
import BlogDocCore
import BlogDocHTML
import BlogDocPresentation
import BlogDocBlog

/// The HTML page `render` writes of a document: one entry's page, or a blog's index and
/// entries, newest first. `serve` shows the same pages.
///
/// ```swift
/// let page = try RenderedPage.html(of: blog, entry: nil, noDrafts: true, title: nil, file: "blog.xml")
/// ```
enum RenderedPage {
  /// The page of `document`'s entry `entry` (or its only one), or of the whole blog.
  ///
  /// - Parameters:
  ///   - noDrafts: Leave a blog's drafts out (a draft entry asked for by id is refused).
  ///   - title: A blog page's title; else `BlogViewModel.pageTitle(of:file:)`.
  ///   - progress: Called with the number of a blog's entries drawn so far.
  /// - Throws: `UsageError` for an unknown entry, a `title` given for an entry, or a draft
  ///   left out.
  static func html(
    of document: BlogDocument, entry: String?, noDrafts: Bool, title: String?, file: String,
    progress: (Int) -> Void = { _ in }
  ) throws -> String {
    var document = document
    let now = ReferenceTime.now
    let renderer = HTMLRenderer()
    if let found = try EntryChoice<BlogEntry>.entry(named: entry, in: document, file: file) {
      guard title == nil else {
        throw UsageError(
          description: "--title names a blog's page; an entry's page has the entry's title.")
      }
      guard !(noDrafts && found.isDraft) else {
        throw UsageError(
          description: "Entry '\(found.id)' is a draft, and --no-drafts leaves drafts out.")
      }
      return renderer.page(for: EntryViewModel(found, now: now))
    }
    if noDrafts {
      for draft in document.entries where draft.isDraft { document.remove(id: draft.id) }
    }
    return renderer.page(
      for: BlogViewModel(
        document, title: title ?? BlogViewModel.pageTitle(of: document, file: file), now: now),
      progress: progress)
  }
}
