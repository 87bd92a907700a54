import BlogDocCore
import BlogDocTestSupport
import BlogDocJSON
import BlogDocBlog
import Testing

/// A splice writes only what changed: the result reads back as the edited document and
/// every byte of what did not change is still there, in any layout.
@Suite("JSON splice")
struct JSONSpliceTests {
  static func read(_ bytes: [UInt8]) throws -> (BlogDocument, JSONSourceMap) {
    let (decoded, map) = try bytes.withUnsafeBytes { buffer in
      try JSONArchiveFormat().decodeWithSourceMap(BlogEntry.self, from: buffer)
    }
    return (decoded.document, map)
  }

  static func splice(_ text: String, _ edit: (inout BlogDocument) throws -> Void) throws -> String {
    let bytes = Array(text.utf8)
    let (document, map) = try read(bytes)
    var edited = document
    try edit(&edited)
    let output = try JSONSplice.splice(bytes, map: map, original: document, edited: edited)
    return String(decoding: output, as: UTF8.self)
  }

  static let fourSpaces = """
    {
        "formatVersion": 2,
        "entry": {
            "id": "hello",
            "title": "Hello",
            "bodyText": "Caf\\u00e9 \\/ x",
            "tagNames": [
                "swift"
            ],
            "rating": 1.50E+2,
            "isDraft": false
        }
    }

    """

  @Test func aSingleEntryDocumentLeftWithoutItsEntryIsRefusedNotSpliced() throws {
    #expect(
      throws: JSONSplice.Refusal(reason: "A single-entry document must hold exactly one entry.")
    ) {
      try Self.splice(Self.fourSpaces) { _ = $0.remove(id: "hello") }
    }
  }

  @Test func aChangedTitleReplacesOnlyItsValue() throws {
    let output = try Self.splice(Self.fourSpaces) { $0[id: "hello"]!.title = "New \"one\"" }
    #expect(output == Self.fourSpaces.replacing("\"Hello\"", with: "\"New \\\"one\\\"\""))
  }

  @Test func aChangedListIsIndentedLikeTheFile() throws {
    let output = try Self.splice(Self.fourSpaces) { $0[id: "hello"]!.tagNames = ["a", "b"] }
    #expect(
      output
        == Self.fourSpaces.replacingOccurrences(
          of: "[\n            \"swift\"\n        ]",
          with: "[\n            \"a\",\n            \"b\"\n        ]"))
  }

  @Test func anAddedFieldGoesWhereTheSchemaPutsItAndARemovedOneTakesItsLine() throws {
    let added = try Self.splice(Self.fourSpaces) { $0[id: "hello"]!.summary = "Short" }
    #expect(
      added
        == Self.fourSpaces.replacingOccurrences(
          of: "\"title\": \"Hello\",\n",
          with: "\"title\": \"Hello\",\n        \"summary\": \"Short\",\n"))
    let removed = try Self.splice(Self.fourSpaces) {
      $0[id: "hello"]!.unknownFields["rating"] = nil
    }
    #expect(removed == Self.fourSpaces.replacing("        \"rating\": 1.50E+2,\n", with: ""))
  }

  @Test func anInsertedEntryIsIndentedLikeItsNeighboursWithCRLF() throws {
    let blog =
      "{\r\n\t\"formatVersion\": 2,\r\n\t\"blog\": [\r\n\t\t{\r\n\t\t\t\"id\": \"a\",\r\n\t\t\t\"title\": \"A\"\r\n\t\t}\r\n\t]\r\n}\r\n"
    let output = try Self.splice(blog) { try $0.append(BlogEntry(id: "b", title: "B")) }
    #expect(
      output
        == "{\r\n\t\"formatVersion\": 2,\r\n\t\"blog\": [\r\n\t\t{\r\n\t\t\t\"id\": \"a\",\r\n\t\t\t\"title\": \"A\"\r\n\t\t},\r\n\t\t{\r\n\t\t\t\"id\": \"b\",\r\n\t\t\t\"title\": \"B\",\r\n\t\t\t\"bodyText\": \"\",\r\n\t\t\t\"tagNames\": [],\r\n\t\t\t\"categoryNames\": [],\r\n\t\t\t\"isDraft\": false\r\n\t\t}\r\n\t]\r\n}\r\n"
    )
  }

  @Test func aFileThatEscapesNonASCIIGetsNewTextEscapedToo() throws {
    // As Python's json.dumps(document, indent=4) writes it.
    let python =
      "{\n    \"formatVersion\": 2,\n    \"entry\": {\n        \"id\": \"a\",\n        \"title\": \"Caf\\u00e9\"\n    }\n}"
    let output = try Self.splice(python) { $0[id: "a"]!.title = "Ünï 😀" }
    #expect(output == python.replacing("Caf\\u00e9", with: "\\u00dcn\\u00ef \\ud83d\\ude00"))
  }

  @Test func aOneLineFileKeepsItsSpacing() throws {
    // As Python's json.dumps(document) writes it: one line, ", " and ": ".
    let python =
      #"{"formatVersion": 2, "entry": {"id": "a", "title": "T", "tagNames": ["x", "y"]}}"#
    let output = try Self.splice(python) {
      $0[id: "a"]!.tagNames = ["a", "b"]
      $0[id: "a"]!.summary = "S"
      $0[id: "a"]!.unknownFields["meta"] = .object(["k": .array([.number("1"), .null])])
    }
    #expect(
      output
        == #"{"formatVersion": 2, "entry": {"id": "a", "title": "T", "summary": "S", "tagNames": ["a", "b"], "meta": {"k": [1, null]}}}"#
    )
  }

  @Test func aByteOrderMarkIsReadAndKept() throws {
    // As Windows PowerShell's Set-Content -Encoding UTF8 writes a file.
    let withMark =
      "\u{FEFF}{\r\n  \"formatVersion\": 2,\r\n  \"entry\": {\"id\": \"a\", \"title\": \"A\"}\r\n}\r\n"
    let (_, map) = try Self.read(Array(withMark.utf8))
    #expect(map.hasByteOrderMark)
    let output = try Self.splice(withMark) { $0[id: "a"]!.title = "B" }
    #expect(output == withMark.replacing("\"A\"", with: "\"B\""))
  }

  @Test func anOlderFormatVersionIsRefused() throws {
    let old = Self.fourSpaces.replacing("\"formatVersion\": 2", with: "\"formatVersion\": 1")
    #expect(
      throws: JSONSplice.Refusal(
        reason:
          "The file is in format version 1; only a file already in version 2 keeps its layout.")
    ) {
      _ = try Self.splice(old) { $0[id: "hello"]!.title = "New" }
    }
  }

  @Test func movedEntriesAreRefused() throws {
    let blog = #"{"formatVersion":2,"blog":[{"id":"a","title":"A"},{"id":"b","title":"B"}]}"#
    #expect(
      throws: JSONSplice.Refusal(reason: "Entries were moved, which a splice does not write.")
    ) {
      _ = try Self.splice(blog) {
        try $0.append(BlogEntry(id: "c", title: "C")); $0.move(id: "b", to: 0)
      }
    }
  }

  // MARK: - Properties

  /// The source bytes of every member of a kept entry whose value did not change.
  static func unchangedSpans(
    _ map: JSONSourceMap, from original: BlogDocument, to edited: BlogDocument
  )
    -> [Range<Int>]
  {
    var spans: [Range<Int>] = []
    for record in map.records {
      guard let old = original[id: record.id], let new = edited[id: record.id] else { continue }
      for member in record.members {
        let same =
          BlogEntry.schema.fields.first { $0.name == member.key }.map {
            $0.value(in: old) == $0.value(in: new)
          }
          ?? (old.unknownFields[member.key] == new.unknownFields[member.key])
        if same { spans.append(member.span) }
      }
    }
    return spans
  }

  /// Checks the splice properties for one document, layout and edit; returns whether it spliced.
  @discardableResult
  static func checkSplice(
    _ document: BlogDocument, _ layout: JSONLayout, _ edits: [SpliceEdit]
  ) throws -> Bool {
    let source = layout.render(document)
    let (read, map) = try Self.read(source)
    #expect(
      read == document,
      "\(layout) \(read.difference(from: document)) \(String(decoding: source, as: UTF8.self).debugDescription)"
    )
    let edited = SpliceEdit.applying(edits, to: document)
    let kept = document.ids.filter(edited.contains(id:))
    let moved = kept != edited.ids.filter(document.contains(id:))
    let output: [UInt8]
    do {
      output = try JSONSplice.splice(source, map: map, original: document, edited: edited)
    } catch {
      #expect(moved, "refused \(error) for \(layout)")
      return false
    }
    let (reread, _) = try Self.read(output)
    #expect(reread == edited, "\(layout)")
    if layout.isASCIIOnly && source.contains(where: { $0 == UInt8(ascii: "\\") })
      && document.entries.contains(where: { !$0.title.unicodeScalars.allSatisfy(\.isASCII) })
    {
      #expect(output.dropFirst(layout.byteOrderMark ? 3 : 0).allSatisfy { $0 < 0x80 }, "\(layout)")
    }
    // Every unchanged member is still there, byte for byte, in order, and so is
    // everything before the records and after them.
    let spans = unchangedSpans(map, from: document, to: edited)
    #expect(occursInOrder(spans.map { source[$0] }, in: output), "\(layout)")
    let container = map.recordArray ?? map.records[0].range
    #expect(output.starts(with: source[..<(container.lowerBound + 1)]), "\(layout)")
    #expect(
      output.reversed().starts(with: source[(container.upperBound - 1)...].reversed()), "\(layout)")
    // When only values changed in place, the bytes between them are all kept exactly.
    let sameMembers = map.records.allSatisfy { record in
      guard let old = document[id: record.id], let new = edited[id: record.id] else { return false }
      return BlogEntry.schema.fields.allSatisfy {
        $0.value(in: old).isNull == $0.value(in: new).isNull
      }
        && old.unknownFields.map(\.key) == new.unknownFields.map(\.key)
    }
    if sameMembers && document.ids == edited.ids {
      let changed = map.records.flatMap(\.members).map(\.span).filter { span in
        !spans.contains(span)
      }
      .sorted { $0.lowerBound < $1.lowerBound }
      var gaps: [ArraySlice<UInt8>] = []
      var cursor = 0
      for span in changed {
        gaps.append(source[cursor..<source.index(span.lowerBound, offsetBy: 0)])
        cursor = span.upperBound
      }
      gaps.append(source[cursor...])
      #expect(output.starts(with: gaps[0]) && occursInOrder(gaps, in: output), "\(layout)")
      #expect(output.reversed().starts(with: gaps.last!.reversed()), "\(layout)")
    }
    // Splicing the edit back reads back as the original document.
    let (_, editedMap) = try Self.read(output)
    let back = try JSONSplice.splice(output, map: editedMap, original: edited, edited: document)
    #expect(try Self.read(back).0 == document, "\(layout)")
    return true
  }

  @Test func aSpliceReadsBackAsTheEditAndKeepsEveryUnchangedByte() async {
    await propertyCheck(
      count: propertyCount(300), input: Generators.singleOrBlog, Generators.jsonLayout,
      Generators.spliceEdits
    ) { document, layout, edits throws in
      try Self.checkSplice(document, layout, edits)
    }
  }

  @Test func aValueEditOfACanonicalFileIsUndoneToTheSameBytes() async {
    await propertyCheck(
      count: propertyCount(100), input: Generators.singleOrBlog, Generators.spliceEdits
    ) { document, edits throws in
      let source = try JSONArchiveFormat().encode(document)
      let (_, map) = try Self.read(source)
      let edited = SpliceEdit.applying(edits, to: document)
      let output: [UInt8]
      do {
        output = try JSONSplice.splice(source, map: map, original: document, edited: edited)
      } catch let refusal as SpliceRefusal {
        // A splice writes no moves: the store writes such an edit whole, in canonical form.
        let moved =
          document.ids.filter(edited.contains(id:)) != edited.ids.filter(document.contains(id:))
        #expect(moved, "\(refusal)")
        return
      }
      let (_, editedMap) = try Self.read(output)
      let back = try JSONSplice.splice(output, map: editedMap, original: edited, edited: document)
      // Removed-then-inserted entries may land elsewhere; values come back exactly.
      if document.ids == edited.ids { #expect(back == source) }
    }
  }

  /// A transaction's own diff splices exactly as the diff worked out from the two
  /// documents does, visiting only the entries it names.
  @Test func aTransactionsDiffSplicesAsTheComputedDiffDoes() async {
    await propertyCheck(
      count: propertyCount(200), input: Generators.singleOrBlog, Generators.jsonLayout,
      Generators.spliceEdits
    ) { document, layout, edits throws in
      let source = layout.render(document)
      let (_, map) = try Self.read(source)
      var proxy = DocumentProxy(document)
      for (serial, edit) in edits.enumerated()
      where document.layout == .collection || !edit.changesEntries {
        edit.apply(to: &proxy, serial: serial)
      }
      let diff = proxy.commit()
      let edited = proxy.current
      let computed = try? JSONSplice.splice(source, map: map, original: document, edited: edited)
      let fromDiff = try? JSONSplice.splice(
        source, map: map, original: document, edited: edited, diff: diff)
      #expect(fromDiff == computed, "\(layout) \(diff)")
      if let fromDiff { #expect(try Self.read(fromDiff).0 == edited, "\(layout)") }
    }
  }

  @Test func aDiffOfOneEntryLeavesEveryOtherEntrysBytesAsTheyWere() throws {
    let blog =
      "{\n \"formatVersion\": 2,\n \"blog\": [\n  {\"id\": \"a\", \"title\": \"A\"},\n  {\"id\":\"b\",\"title\":\"B\"},\n  {\"id\": \"c\",   \"title\": \"C\"}\n ]\n}\n"
    let (document, map) = try Self.read(Array(blog.utf8))
    var edited = document
    let diff = try edited.transaction("Retitle") { try $0.update(id: "b") { $0.title = "Bee" } }
    let output = try JSONSplice.splice(
      Array(blog.utf8), map: map, original: document, edited: edited, diff: diff)
    #expect(
      String(decoding: output, as: UTF8.self)
        == blog.replacing("\"title\":\"B\"", with: "\"title\":\"Bee\""))
  }

  @Test func valuesOfManyEntriesAndAnUnknownMemberAreReplacedInPlace() throws {
    let blog =
      "{\n \"formatVersion\": 2,\n \"blog\": [\n  {\"id\": \"a\", \"title\": \"A\", \"mood\": 1},\n  {\"id\":\"b\",\"title\":\"B\"},\n  {\"id\": \"c\",   \"title\": \"C\"}\n ]\n}\n"
    let (document, map) = try Self.read(Array(blog.utf8))
    var edited = document
    let diff = try edited.transaction("Retitle") {
      try $0.update(id: "a") {
        $0.title = "Ay"; $0.unknownFields["mood"] = .string("calm")
      }
      try $0.update(id: "c") { $0.title = "Sea" }
    }
    let output = try JSONSplice.splice(
      Array(blog.utf8), map: map, original: document, edited: edited, diff: diff)
    let expected = blog.replacing("\"A\", \"mood\": 1", with: "\"Ay\", \"mood\": \"calm\"")
      .replacing("\"C\"", with: "\"Sea\"")
    #expect(String(decoding: output, as: UTF8.self) == expected)
  }

  @Test func aDiffThatLeavesOutAChangedFieldIsRefusedByTheProof() throws {
    let blog =
      #"{"formatVersion":2,"blog":[{"id":"a","title":"A","bodyText":"x"},{"id":"b","title":"B"}]}"#
    let (document, map) = try Self.read(Array(blog.utf8))
    var edited = document
    edited[id: "a"]!.title = "Ay"
    edited[id: "a"]!.bodyText = "y"
    // Names only the title: the body's change is not spliced, so the entry reads back wrong.
    let diff = DocumentDiff<BlogEntry>(entryChanges: [
      .modified(
        id: "a", fields: [FieldChange(field: "title", before: .string("A"), after: .string("Ay"))],
        unknownFields: nil)
    ])
    #expect(
      throws: JSONSplice.Refusal(reason: "The spliced entry \"a\" reads back as a different entry.")
    ) {
      _ = try JSONSplice.splice(
        Array(blog.utf8), map: map, original: document, edited: edited, diff: diff)
    }
  }
}
