/// A naive reader of the `<table>` a Markdown renderer wrote, for oracles: each cell's
/// opening tag (`th`, `td align="right"`) and its text, tags dropped, the four references a
/// renderer writes decoded, ASCII whitespace runs as one space and none at either end.
///
/// ```swift
/// let rows = RenderedTable.rows(in: "<table>\n<tr>\n<th align=\"left\">a &amp; <em>b</em></th>\n</tr>\n</table>")
/// print(rows?[0][0] == RenderedTable.Cell(tag: "th align=\"left\"", text: "a & b"))
/// // Prints "true"
/// ```
public enum RenderedTable {
  public struct Cell: Equatable, Sendable, CustomStringConvertible {
    public var tag: String
    public var text: String
    public init(tag: String, text: String) {
      (self.tag, self.text) = (tag, text)
    }
    public var description: String { "<\(tag)>\(text.debugDescription)" }
  }

  /// The rows of the first `<table>` in `html`, or nil if it holds none.
  public static func rows(in html: String) -> [[Cell]]? {
    guard let start = html.firstRange(of: "<table>"), let end = html.firstRange(of: "</table>")
    else { return nil }
    var rows: [[Cell]] = []
    var cell: (tag: String, text: String.UnicodeScalarView)?
    var tag: String.UnicodeScalarView?
    for scalar in html[start.upperBound..<end.lowerBound].unicodeScalars {
      if var name = tag {
        guard scalar == ">" else {
          name.append(scalar)
          tag = name
          continue
        }
        tag = nil
        let text = String(name)
        switch text.split(separator: " ").first ?? "" {
        case "tr": rows.append([])
        case "th", "td": cell = (text, String.UnicodeScalarView())
        case "/th", "/td":
          if let (tag, content) = cell, !rows.isEmpty {
            rows[rows.count - 1].append(Cell(tag: tag, text: normalized(decoded(String(content)))))
          }
          cell = nil
        default: break
        }
      } else if scalar == "<" {
        tag = String.UnicodeScalarView()
      } else if cell != nil {
        cell!.text.append(scalar)
      }
    }
    return rows
  }

  /// `text` with `&lt; &gt; &quot; &amp;` decoded, by scalars (a combining mark after `;`
  /// must not hide a reference).
  public static func decoded(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    next: while index < scalars.count {
      if scalars[index] == "&" {
        for (name, scalar) in references where scalars[(index + 1)...].starts(with: name) {
          result.append(scalar)
          index += 1 + name.count
          continue next
        }
      }
      result.append(scalars[index])
      index += 1
    }
    return String(result)
  }

  private static let references: [([Unicode.Scalar], Unicode.Scalar)] = [
    (Array("lt;".unicodeScalars), "<"), (Array("gt;".unicodeScalars), ">"),
    (Array("quot;".unicodeScalars), "\""), (Array("amp;".unicodeScalars), "&"),
  ]

  /// Runs of ASCII whitespace as one space, none at either end (by scalars).
  public static func normalized(_ text: String) -> String {
    let whitespace: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r", "\u{0C}"]
    return text.unicodeScalars.split(whereSeparator: whitespace.contains)
      .map { String(String.UnicodeScalarView($0)) }.joined(separator: " ")
  }
}
