import BlogDocCore
import BlogDocHTML
import BlogDocInterchange
import BlogDocSystem
import BlogDocTestSupport
import BlogDocBlog
import FoundationEssentials
import Testing

/// The WordPress import on exports shaped like WordPress 4 to 6 writes them
/// (``WXRGenerator``): it never traps, imports every post and page and skips the rest, and
/// a second import of the same file changes nothing. `BLOGDOC_PROPERTY_SCALE` runs more.
@Suite struct WXRImportPropertyTests {
  /// Imports `export` through a file, as `blogdoc import --from wxr` does.
  static func importing(
    _ export: WXRExport, into document: BlogDocument
  ) throws -> (Importer<BlogEntry>, skipped: Int) {
    let path =
      FileManager.default.temporaryDirectory.path + "/wxr-\(UInt64.random(in: 0...UInt64.max)).xml"
    defer { unlink(path) }
    try Data(export.bytes).write(to: URL(fileURLWithPath: path))
    let mapping = ImportFormat.wxr.builtInMapping!
    var importer = Importer(into: document, mapping: mapping)
    let skipped = try ImportSource(path: path, format: .wxr, mapping: mapping).forEachRecord {
      record, origin in
      try importer.add(record, from: origin)
    }
    return (importer, skipped)
  }

  @Test func everyPostAndPageIsImportedOnceAndAgainChangesNothing() async {
    await propertyCheck(count: propertyCount(100), input: WXRGenerator.export) { export in
      do {
        let (first, skipped) = try Self.importing(export, into: BlogDocument(entries: []))
        #expect(first.document.count == export.postCount + export.pageCount, "\(export)")
        #expect(first.summary.added == export.postCount + export.pageCount)
        #expect(skipped == export.skippedCount)
        let (second, _) = try Self.importing(export, into: first.document)
        #expect(second.document == first.document, "\(export)")
        #expect(second.summary.added == 0 && second.summary.updated == 0)
        #expect(second.summary.unchanged == first.document.count)
      } catch {
        Issue.record("The import refused a WordPress export: \(error)\n\(export)")
      }
    }
  }

  /// Each post and page becomes what the generator says it should, from what it wrote:
  /// published only as `publish` without a password, every category with its parents'
  /// names and every tag once, a repeated slug suffixed rather than merged, the status and
  /// password kept, and one warning per pair of terms made one.
  @Test func everyItemBecomesWhatItsSourceSays() async {
    await propertyCheck(count: propertyCount(100), input: WXRGenerator.export) { export in
      do {
        let (importer, _) = try Self.importing(export, into: BlogDocument(entries: []))
        var byPostID: [String: BlogEntry] = [:]
        for entry in importer.document.entries {
          guard
            case .string(let postID)? = entry.unknownFields["wordpress"]?.objectValue?["wp:post_id"]
          else {
            Issue.record("'\(entry.id)' does not keep its wp:post_id.\n\(export)")
            continue
          }
          byPostID[postID] = entry
        }
        var drafts = NotPublicCount(bag: "wordpress")
        var reasons: [String: Int] = [:]
        for item in export.items {
          guard let entry = byPostID[item.postID] else {
            Issue.record("No entry for \(item).\n\(export)")
            continue
          }
          let bag = entry.unknownFields["wordpress"]?.objectValue
          #expect(entry.isDraft == item.isDraft, "\(item)")
          #expect(entry.categoryNames == item.categoryNames, "\(item)")
          #expect(entry.tagNames == item.tagNames, "\(item)")
          #expect(bag?["wp:status"] == .string(item.status), "\(item)")
          #expect(entry.isPasswordProtected == item.hasPassword, "\(item)")
          if let (original, suffix) = item.repeatsSlugOf {
            #expect(entry.id == "\(byPostID[original]?.id ?? "?")-\(suffix)", "\(item)")
          }
          let warnings = importer.summary.warnings.filter {
            $0.entryID == entry.id && ["tagNames", "categoryNames"].contains($0.field)
          }
          #expect(warnings.count == item.mergedTermWarnings, "\(item): \(warnings)")
          drafts.count(entry)
          if let reason = item.notPublicReason { reasons[reason, default: 0] += 1 }
        }
        #expect(drafts.reasons == reasons)
      } catch {
        Issue.record("The import refused a WordPress export: \(error)\n\(export)")
      }
    }
  }

  /// Every table block (each has text in its first cell) is a table on the imported
  /// post's page: one `<table>` for each.
  @Test func everyTableBlockRendersAsATable() async {
    await propertyCheck(count: propertyCount(100), input: WXRGenerator.export) { export in
      let blocks = export.text.ranges(of: "<!-- wp:table -->").count
      let (imported, _) = try Self.importing(export, into: BlogDocument(entries: []))
      let tables = imported.document.entries.map {
        MarkdownHTML.render($0.bodyText).ranges(of: "<table>").count
      }
      #expect(tables.reduce(0, +) == blocks, "\(export)")
    }
  }

  /// Writes generated exports as fuzz seeds: the whole file for the record reader, the
  /// bodies for the HTML conversion. Run with `BLOGDOC_WRITE_FUZZ_SEEDS=Fuzz/Seeds`.
  @Test(.enabled(if: getenv("BLOGDOC_WRITE_FUZZ_SEEDS") != nil))
  func writeFuzzSeeds() throws {
    let root = String(cString: getenv("BLOGDOC_WRITE_FUZZ_SEEDS"))
    var rng = Xoshiro(seed: (20_240_310, 4, 5, 6))
    var written = 0
    while written < 12 {
      let export = WXRGenerator.export.run(using: &rng)
      // Small seeds only: libFuzzer mutates best below a few kilobytes.
      guard export.bytes.count <= 12_000, export.postCount + export.pageCount > 0 else { continue }
      try Data(export.bytes).write(
        to: URL(
          fileURLWithPath:
            "\(root)/FuzzXMLRecordReader/wxr-\(export.wordPressVersion)-\(written).xml"))
      let body = export.text.firstRange(of: "<content:encoded><![CDATA[").map {
        export.text[$0.upperBound...]
      }
      if let body, let end = body.firstRange(of: "]]></content:encoded>"), written < 6 {
        try Data(body[..<end.lowerBound].utf8).write(
          to: URL(fileURLWithPath: "\(root)/FuzzHTMLConversion/wxr-\(written).html"))
      }
      written += 1
    }
  }
}
