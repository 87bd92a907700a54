import BlogDocCore

/// The refusals every XML reader of blogdoc's makes for untrusted input, said one way.
extension ArchiveError {
  static func doctype(at location: SourceLocation?) -> ArchiveError {
    ArchiveError(
      .malformed,
      "Found a DOCTYPE; blogdoc reads no DTDs, so documents may not declare entities or load external files.",
      at: location)
  }

  static func declaredEntity(at location: SourceLocation?) -> ArchiveError {
    ArchiveError(
      .malformed,
      "Found a reference to a declared entity; blogdoc expands only the five predefined entities and character references.",
      at: location)
  }

  static func nul(at location: SourceLocation?) -> ArchiveError {
    ArchiveError(
      .malformed,
      "Found U+0000, a character XML 1.0 cannot hold; blogdoc refuses it in every format.",
      at: location)
  }
}
