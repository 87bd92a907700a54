import BlogDocCore
import BlogDocXML
import BlogDocJSON
import BlogDocBlog
import FuzzSupport

/// Feeds arbitrary bytes to the JSON reader: the value scanner and the document reader
/// must throw an `ArchiveError` or return a document that round-trips through JSON and XML.
runFuzzer { bytes in
  let options = DecodingOptions(maxDocumentBytes: 1 << 20, maxTextBytes: 1 << 16)
  _ = try? JSONValueReader.parse(bytes, options: options)
  guard let decoded = try? JSONArchiveFormat().decode(BlogEntry.self, from: bytes, options: options)
  else { return }
  checkRoundTrips(decoded.document, through: JSONArchiveFormat(), and: XMLArchiveFormat())
}
