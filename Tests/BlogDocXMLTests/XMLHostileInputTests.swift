import BlogDocCore
import BlogDocXML
import BlogDocBlog
import Testing

/// Untrusted input: every attack and every malformation is a one-line error with its
/// line:column, and nothing crashes.
@Suite("XML hostile input")
struct XMLHostileInputTests {
  static let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  static let root = "<entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\">\n"

  @Test func aBillionLaughsDoctypeIsRefusedBeforeAnythingExpands() {
    let xml = """
      <?xml version="1.0"?>
      <!DOCTYPE entry [
        <!ENTITY lol "lol">
        <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
        <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
        <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
      ]>
      <entry xmlns="urn:blogdoc:archive" formatVersion="2">
        <id>laughs</id>
        <title>&lol4;</title>
      </entry>
      """
    #expect(
      decodingError(xml)
        == "2:1: Found a DOCTYPE; blogdoc reads no DTDs, so documents may not declare entities or load external files."
    )
  }

  @Test func anExternalEntityIsRefused() {
    let xml = """
      <?xml version="1.0"?>
      <!-- a comment first -->
        <!DOCTYPE entry [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>
      <entry xmlns="urn:blogdoc:archive" formatVersion="2">
        <id>xxe</id>
        <title>&secret;</title>
      </entry>
      """
    #expect(
      decodingError(xml)
        == "3:3: Found a DOCTYPE; blogdoc reads no DTDs, so documents may not declare entities or load external files."
    )
  }

  @Test func anExternalDTDIsRefused() {
    let xml =
      Self.head + "<!DOCTYPE entry SYSTEM \"http://attacker.example/entry.dtd\">\n" + Self.root
      + "  <id>dtd</id>\n  <title>t</title>\n</entry>\n"
    #expect(
      decodingError(xml)
        == "2:1: Found a DOCTYPE; blogdoc reads no DTDs, so documents may not declare entities or load external files."
    )
  }

  @Test func anUndeclaredEntityIsAnError() {
    let xml = Self.root + "  <id>x &bogus; y</id>\n  <title>t</title>\n</entry>\n"
    #expect(decodingError(xml) == "2:16: Entity 'bogus' not defined.")
  }

  @Test func nulBytesAfterTheRootAreAnError() {
    let xml = Self.head + Self.root + "  <id>nul</id>\n  <title>t</title>\n</entry>\n  \0\0"
    #expect(
      decodingError(xml)
        == "6:3: Found U+0000, a character XML 1.0 cannot hold; blogdoc refuses it in every format."
    )
  }

  @Test func aNulByteInsideTextIsAnError() {
    let xml = Self.root + "  <id>n\0l</id>\n  <title>t</title>\n</entry>\n"
    #expect(
      decodingError(xml)
        == "2:8: Found U+0000, a character XML 1.0 cannot hold; blogdoc refuses it in every format."
    )
  }

  @Test func anUndeclaredNamespacePrefixIsAnError() {
    let xml =
      Self.head + Self.root
      + "  <id>prefix</id>\n  <title>An undeclared prefix</title>\n  <ext:rating>5</ext:rating>\n</entry>\n"
    #expect(decodingError(xml) == "5:14: Namespace prefix ext on rating is not defined.")
  }

  /// An unknown field in an IRI namespace (libxml2 2.9 calls its name "not a valid URI"
  /// at error level, but binds it) is kept like any other, and written back as a
  /// `bt:member`, since only ASCII URIs are declared on output.
  @Test func anIRINamespaceIsAcceptedAndItsFieldsKept() throws {
    let xml =
      Self.head
      + "<entry xmlns=\"urn:blogdoc:archive\" xmlns:u=\"http://ëxämplë.com/ünïcödë/\" formatVersion=\"2\">\n"
      + "  <id>iri</id>\n  <title>t</title>\n  <u:mood>calm</u:mood>\n</entry>\n"
    let document = try decode(xml)
    #expect(
      document[id: "iri"]?.unknownFields["{http://ëxämplë.com/ünïcödë/}mood"] == .string("calm"))
    try expectRoundTrip(document)
  }

  @Test func anElementAfterTheRootIsAnError() {
    let xml = Self.head + Self.root + "  <id>x</id>\n  <title>t</title>\n</entry>\n<entry/>\n"
    #expect(decodingError(xml) == "6:1: Extra content at the end of the document.")
  }

  @Test func aTruncatedDocumentIsReportedInLibxml2sOwnWords() {
    let cut = Self.head + Self.root + "  <id>x</id>\n  <bodyText>hello\nworld"
    #expect(
      decodingError(cut) == "5:6: /entry/bodyText: Premature end of data in tag bodyText line 4.")
    #expect(
      decodingError(Self.head + Self.root + "  <id>x</id>\n")
        == "3:13: /entry/id: Premature end of data in tag entry line 2.")
  }

  @Test func textAfterTheRootIsAnErrorButCommentsAndInstructionsAreNot() throws {
    let xml = Self.head + Self.root + "  <id>x</id>\n  <title>t</title>\n</entry>\n"
    #expect(decodingError(xml + "trailing\n") == "6:1: Extra content at the end of the document.")
    let document = try decode(xml + "<!-- fine -->\n<?pi fine?>\n\n")
    #expect(document[id: "x"]?.title == "t")
  }

  @Test func mismatchedTagsAreAnError() {
    let xml =
      Self.head + Self.root
      + "  <id>mismatched</id>\n  <title>Tags that do not close</titel>\n</entry>\n"
    #expect(decodingError(xml) == "4:40: Opening and ending tag mismatch: title line 4 and titel.")
  }

  @Test func aBadDateNamesItsLineColumnAndField() {
    let xml =
      Self.head + Self.root
      + "  <id>bad-date</id>\n  <title>A date nobody can read</title>\n  <summary/>\n  <authorName>Ada</authorName>\n"
      + "  <postedDate>yesterday</postedDate>\n</entry>\n"
    #expect(
      decodingError(xml)
        == "7:3: /entry/postedDate: Expected an ISO 8601 date such as 2026-11-20T10:00:00Z, found \"yesterday\"."
    )
  }

  @Test func aFieldErrorInTheThirdEntryNamesTheEntry() {
    let entry = "  <entry><id>e%d</id><title>t</title></entry>\n"
    let xml =
      "<blog xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\">\n"
      + entry.replacing("%d", with: "1") + entry.replacing("%d", with: "2")
      + "  <entry>\n    <id>e3</id>\n    <!-- <isDraft> in a comment -->\n    <title>t</title><isDraft>maybe</isDraft>\n  </entry>\n</blog>\n"
    #expect(
      decodingError(xml)
        == "7:21: /blog/entry[3]/isDraft: Expected a boolean (true or false), found \"maybe\".")
  }

  @Test func invalidUTF8IsAnError() {
    let input = bytes(Self.root + "  <id>") + [0xC3, 0x28] + bytes("</id>\n</entry>\n")
    #expect(
      decodingError(input)
        == "2:7: Input is not proper UTF-8, indicate encoding; bytes: 0xC3 0x28 0x3C 0x2F.")
  }

  @Test func charactersXMLCannotHoldAreErrorsEvenAsReferences() {
    #expect(
      decodingError(Self.root + "  <id>&#1;</id>\n</entry>")
        == "2:11: xmlParseCharRef: invalid xmlChar value 1.")
  }

  @Test func structuralMistakesAreOneLineErrors() {
    let cases: [(String, String)] = [
      ("", "The document is empty."),
      (" \n\t", "The document is empty."),
      (
        "<entry formatVersion=\"2\"/>",
        "1:1: Expected the root element <entry> in the namespace \"urn:blogdoc:archive\" (xmlns=\"urn:blogdoc:archive\"), found no namespace."
      ),
      (
        "<entry xmlns=\"urn:other\" formatVersion=\"2\"/>",
        "1:1: Expected the root element <entry> in the namespace \"urn:blogdoc:archive\" (xmlns=\"urn:blogdoc:archive\"), found the namespace \"urn:other\"."
      ),
      (
        "<entry xmlns=\"urn:blogdoc:archive\"/>",
        "1:1: Expected a formatVersion attribute on the root element, such as <entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\">."
      ),
      (
        "<entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"+2\"/>",
        "1:1: Expected formatVersion to be a whole number such as 2, found \"+2\"."
      ),
      (
        "<feed xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\"/>",
        "1:1: Expected <entry> or <blog> as the root, found <feed>."
      ),
      (
        "<entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\"><id>a</id></entry>",
        "1:1: /entry: Missing required field 'title'."
      ),
      (
        "<entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\">\n  stray\n  <id>a</id>\n</entry>",
        "1:1: /entry: Expected only elements inside <entry>, found text \"\\n  stray\\n  \"."
      ),
      (
        Self.root + "<id>a</id><title>t</title><title>u</title></entry>",
        "2:27: /entry/title: Field 'title' appears more than once in one entry."
      ),
      (
        Self.root + "<id>a</id><x xmlns:bt=\"urn:blogdoc:type\" bt:t=\"integer\">1</x></entry>",
        "2:11: /entry/x: Expected bt:t to be one of number, bool, null, array, object or string, found \"integer\"."
      ),
      (
        Self.root + "<id>a</id><x xmlns:bt=\"urn:blogdoc:type\" bt:t=\"number\">01</x></entry>",
        "2:11: /entry/x: Expected a JSON number such as 12 or 4.5 in an element with bt:t=\"number\", found \"01\"."
      ),
      (
        Self.root + "<id>a</id><x xmlns:bt=\"urn:blogdoc:type\" bt:t=\"bool\">yes</x></entry>",
        "2:11: /entry/x: Expected true or false in an element with bt:t=\"bool\", found \"yes\"."
      ),
      (
        Self.root + "<id>a</id><x xmlns:bt=\"urn:blogdoc:type\" bt:t=\"null\">0</x></entry>",
        "2:11: /entry/x: Expected nothing in an element with bt:t=\"null\", found text \"0\"."
      ),
      (
        Self.root + "<id>a</id><x xmlns:bt=\"urn:blogdoc:type\" bt:t=\"number\"><y/></x></entry>",
        "2:56: /entry/x: Expected only text in an element with bt:t=\"number\", found the element <y>."
      ),
      (
        Self.root + "<id>a</id><x xmlns:bt=\"urn:blogdoc:type\" bt:t=\"array\"><y/></x></entry>",
        "2:55: /entry/x: Expected only <item> elements in an element with bt:t=\"array\", found <y>."
      ),
      (
        Self.root + "<id>a</id><x xmlns:bt=\"urn:blogdoc:type\" bt:t=\"array\">text</x></entry>",
        "2:11: /entry/x: Expected only <item> elements in an element with bt:t=\"array\", found text \"text\"."
      ),
      (
        Self.root
          + "<id>a</id><x xmlns:bt=\"urn:blogdoc:type\" bt:t=\"bool\" a=\"1\">true</x></entry>",
        "2:11: /entry/x: Expected no attributes on an element with bt:t=\"bool\", found a."
      ),
      (
        Self.root + "<id>a</id><bt:member xmlns:bt=\"urn:blogdoc:type\">v</bt:member></entry>",
        "2:11: /entry/bt:member: Expected a name attribute on <bt:member>, naming the member it holds."
      ),
    ]
    for (xml, expected) in cases {
      #expect(decodingError(xml) == expected, "for \(xml)")
    }
  }

  /// Every prefix of a document, and every byte of it replaced by something hostile, either
  /// reads or fails with an error: never a crash, a hang or a trap.
  @Test func damagedDocumentsNeverCrash() throws {
    var entry = Fixtures.helloWorld
    entry.unknownFields = [
      "x": .object(["@a": .string("1"), "#text": .string("t"), "y": .array([.number("1"), .null])]),
      "my key": .bool(true),
    ]
    let good = try XMLArchiveFormat().encode(try BlogDocument(entries: [entry]))
    var outcomes = (read: 0, refused: 0)
    func attempt(_ input: [UInt8]) {
      do {
        _ = try XMLArchiveFormat().decode(BlogEntry.self, from: input)
        outcomes.read += 1
      } catch {
        #expect(!error.description.isEmpty)
        outcomes.refused += 1
      }
    }
    for end in 0...good.count {
      attempt(Array(good[..<end]))
    }
    for index in good.indices {
      for replacement: UInt8 in [0x00, 0x3C, 0x26, 0x3E, 0x22, 0xFF, 0x0D, 0x20] {
        var damaged = good
        damaged[index] = replacement
        attempt(damaged)
      }
    }
    #expect(outcomes.read > 0 && outcomes.refused > 0)
  }
}
