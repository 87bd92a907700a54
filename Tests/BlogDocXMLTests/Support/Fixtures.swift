import BlogDocCore
import BlogDocXML
import BlogDocBlog
import FoundationEssentials
import Testing

/// Shared inputs and helpers for the XML tests.
enum Fixtures {
  static func timestamp(_ text: String) -> Timestamp {
    try! Timestamp(iso8601: text)
  }

  /// The entry FORMAT.md shows.
  static let helloWorld = BlogEntry(
    id: "hello-world", title: "Hello, World",
    postedDate: timestamp("2026-11-20T10:00:00Z"),
    bodyText: "Some *Markdown* <b> & more", tagNames: ["swift", "linux"])

  /// Strings that trip careless XML code.
  static let hostileStrings = [
    "Emoji 🚀🧑‍💻 and flags 🇫🇷",
    "Astral 𝄞𝕏 and U+10FFFF \u{10FFFF}",
    "RTL: שלום / مرحبا with 123",
    "CR LF\r\nline two",
    "lone CR\rhere",
    "\r\n\r\n",
    "\ttabs\tinside\t",
    "  leading and trailing spaces  ",
    "   ",
    "\n",
    "CDATA end ]]> and ]]]]><![CDATA[>",
    "<b>bold</b> & &amp; &lt; \"quotes\" 'apostrophes' > done",
    "",
  ]
}

/// The UTF-8 text of `bytes`.
func text(_ bytes: [UInt8]) -> String {
  String(decoding: bytes, as: UTF8.self)
}

/// The bytes of `text`.
func bytes(_ text: String) -> [UInt8] {
  Array(text.utf8)
}

/// Decodes `xml` as a document of blog entries.
func decode(_ xml: String, options: DecodingOptions = .default) throws(ArchiveError) -> BlogDocument
{
  try XMLArchiveFormat().decode(BlogEntry.self, from: bytes(xml), options: options).document
}

/// The description of the error decoding `xml` throws, or a failure if it does not throw.
func decodingError(
  _ xml: String, options: DecodingOptions = .default,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> String? {
  decodingError(bytes(xml), options: options, sourceLocation: sourceLocation)
}

func decodingError(
  _ input: [UInt8], options: DecodingOptions = .default,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> String? {
  do {
    _ = try XMLArchiveFormat().decode(BlogEntry.self, from: input, options: options)
    Issue.record("Expected an error, but the document was read.", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error.description
  }
}

/// Encodes `document`, decodes the bytes, and expects the same document back; returns the XML.
@discardableResult
func expectRoundTrip(
  _ document: BlogDocument, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> String {
  let format = XMLArchiveFormat()
  let encoded = try format.encode(document)
  let decoded = try format.decode(BlogEntry.self, from: encoded)
  #expect(
    decoded == document, "The document did not round-trip to an equal value.",
    sourceLocation: sourceLocation)
  return text(encoded)
}
