import BlogDocBlog
import BlogDocCore

/// The text of the keys an edit of a post replaces, for the journal to keep (see
/// `SplicingArchiveFormat.valueSources(changedBy:in:map:original:)`): each changed field's
/// key's whole lines after the line before them, so that an undo writes back the same
/// quotes, comments and spaces in the same place; none for a key the file does not write,
/// so that an undo removes it again; and the body's own bytes, when the body changes.
enum PostValueSources {
  /// The field a post's body is read into.
  static let bodyField = "bodyText"

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
      // The body's own bytes: its text does not give back blank lines at its end, or a body
      // of white space alone, which the entry reads as empty.
      if field == bodyField {
        sources.append(
          FieldValueSource(id: id, field: field, value: value, text: Array(source[map.body])))
        continue
      }
      guard let entry = original[id: id] as? BlogEntry,
        let path = MarkdownExport.frontMatterAndPaths(of: entry).paths[field]
      else { continue }
      // A key the file does not write (`draft` of a post that is no draft) has no lines:
      // writing the value back removes the key again. One that it writes is kept with the
      // line before it (a key, a comment, a blank line or the fence), which says where an
      // undo puts it back when the edit removed it.
      let lines = map.key(named: path).flatMap { $0.isHeader ? nil : $0.lines }
      let text = lines.map {
        Array(source[previousLine(before: $0.lowerBound, in: source)]) + Array(source[$0])
      }
      sources.append(FieldValueSource(id: id, field: field, value: value, text: text ?? []))
    }
    return sources
  }

  /// The line that ends where `offset` starts a line, its line break included.
  static func previousLine(before offset: Int, in source: [UInt8]) -> Range<Int> {
    guard offset > 0 else { return 0..<0 }
    let start = source[..<(offset - 1)].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    return start..<offset
  }

  /// A kept text split into the line before the key and the key's own lines.
  static func split(_ text: [UInt8]) -> (previousLine: ArraySlice<UInt8>, lines: ArraySlice<UInt8>)
  {
    let end = text.firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? text.count
    return (text[..<end], text[end...])
  }
}
