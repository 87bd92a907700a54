import BlogDocCommands
import BlogDocCore
import BlogDocHTML
import BlogDocPresentation
import BlogDocServer
import BlogDocStore
import BlogDocTool
import BlogDocBlog

/// What the server needs of blogdoc: its store, and its pages as `blogdoc render` draws
/// them (with neither `--no-drafts` nor `--title`).
struct BlogPages: ServedTool {
  var storeOptions: StoreOptions { BlogDoc.storeOptions }

  func page(of document: BlogDocument, entry: String?, file: String) throws -> String {
    let renderer = HTMLRenderer()
    let now = ReferenceTime.now
    if let entry {
      guard let found = document[id: entry] else {
        throw RequestRefusal.notFound("Unknown entry '\(entry.prefix(200))' in '\(file)'.")
      }
      return renderer.page(for: EntryViewModel(found, now: now))
    }
    if document.layout == .single, let only = document.entries.first {
      return renderer.page(for: EntryViewModel(only, now: now))
    }
    return renderer.page(
      for: BlogViewModel(
        document, title: BlogViewModel.pageTitle(of: document, file: file), now: now))
  }

  func preview(ofText text: String) -> String {
    MarkdownHTML.render(text)
  }

  func title(of entry: BlogEntry) -> String {
    EntryViewModel(entry, now: ReferenceTime.now).displayTitle
  }
}
