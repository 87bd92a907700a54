import BlogDocCore
import BlogDocTestSupport
import BlogDocJSON
import BlogDocBlog
import Testing

@Suite("JSON Patch: from a diff")
struct JSONPatchDifferenceTests {
  /// Two blogs: unrelated random ones half the time (unknown members appear, entries are
  /// replaced whole), an edit of the first otherwise.
  static let pair = Generator<
    (BlogDocument, BlogDocument), Shrink.None<(BlogDocument, BlogDocument)>
  > { rng in
    let first = Generators.blogDocument(maxCount: 5).run(using: &rng)
    if Bool.random(using: &rng) {
      return (first, Generators.blogDocument(maxCount: 5).run(using: &rng))
    }
    return (first, ToolPatches.edited(first, using: &rng))
  }

  @Test(arguments: [false, true])
  func thePatchOfADiffTurnsBeforeIntoAfter(includingTests: Bool) async {
    await propertyCheck(count: propertyCount(200), input: Self.pair) { pair in
      let (before, after) = pair
      let patch = JSONPatch(
        after.difference(from: before), appliedTo: before, includingTests: includingTests)
      #expect((try? before.applying(patch))?.document == after, "\(patch)")
      #expect(JSONPatchOracle.applying(patch, to: before) == after, "\(patch)")
      // And it survives being written and read, in both layouts.
      for style in [JSONPatch.Style.compact, .pretty] {
        #expect((try? JSONPatch(json: patch.jsonBytes(style: style))) == patch)
      }
    }
  }

  @Test func singleEntryDocumentsGetEntryPaths() async {
    let entries = Generator<(BlogEntry, BlogEntry), Shrink.None<(BlogEntry, BlogEntry)>> { rng in
      (Generators.blogEntry.run(using: &rng), Generators.blogEntry.run(using: &rng))
    }
    await propertyCheck(count: propertyCount(100), input: entries) { pair in
      let before = ModelDocument(entry: pair.0)
      var after = ModelDocument(entry: pair.1)
      if Bool.random() {
        after = ModelDocument(
          entry: {
            var e = pair.1; e.id = pair.0.id; return e
          }())
      }
      let patch = JSONPatch(after.difference(from: before), appliedTo: before, includingTests: true)
      #expect((try? before.applying(patch))?.document == after, "\(patch)")
    }
  }

  @Test func fieldChangesBecomeReplaceAddAndRemoveWithTests() throws {
    let before = PatchTarget.blog
    var after = before
    after[id: "first-post"]?.title = "New"
    after[id: "first-post"]?.summary = nil
    after[id: "second-post"]?.authorName = "Ada"
    after.move(id: "third-post", to: 0)
    let patch = JSONPatch(after.difference(from: before), appliedTo: before, includingTests: true)
    #expect(
      String(decoding: try patch.jsonBytes(style: .compact), as: UTF8.self)
        == #"[{"op":"test","path":"/blog/0/title","value":"First"},{"op":"replace","path":"/blog/0/title","value":"New"},{"op":"test","path":"/blog/0/summary","value":"One"},{"op":"remove","path":"/blog/0/summary"},{"op":"add","path":"/blog/1/authorName","value":"Ada"},{"op":"test","path":"/blog/2/id","value":"third-post"},{"op":"move","path":"/blog/0","from":"/blog/2"}]"#
    )
    // Once applied, the tests of the old values fail: the patch does not apply twice.
    let once = try before.applying(patch).document
    #expect(throws: JSONPatchError.self) { try once.applying(patch) }
  }
}
