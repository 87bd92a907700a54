import BlogDocBlog
import BlogDocCore

@testable import BlogDocInterchange

/// One edit of a post, as the store makes it: read with its source map, changed in a
/// transaction, spliced.
enum PostEditing {
  /// `text` read as the post at `path`, edited by `change`, spliced; the refusal's reason
  /// when the front matter was written anew instead; and the entry after the edit.
  static func spliced(
    _ text: String, path: String = "2024-01-05-hello.md", _ change: (inout BlogEntry) -> Void
  ) throws -> (text: String, rewrittenBecause: String?, entry: BlogEntry) {
    let format = MarkdownPostFormat()
    let bytes = Array(text.utf8)
    let (decoded, map) = try bytes.withUnsafeBytes { buffer in
      try format.decodeWithSourceMap(
        BlogEntry.self, from: buffer, options: DecodingOptions(sourceName: path))
    }
    var edited = decoded.document
    let id = edited.ids[0]
    let diff = try edited.transaction("Edit") { proxy in
      try proxy.update(id: id) { entry in
        var copy = entry.current
        change(&copy)
        entry.replace(with: copy)
      }
    }
    do {
      let output = try format.splice(
        bytes, map: map, original: decoded.document, edited: edited, diff: diff,
        entrySources: [:], valueSources: [])
      return (String(decoding: output, as: UTF8.self), nil, edited.entries[0])
    } catch {
      return (String(decoding: error.rewrite ?? [], as: UTF8.self), error.reason, edited.entries[0])
    }
  }
}
