import BlogDocCore
import BlogDocJSON
import FoundationEssentials
import Testing

/// A model that is not blogdoc's, with integer, number and date fields: patches are generic
/// over any `Model`, named by its record and collection names.
private struct Dish: Model {
  var id = ""
  var name = ""
  var servings = 1
  var minutes: Double = 0
  var lastCooked: Timestamp?
  var unknownFields = ArchiveObject()

  static let schema = Schema<Dish>(
    entryName: "recipe", collectionName: "cookbook", version: 1, id: \.id,
    fields: [
      Field("name", \.name),
      Field("servings", \.servings),
      Field("minutes", \.minutes),
      Field("lastCooked", \.lastCooked),
    ])
}

@Suite("JSON Patch: any model")
struct JSONPatchOtherModelTests {
  fileprivate let cookbook = try! ModelDocument<Dish>(entries: [
    Dish(id: "soup", name: "Soup", servings: 4, minutes: 35.5),
    Dish(id: "pasta", name: "Pasta", servings: 2, minutes: 20),
  ])

  @Test func numbersAndDatesAreTypedByTheirFields() throws {
    let patch = try JSONPatch(
      json: """
        [{"op": "replace", "path": "/cookbook/0/servings", "value": 6},
         {"op": "test", "path": "/cookbook/0/minutes", "value": 35.50},
         {"op": "replace", "path": "/cookbook/1/minutes", "value": 1e1},
         {"op": "add", "path": "/cookbook/1/lastCooked", "value": "2026-11-01T19:30:00.25+01:00"},
         {"op": "move", "from": "/cookbook/1", "path": "/cookbook/0"}]
        """)
    let (patched, diff) = try cookbook.applying(patch)
    #expect(patched.ids == ["pasta", "soup"])
    #expect(patched[id: "soup"]?.servings == 6)
    #expect(patched[id: "pasta"]?.minutes == 10)
    #expect(patched[id: "pasta"]?.lastCooked?.iso8601 == "2026-11-01T19:30:00.25+01:00")
    #expect(try cookbook.applying(diff) == patched)
    #expect(
      try cookbook.applying(JSONPatch(diff, appliedTo: cookbook, includingTests: true)).document
        == patched)
  }

  @Test func valuesOfTheWrongKindAreRefusedByTheField() throws {
    let single = ModelDocument(entry: Dish(id: "soup", name: "Soup"))
    let patch = try JSONPatch(
      json: """
        [{"op": "replace", "path": "/recipe/servings", "value": "many"},
         {"op": "replace", "path": "/recipe/minutes", "value": true},
         {"op": "add", "path": "/recipe/lastCooked", "value": "yesterday"},
         {"op": "replace", "path": "/recipe/servings", "value": 2.5},
         {"op": "add", "path": "/cookbook/-", "value": {"id": "x"}}]
        """)
    #expect(throws: JSONPatchError.self) {
      do throws(JSONPatchError) {
        _ = try single.applying(patch)
      } catch {
        #expect(
          error.description == """
            1:2: operation 1 (replace /recipe/servings): expected an integer, found "many".
            2:2: operation 2 (replace /recipe/minutes): expected a number, found true.
            3:2: operation 3 (add /recipe/lastCooked): expected an ISO 8601 date such as 2026-11-20T10:00:00Z, found "yesterday".
            4:2: operation 4 (replace /recipe/servings): expected an integer, found "2.5".
            5:2: operation 5 (add /cookbook/-): a single-recipe document has no member "cookbook"; its recipe is /recipe.
            """)
        throw error
      }
    }
  }
}
