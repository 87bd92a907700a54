extension PostSourceMap {
  /// The map of the post `text`, which ``FrontMatterFile`` has read without error: its
  /// front matter is found the same way (``FrontMatterBlock``), after an optional byte
  /// order mark.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  init(text: String, sourceName: String?) {
    let utf8 = text.utf8
    let bytes = Array(utf8)
    var content = Substring(text)
    if content.hasPrefix("\u{FEFF}") { content = content.dropFirst() }
    func offset(_ index: String.Index) -> Int { utf8.distance(from: utf8.startIndex, to: index) }
    guard let block = FrontMatterBlock(in: content) else {
      self.init(
        sourceName: sourceName, language: .other, opening: 0, frontMatter: 0..<0,
        body: 0..<bytes.count,
        lineBreak: "\n", keys: [])
      return
    }
    let frontMatter = offset(block.text.startIndex)..<offset(block.text.endIndex)
    // The opening fence's line ends just before the front matter.
    let fenceEnd = max(frontMatter.lowerBound - 1, 0)
    let bom = text.hasPrefix("\u{FEFF}") ? 3 : 0
    let opening = max(
      bytes[..<fenceEnd].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0, bom)
    // The closing fence's line break says the file's; a file without one uses LF.
    let closingEnd = offset(block.rest.startIndex)
    let lineBreak =
      closingEnd >= 2 && bytes[closingEnd - 2] == UInt8(ascii: "\r") ? "\r\n" : "\n"
    var bodyStart = block.rest.startIndex
    // As the reader: one blank line after the front matter separates it from the body.
    if block.rest.first == "\n" || block.rest.first == "\r\n" {
      bodyStart = block.rest.index(after: bodyStart)
    }
    let language: Language =
      switch block.language {
      case .yaml: .yaml
      case .toml: .toml
      case .json, .headers, .unread: .other
      }
    let keys: [PostKey] =
      switch language {
      case .yaml: YAMLKeyScanner.keys(in: bytes, range: frontMatter)
      case .toml: TOMLKeyScanner.keys(in: bytes, range: frontMatter)
      case .other: []
      }
    self.init(
      sourceName: sourceName, language: language, opening: opening, frontMatter: frontMatter,
      body: offset(bodyStart)..<bytes.count, lineBreak: lineBreak, keys: keys)
  }
}
