import BlogDocCommands
import BlogDocCore
import BlogDocPresentation
import BlogDocServer
import BlogDocStore

/// What `serve` needs of blogdoc: its store, and its pages as `render` draws them.
struct BlogPages: ServedTool {
  var storeOptions: StoreOptions { BlogDoc.storeOptions }

  func page(of document: BlogDocument, entry: String?, file: String) throws -> String {
    try RenderedPage.html(of: document, entry: entry, noDrafts: false, title: nil, file: file)
  }

  func preview(ofText text: String) -> String {
    MarkdownHTML.render(text)
  }

  func title(of entry: BlogEntry) -> String {
    EntryViewModel(entry, now: ReferenceTime.now).displayTitle
  }
}
