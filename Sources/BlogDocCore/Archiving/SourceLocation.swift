/// A line and column in a document's text, both counted from 1.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The line, counted from 1.
  public var line: Int
  /// The column, counted in bytes of UTF-8 as libxml2 counts it.
  public var column: Int

  /// Makes a location from a 1-based line and column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The location as `line:column`, the way compilers print it.
  public var description: String { "\(line):\(column)" }

  /// Whether `lhs` comes before `rhs` in the text: by line, then by column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
