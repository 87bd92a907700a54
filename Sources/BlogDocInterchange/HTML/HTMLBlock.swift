/// One block of a converted body: what ``BlockBuilder`` makes of the HTML tree, and what
/// ``MarkdownWriter`` and ``PlainTextWriter`` write out.
///
/// The model is the small part of HTML that Markdown can say. Building it first keeps the
/// tree walk (whitespace, wpautop, malformed nesting) apart from the writing (escaping,
/// prefixes, blank lines), and lets both writers share one walk.
///
/// ```swift
/// // <blockquote><p>Hi <b>there</b></p></blockquote>
/// let quote = HTMLBlock.quote([.paragraph([.text("Hi"), .space, .strong([.text("there")])])])
/// ```
///
/// Nesting is at most ``BlockBuilder/maximumDepth`` deep, so the writers may recurse.
indirect enum HTMLBlock: Equatable {
  /// A paragraph; never empty, never starts or ends with a separator.
  case paragraph([HTMLInline])
  /// A heading of level 1 to 6.
  case heading(level: Int, [HTMLInline])
  /// Preformatted text, kept exactly, with the language named by `class="language-x"`.
  case codeBlock(language: String?, code: String)
  /// A block quote; never empty.
  case quote([HTMLBlock])
  /// A list; each item is a list of blocks, possibly empty.
  case list(ordered: Bool, start: Int, items: [[HTMLBlock]])
  /// A thematic break (`<hr>`).
  case rule
  /// A table of inline-only cells (see ``BlockBuilder/appendTable(_:depth:)`` for the
  /// tables that stay rows of text instead).
  case table(HTMLTable)
}

/// Inline content of a paragraph or heading.
///
/// Text holds no ASCII whitespace at all: the builder turns each run of it into one
/// ``space`` (or a ``hardBreak``) and never puts one first or last in a paragraph or in a
/// styled span, so the writers need not trim anything.
indirect enum HTMLInline: Equatable {
  /// Text without ASCII whitespace (it may hold a no-break space).
  case text(String)
  /// One collapsed run of whitespace.
  case space
  /// A line break that stays a line break (`<br>`, or one newline under wpautop).
  case hardBreak
  /// `<strong>` or `<b>`.
  case strong([HTMLInline])
  /// `<em>` or `<i>`.
  case emphasis([HTMLInline])
  /// `<code>` outside `<pre>`, whitespace collapsed.
  case code(String)
  /// `<a href>` with a safe destination.
  case link(destination: String, title: String?, [HTMLInline])
  /// `<img>` with a safe source.
  case image(source: String, alt: String, title: String?)
}
