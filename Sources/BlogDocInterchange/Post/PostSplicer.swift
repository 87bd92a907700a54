import BlogDocBlog
import BlogDocCore

/// Writes an edit of a post into its file by replacing only the bytes of the keys whose
/// values change, and proves the result by reading it back.
///
/// The keys are those the export writes (`MarkdownExport.frontMatter(of:)`), each under the
/// key the post read it from: the front matter of the entry before and after the edit is
/// compared key by key, and only the keys that differ are touched.
/// - A changed value replaces the value's bytes, in the key's style (quotes, flow or block
///   list); the key, comments and everything else on its lines stay.
/// - A key the file does not write yet is added on a line of its own in the file's style,
///   after the key the export writes before it (TOML: at the end of its table, never in
///   another `[table]`).
/// - A key whose value is gone (an optional field cleared) loses its lines.
/// - A changed body replaces the body's bytes.
///
/// A splice that cannot be done or proved writes the front matter anew, in the file's
/// language, and keeps the body's bytes (`SpliceRefusal.rewrite`); the store says so.
enum PostSplicer {
  /// One replacement: `range` of the source becomes `text`.
  struct Edit {
    var range: Range<Int>
    var text: [UInt8]
  }

  /// `source` with `edited`'s changes, or a refusal carrying the rewritten post.
  ///
  /// - Throws: `SpliceRefusal`, with `SpliceRefusal.rewrite` when the front matter could
  ///   be written anew.
  /// - Complexity: O(*n*) in the size of `source`: the result is read back once or twice.
  static func splice<M: Model>(
    _ source: [UInt8], map: PostSourceMap, original: ModelDocument<M>, edited: ModelDocument<M>,
    diff: DocumentDiff<M>, valueSources: [FieldValueSource], through format: MarkdownPostFormat
  ) throws(SpliceRefusal) -> [UInt8] {
    guard !diff.isEmpty else { return source }
    guard original.count == 1, edited.count == 1, original.ids == edited.ids,
      edited.layout == .single, original.unknownFields == edited.unknownFields,
      let before = original.entries[0] as? BlogEntry, let after = edited.entries[0] as? BlogEntry
    else {
      throw SpliceRefusal(reason: "A Markdown post holds one entry, named by its file.")
    }
    let why: String
    do throws(SpliceRefusal) {
      var planner = PostSplicePlanner(
        source: source, map: map, id: after.id, valueSources: valueSources)
      let edits = try planner.edits(from: before, to: after)
      let output = apply(edits, to: source)
      try prove(output, readsAs: edited, name: map.sourceName, through: format)
      return output
    } catch {
      why = error.reason
    }
    guard let rewrite = try? rewritten(source, map: map, from: before, as: after),
      (try? prove(rewrite, readsAs: edited, name: map.sourceName, through: format)) != nil
    else {
      throw SpliceRefusal(reason: why)
    }
    throw SpliceRefusal(
      reason: "The front matter was written anew and the body kept as it was: \(why)",
      rewrite: rewrite)
  }

  /// `source` with every edit made, the last first so that earlier offsets hold; of two
  /// insertions at one offset, the one planned first comes first.
  static func apply(_ edits: [Edit], to source: [UInt8]) -> [UInt8] {
    var output = source
    let ordered = edits.enumerated().sorted {
      ($0.element.range.lowerBound, $0.offset) > ($1.element.range.lowerBound, $1.offset)
    }
    for (_, edit) in ordered { output.replaceSubrange(edit.range, with: edit.text) }
    return output
  }

  /// Throws unless `output` reads back, as the post `name`, as exactly `edited`.
  static func prove<M: Model>(
    _ output: [UInt8], readsAs edited: ModelDocument<M>, name: String?,
    through format: MarkdownPostFormat
  ) throws(SpliceRefusal) {
    let readBack: ModelDocument<M>
    do {
      readBack = try format.decode(
        M.self, from: output, options: DecodingOptions(sourceName: name)
      ).document
    } catch {
      throw SpliceRefusal(reason: "The spliced post does not read back: \(error.message)")
    }
    guard readBack == edited else {
      throw SpliceRefusal(reason: "The spliced post reads back as a different entry.")
    }
  }

  /// `source` with its front matter written as the export writes it, in the same language
  /// and line breaks, and the body's bytes as they were unless the edit from `before`
  /// changed the body (a body the entry reads trimmed, such as a lone `\u{0B}`, is kept).
  ///
  /// - Throws: What `MarkdownExport.text(for:frontMatter:)` throws.
  static func rewritten(
    _ source: [UInt8], map: PostSourceMap, from before: BlogEntry, as entry: BlogEntry
  ) throws -> [UInt8] {
    let style: FrontMatterStyle = map.language == .toml ? .toml : .yaml
    let text = try MarkdownExport.text(for: entry, frontMatter: style)
    // The export ends with the body: what comes before it is the front matter.
    var frontMatter = String(
      decoding: Array(text.utf8.dropLast(entry.bodyText.utf8.count)), as: UTF8.self)
    if map.lineBreak != "\n" { frontMatter = frontMatter.replacing("\n", with: map.lineBreak) }
    let body =
      before.bodyText == entry.bodyText ? Array(source[map.body]) : Array(entry.bodyText.utf8)
    return Array(source[..<map.opening]) + Array(frontMatter.utf8) + body
  }
}
