import BlogDocCore
import BlogDocJSON
import BlogDocBlog
import FuzzSupport

/// Feeds arbitrary bytes to the JSON reader with a source map, edits every document it
/// reads (edits picked from a hash of the bytes: titles, optional fields, tags, unknown
/// members, inserted and removed entries) and splices the edit into the bytes. A splice
/// must read back as the edited document, keep every unchanged member's bytes in order,
/// and splice back to the original document; it may refuse only a file in an older format
/// version or entries that moved.
let format = JSONArchiveFormat()

func edited(_ document: BlogDocument, seed: UInt64) -> BlogDocument {
  var mix = Mix(state: seed)
  var result = document
  for step in 0..<(1 + mix.next(3)) {
    let ids = result.ids
    guard !ids.isEmpty else { break }
    let id = ids[mix.next(ids.count)]
    switch mix.next(8) {
    case 0: result[id: id]?.title = "Retitled \(step) \"é\"\n"
    case 1: result[id: id]?.summary = mix.next(2) == 0 ? nil : "Summary \(step)"
    case 2: result[id: id]?.tagNames.append("tag\(step)")
    case 3: result[id: id]?.tagNames = []
    case 4: result[id: id]?.unknownFields["fuzz\(mix.next(2))"] = mix.next(2) == 0 ? nil : .array([.number("1.0e1")])
    case 5: result[id: id]?.isDraft.toggle()
    case 6 where result.layout == .collection: result.remove(id: id)
    case 7 where result.layout == .collection:
      try? result.insert(BlogEntry(id: "fuzz-\(step)", title: "New"), at: mix.next(ids.count + 1))
    default: result[id: id]?.authorName = mix.next(2) == 0 ? nil : "Ann"
    }
  }
  return result
}

runFuzzer { bytes in
  let options = DecodingOptions(maxDocumentBytes: 1 << 20, maxTextBytes: 1 << 16)
  guard
    let (decoded, map) = try? bytes.withUnsafeBytes({ try format.decodeWithSourceMap(BlogEntry.self, from: $0, options: options) })
  else { return }
  let source = Array(bytes)
  let original = decoded.document
  let edit = edited(original, seed: Mix.hash(source))
  let output: [UInt8]
  do {
    output = try JSONSplice.splice(source, map: map, original: original, edited: edit)
  } catch {
    let moved = original.ids.filter(edit.contains(id:)) != edit.ids.filter(original.contains(id:))
    check(moved || decoded.formatVersion != BlogEntry.schema.version, "a splice was refused: \(error)")
    return
  }
  let reread = try? output.withUnsafeBytes { try format.decodeWithSourceMap(BlogEntry.self, from: $0) }
  check(reread?.0.document, equals: edit, "a splice reads back as the edited document")
  var kept: [ArraySlice<UInt8>] = []
  for record in map.records {
    guard let old = original[id: record.id], let new = edit[id: record.id] else { continue }
    for member in record.members {
      let same =
        BlogEntry.schema.fields.first { $0.name == member.key }.map { $0.value(in: old) == $0.value(in: new) }
        ?? (old.unknownFields[member.key] == new.unknownFields[member.key])
      if same { kept.append(source[member.span]) }
    }
  }
  check(occursInOrder(kept, in: output), "every unchanged member keeps its bytes, in order")
  guard let (_, editedMap) = reread else { return }
  var back: BlogDocument?
  if let bytes = try? JSONSplice.splice(output, map: editedMap, original: edit, edited: original) {
    back = try? format.decode(BlogEntry.self, from: bytes)
  }
  check(back, equals: original, "a splice of the edit back gives the original document")
}
