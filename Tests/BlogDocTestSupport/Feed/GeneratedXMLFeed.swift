/// A generated RSS or Atom feed: its bytes, and what each entry holds as the feed wrote it,
/// for a test's oracle to say what the entry must become.
///
/// ```swift
/// var rng = Xoshiro(seed: (1, 2, 3, 4))
/// let feed = XMLFeedGenerator.feed().run(using: &rng)
/// print(feed.shape, feed.entries.count)
/// // Prints "blogger 3" (for instance)
/// ```
public struct GeneratedXMLFeed: Sendable, CustomStringConvertible {
  /// Who writes a feed of this shape.
  public enum Shape: String, Sendable, Hashable, CaseIterable {
    /// WordPress's own RSS 2.0 feed: `content:encoded` and `dc:creator` in CDATA, the
    /// excerpt in `<description>`, categories and tags alike as `<category>`, `+0000` dates.
    case wordpress
    /// Blogger's Atom export: a kind category (`scheme` `http://schemas.google.com/g/2005#kind`:
    /// posts, pages, and the comments, settings and template an import leaves out) and label
    /// categories, `type='html'` content, drafts marked `<app:draft>yes</app:draft>`
    /// and without an alternate link, RFC 3339 dates with milliseconds.
    case blogger
    /// Hugo's RSS 2.0 template: `<description>` only (escaped HTML), `guid` the permalink,
    /// dates with a numeric or named zone.
    case hugo
    /// jekyll-feed's Atom: `type="html"` title, content with `xml:base` and summary, one
    /// `<category term>` per category and tag, an author name.
    case jekyll
    /// Atom as the specification's examples write it: `type="xhtml"` content (a `<div>` of
    /// XHTML), `type="text"` or untyped content, a summary alone, several authors, no
    /// `published`.
    case specAtom

    /// Whether this shape is Atom rather than RSS.
    public var isAtom: Bool { self == .blogger || self == .jekyll || self == .specAtom }
  }

  /// A date as written, with its parts for the oracle.
  public struct Date: Sendable, Hashable {
    public var year, month, day, hour, minute, second: Int
    /// Fraction digits written after the seconds (RFC 3339 only), or empty.
    public var fraction: String
    /// The zone as written: `Z`, `+05:30` (RFC 3339), or `GMT`, `+0000`, `EST` (RFC 822).
    public var zone: String
    /// The whole text in the feed.
    public var written: String
  }

  /// A text construct or RSS body.
  public enum Text: Sendable, Hashable {
    /// HTML (escaped or in CDATA in the file).
    case html(String)
    /// XHTML written as elements inside a `<div>`; the associated value is the same markup
    /// as HTML text, without the `<div>`.
    case xhtml(String)
    /// Plain text.
    case text(String)
  }

  /// An Atom `<category>` or RSS `<category>` (no scheme).
  public struct Category: Sendable, Hashable {
    public var term: String
    public var scheme: String?
  }

  /// One entry or item, as the feed holds it.
  public struct Entry: Sendable, Hashable {
    /// Atom `<id>` or RSS `<guid>`.
    public var id: String?
    public var title: String
    /// Whether the title was written as `type="html"`.
    public var titleIsHTML: Bool
    /// The `rel="alternate"` link (RSS `<link>`).
    public var link: String?
    /// Atom `published` or RSS `pubDate`.
    public var published: Date?
    /// Atom `updated`.
    public var updated: Date?
    /// `content:encoded`, Atom `<content>`, or Hugo's `<description>`.
    public var content: Text?
    /// Atom `<summary>` or WordPress's `<description>` excerpt.
    public var summary: Text?
    public var categories: [Category]
    /// The authors' names (RSS: `dc:creator` or `<author>` text), in order.
    public var authors: [String]
    /// Blogger's `<app:draft>yes</app:draft>`.
    public var isDraft: Bool
  }

  public var shape: Shape
  /// The file's text, UTF-8.
  public var xml: String
  public var entries: [Entry]

  public var bytes: [UInt8] { Array(xml.utf8) }
  public var description: String { "\(shape) feed, \(entries.count) entries\n\(xml)" }
}
