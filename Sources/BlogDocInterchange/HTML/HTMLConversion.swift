/// Converts the HTML bodies of imported posts (WordPress WXR, JSON Feed, other JSON) to
/// the Markdown blogdoc keeps, or to plain text.
///
/// Blog bodies are fragments of messy HTML: WordPress stores Gutenberg block comments
/// (`<!-- wp:paragraph -->`) and, for classic posts, text without `<p>` tags that its
/// wpautop filter turns into paragraphs at render time. The conversion reads them the way
/// WordPress would show them:
///
/// ```swift
/// let body = """
///   <!-- wp:paragraph -->
///   <p>Hello <strong>world</strong> &amp; <a href="https://example.com/a_(b)">friends</a>!</p>
///   <!-- /wp:paragraph -->
///
///   Second paragraph,
///   with a line break.
///   """
/// print(HTMLConversion.markdown(fromHTML: body))
/// // Prints:
/// // Hello **world** & [friends](<https://example.com/a_(b)>)!
/// //
/// // Second paragraph,\
/// // with a line break.
/// ```
///
/// - Text outside `<p>`, headings and other leaf blocks follows wpautop: a blank line
///   ends a paragraph and a single newline is a hard line break. Elsewhere whitespace
///   collapses as in a browser; `<pre>` is kept exactly.
/// - Comments, `<script>`, `<style>`, `<iframe>`, `<object>`, `<template>`, `<noscript>`
///   and the like are dropped with their content; `<embed>` shows nothing either (it is
///   void, and what libxml2 2.9 nests in an unclosed one is the rest of the post, which
///   is kept). Unknown elements keep their text. A hard line break is a backslash before
///   the newline. Links and images keep only their address, text and title, and only for
///   `http`, `https`, `mailto` and other harmless schemes (`LinkPolicy.kept`).
/// - Tables become GitHub-flavoured Markdown tables (`| a | b |`): header row, alignment,
///   inline markup in cells, `|` as `\|`, `<br>` kept as `<br>`, the caption as a
///   paragraph. A table without a header row gets an empty one. A table GFM cannot say
///   (a cell spanning columns or rows, a block in a cell, a nested table) stays one
///   paragraph per row, cells separated by " | ", so its text is kept (see
///   `BlockBuilder.appendTable`).
/// - Text is escaped so Markdown shows it literally (`*`, `_`, `[`, a leading `#` …).
///
/// Bodies are untrusted. The HTML is parsed by libxml2 without network access (see
/// `HTMLTree`); subtrees deeper than `BlockBuilder.maximumDepth` (200) are read as text
/// without recursion, so no body can overflow the stack.
public enum HTMLConversion {
  /// HTML (a fragment, as blog bodies are) to CommonMark Markdown.
  ///
  /// ```swift
  /// print(HTMLConversion.markdown(fromHTML: "<ul><li>1. *not* a list</li></ul>"))
  /// // Prints "- 1\. \*not\* a list"
  /// ```
  ///
  /// - Returns: Blocks separated by one blank line, no trailing whitespace on any line
  ///   outside code blocks, no leading or trailing blank line, no final newline; "" for
  ///   a body that shows nothing.
  /// - Complexity: O(*n*) in the length of `html`.
  public static func markdown(fromHTML html: String) -> String {
    MarkdownWriter.text(for: blocks(fromHTML: html), flavor: .markdown)
  }

  /// HTML to plain text: paragraphs separated by one blank line, no markup.
  ///
  /// ```swift
  /// let html = "<p>A <b>bold</b> <a href='/x'>link</a></p><ul><li>one</li><li>two</li></ul>"
  /// print(HTMLConversion.plainText(fromHTML: html))
  /// // Prints "A bold link\n\n- one\n- two"
  /// ```
  ///
  /// Links keep their text, images their alt text; list items are "- item" or "1. item"
  /// lines; code keeps its text exactly.
  ///
  /// - Complexity: O(*n*) in the length of `html`.
  public static func plainText(fromHTML html: String) -> String {
    MarkdownWriter.text(for: blocks(fromHTML: html), flavor: .plainText)
  }

  static func blocks(fromHTML html: String) -> [HTMLBlock] {
    guard html.utf8.contains(where: { !BlockBuilder.isWhitespace($0) }) else { return [] }
    let tree = HTMLTree(parsing: html)
    var builder = BlockBuilder()
    builder.append(tree)
    return builder.finish()
  }
}
