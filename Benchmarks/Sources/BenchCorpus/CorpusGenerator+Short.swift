import BlogDocBlog
import BlogDocCore

extension CorpusGenerator {
  /// `count` short entries, the shape `Benchmarks/scripts/make-short-blog.py` writes and the
  /// common one: a title, a date, a two-line body, two tags, a category and the draft flag.
  ///
  /// A blog of these pays per element and per field, where ``entries(count:seed:)``'s 2 KB
  /// bodies pay per byte (issue 27). 10,000 of them archive to about 4.0 MB of XML, the same
  /// entries as the script's.
  ///
  /// ```swift
  /// let entries = CorpusGenerator.shortEntries(count: 3)
  /// print(entries[2].title, entries[2].isDraft)
  /// // Prints "Notes & links, number 00002 false"
  /// ```
  public static func shortEntries(count: Int) -> [BlogEntry] {
    // 2026-11-20T10:00:00Z
    let posted = Timestamp(secondsSince1970: 1_795_168_800)
    return (0..<count).map { index in
      let number = zeroPadded(index, width: 5)
      return BlogEntry(
        id: "entry-" + number, title: "Notes & links, number " + number, postedDate: posted,
        bodyText: "A short post.\nIt links to *two* things and says why.",
        tagNames: ["swift", "linux"], categoryNames: ["Notes"], isDraft: index % 3 == 0)
    }
  }

  /// A blog document (collection layout) of `count` ``shortEntries(count:)``.
  public static func shortBlog(count: Int) -> BlogDocument {
    // Ids are unique by construction.
    try! BlogDocument(entries: shortEntries(count: count))
  }
}
