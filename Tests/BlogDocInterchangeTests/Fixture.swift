import FoundationEssentials

/// Paths of the import samples in `SampleDocs/import`, found from this file's place.
enum Fixture {
  static let root: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/BlogDocInterchangeTests/Fixture.swift
    return parts.joined(separator: "/")
  }()

  static func path(_ name: String) -> String {
    root + "/SampleDocs/import/" + name
  }
}
