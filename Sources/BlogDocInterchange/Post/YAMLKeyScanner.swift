/// Finds the top-level keys of YAML front matter and where each one's value lies, line by
/// line, as sites write front matter: `key: value` at the start of a line, a value on the
/// key's line (a scalar or a flow list) or on the indented lines after it (a block list,
/// a mapping, a block scalar).
///
/// Written here because Yams gives a node's start only (`Node.Mark`: line and column), not
/// where its value ends, nor the bytes of its quoting or of the comments after it, which a
/// splice must keep. It does not validate: Yams has read the same text already. A key it cannot follow gets
/// the style ``PostKey/Style/other`` and is never spliced; the splice is proved by reading
/// its result again, so what the scanner misses is refused, never written wrong.
///
/// - Complexity: O(*n*) in the front matter's length.
enum YAMLKeyScanner {
  /// The keys of the front matter at `range` of `bytes`, in the file's order.
  static func keys(in bytes: [UInt8], range: Range<Int>) -> [PostKey] {
    let lines = PostLine.lines(of: bytes, in: range)
    var keys: [PostKey] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      index += 1
      guard let (name, separatorEnd, valueStart) = keyOnLine(line, in: bytes) else { continue }
      // The value's own lines: indented ones, and `- ` items at the key's column; blank and
      // comment lines between them, but not after the last.
      var last = index - 1
      var probe = index
      while probe < lines.count {
        let next = lines[probe]
        if next.isBlank(in: bytes) || next.isComment(in: bytes) {
          probe += 1
          continue
        }
        guard next.isIndented(in: bytes) || next.startsItem(in: bytes) else { break }
        last = probe
        probe += 1
      }
      let onLine = line.valueText(from: valueStart, in: bytes)
      let continuation = lines[index..<(last + 1)]
      let style = Self.style(of: onLine, continuation: continuation, in: bytes)
      let value: Range<Int> =
        switch style {
        case .blockList:
          continuation.first!.start..<continuation.last!.contentEnd
        default: onLine
        }
      var key = PostKey(
        name: name, lines: line.start..<lines[last].end, value: value, style: style,
        separatorEnd: separatorEnd)
      let children =
        onLine.isEmpty ? Self.children(of: name, in: continuation, bytes: bytes) : nil
      key.isHeader = children != nil
      keys.append(key)
      keys += children ?? []
      index = last + 1
    }
    return keys
  }

  /// The keys of a block mapping (`params:` then `  author: Ada` lines), each named by its
  /// whole path (`params.author`) and on one line of its own at one indentation; `nil` when
  /// the lines are not such a mapping.
  static func children(
    of parent: String, in lines: ArraySlice<PostLine>, bytes: [UInt8]
  ) -> [PostKey]? {
    var children: [PostKey] = []
    var indent: Int?
    for line in lines where !line.isBlank(in: bytes) && !line.isComment(in: bytes) {
      let spaces = bytes[line.start..<line.contentEnd].prefix { $0 == UInt8(ascii: " ") }.count
      guard spaces > 0, indent == nil || indent == spaces else { return nil }
      indent = spaces
      let inner = PostLine(start: line.start + spaces, contentEnd: line.contentEnd, end: line.end)
      guard let (name, separatorEnd, valueStart) = keyOnLine(inner, in: bytes) else { return nil }
      let value = inner.valueText(from: valueStart, in: bytes)
      children.append(
        PostKey(
          name: parent + "." + name, lines: line.start..<line.end, value: value,
          style: style(of: value, continuation: [], in: bytes), separatorEnd: separatorEnd,
          section: parent, indent: String(repeating: " ", count: spaces)))
    }
    return children.isEmpty ? nil : children
  }

  /// The key a line at column 0 names, where its `:` ends and where its value may start:
  /// `title: …`, `"title": …`, `'title': …`.
  static func keyOnLine(_ line: PostLine, in bytes: [UInt8]) -> (String, Int, Int)? {
    guard line.start < line.contentEnd else { return nil }
    let first = bytes[line.start]
    if [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "#"), UInt8(ascii: "-")].contains(
      first)
    {
      return nil
    }
    var position = line.start
    let name: String
    if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
      guard
        let close = bytes[(position + 1)..<line.contentEnd].firstIndex(of: first),
        !bytes[(position + 1)..<close].contains(UInt8(ascii: "\\"))
      else { return nil }
      name = String(decoding: bytes[(position + 1)..<close], as: UTF8.self)
      position = close + 1
      guard position < line.contentEnd, bytes[position] == UInt8(ascii: ":") else { return nil }
    } else {
      while position < line.contentEnd {
        if bytes[position] == UInt8(ascii: ":"),
          position + 1 == line.contentEnd || PostLine.isBlank(bytes[position + 1])
        {
          break
        }
        position += 1
      }
      guard position < line.contentEnd else { return nil }
      name = String(decoding: bytes[line.start..<position], as: UTF8.self)
      // A key of a flow mapping or with an anchor or tag is not followed.
      if name.utf8.contains(where: { "{[&*!|>?".utf8.contains($0) }) { return nil }
    }
    position += 1
    let separatorEnd = position
    while position < line.contentEnd, PostLine.isBlank(bytes[position]) { position += 1 }
    return (name, separatorEnd, position)
  }

  /// How a value is written, from its text on the key's line and the lines after it.
  static func style(
    of onLine: Range<Int>, continuation: ArraySlice<PostLine>, in bytes: [UInt8]
  ) -> PostKey.Style {
    let text = bytes[onLine]
    if onLine.isEmpty {
      guard !continuation.isEmpty else { return .scalar(quote: nil) }
      // Every line one `- item` of a plain or quoted scalar, at one indentation.
      let items = continuation.filter { !$0.isBlank(in: bytes) && !$0.isComment(in: bytes) }
      guard items.count == continuation.count, let first = items.first,
        let indent = first.itemIndent(in: bytes)
      else { return .other }
      var quote: UInt8?? = .none
      for item in items {
        guard item.itemIndent(in: bytes) == indent,
          let itemValue = item.itemValue(in: bytes),
          case .scalar(let itemQuote) = scalarStyle(bytes[itemValue])
        else { return .other }
        if quote == nil { quote = .some(itemQuote) }
      }
      return .blockList(
        indent: String(decoding: bytes[first.start..<(first.start + indent)], as: UTF8.self),
        quote: quote ?? nil)
    }
    guard continuation.isEmpty else { return .other }
    if text.first == UInt8(ascii: "[") {
      guard text.last == UInt8(ascii: "]"), !text.dropFirst().contains(UInt8(ascii: "[")),
        !text.contains(UInt8(ascii: "{"))
      else { return .other }
      let inner = text.dropFirst().drop(while: PostLine.isBlank)
      let quote: UInt8? =
        inner.first == UInt8(ascii: "\"") || inner.first == UInt8(ascii: "'") ? inner.first : nil
      return .flowList(quote: quote)
    }
    return scalarStyle(text)
  }

  /// The style of a one-line scalar: quoted with `'` or `"` from end to end, or plain.
  static func scalarStyle(_ text: ArraySlice<UInt8>) -> PostKey.Style {
    guard let first = text.first else { return .scalar(quote: nil) }
    if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
      guard text.count >= 2, text.last == first else { return .other }
      return .scalar(quote: first)
    }
    if "{[&*!|>%@`".utf8.contains(first) { return .other }
    return .scalar(quote: nil)
  }
}
