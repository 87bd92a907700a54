import BlogDocCore
import BlogDocTestSupport
import BlogDocJSON
import BlogDocBlog
import Testing

/// RFC 6902 Appendix A, moved onto the shapes of a blog: each example's member becomes a
/// field or an unknown member, its array a tag list or an unknown array.
@Suite("JSON Patch: RFC 6902 appendix A")
struct JSONPatchRFCExampleTests {
  let blog = PatchTarget.blog

  func applying(_ text: String) throws -> BlogDocument {
    try blog.applying(try JSONPatch(json: text)).document
  }

  func failure(_ text: String) throws -> String {
    do {
      _ = try blog.applying(try JSONPatch(json: text))
    } catch {
      return "\(error)"
    }
    Issue.record("the patch applied")
    return ""
  }

  @Test func a1AddingAnObjectMember() throws {
    let patched = try applying(#"[{"op": "add", "path": "/blog/1/summary", "value": "qux"}]"#)
    #expect(patched[id: "second-post"]?.summary == "qux")
  }

  @Test func a2AddingAnArrayElement() throws {
    let patched = try applying(#"[{"op": "add", "path": "/blog/0/tagNames/1", "value": "qux"}]"#)
    #expect(patched[id: "first-post"]?.tagNames == ["swift", "qux", "json"])
  }

  @Test func a3RemovingAnObjectMember() throws {
    let patched = try applying(#"[{"op": "remove", "path": "/blog/0/summary"}]"#)
    #expect(patched[id: "first-post"]?.summary == nil)
  }

  @Test func a4RemovingAnArrayElement() throws {
    let patched = try applying(#"[{"op": "remove", "path": "/blog/0/tagNames/1"}]"#)
    #expect(patched[id: "first-post"]?.tagNames == ["swift"])
  }

  @Test func a5ReplacingAValue() throws {
    let patched = try applying(#"[{"op": "replace", "path": "/blog/0/title", "value": "boo"}]"#)
    #expect(patched[id: "first-post"]?.title == "boo")
  }

  @Test func a6MovingAValue() throws {
    let patched = try applying(
      #"[{"op": "move", "from": "/blog/0/summary", "path": "/blog/2/summary"}]"#)
    #expect(patched[id: "first-post"]?.summary == nil)
    #expect(patched[id: "third-post"]?.summary == "One")
  }

  @Test func a7MovingAnArrayElement() throws {
    let patched = try applying(#"[{"op": "move", "from": "/blog/0", "path": "/blog/2"}]"#)
    #expect(patched.ids == ["second-post", "third-post", "first-post"])
  }

  @Test func a8TestingAValueSuccess() throws {
    let patched = try applying(
      #"[{"op": "test", "path": "/blog/0/title", "value": "First"}, {"op": "test", "path": "/blog/0/tagNames/1", "value": "json"}]"#
    )
    #expect(patched == blog)
  }

  @Test func a9TestingAValueError() throws {
    #expect(
      try failure(#"[{"op": "test", "path": "/blog/0/title", "value": "bar"}]"#)
        == #"1:2: operation 1 (test /blog/0/title): expected "bar", found "First"."#)
  }

  @Test func a10AddingANestedMemberObject() throws {
    let patched = try applying(
      #"[{"op": "add", "path": "/meta/child", "value": {"grandchild": {}}}]"#)
    #expect(
      patched.unknownFields["meta"]?.objectValue?["child"] == .object(["grandchild": .object([:])]))
  }

  @Test func a12AddingToANonexistentTarget() throws {
    #expect(
      try failure(#"[{"op": "add", "path": "/meta/baz/bat", "value": "qux"}]"#)
        == #"1:2: operation 1 (add /meta/baz/bat): /meta has no member "baz"."#)
  }

  @Test func a14TildeEscapeOrdering() throws {
    let patched = try applying(
      #"[{"op": "test", "path": "/blog/0/a~1b/c~0d/1", "value": 2.5}, {"op": "test", "path": "/blog/2/~0tilde", "value": null}]"#
    )
    #expect(patched == blog)
  }

  @Test func a15ComparingStringsAndNumbers() throws {
    #expect(
      try failure(#"[{"op": "test", "path": "/blog/0/rating", "value": "5"}]"#)
        == #"1:2: operation 1 (test /blog/0/rating): expected "5", found 5."#)
  }

  @Test func a16AddingAnArrayValue() throws {
    let patched = try applying(#"[{"op": "add", "path": "/meta/tags/-", "value": ["abc", "def"]}]"#)
    #expect(
      patched.unknownFields["meta"]?.objectValue?["tags"]
        == .array([.string("t"), .array([.string("abc"), .string("def")])]))
    // A tag list holds strings only.
    #expect(
      try failure(#"[{"op": "add", "path": "/blog/0/tagNames/-", "value": ["abc", "def"]}]"#)
        == #"1:2: operation 1 (add /blog/0/tagNames/-): expected a list of strings, found a list of 2 items."#
    )
  }
}
