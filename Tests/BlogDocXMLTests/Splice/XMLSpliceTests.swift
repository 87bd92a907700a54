import BlogDocCore
import BlogDocTestSupport
import BlogDocXML
import BlogDocBlog
import Testing

/// A splice writes only what changed: the result reads back as the edited document and
/// every byte outside the changed fields is still there, in any layout.
@Suite("XML splice")
struct XMLSpliceTests {
  static func read(_ bytes: [UInt8]) throws -> (BlogDocument, XMLSourceMap) {
    let (decoded, map) = try bytes.withUnsafeBytes { buffer in
      try XMLArchiveFormat().decodeWithSourceMap(BlogEntry.self, from: buffer)
    }
    return (decoded.document, map)
  }

  static func splice(_ text: String, _ edit: (inout BlogDocument) throws -> Void) throws -> String {
    let bytes = Array(text.utf8)
    let (document, map) = try read(bytes)
    var edited = document
    try edit(&edited)
    let output = try XMLSplice.splice(bytes, map: map, original: document, edited: edited)
    return String(decoding: output, as: UTF8.self)
  }

  static let handWritten = """
    <?xml version='1.0' encoding='utf-8'?>
    <!-- Kept by hand. -->
    <entry formatVersion='2' xmlns="urn:blogdoc:archive">
        <id>hello</id>
        <title>Hello</title>
        <bodyText><![CDATA[Some <b>HTML</b>
    and a second line]]></bodyText>
        <tagNames>
            <tag>swift</tag>
            <tag>xml</tag>
        </tagNames>
        <isDraft>false</isDraft> <!-- not yet -->
        <?editor keep?>
        <mood bt:t="number" xmlns:bt="urn:blogdoc:type">1.50E+2</mood>
    </entry>

    """

  @Test func aSingleEntryDocumentLeftWithoutItsEntryIsRefusedNotSpliced() throws {
    #expect(
      throws: XMLSplice.Refusal(reason: "A single-entry document must hold exactly one entry.")
    ) {
      try Self.splice(Self.handWritten) { _ = $0.remove(id: "hello") }
    }
  }

  @Test func aChangedTitleReplacesOnlyItsText() throws {
    let output = try Self.splice(Self.handWritten) {
      $0[id: "hello"]!.title = "New <one> & \"two\""
    }
    #expect(
      output
        == Self.handWritten.replacing(
          "<title>Hello</title>", with: "<title>New &lt;one&gt; &amp; \"two\"</title>"))
  }

  @Test func aCDATASectionStaysOne() throws {
    let output = try Self.splice(Self.handWritten) {
      $0[id: "hello"]!.bodyText = "Other <i>text</i>\nend"
    }
    #expect(
      output
        == Self.handWritten.replacing(
          "<![CDATA[Some <b>HTML</b>\nand a second line]]>",
          with: "<![CDATA[Other <i>text</i>\nend]]>"))
    // Text a CDATA section cannot hold is escaped instead.
    let escaped = try Self.splice(Self.handWritten) { $0[id: "hello"]!.bodyText = "a ]]> b" }
    #expect(
      escaped
        == Self.handWritten.replacing(
          "<![CDATA[Some <b>HTML</b>\nand a second line]]>", with: "a ]]&gt; b"))
  }

  @Test func aListChangesOnlyTheItemsThatChanged() throws {
    let output = try Self.splice(Self.handWritten) {
      $0[id: "hello"]!.tagNames = ["swift", "undo", "xml"]
    }
    #expect(
      output
        == Self.handWritten.replacing(
          "<tag>swift</tag>\n", with: "<tag>swift</tag>\n        <tag>undo</tag>\n"))
    let emptied = try Self.splice(Self.handWritten) { $0[id: "hello"]!.tagNames = [] }
    #expect(
      emptied
        == Self.handWritten.replacing(
          "<tagNames>\n        <tag>swift</tag>\n        <tag>xml</tag>\n    </tagNames>",
          with: "<tagNames/>"))
  }

  @Test func anAddedFieldGoesWhereTheSchemaPutsItAndARemovedOneTakesItsLine() throws {
    let added = try Self.splice(Self.handWritten) {
      $0[id: "hello"]!.summary = "Short"
      $0[id: "hello"]!.categoryNames = ["Notes"]
    }
    #expect(
      added
        == Self.handWritten
        .replacing(
          "<title>Hello</title>\n", with: "<title>Hello</title>\n    <summary>Short</summary>\n"
        )
        .replacing(
          "    </tagNames>\n",
          with:
            "    </tagNames>\n    <categoryNames>\n        <category>Notes</category>\n    </categoryNames>\n"
        ))
    let removed = try Self.splice(Self.handWritten) { $0[id: "hello"]!.unknownFields["mood"] = nil }
    #expect(
      removed
        == Self.handWritten.replacing(
          "    <mood bt:t=\"number\" xmlns:bt=\"urn:blogdoc:type\">1.50E+2</mood>\n", with: ""))
  }

  @Test func anInsertedEntryIsIndentedLikeItsNeighboursWithCRLF() throws {
    let blog =
      "<blog xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\">\r\n\t<entry>\r\n\t\t<id>a</id>\r\n\t\t<title>A</title>\r\n\t</entry>\r\n</blog>\r\n"
    let output = try Self.splice(blog) { try $0.append(BlogEntry(id: "b", title: "B\nline")) }
    #expect(
      output
        == "<blog xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\">\r\n\t<entry>\r\n\t\t<id>a</id>\r\n\t\t<title>A</title>\r\n\t</entry>\r\n\t<entry>\r\n\t\t<id>b</id>\r\n\t\t<title>B\r\nline</title>\r\n\t\t<bodyText/>\r\n\t\t<tagNames/>\r\n\t\t<categoryNames/>\r\n\t\t<isDraft>false</isDraft>\r\n\t</entry>\r\n</blog>\r\n"
    )
  }

  @Test func anEntryGoesIntoAnEmptyBlog() throws {
    let output = try Self.splice(
      "<!-- c -->\n<blog xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\"/>\n"
    ) {
      try $0.append(BlogEntry(id: "a", title: "A"))
    }
    #expect(
      output
        == "<!-- c -->\n<blog xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\">\n  <entry>\n    <id>a</id>\n    <title>A</title>\n    <bodyText/>\n    <tagNames/>\n    <categoryNames/>\n    <isDraft>false</isDraft>\n  </entry>\n</blog>\n"
    )
  }

  @Test func aRemovedEntryTakesItsLinesAndKeepsTheComments() throws {
    let blog =
      "<blog xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\">\n  <!-- one -->\n  <entry><id>a</id><title>A</title></entry>\n  <!-- two -->\n  <entry><id>b</id><title>B</title></entry>\n</blog>\n"
    let output = try Self.splice(blog) { $0.remove(id: "a") }
    #expect(output == blog.replacing("  <entry><id>a</id><title>A</title></entry>\n", with: ""))
  }

  @Test func prefixesAndAnEmptyElementAreKept() throws {
    let prefixed =
      "<b:entry xmlns:b=\"urn:blogdoc:archive\" formatVersion=\"2\"><b:id>a</b:id><b:title/><b:isDraft>true</b:isDraft></b:entry>"
    let output = try Self.splice(prefixed) { $0[id: "a"]!.title = "T" }
    #expect(output == prefixed.replacing("<b:title/>", with: "<b:title>T</b:title>"))
  }

  @Test func aByteOrderMarkIsKept() throws {
    let withMark =
      "\u{FEFF}<entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\"><id>a</id><title>A</title></entry>"
    let output = try Self.splice(withMark) { $0[id: "a"]!.title = "B" }
    #expect(output == withMark.replacing("<title>A</title>", with: "<title>B</title>"))
  }

  @Test func aRepeatedElementIsMatchedByItsOccurrence() throws {
    let repeated =
      "<entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\">\n  <id>a</id>\n  <title>A</title>\n  <link rel=\"self\">x</link>\n  <link>y</link>\n</entry>\n"
    let output = try Self.splice(repeated) { document in
      var members = document[id: "a"]!.unknownFields.members
      members[1].value = .string("z")
      document[id: "a"]!.unknownFields = ArchiveObject(members)
    }
    #expect(output == repeated.replacing("<link>y</link>", with: "<link>z</link>"))
  }

  @Test func anOlderFormatVersionIsRefused() throws {
    let old =
      "<entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"1\"><id>a</id><title>A</title></entry>"
    #expect(
      throws: XMLSplice.Refusal(
        reason:
          "The file is in format version 1; only a file already in version 2 keeps its layout.")
    ) {
      _ = try Self.splice(old) { $0[id: "a"]!.title = "New" }
    }
  }

  @Test func anotherEncodingIsRefused() throws {
    let latin1 =
      "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\"><id>a</id><title>A</title></entry>"
    #expect(
      throws: XMLSplice.Refusal(
        reason: "The file is not in UTF-8; only a UTF-8 file keeps its layout.")
    ) {
      _ = try Self.splice(latin1) { $0[id: "a"]!.title = "New" }
    }
  }

  @Test func anAttributeFieldIsRefused() throws {
    let attributed =
      "<blog xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\"><entry lang=\"en\"><id>a</id><title>A</title></entry></blog>"
    #expect(
      throws: XMLSplice.Refusal(
        reason: "The member \"@lang\" of \"a\" is an attribute, which a splice does not rewrite.")
    ) {
      _ = try Self.splice(attributed) { $0[id: "a"]!.unknownFields["@lang"] = .string("de") }
    }
  }

  @Test func movedEntriesAreRefused() throws {
    let blog =
      "<blog xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\"><entry><id>a</id><title>A</title></entry><entry><id>b</id><title>B</title></entry></blog>"
    #expect(throws: XMLSplice.Refusal(reason: "Entries were moved, which a splice does not write."))
    {
      _ = try Self.splice(blog) { $0.move(id: "b", to: 0) }
    }
  }

  @Test func aDiffThatLeavesOutAChangedFieldIsRefusedByTheProof() throws {
    let blog =
      "<blog xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\"><entry><id>a</id><title>A</title><bodyText>x</bodyText></entry><entry><id>b</id><title>B</title></entry></blog>"
    let (document, map) = try Self.read(Array(blog.utf8))
    var edited = document
    edited[id: "a"]!.title = "Ay"
    edited[id: "a"]!.bodyText = "y"
    let diff = DocumentDiff<BlogEntry>(entryChanges: [
      .modified(
        id: "a", fields: [FieldChange(field: "title", before: .string("A"), after: .string("Ay"))],
        unknownFields: nil)
    ])
    #expect(
      throws: XMLSplice.Refusal(reason: "The spliced entries read back as different entries.")
    ) {
      _ = try XMLSplice.splice(
        Array(blog.utf8), map: map, original: document, edited: edited, diff: diff)
    }
  }

  // MARK: - Properties

  /// The source ranges of every field element of a kept entry whose value did not change.
  static func unchangedElements(
    _ map: XMLSourceMap, from original: BlogDocument, to edited: BlogDocument
  )
    -> [Range<Int>]
  {
    var ranges: [Range<Int>] = []
    for record in map.records {
      guard let old = original[id: record.id], let new = edited[id: record.id] else { continue }
      for member in record.members {
        guard let element = member.element else { continue }
        let same =
          BlogEntry.schema.fields.first { $0.name == member.key }.map {
            $0.value(in: old) == $0.value(in: new)
          }
          ?? (old.unknownFields[member.key] == new.unknownFields[member.key])
        if same { ranges.append(element.range) }
      }
    }
    return ranges
  }

  /// Checks the splice laws for one document, layout and edit; returns whether it spliced.
  @discardableResult
  static func checkSplice(
    _ document: BlogDocument, _ layout: XMLLayout, _ edits: [SpliceEdit]
  ) throws -> Bool {
    let source = layout.render(document)
    let (read, map) = try Self.read(source)
    #expect(read == document, "\(layout) \(read.difference(from: document))")
    let edited = SpliceEdit.applying(edits, to: document)
    let kept = document.ids.filter(edited.contains(id:))
    let moved = kept != edited.ids.filter(document.contains(id:))
    let output: [UInt8]
    do {
      output = try XMLSplice.splice(source, map: map, original: document, edited: edited)
    } catch {
      #expect(moved, "refused \(error) for \(layout)")
      return false
    }
    // The result decodes to exactly the edited document.
    let (reread, _) = try Self.read(output)
    #expect(reread == edited, "\(layout) \(reread.difference(from: edited))")
    // Every unchanged field is still there byte for byte, in order, and so is everything
    // before the first entry's first field and after the last entry's last line.
    let unchanged = unchangedElements(map, from: document, to: edited).map { source[$0] }
    #expect(occursInOrder(unchanged, in: output), "\(layout)")
    let first =
      map.records.first.map {
        $0.members.first?.element?.range.lowerBound ?? $0.element.range.lowerBound
      } ?? 0
    let last = map.records.last.map {
      $0.members.last?.element?.range.upperBound ?? $0.element.range.upperBound
    }
    // (A blog left empty is written `<blog …/>`, from the root's start tag on.)
    let keptStart =
      edited.count == 0
      ? map.root.range.lowerBound : min(first, map.root.content?.lowerBound ?? first)
    #expect(output.starts(with: source[..<keptStart]), "\(layout)")
    if let last, document.layout == .single || edited.ids.last == document.ids.last {
      // From the line break after it: a new field goes past a comment on its line.
      let tail = source[last...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? last
      #expect(output.reversed().starts(with: source[tail...].reversed()), "\(layout)")
    }
    return true
  }

  @Test func aSpliceReadsBackAsTheEditAndKeepsEveryUnchangedByte() async {
    await propertyCheck(
      count: propertyCount(300), input: Generators.singleOrBlog, Generators.xmlLayout,
      Generators.spliceEdits
    ) { document, layout, edits throws in
      try Self.checkSplice(document, layout, edits)
    }
  }

  /// Edit, then undo (the inverse diff, spliced into the edited bytes with the removed
  /// entries' text, as a journal keeps it), gives back the original bytes: for every value
  /// edit in any layout whose text is escaped as a splice escapes it, and for fields and
  /// entries added and removed when fields sit in the schema's order without comments
  /// around them.
  @Test func editThenUndoGivesBackTheOriginalBytes() async {
    await propertyCheck(
      count: propertyCount(300), input: Generators.singleOrBlog, Generators.xmlLayout,
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
      guard
        let output = try? XMLSplice.splice(
          source, map: map, original: document, edited: edited, diff: diff)
      else { return }
      // What a journal keeps of each removed entry: its element as the file held it, and where.
      var removed = Set<String>()
      for case .removed(let entry, _) in diff.entryChanges { removed.insert(entry.id) }
      let sources = XMLSplice.removedEntrySources(of: removed, in: source, map: map)
      let (_, editedMap) = try Self.read(output)
      let back = try XMLSplice.splice(
        output, map: editedMap, original: edited, edited: document, diff: diff.inverted(),
        entrySources: sources)
      #expect(try Self.read(back).0 == document, "\(layout)")
      let keepsPresence = diff.entryChanges.allSatisfy { change in
        guard case .modified(_, let fields, let unknown) = change else { return false }
        return unknown == nil && fields.allSatisfy { $0.before.isNull == $0.after.isNull }
      }
      // A CDATA section that had to become escaped text stays so; a field added back goes
      // where the schema puts it, escaped as new text is.
      // A blog left without entries is written `<blog …/>`, whose entries come back
      // indented by the canonical two spaces.
      let emptied = edited.count == 0 && document.count > 0 && layout.indent != "  "
      if (keepsPresence && !layout.usesCDATA) || (layout.undoesExactly && !emptied) {
        #expect(
          back == source,
          "\(layout) \(diff)\n\(String(decoding: source, as: UTF8.self).debugDescription)\n\(String(decoding: output, as: UTF8.self).debugDescription)\n\(String(decoding: back, as: UTF8.self).debugDescription)"
        )
      }
    }
  }
}
