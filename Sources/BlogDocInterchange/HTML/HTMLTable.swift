/// A table that GitHub-flavoured Markdown can say: a header row, alignments, and rows of
/// inline-only cells, every row as wide as the widest.
///
/// ```swift
/// // <table><tr><th>A</th><th align="right">B</th></tr><tr><td>1</td></tr></table>
/// let table = HTMLTable(
///   header: [[.text("A")], [.text("B")]], alignments: [.none, .right], rows: [[[.text("1")], []]])
/// ```
///
/// A table with no header row in the HTML gets an empty one (``hasHeader`` false): GFM
/// needs a header, and promoting the first row would turn data cells into headings.
struct HTMLTable: Equatable {
  enum Alignment: Equatable {
    case none, left, center, right
  }

  /// The header cells; all empty when the HTML has no header row.
  var header: [[HTMLInline]]
  var alignments: [Alignment]
  var rows: [[[HTMLInline]]]

  /// Whether the HTML had a header row (`<thead>`, or a first row of `<th>` alone).
  var hasHeader: Bool { header.contains { !$0.isEmpty } }
}
