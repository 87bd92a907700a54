import BlogDocCore
import BlogDocInterchange
import FuzzSupport
import ImportChecks

#if canImport(Glibc)
  import Glibc
#endif

/// Feeds arbitrary bytes, as an RSS or Atom feed, to `ImportSource` (the streamed record
/// reader, the root check, xhtml markup) and the built-in mappings: it must never trap, a
/// refusal must be an `ArchiveError` naming the file, and what it reads must keep what
/// `checkImport` checks. Seeds come from `XMLFeedGenerator` (see `XMLFeedImportPropertyTests`).
let path: String = {
  let parent = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
  return "\(parent)/blogdoc-fuzz-feed-\(getpid()).xml"
}()

runFuzzer { bytes in
  let written = bytes.withUnsafeBytes { buffer in
    let file = fopen(path, "wb")!
    defer { fclose(file) }
    return fwrite(buffer.baseAddress, 1, buffer.count, file)
  }
  check(written, equals: bytes.count, "could not write \(path)")
  for format in [ImportFormat.atom, .rss] {
    let mapping = format.builtInMapping!
    var batch: [(record: ArchiveValue, origin: RecordOrigin)] = []
    do {
      try ImportSource(path: path, format: format, mapping: mapping).forEachRecord { batch.append(($0, $1)) }
    } catch let error as ArchiveError {
      check(error.file, equals: path, "a refusal does not name the file: \(error)")
      continue
    } catch {
      check(false, "a refusal that is not an ArchiveError: \(error)")
    }
    checkImport(batch, mapping: mapping)
  }
}
