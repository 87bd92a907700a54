import BlogDocCore
import BlogDocTestSupport
import Foundation
import Testing

@testable import BlogDocInterchange
import BlogDocBlog

/// JSON Feeds shaped like real software's, imported through the built-in mapping: no trap,
/// every item imported or reported at its place with the message its defect calls for, and
/// a second import changes nothing.
@Suite struct JSONFeedImportPropertyTests {
  static let mapping = ImportFormat.jsonfeed.builtInMapping!

  /// Imports `feed` from a file, as the command line does.
  static func importFeed(
    _ feed: GeneratedFeed, into blog: BlogDocument, at path: String
  ) throws -> Importer<BlogEntry> {
    try Data(feed.json.utf8).write(to: URL(fileURLWithPath: path))
    var importer = Importer(into: blog, mapping: mapping)
    var batch: [(record: ArchiveValue, origin: RecordOrigin)] = []
    try ImportSource(path: path, format: .jsonfeed, mapping: mapping).forEachRecord {
      record, origin in
      batch.append((record, origin))
    }
    importer.add(contentsOf: batch)
    return importer
  }

  /// The refusal the generator's defect calls for.
  static func expectedRefusal(
    for item: GeneratedFeed.Item, at index: Int, in path: String
  ) -> String? {
    let place = "\(path): items.\(index)" + (item.entryID.map { " ('\($0)')" } ?? "")
    switch item.defect {
    case nil: return nil
    case .untitledAndEmpty: return place + ": title: Title must not be empty."
    case .noIdentity:
      return place + ": id: No identity: none of 'url', 'id', 'title' gives a usable id."
    case .repeatedTag: return place + ": tagNames: 'dup' appears more than once."
    case .blankTag: return place + ": tagNames: Items must not be empty."
    }
  }

  /// Runs `body` with the path of a `feed.json` in a new temporary directory, removed after.
  static func withFeedPath(_ body: (String) async throws -> Void) async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "blogdoc-feeds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try await body(directory.appendingPathComponent("feed.json").path)
  }

  @Test func everyItemIsImportedOrReportedAndASecondImportChangesNothing() async throws {
    try await Self.withFeedPath { path in await importsEveryItemOnce(at: path) }
  }

  private func importsEveryItemOnce(at path: String) async {
    await propertyCheck(count: 150, input: JSONFeedGenerator.feed()) { feed in
      let first: Importer<BlogEntry>
      do {
        first = try Self.importFeed(feed, into: try BlogDocument(entries: []), at: path)
      } catch {
        Issue.record("the feed did not read: \(error)")
        return
      }
      let expected = feed.items.enumerated().compactMap {
        Self.expectedRefusal(for: $1, at: $0, in: path)
      }
      #expect(first.summary.refusals.map(\.description) == expected)
      let valid = feed.items.filter { $0.defect == nil }
      #expect(first.summary.added == valid.count)
      #expect(first.summary.invalid == feed.items.count - valid.count)
      for (index, item) in feed.items.enumerated() where item.defect == nil {
        let entry = first.document[id: item.entryID!]
        #expect(entry != nil, "items.\(index) is missing")
        if let title = item.title { #expect(entry?.title == title) }
        let derivations = first.summary.warnings.filter {
          $0.origin.label == "items.\(index)" && $0.field == "title"
        }
        #expect(derivations.count == (item.derivesTitle ? 1 : 0), "items.\(index)")
      }

      let second: Importer<BlogEntry>
      do {
        second = try Self.importFeed(feed, into: first.document, at: path)
      } catch {
        Issue.record("the feed did not read twice: \(error)")
        return
      }
      #expect(second.document == first.document)
      #expect(second.summary.unchanged == valid.count)
      #expect(second.summary.added == 0 && second.summary.updated == 0)
    }
  }

  /// `BLOGDOC_WRITE_FUZZ_SEEDS=1 swift test --filter writeFuzzSeeds` writes the seeds of
  /// `Fuzz/Sources/FuzzJSONFeedImport` from the generator, with a fixed seed.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["BLOGDOC_WRITE_FUZZ_SEEDS"] != nil))
  func writeFuzzSeeds() throws {
    let directory = URL(fileURLWithPath: Fixture.root).appendingPathComponent(
      "Fuzz/Seeds/FuzzJSONFeedImport")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var rng = Xoshiro(seed: (0x626c_6f67, 0x646f_6321, 0x6a73_6f6e, 0x6665_6564))
    for index in 0..<12 {
      let feed = JSONFeedGenerator.feed(maxItems: 4).run(using: &rng)
      try Data(feed.json.utf8).write(to: directory.appendingPathComponent("feed-\(index).json"))
    }
  }
}
