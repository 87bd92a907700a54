/// An entry's Markdown body as HTML that can run nothing.
///
/// blogdoc reads the blocks (`MarkdownBlocks`) and JohnSundell/Ink the inline Markdown of
/// each paragraph, heading and list item (`MarkdownInline`), and the HTML is written as
/// cmark, the CommonMark reference, writes it. Ink is the only Markdown package this project
/// can depend on (cmark is a system library a fresh machine lacks); the blocks are read by
/// hand because Ink's block reading is where it parts from CommonMark on what blogs hold (a
/// blockquote holds one paragraph, a blank line ends a list, a leading `---` is metadata)
/// and where its time went (59% of a render, see BENCHMARKS.md). Three things make it safe:
/// - raw HTML is text: every `<` reaches Ink as a token and the page as `&lt;`, so
///   `<script>`, `<img onerror=…>` and `<b>` show as the text they are;
/// - links, images and autolinks keep only http, https, mailto and relative targets, with
///   escaped attributes and no title; any other becomes its text (an image, its alt);
/// - the page forbids scripts outright (see ``HTMLRenderer``).
///
/// Where Ink alone differs from CommonMark, blogdoc follows CommonMark: titles, images in
/// paragraphs, hard and soft line breaks, nested and loose lists, fenced and indented code,
/// headings (setext too), blockquotes holding blocks, character references, autolinks,
/// backslash escapes, code spans, `_` inside words, `~~` (not CommonMark: text), reference
/// links, and a leading `---` (a break, not Ink's metadata). GitHub-flavoured tables are read
/// as cmark-gfm reads them (the GFM spec's table extension), and a `<br>` in a cell is a
/// line break (the one piece of raw HTML read; see `MarkdownBlocks+Tables.swift`). What
/// still differs:
/// - by design, raw HTML is text, unsafe targets lose their link or image, titles go;
/// - emphasis whose delimiters overlap pairs as Ink pairs it (`*a **b* c**` gives
///   `<em>a **b</em> c**`), and `***x***` gives `<strong><em>` where CommonMark gives
///   `<em><strong>`;
/// - link text holding brackets (`[a [b] c](/x)`) is not a link;
/// - named character references outside `HTMLEntities.named` are shown as typed
///   (`&spades;`), where CommonMark decodes every HTML5 name;
/// - a blank line inside a fenced code block in a list item makes the list loose;
/// - a link reference definition must fit on one line.
///
/// ```swift
/// print(MarkdownHTML.render("Hi <b>there</b> [x](javascript:alert(1))"))
/// // Prints "<p>Hi &lt;b&gt;there&lt;/b&gt; x</p>\n"
/// ```
public enum MarkdownHTML {
  /// The HTML of `markdown`, with raw HTML as text and only safe link and image targets.
  ///
  /// - Complexity: O(*n*) in the body's length.
  public static func render(_ markdown: String) -> String {
    render(markdown, fastPath: true)
  }

  /// ``render(_:)``, optionally without the fast path for plain paragraphs (for tests).
  static func render(_ markdown: String, fastPath: Bool) -> String {
    let lines = self.lines(of: markdown)
    var definitions: [String: String] = [:]
    if markdown.utf8.contains(UInt8(ascii: "]")) {
      // A definition opens a paragraph: it follows a blank line, a heading, a break or another.
      var opensParagraph = true
      for line in lines {
        if opensParagraph, let (label, url) = MarkdownBlocks.definition(line) {
          if definitions[label] == nil { definitions[label] = url }
          continue
        }
        let content = MarkdownBlocks.trimmed(line)
        opensParagraph =
          content.isEmpty || MarkdownBlocks.atxHeading(content) != nil
          || MarkdownBlocks.isThematicBreak(content)
      }
    }
    var blocks = MarkdownBlocks(inline: MarkdownInline(definitions: definitions))
    blocks.fastPath = fastPath
    var out: [UInt8] = []
    out.reserveCapacity(markdown.utf8.count + markdown.utf8.count / 4 + 16)
    blocks.render(lines[...], into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// The body's lines: CRLF, CR and LF all end one; NUL becomes U+FFFD.
  private static func lines(of markdown: String) -> [ArraySlice<UInt8>] {
    var bytes = Array(markdown.utf8)
    if bytes.contains(0x0D) || bytes.contains(0) {
      var normalized: [UInt8] = []
      normalized.reserveCapacity(bytes.count)
      var index = 0
      while index < bytes.count {
        switch bytes[index] {
        case 0x0D:
          normalized.append(0x0A)
          if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        case 0: normalized += [0xEF, 0xBF, 0xBD]
        case let byte: normalized.append(byte)
        }
        index += 1
      }
      bytes = normalized
    }
    return bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
  }
}
