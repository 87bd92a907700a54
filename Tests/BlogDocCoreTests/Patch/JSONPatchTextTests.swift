import BlogDocCore
import BlogDocTestSupport
import BlogDocJSON
import Testing

@Suite("JSON Patch: pointers and patch text")
struct JSONPatchTextTests {
  @Test func pointersUnescapeTildeZeroAndTildeOne() {
    #expect(JSONPointer("/blog/0/a~1b~0c")?.tokens == ["blog", "0", "a/b~c"])
    #expect(JSONPointer("/~01")?.tokens == ["~1"])
    #expect(JSONPointer("")?.tokens == [])
    #expect(JSONPointer("/")?.tokens == [""])
    #expect(JSONPointer(tokens: ["a/b~c", ""]).description == "/a~1b~0c/")
    #expect(JSONPointer("entry/title") == nil)
    #expect(JSONPointer("/a~2") == nil)
    #expect(JSONPointer("/a~") == nil)
  }

  @Test(arguments: [
    (
      #"[{"op": "replace", "path": "/entry/title"}]"#,
      #"1:2: Expected a "value" member in a replace operation."#
    ),
    (#"[{"op": "add", "value": 1}]"#, #"1:2: Expected a "path" member in an add operation."#),
    (
      #"[{"op": "delete", "path": "/x"}]"#,
      #"1:2: Expected "op" to be one of "add", "remove", "replace", "move", "copy" or "test", found "delete"."#
    ),
    (#"[{"path": "/x"}]"#, #"1:2: Expected an "op" member in each patch operation."#),
    (
      #"[{"op": "remove", "path": "entry/title"}]"#,
      #"1:2: Expected a JSON Pointer starting with '/', found "entry/title"."#
    ),
    (
      #"[{"op": "copy", "from": "/a~2", "path": "/b"}]"#,
      #"1:2: Expected '~' to be followed by '0' or '1' in the JSON Pointer "/a~2"."#
    ),
    (#"[{"op": "move", "path": "/b"}]"#, #"1:2: Expected a "from" member in a move operation."#),
    (
      #"[{"op": "remove", "path": 3}]"#,
      #"1:2: Expected "path" to be a JSON Pointer string, found the number 3."#
    ),
    (#"{"op": "remove", "path": "/x"}"#, "1:1: Expected an array of patch operations, found '{'."),
    ("[\n  1\n]", "2:3: Expected an object for each patch operation, found '1'."),
    (
      "[{\"op\": \"remove\", \"path\": \"/x\"},]",
      "1:33: Expected an object for each patch operation, found ']'."
    ),
    // RFC 6902 A.13: a repeated member makes the patch invalid.
    (
      #"[{"op": "add", "path": "/baz", "value": "qux", "op": "remove"}]"#,
      #"1:48: Duplicate key "op" in one object."#
    ),
  ])
  func malformedPatchesAreRefusedWithTheirPosition(text: String, message: String) {
    #expect(throws: ArchiveError.self) {
      do throws(ArchiveError) {
        _ = try JSONPatch(json: text)
      } catch {
        #expect(error.reading("patch.json").description == "patch.json:" + message)
        throw error
      }
    }
  }

  @Test func unknownMembersOfAnOperationAreIgnored() throws {
    // RFC 6902 A.11.
    let patch = try JSONPatch(
      json: #"[{"op": "add", "path": "/entry/summary", "value": "qux", "xyz": 123}]"#)
    #expect(patch == JSONPatch([.add(path: JSONPointer("/entry/summary")!, value: .string("qux"))]))
    #expect(patch.sourceLocations == [SourceLocation(line: 1, column: 2)])
  }

  @Test func patchesAreWrittenCompactOrPretty() throws {
    let patch = JSONPatch([
      .move(from: JSONPointer("/blog/2")!, path: JSONPointer("/blog/0")!),
      .add(
        path: JSONPointer(tokens: ["blog", "0", "a/b~c"]), value: .array([.number("1.50"), .null])),
    ])
    #expect(
      String(decoding: try patch.jsonBytes(style: .compact), as: UTF8.self)
        == #"[{"op":"move","path":"/blog/0","from":"/blog/2"},{"op":"add","path":"/blog/0/a~1b~0c","value":[1.50,null]}]"#
    )
    #expect(
      String(decoding: try patch.jsonBytes(), as: UTF8.self) == """
        [
          {
            "op": "move",
            "path": "/blog/0",
            "from": "/blog/2"
          },
          {
            "op": "add",
            "path": "/blog/0/a~1b~0c",
            "value": [
              1.50,
              null
            ]
          }
        ]

        """)
    #expect(try JSONPatch(json: patch.jsonBytes(style: .compact)) == patch)
  }

  @Test func errorsNameThePatchFileAndEachOperation() throws {
    let patch = try JSONPatch(
      json:
        "[\n  {\"op\": \"remove\", \"path\": \"/entry/title\"},\n  {\"op\": \"copy\", \"from\": \"\", \"path\": \"/entry/titel\"}\n]"
    )
    #expect(throws: JSONPatchError.self) {
      do throws(JSONPatchError) {
        _ = try PatchTarget.entry.applying(patch)
      } catch {
        #expect(
          error.reading("patch.json").description == """
            patch.json:2:3: operation 1 (remove /entry/title): 'title' is required and cannot be removed.
            patch.json:3:3: operation 2 (copy from "" to /entry/titel): "titel" names no field of an entry; did you mean "title"?
            """)
        throw error
      }
    }
    // A patch made in code has no positions to show.
    #expect(throws: JSONPatchError.self) {
      do throws(JSONPatchError) {
        _ = try PatchTarget.entry.applying(JSONPatch([.remove(path: JSONPointer("/entry")!)]))
      } catch {
        #expect(
          error.reading("patch.json").description
            == "patch.json: operation 1 (remove /entry): a single-entry document needs its entry; replace it instead."
        )
        throw error
      }
    }
  }
}
