import BlogDocCore
import BlogDocStore

/// What a tool tells the server about its documents: their model, its store, and how its
/// `render` command draws them, so the served pages are exactly what `render` writes.
///
/// ```swift
/// struct Pages: ServedTool {
///   var storeOptions: StoreOptions { StoreOptions(toolName: "recipes", models: DocumentModels(Recipe.self)) }
///   func page(of document: ModelDocument<Recipe>, entry: String?, file: String) throws -> String { … }
///   func preview(ofText text: String) -> String { "<pre>\(text)</pre>" }
///   func title(of entry: Recipe) -> String { entry.name }
/// }
/// ```
package protocol ServedTool: Sendable {
  /// The model of the documents.
  associatedtype Entry: Model

  /// The tool's name and models, for the journaled store and its messages.
  var storeOptions: StoreOptions { get }

  /// The HTML page of `document`, or of its entry `entry`, as the tool's `render` writes
  /// it; `file` is the document's path as the user sees it.
  ///
  /// - Throws: What `render` would say of the request (an unknown entry, say).
  func page(of document: ModelDocument<Entry>, entry: String?, file: String) throws -> String

  /// The HTML of a multi-line text field's value, as a page shows it (Markdown, for a
  /// blog's body).
  func preview(ofText text: String) -> String

  /// The line that names `entry` in lists (its title, say).
  func title(of entry: Entry) -> String
}
