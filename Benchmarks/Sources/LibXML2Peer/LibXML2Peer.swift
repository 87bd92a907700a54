internal import BenchLibXML2
import BlogDocCore
import BlogDocBlog

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libxml2 used directly, with no model: the floor an XML reader or writer can reach.
public enum LibXML2Peer {
  /// Reads every node of `bytes` with `xmlTextReader`, touching each node's name and
  /// value, and returns a checksum so the work cannot be optimised away.
  ///
  /// The options match what a reader of untrusted input uses (`XML_PARSE_NONET`).
  public static func walk(_ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      let start = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
      guard
        let reader = xmlReaderForMemory(
          start, Int32(buffer.count), nil, "UTF-8", Int32(XML_PARSE_NONET.rawValue))
      else { fatalError("xmlReaderForMemory failed") }
      defer { xmlFreeTextReader(reader) }
      var checksum = 0
      var status = xmlTextReaderRead(reader)
      while status == 1 {
        if let name = xmlTextReaderConstName(reader) {
          checksum &+= Int(name.pointee)
        }
        if let value = xmlTextReaderConstValue(reader) {
          checksum &+= strlen(UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
        }
        status = xmlTextReaderRead(reader)
      }
      precondition(status == 0, "xmlTextReaderRead failed")
      return checksum
    }
  }

  /// Writes `document` in the blogdoc XML layout through `xmlTextWriter` to memory:
  /// the same elements, indentation and escaping as `XMLArchiveFormat`, from the same
  /// `BlogEntry` values (dates and URLs are formatted here, as the real writer must).
  public static func encode(_ document: BlogDocument) -> [UInt8] {
    guard let buffer = xmlBufferCreate() else { fatalError("xmlBufferCreate failed") }
    defer { xmlBufferFree(buffer) }
    guard let writer = xmlNewTextWriterMemory(buffer, 0) else {
      fatalError("xmlNewTextWriterMemory failed")
    }
    xmlTextWriterSetIndent(writer, 1)
    xmlTextWriterSetIndentString(writer, "  ")
    xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil)
    xmlTextWriterStartElement(writer, "blog")
    xmlTextWriterWriteAttribute(writer, "xmlns", "urn:blogdoc:archive")
    xmlTextWriterWriteAttribute(writer, "formatVersion", "2")
    for entry in document.entries {
      xmlTextWriterStartElement(writer, "entry")
      element(writer, "id", entry.id)
      element(writer, "title", entry.title)
      if let summary = entry.summary { element(writer, "summary", summary) }
      if let author = entry.authorName { element(writer, "authorName", author) }
      if let posted = entry.postedDate { element(writer, "postedDate", posted.iso8601) }
      if let updated = entry.updatedDate { element(writer, "updatedDate", updated.iso8601) }
      element(writer, "bodyText", entry.bodyText)
      list(writer, "tagNames", item: "tag", entry.tagNames)
      list(writer, "categoryNames", item: "category", entry.categoryNames)
      element(writer, "isDraft", entry.isDraft ? "true" : "false")
      if let permalink = entry.permalink { element(writer, "permalink", permalink.absoluteString) }
      xmlTextWriterEndElement(writer)
    }
    xmlTextWriterEndDocument(writer)
    xmlFreeTextWriter(writer)  // flushes into `buffer`
    let length = Int(xmlBufferLength(buffer))
    return Array(UnsafeBufferPointer(start: xmlBufferContent(buffer), count: length))
  }

  private static func element(_ writer: xmlTextWriterPtr, _ name: String, _ text: String) {
    xmlTextWriterWriteElement(writer, name, text)
  }

  private static func list(
    _ writer: xmlTextWriterPtr, _ name: String, item: String, _ items: [String]
  ) {
    xmlTextWriterStartElement(writer, name)
    for text in items { xmlTextWriterWriteElement(writer, item, text) }
    xmlTextWriterEndElement(writer)
  }
}
