import BlogDocBlog
import BlogDocCore
import BlogDocTestSupport
import Testing

@testable import BlogDocStore

/// An edit of one entry of an XML blog reads that entry alone, and writes and journals
/// exactly what the edit of the whole document does: the whole document's plan is the
/// naive oracle.
@Suite("An edit of one entry reads that entry alone")
struct OneEntryEditPlanTests {
  /// What a plan leads to: its write's bytes and journal record, or the error it threw.
  private struct Outcome {
    var after: [UInt8] = []
    var change: Journal.FileChange?
    var rewrittenBecause: String?
    var shown = ""
    var error: String?
    /// How many entries the plan read.
    var entriesRead = 0

    /// What differs from `other`, but for the entries read (a short list, where the
    /// outcomes' own descriptions would print whole files).
    func differences(from other: Outcome) -> [String] {
      var found: [String] = []
      if after != other.after { found.append("the bytes written") }
      if change != other.change { found.append("the journal record") }
      if rewrittenBecause != other.rewrittenBecause {
        found.append("why rewritten: \(String(describing: rewrittenBecause))")
      }
      if shown != other.shown { found.append("the change shown: \(shown)") }
      if error != other.error { found.append("the error: \(String(describing: error))") }
      return found
    }
  }

  /// Plans `operation` on the file at `path`, for the entry `entry` alone or (`nil`) on
  /// the whole document.
  private func outcome(_ operation: EditOperation, _ path: String, entry: String?) -> Outcome {
    do {
      let plan = try EditPlan.make(BlogEntry.self, file: path, entry: entry, message: "Edit") {
        operation.apply(to: &$0, serial: 1)
      }
      let write = try plan.write()
      return Outcome(
        after: write.after, change: write.change(named: "blog.xml"),
        rewrittenBecause: write.rewrittenBecause, shown: plan.diff.description,
        entriesRead: plan.before.count)
    } catch {
      return Outcome(error: "\(error)")
    }
  }

  /// The id `operation` edits in `blog`, as `EditOperation.apply` picks it, and whether
  /// it only changes that entry's fields; `nil` for a move, which is no edit of one entry
  /// (`EditPlan.make(_:file:entry:message:_:)` asks for none: on that entry alone it
  /// moves nothing).
  private func target(of operation: EditOperation, in blog: BlogDocument) -> (String, Bool)? {
    let ids = blog.ids
    switch operation {
    case .setTitle(let entry, _), .toggleDraft(let entry), .addTag(let entry, _),
      .removeTag(let entry, _), .setBody(let entry, _), .setUnknown(let entry, _, _):
      return (ids[entry % ids.count], true)
    case .remove(let entry):
      return (ids[entry % ids.count], false)
    case .insert, .append:
      return (ids[0], false)
    case .move:
      return nil
    }
  }

  @Test func theOneEntryPlanWritesAndJournalsWhatTheWholePlanDoes() async {
    await propertyCheck(
      count: 100, input: Generators.blogDocument(maxCount: 6), Generators.xmlLayout,
      Generators.editOperation
    ) { blog, layout, operation in
      guard blog.count > 0 else { return }
      let directory = TemporaryDirectory()
      let path = directory("blog.xml")
      let bytes = layout.render(blog)
      TemporaryDirectory.write(bytes, to: path)
      guard let (id, modifiesOnly) = target(of: operation, in: blog) else { return }
      let whole = outcome(operation, path, entry: nil)
      let alone = outcome(operation, path, entry: id)
      #expect(TemporaryDirectory.read(path) == bytes)
      #expect(alone.differences(from: whole) == [], "\(operation) of \(id) in \(layout)")
      // A field edit the whole plan splices is planned on the entry alone.
      if modifiesOnly, whole.error == nil, whole.rewrittenBecause == nil, blog.count > 1 {
        #expect(alone.entriesRead == 1, "\(operation) of \(id) in \(layout)")
      }
    }
  }

  /// A value of another entry that breaks the schema does not stop an edit of this one;
  /// reading the whole document still refuses it.
  @Test func anotherEntrysBadDateDoesNotStopTheEdit() throws {
    let directory = TemporaryDirectory()
    let path = directory("blog.xml")
    let text = """
      <blog xmlns="urn:blogdoc:archive" formatVersion="2">
        <entry><id>a</id><title>A</title><postedDate>yesterday</postedDate></entry>
        <entry><id>b</id><title>B</title></entry>
      </blog>

      """
    TemporaryDirectory.write(Array(text.utf8), to: path)
    let plan = try EditPlan.make(BlogEntry.self, file: path, entry: "b", message: "Retitle") {
      try $0.update(id: "b") { $0.title = "Bee" }
    }
    #expect(plan.before.ids == ["b"])
    #expect(
      String(decoding: try plan.write().after, as: UTF8.self)
        == text.replacing("<title>B</title>", with: "<title>Bee</title>"))
    do {
      _ = try EditPlan.make(BlogEntry.self, file: path, message: "Retitle") {
        try $0.update(id: "b") { $0.title = "Bee" }
      }
      Issue.record("Expected the whole document's read to refuse entry a's date.")
    } catch {
      #expect(
        "\(error)"
          == "\(path):2:36: /blog/entry[1]/postedDate: Expected an ISO 8601 date such as 2026-11-20T10:00:00Z, found \"yesterday\"."
      )
    }
  }
}
