import BlogDocBlog
import BlogDocCore

/// Works out which bytes of a post an edit replaces (see ``PostSplicer``): one
/// ``PostSplicer/Edit`` for each front-matter key whose value differs between the entry
/// before and after the edit, and one for the body.
struct PostSplicePlanner {
  let source: [UInt8]
  let map: PostSourceMap
  /// The entry's id, which the journal's value sources name.
  let id: String
  /// The text the journal kept of values a change replaced: each is a key's whole lines.
  let valueSources: [FieldValueSource]

  /// The edits that turn the post of `before` into that of `after`.
  ///
  /// - Throws: `SpliceRefusal` naming the key the splice cannot write.
  /// - Complexity: O(*k*²) in the front matter's keys, which are few.
  mutating func edits(
    from before: BlogEntry, to after: BlogEntry
  ) throws(SpliceRefusal) -> [PostSplicer.Edit] {
    guard map.language != .other else {
      throw SpliceRefusal(
        reason: "The front matter is neither YAML nor TOML, which blogdoc edits in place.")
    }
    var edits: [PostSplicer.Edit] = []
    // Keys put back go in last: the line they followed may be one this edit rewrites.
    var restorations: [(kept: [UInt8], preceding: [String], section: String?)] = []
    if before.bodyText != after.bodyText {
      let field = PostValueSources.bodyField
      let kept = valueSources.text(id: id, field: field, value: archived(field, of: after))
      edits.append(PostSplicer.Edit(range: map.body, text: kept ?? Array(after.bodyText.utf8)))
    }
    let old = members(of: before)
    let (new, fieldOfPath) = (members(of: after), fieldsByPath(of: after))
    let oldValues = Dictionary(old.map { ($0.path, $0.value) }, uniquingKeysWith: { a, _ in a })
    let newPaths = Set(new.map(\.path))
    for (position, (path, value)) in new.enumerated() where oldValues[path] != value {
      let key = map.key(named: path).flatMap { $0.isHeader ? nil : $0 }
      // `published: false` beside `draft: true` is the export's, for Jekyll: a file that
      // says `draft` alone needs no second key.
      if key == nil && path == "published" { continue }
      let kept = fieldOfPath[path].flatMap { field in
        valueSources.text(id: id, field: field, value: archived(field, of: after))
      }
      let preceding = new[..<position].map(\.path)
      switch (key, kept) {
      case (let key?, let kept?):
        edits.append(
          PostSplicer.Edit(range: key.lines, text: Array(PostValueSources.split(kept).lines)))
      case (let key?, nil):
        edits.append(try replacing(key, with: value))
      case (nil, let kept?):
        guard !kept.isEmpty else { continue }  // The file did not write the key.
        restorations.append((kept, preceding, section(of: path)))
      case (nil, nil):
        edits.append(try adding(path, value, after: preceding))
      }
    }
    for (path, _) in old where !newPaths.contains(path) {
      guard let key = map.key(named: path), !key.isHeader else { continue }
      if path == "published" {
        // Jekyll's own key stays, saying the post is published now.
        edits.append(try replacing(key, with: .value(.bool(!after.isDraft))))
        continue
      }
      edits.append(PostSplicer.Edit(range: key.lines, text: []))
    }
    let rewrites = edits
    for (kept, preceding, section) in restorations {
      let (previousLine, lines) = PostValueSources.split(kept)
      let at =
        restoredPosition(after: previousLine, following: preceding, in: section, rewrites: rewrites)
        ?? insertionPoint(after: preceding, in: section)
      edits.append(PostSplicer.Edit(range: at..<at, text: Array(lines)))
    }
    return edits
  }

  /// The front matter the export writes for `entry`, tables and mappings flattened to
  /// their keys (`taxonomies.tags`), where each key is a line of its own.
  func members(of entry: BlogEntry) -> [(path: String, value: MarkdownExport.Member)] {
    let members = MarkdownExport.frontMatter(of: entry)
    var flat: [(path: String, value: MarkdownExport.Member)] = []
    func add(_ path: String, _ value: MarkdownExport.Member) {
      guard case .value(.object(let object)) = value, !object.isEmpty else {
        flat.append((path, value))
        return
      }
      for member in object { add(path + "." + member.key, .value(member.value)) }
    }
    for member in members { add(member.key, member.value) }
    return flat
  }

  /// The field each key path is written from (`description` → `summary`).
  func fieldsByPath(of entry: BlogEntry) -> [String: String] {
    Dictionary(
      MarkdownExport.frontMatterAndPaths(of: entry).paths.map { ($0.value, $0.key) },
      uniquingKeysWith: { a, _ in a })
  }

  /// The value of `field` in `entry` as the journal's value sources hold it.
  func archived(_ field: String, of entry: BlogEntry) -> ArchiveValue {
    guard let field = BlogEntry.schema.field(named: field) else { return .null }
    return field.kind.archiveValue(for: field.value(in: entry))
  }

  /// The edit writing `value` in place of `key`'s, in `key`'s style.
  func replacing(
    _ key: PostKey, with value: MarkdownExport.Member
  ) throws(SpliceRefusal)
    -> PostSplicer.Edit
  {
    guard key.style != .other, let spelled = spelling(value, style: key.style) else {
      throw SpliceRefusal(reason: "'\(key.name)' is written in a form blogdoc does not splice.")
    }
    if case .blockList = key.style, spelled == "[]" {
      // A block list cannot be empty: the key's lines become `key: []`.
      return PostSplicer.Edit(
        range: key.separatorEnd..<key.value.upperBound, text: Array(" []".utf8))
    }
    // A null value (`summary:`) has no bytes: the new one needs its space.
    let space = key.value.isEmpty && key.separatorEnd == key.value.lowerBound ? " " : ""
    return PostSplicer.Edit(range: key.value, text: Array((space + spelled).utf8))
  }

  /// `value` in `style`, in the file's language.
  func spelling(_ value: MarkdownExport.Member, style: PostKey.Style) -> String? {
    switch map.language {
    case .yaml: PostValueSpelling.yaml(value, style: style, lineBreak: map.lineBreak)
    case .toml: PostValueSpelling.toml(value, style: style)
    case .other: nil
    }
  }

  /// The TOML `[table]` or YAML mapping of the file a new key `path` goes in: the longest
  /// whose name prefixes it (`taxonomies` for `taxonomies.tags`); `nil` for the top level.
  func section(of path: String) -> String? {
    map.keys.filter { $0.isHeader && path.hasPrefix($0.name + ".") }
      .max { $0.name.count < $1.name.count }?.name
  }

  /// Where a key the edit removed goes back: the line start at the key's level, between
  /// keys, whose line before is `previousLine` once `rewrites` are made (the key it followed
  /// may be written back by the same edit); of several, the nearest to where a new key
  /// would go.
  func restoredPosition(
    after previousLine: ArraySlice<UInt8>, following preceding: [String], in section: String?,
    rewrites: [PostSplicer.Edit]
  ) -> Int? {
    let bounds = levelBounds(section)
    let starts = [bounds.lowerBound] + PostLine.lines(of: source, in: bounds).map(\.end)
    let candidates = starts.filter { position in
      !map.keys.contains { $0.lines.lowerBound < position && position < $0.lines.upperBound }
        && line(before: position, after: rewrites).elementsEqual(previousLine)
    }
    let wanted = insertionPoint(after: preceding, in: section)
    return candidates.min { abs($0 - wanted) < abs($1 - wanted) }
  }

  /// The line that ends at `position` as `rewrites` leave it: the last line of a rewrite
  /// that ends there (a key's whole lines written back), else the line of the source with
  /// the rewrites inside it made.
  func line(before position: Int, after rewrites: [PostSplicer.Edit]) -> [UInt8] {
    if let whole = rewrites.last(where: {
      !$0.range.isEmpty && $0.range.upperBound == position && !$0.text.isEmpty
    }) {
      let text = whole.text.dropLast()
      let start = text.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? text.startIndex
      return Array(whole.text[start...])
    }
    let line = PostValueSources.previousLine(before: position, in: source)
    var bytes: [UInt8] = []
    var offset = line.lowerBound
    for rewrite in rewrites.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
    where line.lowerBound <= rewrite.range.lowerBound && rewrite.range.upperBound < line.upperBound
    {
      bytes += source[offset..<rewrite.range.lowerBound] + rewrite.text
      offset = rewrite.range.upperBound
    }
    return bytes + source[offset..<line.upperBound]
  }

  /// The bytes the keys of `section` (the top level, for `nil`) may lie in.
  func levelBounds(_ section: String?) -> Range<Int> {
    let headers = map.keys.filter { $0.isHeader }
    guard let section, let header = headers.first(where: { $0.name == section }) else {
      let end =
        map.language == .toml
        ? headers.first?.lines.lowerBound ?? map.frontMatter.upperBound : map.frontMatter.upperBound
      return map.frontMatter.lowerBound..<end
    }
    guard map.language == .toml else { return header.lines }
    let end =
      headers.first { $0.lines.lowerBound > header.lines.lowerBound }?.lines.lowerBound
      ?? map.frontMatter.upperBound
    return header.lines.lowerBound..<end
  }

  /// The edit adding the key `path` with `value` after the last of `preceding` the file
  /// writes.
  func adding(
    _ path: String, _ value: MarkdownExport.Member, after preceding: [String]
  ) throws(SpliceRefusal) -> PostSplicer.Edit {
    let style = newStyle(for: value)
    guard let spelled = spelling(value, style: style) else {
      throw SpliceRefusal(reason: "'\(path)' cannot be written in the file's style.")
    }
    var name = path
    // A key of a table the file has goes at the end of that table; any other at the end
    // of the keys before the first table, dotted.
    let section = section(of: path)
    if let section { name = String(path.dropFirst(section.count + 1)) }
    let indent = map.keys.last { !$0.isHeader && $0.section == section && section != nil }?.indent
    var parents: [String] = []
    if map.language == .toml {
      name = name.split(separator: ".", omittingEmptySubsequences: false)
        .map { TOMLWriter.key(String($0)) }.joined(separator: ".")
    } else {
      // A key of a mapping the file does not write yet comes with its mapping's line.
      let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      guard parts.count <= 2, parts.allSatisfy({ PostValueSpelling.isPlainSafe($0, inFlow: true) })
      else {
        throw SpliceRefusal(reason: "'\(path)' cannot be written in the file's style.")
      }
      parents = parts.dropLast()
      name = parts.last!
    }
    let prefix =
      parents.map { $0 + ":" + map.lineBreak }.joined() + (indent ?? (parents.isEmpty ? "" : "  "))
    let line: String
    switch (map.language, style) {
    case (.toml, _): line = prefix + name + " = " + spelled
    case (_, .blockList) where spelled != "[]": line = prefix + name + ":" + map.lineBreak + spelled
    default: line = prefix + name + ": " + spelled
    }
    let at = insertionPoint(after: preceding, in: section)
    return PostSplicer.Edit(range: at..<at, text: Array((line + map.lineBreak).utf8))
  }

  /// Where a new key goes: after the lines of the last key of `preceding` the file writes
  /// at the same level (in `section`, for TOML), else after the level's last key, else at
  /// the start of the level.
  func insertionPoint(after preceding: [String], in section: String?) -> Int {
    let level = map.keys.filter { !$0.isHeader && $0.section == section }
    for path in preceding.reversed() {
      if let key = level.first(where: { $0.name == path }) { return key.lines.upperBound }
    }
    if let last = level.last { return last.lines.upperBound }
    if let section, let header = map.keys.first(where: { $0.isHeader && $0.name == section }) {
      return header.lines.upperBound
    }
    return map.frontMatter.lowerBound
  }

  /// The style of a new key: its list style and quotes those of the file's first list and
  /// of its title (a person copies the keys around).
  func newStyle(for value: MarkdownExport.Member) -> PostKey.Style {
    let titleQuote: UInt8? =
      if case .scalar(let quote)? = map.key(named: "title")?.style { quote } else { nil }
    if case .value(.array) = value {
      for key in map.keys {
        switch key.style {
        case .flowList(let quote): return .flowList(quote: quote ?? titleQuote)
        case .blockList(let indent, let quote): return .blockList(indent: indent, quote: quote)
        default: continue
        }
      }
      return .flowList(quote: titleQuote)
    }
    return .scalar(quote: titleQuote)
  }
}
