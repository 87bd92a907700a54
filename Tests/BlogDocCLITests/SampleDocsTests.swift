import Foundation
import Testing

/// Every sample document reads, validates and converts as SampleDocs/README.md says.
@Suite("SampleDocs through the blogdoc binary")
struct SampleDocsTests {
  static let validSamples: [String] = {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: BlogDocProcess.sampleDocs.path)) ?? []
    return names.filter { $0.hasSuffix(".xml") || $0.hasSuffix(".json") }.sorted()
  }()

  static let invalidSamples: [String] = {
    let folder = BlogDocProcess.sampleDocs.appendingPathComponent("invalid").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".xml") || $0.hasSuffix(".json") }.sorted()
  }()

  @Test func thereAreEnoughSamples() {
    #expect(Self.validSamples.count >= 12)
    #expect(Self.invalidSamples.count >= 10)
  }

  @Test(arguments: validSamples)
  func everySampleValidates(name: String) throws {
    let result = try BlogDocProcess.run(["validate", "SampleDocs/\(name)"])
    #expect(result.status == 0, "\(result)")
    #expect(result.standardError == "")
    #expect(result.standardOutput.hasPrefix("SampleDocs/\(name): valid, "))
  }

  @Test(arguments: invalidSamples)
  func everyBrokenSampleGivesItsDocumentedError(name: String) throws {
    let path = "SampleDocs/invalid/\(name)"
    let before = try Data(contentsOf: BlogDocProcess.packageRoot.appendingPathComponent(path))
    let expectedURL = BlogDocProcess.packageRoot.appendingPathComponent(
      path.replacingOccurrences(of: ".xml", with: ".expected")
        .replacingOccurrences(of: ".json", with: ".expected"))
    let expected = try String(contentsOf: expectedURL, encoding: .utf8)
    let result = try BlogDocProcess.run(["validate", path])
    #expect(result.status == 65, "\(result)")
    #expect(result.standardOutput == "")
    #expect(result.standardError == expected)
    let after = try Data(contentsOf: BlogDocProcess.packageRoot.appendingPathComponent(path))
    #expect(before == after)
  }

  @Test(arguments: [
    "blog.xml", "hello-world.xml", "unicode-and-rtl.xml",
    "crlf-and-whitespace.xml", "long-body.xml", "draft-with-extras.xml",
  ])
  func xmlToJSONToXMLIsByteIdentical(name: String) throws {
    try withTemporaryDirectory { directory in
      let json = directory.appendingPathComponent("twin.json").path
      let xml = directory.appendingPathComponent("back.xml").path
      let first = try BlogDocProcess.run(["convert", "SampleDocs/\(name)", json])
      #expect(first.status == 0, "\(first)")
      let second = try BlogDocProcess.run(["convert", json, xml])
      #expect(second.status == 0, "\(second)")
      let original = try Data(contentsOf: BlogDocProcess.sampleDocs.appendingPathComponent(name))
      #expect(try Data(contentsOf: URL(fileURLWithPath: xml)) == original)
    }
  }

  @Test(arguments: ["blog.json", "hello-world.json", "unknown-fields.json", "long-body.json"])
  func jsonToXMLToJSONIsByteIdentical(name: String) throws {
    try withTemporaryDirectory { directory in
      let xml = directory.appendingPathComponent("twin.xml").path
      let json = directory.appendingPathComponent("back.json").path
      #expect(try BlogDocProcess.run(["convert", "SampleDocs/\(name)", xml]).status == 0)
      #expect(try BlogDocProcess.run(["convert", xml, json]).status == 0)
      let original = try Data(contentsOf: BlogDocProcess.sampleDocs.appendingPathComponent(name))
      #expect(try Data(contentsOf: URL(fileURLWithPath: json)) == original)
    }
  }

  @Test func theOldVersionIsMigratedOnRead() throws {
    let result = try BlogDocProcess.run([
      "show", "SampleDocs/old-version-v1.xml", "--format", "json",
    ])
    #expect(result.status == 0, "\(result)")
    #expect(
      result.standardOutput == """
        {
          "formatVersion": 2,
          "entry": {
            "id": "from-version-one",
            "title": "Written by blogdoc's first drafts",
            "postedDate": "2025-03-14T15:09:26Z",
            "bodyText": "The body was called \\"body\\" in version 1.",
            "tagNames": [
              "history",
              "migration",
              "formats"
            ],
            "categoryNames": [],
            "isDraft": false
          }
        }

        """)
  }
}

/// Runs `body` with a fresh temporary directory that is removed afterwards.
func withTemporaryDirectory(_ body: (URL) throws -> Void) throws {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("blogdoc-test-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  try body(directory)
}

/// Copies the sample documents `names` into a fresh directory and runs `body` there.
func withSampleDocs(_ names: [String], _ body: (URL) throws -> Void) throws {
  try withSampleCopies(names.map { ($0, $0) }, body)
}

/// Runs `body` in a fresh temporary directory holding a copy of the sample document
/// `sample` under each of `names`.
func withCopies(of sample: String, named names: [String], _ body: (URL) throws -> Void) throws {
  try withSampleCopies(names.map { (sample, $0) }, body)
}

/// Runs `body` in a fresh temporary directory holding a copy of each sample under its name.
private func withSampleCopies(
  _ copies: [(sample: String, name: String)], _ body: (URL) throws -> Void
) throws {
  try withTemporaryDirectory { directory in
    for (sample, name) in copies {
      try FileManager.default.copyItem(
        at: BlogDocProcess.sampleDocs.appendingPathComponent(sample),
        to: directory.appendingPathComponent(name))
    }
    try body(directory)
  }
}
