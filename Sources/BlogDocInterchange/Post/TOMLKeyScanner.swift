/// Finds the keys of TOML front matter and where each one's value lies, from the pass
/// ``TOMLSourceIndex`` makes over it: each `key = value` line (a dotted key, or a key in a
/// `[table]`, named by its whole path: `taxonomies.tags`), and each table header.
///
/// A value the splice does not write (a multi-line string or array, an inline table) gets
/// the style ``PostKey/Style/other`` and is never spliced.
///
/// - Complexity: O(*n*) in the front matter's length.
enum TOMLKeyScanner {
  /// The keys of the front matter at `range` of `bytes`, in the file's order; none when the
  /// index does not follow the whole text.
  static func keys(in bytes: [UInt8], range: Range<Int>) -> [PostKey] {
    let text = String(decoding: bytes[range], as: UTF8.self)
    guard let index = try? TOMLSourceIndex(text: text), index.isComplete else { return [] }
    let base = range.lowerBound
    let lines = PostLine.lines(of: bytes, in: range)
    func line(containing offset: Int) -> PostLine {
      lines.last { $0.start <= offset } ?? PostLine(start: offset, contentEnd: offset, end: offset)
    }
    var keys: [(offset: Int, key: PostKey)] = []
    for span in index.valueSpans {
      guard let name = Self.name(of: span.path) else { continue }
      let first = line(containing: base + span.keyStart)
      let last = line(containing: base + span.value.upperBound - 1)
      let value = (base + span.value.lowerBound)..<(base + span.value.upperBound)
      keys.append(
        (
          value.lowerBound,
          PostKey(
            name: name, lines: first.start..<last.end, value: value,
            style: style(of: bytes[value]), separatorEnd: base + span.separatorEnd,
            section: span.table.isEmpty ? nil : Self.name(of: span.table),
            indent: String(decoding: bytes[first.start..<(base + span.keyStart)], as: UTF8.self))
        ))
    }
    for header in index.headerSpans {
      guard let name = Self.name(of: header.path) else { continue }
      let headerLine = line(containing: base + header.start)
      keys.append(
        (
          headerLine.start,
          PostKey(
            name: name, lines: headerLine.start..<headerLine.end,
            value: headerLine.contentEnd..<headerLine.contentEnd, style: .other,
            separatorEnd: headerLine.contentEnd, isHeader: true)
        ))
    }
    return keys.sorted { $0.offset < $1.offset }.map(\.key)
  }

  /// `a.b` for a path of keys; `nil` for one through an array of tables.
  static func name(of path: [TOMLSourceIndex.Step]) -> String? {
    var parts: [String] = []
    for step in path {
      guard case .key(let key) = step else { return nil }
      parts.append(key)
    }
    return parts.joined(separator: ".")
  }

  /// How a TOML value is written.
  static func style(of text: ArraySlice<UInt8>) -> PostKey.Style {
    guard let first = text.first, !text.contains(UInt8(ascii: "\n")) else { return .other }
    switch first {
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      return text.starts(with: [first, first, first]) ? .other : .scalar(quote: first)
    case UInt8(ascii: "["):
      let inner = text.dropFirst().drop(while: PostLine.isBlank)
      let quote: UInt8? =
        inner.first == UInt8(ascii: "\"") || inner.first == UInt8(ascii: "'") ? inner.first : nil
      return .flowList(quote: quote)
    case UInt8(ascii: "{"): return .other
    default: return .scalar(quote: nil)
    }
  }
}
