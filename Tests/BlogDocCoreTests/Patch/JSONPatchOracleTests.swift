import BlogDocCore
import BlogDocTestSupport
import BlogDocJSON
import Testing

/// blogdoc's field-by-field apply against ``JSONPatchOracle``, which patches the archived
/// JSON tree as any RFC 6902 tool would.
@Suite("JSON Patch: against the tree oracle")
struct JSONPatchOracleTests {
  /// Random patches: wherever blogdoc applies one, the tree oracle gives the same
  /// document; wherever the oracle refuses one, so does blogdoc. (blogdoc may refuse what
  /// the oracle takes: a value of the wrong kind in between, or a new unknown key.)
  @Test func randomPatchesAgreeWithTheOracle() async {
    await propertyCheck(count: propertyCount(400), input: RandomPatches.documentAndPatch) { input in
      let (document, patch) = input
      let expected = JSONPatchOracle.applying(patch, to: document)
      do throws(JSONPatchError) {
        let (patched, diff) = try document.applying(patch)
        #expect(
          patched == expected,
          "\(patch)\n\(expected.map { patched.difference(from: $0).description } ?? "oracle failed")\n\(String(decoding: (try? JSONArchiveFormat().encode(document)) ?? [], as: UTF8.self))"
        )
        #expect((try? document.applying(diff)) == patched)
        #expect(diff == patched.difference(from: document))
      } catch {
        #expect(!error.problems.isEmpty)
        if expected == nil { return }
      }
    }
  }

  /// Patches as real tools write them, between a blog and an edit of it, apply and give the
  /// edited blog, as they do through the oracle.
  @Test func toolShapedPatchesApply() async {
    await propertyCheck(count: propertyCount(300), input: ToolPatches.edit) { input in
      let (before, after, tool, patch) = input
      let oracle = JSONPatchOracle.applying(patch, to: before)
      #expect(oracle != nil, "\(tool): \(patch)")
      let patched = try before.applying(patch).document
      #expect(
        patched == oracle,
        "\(tool): \(patch)\n\(oracle.map { patched.difference(from: $0).description } ?? "")")
      if tool != .kubectl {
        #expect(patched == after, "\(tool): \(patch)")
      }
    }
  }

  /// Invertible patches carry `test` ops of every old value: applied to a document whose
  /// tested values differ, they fail with the tests, and nothing changes.
  @Test func testOperationsGuardAgainstChangesSince() async {
    await propertyCheck(count: propertyCount(100), input: ToolPatches.edit) { input in
      let (before, after, _, _) = input
      var rng: any SeededRandomNumberGenerator = Xoshiro(seed: (1, 2, 3, 4))
      let patch = ToolPatches.patch(
        from: before, to: after, by: .fastJSONPatchInvertible, using: &rng)
      guard patch.operations.contains(where: { $0.name == "test" }) else { return }
      // Applied twice: the second time every test of an old value that changed fails.
      let once = try before.applying(patch).document
      #expect(throws: JSONPatchError.self) { try once.applying(patch) }
    }
  }
}
