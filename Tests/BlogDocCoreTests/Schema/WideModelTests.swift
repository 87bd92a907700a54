import BlogDocCore
import BlogDocJSON
import FoundationEssentials
import Testing

/// A model of 70 integer fields (and its id): past the 64 one word of bits once held.
private struct Wide: Model {
  static let width = 70
  var id = ""
  var values = Array(repeating: 0, count: Wide.width)
  var unknownFields = ArchiveObject()

  static let schema = Schema<Wide>(
    entryName: "wide", collectionName: "wides", version: 1, id: \.id,
    fields: (0..<width).map { index in
      Field("f\(index)", \Wide.values[index], isRequired: index == width - 1)
    })
}

@Suite("A model of more than 64 fields")
struct WideModelTests {
  private let format = JSONArchiveFormat()

  private func wide(_ id: String, _ value: (Int) -> Int) -> Wide {
    Wide(id: id, values: (0..<Wide.width).map(value))
  }

  @Test func encodesAndDecodesEveryField() throws {
    try Wide.schema.check()
    let document = try ModelDocument(entries: [wide("a") { $0 }, wide("b") { $0 * 3 }])
    let bytes = try format.encode(document)
    #expect(try format.decode(Wide.self, from: bytes) == document)
  }

  @Test func aRepeatedOrMissingFieldPast64IsNamed() throws {
    let members = (0..<Wide.width - 1).map { "\"f\($0)\": 1" }.joined(separator: ", ")
    let missing = Array(#"{"formatVersion": 1, "wide": {"id": "a", \#(members)}}"#.utf8)
    let error = #expect(throws: ArchiveError.self) { try format.decode(Wide.self, from: missing) }
    #expect(error?.message == "Missing required field 'f69'.")
    #expect(error?.fieldPath == "/wide")
    // JSON refuses a repeated key itself; members built in memory reach the builder.
    let twice = ArchiveObject(
      [("id", "a"), ("f69", "1"), ("f68", "2"), ("f68", "3")].map { key, value in
        ArchiveObject.Member(key: key, value: key == "id" ? .string(value) : .number(value))
      })
    #expect(
      throws: ArchiveError(
        .schema, "Field 'f68' appears more than once in one wide.", fieldPath: "/wide/f68")
    ) {
      try Wide(archived: twice)
    }
  }

  @Test func patchesDiffsAndUndoReachTheLastFields() throws {
    var document = try ModelDocument(entries: [wide("a") { $0 }])
    let before = document
    let patch = try JSONPatch(
      json: """
        [{"op": "replace", "path": "/wides/0/f69", "value": 700},
         {"op": "replace", "path": "/wides/0/f65", "value": 650},
         {"op": "test", "path": "/wides/0/f66", "value": 66}]
        """)
    let (patched, patchDiff) = try document.applying(patch)
    #expect(patched[id: "a"]?.values[69] == 700)
    #expect(patched[id: "a"]?.values[65] == 650)
    #expect(patchDiff == patched.difference(from: document))
    #expect(
      patchDiff.description == """
        ~ a.f65: 65 → 650
        ~ a.f69: 69 → 700
        """)

    var history = History<Wide>()
    var edited = try #require(document[id: "a"])
    edited.values[68] = -1
    let diff = try document.transaction("Edit") { proxy in
      proxy[id: "a"]?.replace(with: edited)
    }
    history.record(diff, actionName: "Edit")
    #expect(diff.description == "~ a.f68: 68 → -1")
    #expect(document[id: "a"]?.values[68] == -1)
    try history.undo(&document)
    #expect(document == before)
    try history.redo(&document)
    #expect(document[id: "a"]?.values[68] == -1)
  }
}
