import BlogDocCore
import BlogDocXML
import Testing

/// A model of 70 fields and a birthday, in XML: the reader types every field past 64, and a
/// `Day` is an element of `YYYY-MM-DD` text.
private struct Wide: Model {
  static let width = 70
  var id = ""
  var values = Array(repeating: 0, count: Wide.width)
  var birthday: Day?
  var unknownFields = ArchiveObject()

  static let schema = Schema<Wide>(
    entryName: "wide", collectionName: "wides", version: 1, id: \.id,
    fields: (0..<width).map { index in Field("f\(index)", \Wide.values[index]) }
      + [Field("birthday", \.birthday)])
}

@Suite("XML: a model of more than 64 fields")
struct WideModelXMLTests {
  private let format = XMLArchiveFormat()

  @Test func everyFieldAndADayRoundTrip() throws {
    let document = try ModelDocument(entries: [
      Wide(
        id: "a", values: (0..<Wide.width).map { $0 * 7 },
        birthday: Day(year: 1815, month: 12, day: 10)),
      Wide(id: "b"),
    ])
    let bytes = try format.encode(document)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("<f69>483</f69>"))
    #expect(text.contains("<birthday>1815-12-10</birthday>"))
    #expect(try format.decode(Wide.self, from: bytes) == document)
  }

  @Test func aRepeatedFieldPast64AndAnImpossibleDayAreNamedWhere() throws {
    let xml = Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <wide xmlns="urn:blogdoc:archive" formatVersion="1">
        <id>a</id>
        <f68>1</f68>
        <f68>2</f68>
      </wide>
      """.utf8)
    let twice = #expect(throws: ArchiveError.self) { try format.decode(Wide.self, from: xml) }
    #expect(twice?.description == "5:3: /wide/f68: Field 'f68' appears more than once in one wide.")
    let day = Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <wide xmlns="urn:blogdoc:archive" formatVersion="1">
        <id>a</id>
        <birthday>1990-02-30</birthday>
      </wide>
      """.utf8)
    let refused = #expect(throws: ArchiveError.self) { try format.decode(Wide.self, from: day) }
    #expect(
      refused?.description
        == #"4:3: /wide/birthday: Expected a value Day can hold, found "1990-02-30"."#)
  }
}
