import BlogDocCore
import BlogDocTestSupport
import BlogDocJSON
import BlogDocBlog
import Testing

@Suite("JSON Patch: applying")
struct JSONPatchApplyTests {
  let blog = PatchTarget.blog
  let entry = PatchTarget.entry

  func apply(
    _ text: String, to document: BlogDocument
  ) throws -> (document: BlogDocument, diff: DocumentDiff<BlogEntry>) {
    try document.applying(try JSONPatch(json: text))
  }

  /// The whole message of the error applying `text` to `document` throws.
  func failure(_ text: String, on document: BlogDocument) throws -> String {
    do {
      _ = try document.applying(try JSONPatch(json: text))
      Issue.record("the patch applied")
      return ""
    } catch {
      return "\(error)"
    }
  }

  @Test func replacingAFieldChangesThatFieldOnly() throws {
    let (patched, diff) = try apply(
      #"[{"op": "replace", "path": "/blog/1/title", "value": "Two"}]"#, to: blog)
    var expected = blog
    expected[id: "second-post"]?.title = "Two"
    #expect(patched == expected)
    #expect(diff.description == #"~ second-post.title: "Second" → "Two""#)
  }

  @Test func listItemsAreAddedRemovedAndAppended() throws {
    let (patched, _) = try apply(
      #"""
      [{"op": "add", "path": "/blog/0/tagNames/1", "value": "xml"},
       {"op": "add", "path": "/blog/0/tagNames/-", "value": "last"},
       {"op": "remove", "path": "/blog/0/tagNames/0"},
       {"op": "replace", "path": "/blog/1/categoryNames/0", "value": "Essays"}]
      """#, to: blog)
    #expect(patched[id: "first-post"]?.tagNames == ["xml", "json", "last"])
    #expect(patched[id: "second-post"]?.categoryNames == ["Essays"])
  }

  @Test func entriesAreAppendedInsertedMovedCopiedAndRemoved() throws {
    let (patched, _) = try apply(
      #"""
      [{"op": "add", "path": "/blog/-", "value": {"id": "fourth", "title": "Four", "mood": "new"}},
       {"op": "move", "from": "/blog/3", "path": "/blog/0"},
       {"op": "remove", "path": "/blog/2"},
       {"op": "copy", "from": "/blog/0", "path": "/blog/1"},
       {"op": "replace", "path": "/blog/1/id", "value": "fifth"}]
      """#, to: blog)
    #expect(patched.ids == ["fourth", "fifth", "first-post", "third-post"])
    #expect(patched[id: "fifth"]?.unknownFields == ["mood": .string("new")])
  }

  @Test func optionalFieldsAreAddedAndRemovedAsMembers() throws {
    let (patched, diff) = try apply(
      #"""
      [{"op": "add", "path": "/entry/summary", "value": "Short"},
       {"op": "remove", "path": "/entry/updatedDate"},
       {"op": "remove", "path": "/entry/bodyText"}]
      """#, to: entry)
    #expect(patched.entries[0].summary == "Short")
    #expect(patched.entries[0].updatedDate == nil)
    #expect(patched.entries[0].bodyText == "")
    #expect(diff.entryChanges.count == 1)
  }

  @Test func unknownMembersAndTheirInsidesCanChangeButNotAppear() throws {
    let (patched, _) = try apply(
      #"""
      [{"op": "replace", "path": "/blog/0/a~1b/c~0d/1", "value": 3},
       {"op": "add", "path": "/blog/0/a~1b/e", "value": null},
       {"op": "remove", "path": "/blog/0/rating"},
       {"op": "replace", "path": "/meta/owner", "value": "you"}]
      """#, to: blog)
    #expect(
      patched[id: "first-post"]?.unknownFields
        == [
          "a/b": .object(["c~d": .array([.number("1"), .number("3"), .string("x")]), "e": .null])
        ])
    #expect(
      patched.unknownFields["meta"]
        == .object(["owner": .string("you"), "tags": .array([.string("t")])]))
  }

  @Test func testComparesAsJSONDoes() throws {
    let (patched, diff) = try apply(
      #"""
      [{"op": "test", "path": "/blog/0/a~1b", "value": {"c~d": [1.0, 2.5, "x"]}},
       {"op": "test", "path": "/blog/0/rating", "value": 5e0},
       {"op": "test", "path": "/blog/1/postedDate", "value": "2026-02-03T04:05:06.5+02:00"},
       {"op": "test", "path": "/formatVersion", "value": 2},
       {"op": "test", "path": "/blog/2/~0tilde", "value": null}]
      """#, to: blog)
    #expect(patched == blog)
    #expect(diff.isEmpty)
  }

  /// A field accepts a string for a boolean or a date as the XML reader does; until the
  /// document is saved, later operations see what was written, as a JSON tool would.
  @Test func laterOperationsSeeValuesAsTheyWereWritten() throws {
    let (patched, _) = try apply(
      #"""
      [{"op": "replace", "path": "/blog/0/isDraft", "value": "true"},
       {"op": "test", "path": "/blog/0/isDraft", "value": "true"},
       {"op": "copy", "from": "/blog/0/isDraft", "path": "/blog/0/rating"}]
      """#, to: blog)
    #expect(patched[id: "first-post"]?.isDraft == true)
    #expect(patched[id: "first-post"]?.unknownFields["rating"] == .string("true"))
  }

  @Test func everyProblemIsListedAndNothingChanges() throws {
    let message = try failure(
      #"""
      [{"op": "replace", "path": "/blog/0/title", "value": "Changed"},
       {"op": "replace", "path": "/blog/0/isDraft", "value": "many"},
       {"op": "test", "path": "/blog/1/title", "value": "Other"},
       {"op": "add", "path": "/blog/0/servings", "value": 4},
       {"op": "replace", "path": "/blog/7/title", "value": "x"},
       {"op": "replace", "path": "/blog/1/postedDate", "value": "yesterday"},
       {"op": "remove", "path": "/blog/0/title"},
       {"op": "replace", "path": "/blog/0/summary", "value": "x"},
       {"op": "remove", "path": "/blog/1/summary"}]
      """#, on: blog)
    #expect(
      message == """
        2:2: operation 2 (replace /blog/0/isDraft): expected a boolean (true or false), found "many".
        3:2: operation 3 (test /blog/1/title): expected "Other", found "Second".
        4:2: operation 4 (add /blog/0/servings): "servings" names no field of an entry.
        5:2: operation 5 (replace /blog/7/title): index 7 is out of range; /blog has 3 items.
        6:2: operation 6 (replace /blog/1/postedDate): expected an ISO 8601 date such as 2026-11-20T10:00:00Z, found "yesterday".
        7:2: operation 7 (remove /blog/0/title): 'title' is required and cannot be removed.
        9:2: operation 9 (remove /blog/1/summary): 'summary' is absent from this entry.
        """)
  }
}
