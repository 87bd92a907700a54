import BlogDocCore
import BlogDocStore
import BlogDocBlog
import Testing

/// `SideDecoder` reads a side only where it differs from the base, and gives what reading
/// it whole gives; where it cannot vouch for that, it gives `nil` (the caller reads the
/// side whole), and `MergeSides` still reports every error as reading whole does.
@Suite("SideDecoder reads only what changed, or nothing")
struct SideDecoderTests {
  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <blog xmlns="urn:blogdoc:archive" formatVersion="2">
      <entry>
        <id>a</id>
        <title>A</title>
      </entry>
      <!-- b is next -->
      <entry>
        <id>b</id>
        <title>B</title>
      </entry>
      <entry>
        <id>c</id>
        <title>C</title>
      </entry>
    </blog>

    """

  static let json = """
    {
      "formatVersion": 2,
      "blog": [
        {"id": "a", "title": "A"},
        {"id": "b", "title": "B"},
        {"id": "c", "title": "C"}
      ]
    }

    """

  /// The decoder of `base`, of `format`.
  static func decoder(_ base: String, _ format: DocumentFormat) throws -> SideDecoder<BlogEntry> {
    let bytes = Array(base.utf8)
    let (decoded, map) = try DocumentFile.decodeForEditing(
      BlogEntry.self, from: bytes, as: format, named: "base")
    return SideDecoder(base: decoded.document, bytes: bytes, map: map, format: format)
  }

  /// Expects `side` read relative to `base` to be read, and to equal reading it whole.
  static func expectRead(
    _ side: String, from base: String, _ format: DocumentFormat,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let bytes = Array(side.utf8)
    let read = try decoder(base, format).decode(bytes, withSourceMap: true)
    let whole = try DocumentFile.decodeForEditing(
      BlogEntry.self, from: bytes, as: format, named: "side")
    #expect(read?.document == whole.decoded.document, sourceLocation: sourceLocation)
    #expect(read?.sourceMap == whole.sourceMap, sourceLocation: sourceLocation)
    #expect(
      try decoder(base, format).decode(bytes, withSourceMap: false)?.document
        == whole.decoded.document)
  }

  /// Expects `side` not to be read relative to `base`, and the merge sides to be what
  /// reading all three whole gives (or the same error).
  static func expectWholeRead(
    _ side: String, from base: String, _ format: DocumentFormat,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let bytes = Array(side.utf8)
    #expect(
      try decoder(base, format).decode(bytes, withSourceMap: true) == nil,
      sourceLocation: sourceLocation)
    expectSameSides(
      base: Array(base.utf8), ours: Array(base.utf8), theirs: bytes, format,
      sourceLocation: sourceLocation)
    expectSameSides(
      base: Array(base.utf8), ours: bytes, theirs: Array(base.utf8), format,
      sourceLocation: sourceLocation)
  }

  static func expectSameSides(
    base: [UInt8], ours: [UInt8], theirs: [UInt8], _ format: DocumentFormat,
    sourceLocation: Testing.SourceLocation
  ) {
    func sides(_ readsChangesOnly: Bool) -> Result<MergeSides<BlogEntry>, any Error> {
      Result {
        try MergeSides<BlogEntry>.decode(
          base: base, ours: ours, theirs: theirs, as: format, named: "e.\(format.rawValue)",
          readsChangesOnly: readsChangesOnly)
      }
    }
    switch (sides(true), sides(false)) {
    case (.success(let a), .success(let b)):
      #expect(a.base == b.base, sourceLocation: sourceLocation)
      #expect(a.ours == b.ours, sourceLocation: sourceLocation)
      #expect(a.oursMap == b.oursMap, sourceLocation: sourceLocation)
      #expect(a.theirs == b.theirs, sourceLocation: sourceLocation)
    case (.failure(let a), .failure(let b)):
      #expect("\(a)" == "\(b)", sourceLocation: sourceLocation)
    case (let a, let b):
      Issue.record(
        "Reading changes only gave \(a), reading whole \(b).", sourceLocation: sourceLocation)
    }
  }

  static func replacing(_ text: String, _ old: String, _ new: String) -> String {
    precondition(text.contains(old), "no \(old)")
    return text.replacing(old, with: new, maxReplacements: 1)
  }

  // MARK: - Read relative to the base

  @Test func aChangedFieldIsReadAsReadingWholeReadsIt() throws {
    try Self.expectRead(
      Self.replacing(Self.xml, "<title>B</title>", "<title>Bee</title>"), from: Self.xml, .xml)
    try Self.expectRead(Self.replacing(Self.json, "\"B\"", "\"Bee\""), from: Self.json, .json)
  }

  @Test func theFirstAndLastEntriesAndEntriesAddedOrRemovedAtEitherEnd() throws {
    let xmlEdits = [
      ("<title>A</title>", "<title>A!</title>"),
      ("<title>C</title>", "<title>C!</title>"),
      ("  <entry>\n    <id>a</id>\n    <title>A</title>\n  </entry>\n", ""),
      ("  <entry>\n    <id>c</id>\n    <title>C</title>\n  </entry>\n", ""),
      (
        "  <entry>\n    <id>a</id>",
        "  <entry><id>z</id><title>Z</title></entry>\n  <entry>\n    <id>a</id>"
      ),
      ("  </entry>\n</blog>", "  </entry>\n  <entry><id>z</id><title>Z</title></entry>\n</blog>"),
      ("<!-- b is next -->", "<!-- b is still next -->"),
      ("<!-- b is next -->", "<entry><id>z</id><title>Z</title></entry>"),
    ]
    for (old, new) in xmlEdits {
      try Self.expectRead(Self.replacing(Self.xml, old, new), from: Self.xml, .xml)
    }
    let jsonEdits = [
      ("\"A\"", "\"A!\""),
      ("\"C\"}", "\"C!\"}"),
      ("    {\"id\": \"a\", \"title\": \"A\"},\n", ""),
      (",\n    {\"id\": \"c\", \"title\": \"C\"}", ""),
      ("[\n", "[\n    {\"id\": \"z\", \"title\": \"Z\"},\n"),
      ("\"C\"}", "\"C\"}, {\"id\": \"z\", \"title\": \"Z\"}"),
      ("\"B\"},", "\"B\"} ,"),
      ("    {\"id\": \"b\", \"title\": \"B\"},\n", ""),
    ]
    for (old, new) in jsonEdits {
      try Self.expectRead(Self.replacing(Self.json, old, new), from: Self.json, .json)
    }
  }

  @Test func aSideEqualToTheBaseIsTheBase() throws {
    let read = try Self.decoder(Self.xml, .xml).decode(Array(Self.xml.utf8), withSourceMap: true)
    #expect(read?.document == (try Self.decoder(Self.xml, .xml).base))
  }

  @Test func theBlogsOwnMembersAmongTheEntriesAreCompared() throws {
    let base = Self.replacing(Self.xml, "<!-- b is next -->", "<blogTitle>T</blogTitle>")
    try Self.expectRead(
      Self.replacing(base, "<title>B</title>", "<title>Bee</title>"), from: base, .xml)
    try Self.expectRead(
      Self.replacing(base, "<title>A</title>", "<title>Ay</title>"), from: base, .xml)
    try Self.expectWholeRead(
      Self.replacing(base, "<blogTitle>T</blogTitle>", "<blogTitle>U</blogTitle>"), from: base, .xml
    )
    try Self.expectWholeRead(Self.replacing(base, "<blogTitle>T</blogTitle>", ""), from: base, .xml)
    try Self.expectWholeRead(
      Self.replacing(Self.xml, "  </entry>\n</blog>", "  </entry><lang>en</lang>\n</blog>"),
      from: Self.xml, .xml)
  }

  // MARK: - Read whole

  @Test func aChangeToTheRootTagsOrTheProlog() throws {
    try Self.expectWholeRead(
      Self.replacing(Self.xml, "formatVersion=\"2\">", "formatVersion=\"2\" lang=\"en\">"),
      from: Self.xml, .xml)
    try Self.expectWholeRead(Self.replacing(Self.xml, "</blog>", "</blog >"), from: Self.xml, .xml)
    try Self.expectWholeRead(
      Self.replacing(Self.xml, "</blog>\n", "</blog>\n<!-- after -->\n"), from: Self.xml, .xml)
    try Self.expectWholeRead(
      Self.replacing(Self.xml, "encoding=\"UTF-8\"", "encoding=\"utf-8\""), from: Self.xml, .xml)
    try Self.expectWholeRead(
      Self.replacing(Self.json, "\"formatVersion\": 2", "\"formatVersion\":2"), from: Self.json,
      .json)
    try Self.expectWholeRead(
      Self.replacing(Self.json, "  ]\n}", "  ],\n  \"lang\": \"en\"\n}"), from: Self.json, .json)
  }

  @Test func aStretchThatDoesNotReadAsWholeEntries() throws {
    try Self.expectWholeRead(
      Self.replacing(Self.xml, "<title>B</title>", "<title>B</titel>"), from: Self.xml, .xml)
    try Self.expectWholeRead(
      Self.replacing(Self.xml, "<!-- b is next -->", "b is next"), from: Self.xml, .xml)
    try Self.expectWholeRead(
      Self.replacing(Self.xml, "<!-- b is next -->", "<!DOCTYPE blog>"), from: Self.xml, .xml)
    try Self.expectWholeRead(
      Self.replacing(Self.xml, "<!-- b is next -->", "</blog><blog>"), from: Self.xml, .xml)
    try Self.expectWholeRead(
      Self.replacing(Self.json, "\"B\"},", "\"B\"},,"), from: Self.json, .json)
    try Self.expectWholeRead(
      Self.replacing(Self.json, ",\n    {\"id\": \"c\", \"title\": \"C\"}", ","), from: Self.json,
      .json)
    try Self.expectWholeRead(
      Self.replacing(Self.json, "    {\"id\": \"a\", \"title\": \"A\"},", ","), from: Self.json,
      .json)
    try Self.expectWholeRead(
      Self.replacing(Self.json, "{\"id\": \"b\", \"title\": \"B\"}", ""), from: Self.json, .json)
  }

  @Test func anIDGivenTwice() throws {
    try Self.expectWholeRead(
      Self.replacing(Self.xml, "<id>b</id>", "<id>a</id>"), from: Self.xml, .xml)
    try Self.expectWholeRead(
      Self.replacing(Self.json, "\"id\": \"c\"", "\"id\": \"b\""), from: Self.json, .json)
  }

  @Test func aSingleEntryAnOlderVersionOrAnotherFormat() throws {
    let single = """
      <entry xmlns="urn:blogdoc:archive" formatVersion="2">
        <id>a</id>
        <title>A</title>
      </entry>

      """
    try Self.expectWholeRead(
      Self.replacing(single, "<title>A</title>", "<title>B</title>"), from: single, .xml)
    let older = Self.replacing(Self.json, "\"formatVersion\": 2", "\"formatVersion\": 1")
    try Self.expectWholeRead(Self.replacing(older, "\"B\"", "\"Bee\""), from: older, .json)
    #expect(
      try Self.decoder(Self.xml, .xml).decode(Array(Self.json.utf8), withSourceMap: false) == nil)
  }

  @Test func aBlankBaseReadsTheSidesWhole() {
    Self.expectSameSides(
      base: Array(" \n".utf8), ours: Array(Self.xml.utf8), theirs: Array(Self.xml.utf8), .xml,
      sourceLocation: #_sourceLocation)
  }

  @Test func aMalformedSideIsReportedAsReadingWholeReportsIt() throws {
    let side = Self.replacing(Self.xml, "<!-- b is next -->", "<!DOCTYPE blog>")
    #expect(throws: (any Error).self) {
      try MergeSides<BlogEntry>.decode(
        base: Array(Self.xml.utf8), ours: Array(Self.xml.utf8), theirs: Array(side.utf8), as: .xml,
        named: "e.xml")
    }
    do {
      _ = try MergeSides<BlogEntry>.decode(
        base: Array(Self.xml.utf8), ours: Array(Self.xml.utf8), theirs: Array(side.utf8), as: .xml,
        named: "e.xml")
    } catch {
      #expect("\(error)".hasPrefix("e.xml (theirs):7:"), "\(error)")
    }
  }
}
