import BlogDocCore

/// The properties a document read from untrusted bytes must have: written back in
/// `format` it reads as the same document, and written again gives the same bytes; and the
/// same holds through `other` when `other` can write it.
public func checkRoundTrips<M: Model>(
  _ document: ModelDocument<M>, through format: some ArchiveFormat, and other: some ArchiveFormat
) {
  for (name, archive) in [("own format", format as any ArchiveFormat), ("other format", other)] {
    let bytes: [UInt8]
    do {
      bytes = try archive.encode(document)
    } catch {
      // Only the other format may refuse what the first one read (see Docs/FORMAT.md).
      check(name == "other format", "the reader accepted a document its writer refuses: \(error)")
      continue
    }
    let reread: ModelDocument<M>
    do {
      reread = try archive.decode(M.self, from: bytes)
    } catch {
      check(false, "\(name): written bytes do not read back: \(error)\n\(String(decoding: bytes, as: UTF8.self))")
      return
    }
    check(reread, equals: document, "\(name): the document changed in a round trip")
    let again = try? archive.encode(reread)
    check(again, equals: bytes, "\(name): writing is not stable")
  }
}
