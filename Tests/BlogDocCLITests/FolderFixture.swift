import Foundation
import Testing

/// A folder of one-entry XML documents in a temporary directory, for the folder command
/// tests: its files are written as a person would (a comment, two-space indentation), so
/// a write that rewrote a whole file would show.
struct FolderFixture {
  /// The temporary directory; the folder is `posts` inside it.
  let directory: URL

  /// `SOURCE_DATE_EPOCH` for every run: 2026-11-18T11:06:40Z.
  static let epoch = "1795000000"

  /// An entry document as a person writes one.
  static func entry(_ id: String, title: String, date: String = "2026-11-20") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <entry xmlns="urn:blogdoc:archive" formatVersion="2">
      <!-- written by hand -->
      <id>\(id)</id>
      <title>\(title)</title>
      <postedDate>\(date)T10:00:00Z</postedDate>
      <bodyText>Body of \(id).</bodyText>
    </entry>

    """
  }

  /// Makes `files` (path in the directory → text) and runs `body`.
  static func with(_ files: [String: String], _ body: (FolderFixture) throws -> Void) throws {
    try withTemporaryDirectory { directory in
      let fixture = FolderFixture(directory: directory)
      for (path, text) in files { try fixture.write(text, to: path) }
      try body(fixture)
    }
  }

  /// Writes `text` to `path` in the directory, making its folders.
  func write(_ text: String, to path: String) throws {
    let url = directory.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Runs `blogdoc arguments…` in the directory, or in `subdirectory` of it, with
  /// `environment` added to the fixed date.
  func run(
    _ arguments: [String], in subdirectory: String? = nil, environment: [String: String] = [:]
  ) throws -> BlogDocProcess.Result {
    try BlogDocProcess.run(
      arguments,
      in: subdirectory.map { directory.appendingPathComponent($0) } ?? directory,
      environment: environment.merging(["SOURCE_DATE_EPOCH": Self.epoch]) { given, _ in given })
  }

  /// Runs `blogdoc arguments…` and expects it to exit with `status` having printed
  /// exactly `output` and `errors`.
  func expect(
    _ arguments: [String], status: Int32 = 0, output: String = "", errors: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let result = try run(arguments)
    #expect(
      result == .init(status: status, standardOutput: output, standardError: errors),
      sourceLocation: sourceLocation)
  }

  /// Runs `blogdoc arguments…` and expects it to print nothing but the one error
  /// `message` and exit with `status`.
  func expectRefusal(
    _ arguments: [String], status: Int32, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try expect(
      arguments, status: status, errors: "Error: \(message)\n", sourceLocation: sourceLocation)
  }

  /// Runs the first change of a folder's history, `blogdoc arguments…`, and expects it to
  /// print `change` and the note that the history started in the folder, between the
  /// notes `reading` (about reading the folder) and `notes`.
  func expectFirstChange(
    _ arguments: [String], printing change: String, reading: [String] = [],
    notes: [String] = [], environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let result = try run(arguments, environment: environment)
    let errors = reading + ["Started a blogdoc history in posts/.blogdoc."] + notes
    #expect(
      result
        == .init(
          status: 0, standardOutput: change,
          standardError: errors.map { $0 + "\n" }.joined()),
      sourceLocation: sourceLocation)
  }

  /// The text of the file at `path`.
  func text(_ path: String) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
  }

  /// Every file under the directory (the history too) by relative path, with its bytes:
  /// what a refused command must leave as it was.
  func snapshot() throws -> [String: Data] {
    var files: [String: Data] = [:]
    let root = directory.resolvingSymlinksInPath().path
    let walker = FileManager.default.enumerator(atPath: root)
    while let relative = walker?.nextObject() as? String {
      let path = root + "/" + relative
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      if attributes[.type] as? FileAttributeType == .typeSymbolicLink {
        files[relative] = Data(
          try FileManager.default.destinationOfSymbolicLink(atPath: path).utf8)
      } else {
        files[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
      }
    }
    return files
  }

  /// The names in `path`, sorted, hidden ones too.
  func names(in path: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(path).path)
      .sorted()
  }
}
