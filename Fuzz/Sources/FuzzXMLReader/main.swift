import BlogDocCore
import BlogDocXML
import BlogDocJSON
import BlogDocBlog
import FuzzSupport

/// Feeds arbitrary bytes to the XML reader: it must throw an `ArchiveError` or return a
/// document that round-trips through XML and JSON.
runFuzzer { bytes in
  let options = DecodingOptions(maxDocumentBytes: 1 << 20, maxTextBytes: 1 << 16)
  guard let decoded = try? XMLArchiveFormat().decode(BlogEntry.self, from: bytes, options: options)
  else { return }
  checkRoundTrips(decoded.document, through: XMLArchiveFormat(), and: JSONArchiveFormat())
}
