import BlogDocCore
import BlogDocJSON
import BlogDocBlog
import FuzzSupport
import JSONPatchOracle

/// Feeds arbitrary bytes to the JSON Patch reader, and every patch it reads to a small blog
/// and a single-entry document (Tests/BlogDocTestSupport/JSONPatchOracle/PatchTarget.swift).
/// Nothing may trap; a patch must write back as itself; and a patch that applies must give
/// the document the tree oracle gives, one that saves and reads back unchanged, and a diff
/// that does the same.
let documents = [PatchTarget.blog, PatchTarget.entry]
let format = JSONArchiveFormat()

runFuzzer { bytes in
  let options = DecodingOptions(maxDocumentBytes: 1 << 20, maxTextBytes: 1 << 16)
  guard let patch = try? JSONPatch(json: bytes, options: options) else { return }
  if let written = try? patch.jsonBytes(style: .compact) {
    check(try? JSONPatch(json: written), equals: patch, "a written patch reads back as itself")
  }
  for document in documents {
    guard let (patched, diff) = try? document.applying(patch) else { continue }
    check(patched, equals: JSONPatchOracle.applying(patch, to: document), "blogdoc and the tree oracle agree")
    let saved: [UInt8]
    do {
      saved = try format.encode(patched)
    } catch {
      check(false, "a patched document cannot be written: \(error)")
      return
    }
    check(try? format.decode(BlogEntry.self, from: saved), equals: patched, "a patched document reads back")
    check(try? document.applying(diff), equals: patched, "the patch's diff does what the patch did")
  }
}
