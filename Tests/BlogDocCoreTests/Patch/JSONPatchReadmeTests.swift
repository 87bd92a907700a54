// swift-format-ignore-file
// The code is a line-for-line copy of the README's, so the formatter leaves it alone.
import BlogDocCore
import BlogDocJSON
import BlogDocBlog
import Testing

/// The README's JSON Patch examples, as they print.
@Suite("JSON Patch: README examples")
struct JSONPatchReadmeTests {
  @Test func applyingAndTurningTheDiffBackIntoAPatch() throws {
    let blog = try BlogDocument(entries: [BlogEntry(id: "hello-world", title: "Hello, World")])
    let patch = try JSONPatch(json: """
      [{"op": "test", "path": "/blog/0/id", "value": "hello-world"},
       {"op": "replace", "path": "/blog/0/title", "value": "Hello again"},
       {"op": "add", "path": "/blog/0/tagNames/-", "value": "swift"}]
      """)
    let (patched, diff) = try blog.applying(patch)
    #expect(diff.description == """
      ~ hello-world.title: "Hello, World" → "Hello again"
      ~ hello-world.tagNames: +"swift"
      """)
    let back = JSONPatch(diff.inverted(), appliedTo: patched, includingTests: true)
    #expect(
      String(decoding: try back.jsonBytes(style: .compact), as: UTF8.self)
        == #"[{"op":"test","path":"/blog/0/tagNames","value":["swift"]},{"op":"replace","path":"/blog/0/tagNames","value":[]},{"op":"test","path":"/blog/0/title","value":"Hello again"},{"op":"replace","path":"/blog/0/title","value":"Hello, World"}]"#)
    #expect(try patched.applying(back).document == blog)
  }

  @Test func errorsListEveryProblem() throws {
    let soup = ModelDocument(entry: BlogEntry(id: "soup", title: "Soup"))
    let patch = try JSONPatch(json: """
      [
        {"op": "replace", "path": "/entry/title", "value": "Stew"},
        {"op": "replace", "path": "/entry/isDraft", "value": "many"},
        {"op": "add", "path": "/entry/servings", "value": 4},
        {"op": "test", "path": "/entry/title", "value": "Pasta"}
      ]
      """)
    #expect(throws: JSONPatchError.self) {
      do throws(JSONPatchError) {
        _ = try soup.applying(patch)
      } catch {
        #expect(
          error.reading("patch.json").description == """
            patch.json:3:3: operation 2 (replace /entry/isDraft): expected a boolean (true or false), found "many".
            patch.json:4:3: operation 3 (add /entry/servings): "servings" names no field of an entry.
            patch.json:5:3: operation 4 (test /entry/title): expected "Pasta", found "Stew".
            """)
        throw error
      }
    }
  }
}
