import BlogDocCore

/// Markdown reduced to the words a reader reads, for excerpts and reading time.
///
/// Not a Markdown parser: it drops the markup that is not words (headings' `#`, emphasis,
/// code fences, link targets, HTML tags) and keeps everything else. What it gets wrong costs
/// a word in an excerpt, never a character of the document. Every mark it looks for is
/// ASCII, so it works on UTF-8 bytes and copies the rest through (rendering a blog calls it
/// once per entry).
///
/// ```swift
/// print(PlainText.from("## Hello\n\nSee [the *docs*](https://x.org) <b>now</b>."))
/// // Prints "Hello\n\nSee the docs now."
/// ```
public enum PlainText {
  /// The words of `markdown`, without its markup; paragraphs stay apart by a blank line.
  ///
  /// - Complexity: O(*n*) in the length of `markdown`.
  public static func from(_ markdown: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(markdown.utf8.count)
    var inFence = false
    var first = true
    for line in Array(markdown.utf8).split(
      separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    {
      let trimmed = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
      if trimmed.starts(with: "```".utf8) || trimmed.starts(with: "~~~".utf8) {
        inFence.toggle()
        continue
      }
      // A table's delimiter row (`| --- | :-: |`) has no words.
      if !inFence && isTableDelimiterRow(trimmed) { continue }
      if !first { out.append(UInt8(ascii: "\n")) }
      first = false
      if inFence {
        out += line
      } else if trimmed.first == UInt8(ascii: "|") {
        appendTableRow(trimmed, to: &out)
      } else {
        let text = trimmed.drop { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: ">") }.drop {
          $0 == UInt8(ascii: " ")
        }
        appendInline(text, to: &out)
      }
    }
    return String(decoding: out, as: UTF8.self).trimmingWhitespace()
  }

  /// Whether `line` is a GFM table's delimiter row: pipes, dashes, colons and blanks only,
  /// with at least one pipe and one dash.
  private static func isTableDelimiterRow(_ line: ArraySlice<UInt8>) -> Bool {
    line.contains(UInt8(ascii: "|")) && line.contains(UInt8(ascii: "-"))
      && line.allSatisfy {
        [
          UInt8(ascii: "|"), UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: " "),
          UInt8(ascii: "\t"), UInt8(ascii: "\r"),
        ].contains($0)
      }
  }

  /// A table row's cells, each without its markup, apart by a space: `| a | b\|c |` → `a b|c`.
  private static func appendTableRow(_ row: ArraySlice<UInt8>, to out: inout [UInt8]) {
    var cells: [ArraySlice<UInt8>] = []
    var start = row.startIndex
    var index = row.startIndex
    while index < row.endIndex {
      if row[index] == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if row[index] == UInt8(ascii: "|") {
        cells.append(row[start..<index])
        start = index + 1
      }
      index += 1
    }
    cells.append(row[start..<min(index, row.endIndex)])
    var first = true
    for cell in cells {
      var text: [UInt8] = []
      appendInline(cell, to: &text)
      let escaped = text.split(separator: UInt8(ascii: "\\"), omittingEmptySubsequences: false)
      let words = Array(escaped.joined()).split(whereSeparator: {
        $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r")
      })
      guard !words.isEmpty else { continue }
      if !first { out.append(UInt8(ascii: " ")) }
      first = false
      out += Array(words.joined(separator: [UInt8(ascii: " ")]))
    }
  }

  /// One line without emphasis marks, link targets, images' URLs and HTML tags.
  static func inline(_ line: String) -> String {
    var out: [UInt8] = []
    appendInline(Array(line.utf8)[...], to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  private static func appendInline(_ line: ArraySlice<UInt8>, to out: inout [UInt8]) {
    var index = line.startIndex
    func next(_ offset: Int = 1) -> UInt8? {
      index + offset < line.endIndex ? line[index + offset] : nil
    }
    while index < line.endIndex {
      let byte = line[index]
      switch byte {
      case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "~"),
        UInt8(ascii: "["):
        break
      case UInt8(ascii: "!") where next() == UInt8(ascii: "["):
        break
      case UInt8(ascii: "]"):
        // Skip a link's target, up to its closing parenthesis.
        if next() == UInt8(ascii: "("), let close = line[index...].firstIndex(of: UInt8(ascii: ")"))
        {
          index = close
        }
      case UInt8(ascii: "<"):
        // A tag (`<b>`, `</p>`, `<!-- … -->`) is skipped; a lone "<" (as in "a < b") stays.
        if let after = next(),
          isASCIILetter(after) || after == UInt8(ascii: "/") || after == UInt8(ascii: "!"),
          let close = line[index...].firstIndex(of: UInt8(ascii: ">"))
        {
          index = close
        } else {
          out.append(byte)
        }
      default:
        out.append(byte)
      }
      index += 1
    }
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  /// Words in `text`: runs of letters or digits.
  public static func wordCount(_ text: String) -> Int {
    var count = 0
    var inWord = false
    for scalar in text.unicodeScalars {
      let isWordScalar =
        scalar.isASCII
        ? isASCIILetter(UInt8(scalar.value)) || (0x30...0x39).contains(scalar.value)
        : scalar.properties.isAlphabetic || scalar.properties.numericType != nil
          || scalar.properties.generalCategory == .nonspacingMark
      if isWordScalar && !inWord { count += 1 }
      inWord = isWordScalar
    }
    return count
  }

  /// The start of `text` up to `limit` scalars, spaces collapsed, cut at a word boundary,
  /// with "…".
  ///
  /// - Complexity: O(*limit*): it reads only as far as the excerpt goes, byte by byte.
  public static func excerpt(_ text: String, limit: Int = 200) -> String {
    var text = text
    return text.withUTF8 { excerpt(utf8: $0, limit: limit) }
  }

  private static func excerpt(utf8 bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> String {
    var flat: [UInt8] = []
    flat.reserveCapacity(min(bytes.count, limit * 4 + 8))
    var pendingSpace = false
    var count = 0
    var cutEnd = 0  // where `flat` holds `limit` scalars
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let end = min(index + (lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4), bytes.count)
      let isWhitespace =
        lead < 0x80
        ? lead == 0x20 || (0x09...0x0D).contains(lead) : isUnicodeWhitespace(bytes[index..<end])
      if isWhitespace {
        pendingSpace = !flat.isEmpty
        index = end
        continue
      }
      if pendingSpace {
        flat.append(0x20)
        count += 1
        if count == limit { cutEnd = flat.count }
        pendingSpace = false
      }
      for offset in index..<end { flat.append(bytes[offset]) }
      count += 1
      if count == limit { cutEnd = flat.count }
      if count > limit { break }
      index = end
    }
    guard count > limit else { return String(decoding: flat, as: UTF8.self) }
    var cut = flat[..<cutEnd]
    if let space = cut.lastIndex(of: 0x20) { cut = cut[..<space] }
    var trimmed = String(decoding: cut, as: UTF8.self).unicodeScalars[...]
    while let last = trimmed.last, last.properties.generalCategory.isPunctuation {
      trimmed = trimmed.dropLast()
    }
    return String(String.UnicodeScalarView(trimmed)) + "…"
  }

  /// Whether the scalar `bytes` encode is White_Space: U+0085, U+00A0, U+1680,
  /// U+2000…U+200A, U+2028, U+2029, U+202F, U+205F or U+3000 (the non-ASCII ones).
  private static func isUnicodeWhitespace(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    var scalar = bytes.makeIterator()
    switch (scalar.next(), scalar.next(), scalar.next()) {
    case (0xC2, 0x85, nil), (0xC2, 0xA0, nil), (0xE1, 0x9A, 0x80), (0xE2, 0x81, 0x9F),
      (0xE3, 0x80, 0x80):
      return true
    case (0xE2, 0x80, let third?):
      return (0x80...0x8A).contains(third) || [0xA8, 0xA9, 0xAF].contains(third)
    default: return false
    }
  }
}

extension Unicode.GeneralCategory {
  fileprivate var isPunctuation: Bool {
    switch self {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation:
      true
    default: false
    }
  }
}
