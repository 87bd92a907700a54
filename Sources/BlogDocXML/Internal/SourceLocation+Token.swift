import BlogDocCore

extension SourceLocation {
  /// A stand-in for the start of element number `ordinal`, resolved to its line:column
  /// only when an error or a violation needs it (see ``ElementLocator``).
  @inline(__always)
  static func token(_ ordinal: Int) -> SourceLocation {
    SourceLocation(line: 0, column: ordinal)
  }

  /// The element ordinal this location stands for, if it is a ``token(_:)``.
  var elementOrdinal: Int? {
    line == 0 ? column : nil
  }
}
