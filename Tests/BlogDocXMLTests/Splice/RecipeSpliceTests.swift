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
    let (decoded, map) = try source.withUnsafeBytes {
      try XMLArchiveFormat().decodeWithSourceMap(Recipe.self, from: $0)
    }
    let edited = try Self.edit(decoded.document)
    let spliced = try XMLSplice.splice(source, map: map, original: decoded.document, edited: edited)
    // Only the servings' text changes, and the new field takes a line of its own.
    let expected = String(decoding: source, as: UTF8.self)
      .replacing("<servings>2</servings>", with: "<servings>4</servings>")
      .replacing(
        "<name>Bread</name>\n",
        with: "<name>Bread</name>\n        <isVegetarian>true</isVegetarian>\n")
    #expect(String(decoding: spliced, as: UTF8.self) == expected)
    let reread = try spliced.withUnsafeBytes {
      try XMLArchiveFormat().decode(Recipe.self, from: $0, options: .default)
    }
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
    let (decoded, map) = try source.withUnsafeBytes {
      try JSONArchiveFormat().decodeWithSourceMap(Recipe.self, from: $0)
    }
    let edited = try Self.edit(decoded.document)
    let spliced = try JSONSplice.splice(
      source, map: map, original: decoded.document, edited: edited)
    // Only the servings' value changes, and the new member takes a line of its own.
    let expected = String(decoding: source, as: UTF8.self)
      .replacing(#""servings": 2"#, with: #""servings": 4"#)
      .replacing(
        #""name": "Bread"\#n"#, with: #""name": "Bread",\#n            "isVegetarian": true\#n"#)
    #expect(String(decoding: spliced, as: UTF8.self) == expected)
    let reread = try spliced.withUnsafeBytes {
      try JSONArchiveFormat().decode(Recipe.self, from: $0, options: .default)
    }
    #expect(reread.document == edited)
  }
}
