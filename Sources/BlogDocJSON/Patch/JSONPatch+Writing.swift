import BlogDocCore

extension JSONPatch {
  /// How ``jsonBytes(style:)`` lays the patch out.
  public enum Style: Hashable, Sendable {
    /// One line, no spaces: what tools send over the wire.
    case compact
    /// Two-space indentation, one member per line, a final newline: what people read.
    case pretty
  }

  /// The patch as JSON text.
  ///
  /// ```swift
  /// let patch = JSONPatch([.replace(path: JSONPointer("/entry/title")!, value: .string("Hi"))])
  /// print(String(decoding: try patch.jsonBytes(style: .compact), as: UTF8.self))
  /// // Prints "[{"op":"replace","path":"/entry/title","value":"Hi"}]"
  /// ```
  ///
  /// - Throws: `ArchiveError` of kind `.unwritable` for what no JSON reader could read
  ///   back: a string with a character XML 1.0 cannot hold, a number that is not a JSON
  ///   number literal, or nesting deeper than readers accept.
  /// - Complexity: O(*n*) in the output size.
  public func jsonBytes(style: Style = .pretty) throws(ArchiveError) -> [UInt8] {
    let value = ArchiveValue.array(operations.map(\.archiveValue))
    switch style {
    case .compact:
      return try JSONWriter.compactBytes(of: value)
    case .pretty:
      return Array(try JSONWriter.text(of: value).utf8) + [0x0A]
    }
  }
}
