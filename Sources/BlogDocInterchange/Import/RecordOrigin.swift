/// Where a remote record came from, for messages: `export.xml:120: item 4`.
public struct RecordOrigin: Hashable, Sendable, CustomStringConvertible {
  /// The source file.
  public var file: String
  /// The line the record starts on, when the format knows it.
  public var line: Int?
  /// The column of a problem within ``line``, when one is known.
  public var column: Int?
  /// The record within the file (`item 4`, `items.3`), when the file holds several.
  public var label: String?

  /// Makes an origin in `file`, with what is known of where.
  public init(file: String, line: Int? = nil, column: Int? = nil, label: String? = nil) {
    self.file = file
    self.line = line
    self.column = column
    self.label = label
  }

  /// `file:line:column: label`, leaving out what is unknown.
  public var description: String {
    file + (line.map { ":\($0)" } ?? "") + (line == nil ? "" : column.map { ":\($0)" } ?? "")
      + (label.map { ": " + $0 } ?? "")
  }
}
