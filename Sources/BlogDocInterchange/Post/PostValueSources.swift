import BlogDocBlog
import BlogDocCore

/// The text of the keys an edit of a post replaces, for the journal to keep (see
/// `SplicingArchiveFormat.valueSources(changedBy:in:map:original:)`): each changed field's
/// key's whole lines, so that an undo writes back the same quotes, comments and spaces.
enum PostValueSources {
  /// One source for each field `diff` changes whose key `source` writes.
  ///
  /// - Complexity: O(*k*) in the front matter's keys.
  static func sources<M: Model>(
    changedBy diff: DocumentDiff<M>, in source: [UInt8], map: PostSourceMap,
    original: ModelDocument<M>
  ) -> [FieldValueSource] {
    guard map.language != .other else { return [] }
    var sources: [FieldValueSource] = []
    for (id, field, _, value) in FieldValueSource.replacedValues(by: diff, in: original) {
      guard let entry = original[id: id] as? BlogEntry,
        let path = MarkdownExport.frontMatterAndPaths(of: entry).paths[field],
        let key = map.key(named: path), !key.isHeader
      else { continue }
      sources.append(
        FieldValueSource(id: id, field: field, value: value, text: Array(source[key.lines])))
    }
    return sources
  }
}
