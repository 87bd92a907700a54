/// The format half of encoding: what XML and JSON writers implement.
///
/// ``DocumentEncoder`` walks a document and calls these in order:
/// `beginDocument`, then for each record `beginRecord`, its fields, `endRecord`; then
/// collection-level unknown members and `endDocument`.
package protocol ArchiveWriter {
  /// Starts the document. For `.single` the record that follows is the root.
  mutating func beginDocument(
    rootName: String, entryName: String, namespace: String, version: Int,
    layout: ArchiveLayout)

  mutating func beginRecord()

  /// Writes a field the schema declares. `itemName` names XML list items.
  mutating func writeField(
    name: String, value: ArchiveValue, itemName: String?)
    throws(ArchiveError)

  /// Writes a member the schema does not know, with enough type information to read it back.
  mutating func writeUnknown(name: String, value: ArchiveValue) throws(ArchiveError)

  mutating func endRecord()

  /// Finishes the document and hands over its bytes (those not drained yet).
  mutating func endDocument() -> [UInt8]

  /// The number of bytes written and not yet handed over.
  var pendingByteCount: Int { get }

  /// Hands the bytes written so far to `body`, then forgets them, so a document can be
  /// streamed to a file between records.
  mutating func drainOutput<E: Error>(_ body: ([UInt8]) throws(E) -> Void) throws(E)
}
