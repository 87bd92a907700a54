import BlogDocCore
import BlogDocJSON
import BlogDocXML
import Testing

/// The splice planner knows no model: a cookbook of `Recipe`s splices in XML and JSON as
/// a blog does, a changed value in place and an added field on its own line.
@Suite("A non-blog model splices")
struct RecipeSpliceTests {
  /// Makes soup serve 4, and bread vegetarian, a field its file does not hold.
  static func edit(_ cookbook: ModelDocument<Recipe>) throws -> ModelDocument<Recipe> {
    var edited = cookbook
    try edited.transaction("Cook") { proxy in
      proxy[id: "soup"]?.servings = 4
      proxy[id: "bread"]?.isVegetarian = true
    }
    return edited
  }

  @Test func xml() throws {
    let source = Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- my cookbook -->
      <cookbook xmlns="urn:example:recipes" formatVersion="1">
          <recipe>
              <id>soup</id>
              <name>Soup</name>   <!-- keep -->
              <servings>2</servings>
          </recipe>
          <recipe>
              <id>bread</id>
              <name>Bread</name>
          </recipe>
      </cookbook>

      """.utf8)
    let (decoded, map) = try source.withUnsafeBytes { try XMLArchiveFormat().decodeWithSourceMap(Recipe.self, from: $0) }
    let edited = try Self.edit(decoded.document)
    let spliced = try XMLSplice.splice(source, map: map, original: decoded.document, edited: edited)
    #expect(
      String(decoding: spliced, as: UTF8.self) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- my cookbook -->
        <cookbook xmlns="urn:example:recipes" formatVersion="1">
            <recipe>
                <id>soup</id>
                <name>Soup</name>   <!-- keep -->
                <servings>4</servings>
            </recipe>
            <recipe>
                <id>bread</id>
                <name>Bread</name>
                <isVegetarian>true</isVegetarian>
            </recipe>
        </cookbook>

        """)
    let reread = try spliced.withUnsafeBytes { try XMLArchiveFormat().decode(Recipe.self, from: $0, options: .default) }
    #expect(reread.document == edited)
  }

  @Test func json() throws {
    let source = Array(
      """
      {
          "formatVersion": 1,
          "cookbook": [
              {"id": "soup", "name": "Soup", "servings": 2},
              {
                  "id": "bread",
                  "name": "Bread"
              }
          ]
      }

      """.utf8)
    let (decoded, map) = try source.withUnsafeBytes { try JSONArchiveFormat().decodeWithSourceMap(Recipe.self, from: $0) }
    let edited = try Self.edit(decoded.document)
    let spliced = try JSONSplice.splice(source, map: map, original: decoded.document, edited: edited)
    #expect(
      String(decoding: spliced, as: UTF8.self) == """
        {
            "formatVersion": 1,
            "cookbook": [
                {"id": "soup", "name": "Soup", "servings": 4},
                {
                    "id": "bread",
                    "name": "Bread",
                    "isVegetarian": true
                }
            ]
        }

        """)
    let reread = try spliced.withUnsafeBytes { try JSONArchiveFormat().decode(Recipe.self, from: $0, options: .default) }
    #expect(reread.document == edited)
  }
}
