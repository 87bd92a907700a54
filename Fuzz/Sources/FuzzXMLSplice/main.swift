import BlogDocCore
import BlogDocXML
import BlogDocBlog
import FuzzSupport

/// Feeds arbitrary bytes to the XML reader with a source map, edits every document it
/// reads (edits picked from a hash of the bytes: titles, bodies, optional fields, tags,
/// unknown members, inserted and removed entries) and splices the edit into the bytes. A
/// splice must read back as the edited document, keep every unchanged field's element
/// bytes in order, and splice back to the original document. It may refuse only for the
/// reasons it documents (an older format version, another encoding, an attribute of an
/// entry, moved entries, an entry without a field to place a new one beside, text between
/// a list's items, a default namespace not blogdoc's where a whole element must be
/// written); a refusal
/// because its own output did not read back is a bug.
let format = XMLArchiveFormat()

func edited(_ document: BlogDocument, seed: UInt64) -> BlogDocument {
  var mix = Mix(state: seed)
  var result = document
  for step in 0..<(1 + mix.next(3)) {
    let ids = result.ids
    guard !ids.isEmpty else { break }
    let id = ids[mix.next(ids.count)]
    switch mix.next(9) {
    case 0: result[id: id]?.title = "Retitled \(step) <é> & ]]>\r\n"
    case 1: result[id: id]?.summary = mix.next(2) == 0 ? nil : "Summary \(step)\nline"
    case 2: result[id: id]?.tagNames.append("tag\(step)")
    case 3: result[id: id]?.tagNames = []
    case 4:
      result[id: id]?.unknownFields["fuzz\(mix.next(2))"] =
        mix.next(2) == 0 ? nil : .object(["@a": .string("x"), "n": .array([.number("1.0e1"), .null])])
    case 5: result[id: id]?.isDraft.toggle()
    case 6 where result.layout == .collection: result.remove(id: id)
    case 7 where result.layout == .collection:
      try? result.insert(BlogEntry(id: "fuzz-\(step)", title: "New"), at: mix.next(ids.count + 1))
    case 8: result[id: id]?.bodyText = mix.next(2) == 0 ? "" : "Body \(step)\n\twith a tab"
    default: result[id: id]?.authorName = mix.next(2) == 0 ? nil : "Ann"
    }
  }
  return result
}

/// The refusals a splice documents; any other means its own output did not hold.
let documentedRefusals = [
  "The file is in format version", "The file is not in UTF-8", "is an attribute",
  "Entries were moved", "has no element to place a new one beside", "The source map does not describe",
  "The new text holds a character XML 1.0 cannot hold",
  // Text between a list's items reads as one more item, which the splice does not rewrite.
  "A list's items are not the elements the file holds",
  "The file's default namespace is not blogdoc's",
]

runFuzzer { bytes in
  let options = DecodingOptions(maxDocumentBytes: 1 << 20, maxTextBytes: 1 << 16)
  guard
    let (decoded, map) = try? bytes.withUnsafeBytes({ try format.decodeWithSourceMap(BlogEntry.self, from: $0, options: options) })
  else { return }
  let source = Array(bytes)
  let original = decoded.document
  let edit = edited(original, seed: Mix.hash(source))
  let output: [UInt8]
  do throws(SpliceRefusal) {
    output = try XMLSplice.splice(source, map: map, original: original, edited: edit)
  } catch {
    check(documentedRefusals.contains { error.reason.contains($0) }, "a splice was refused: \(error)")
    return
  }
  let reread = try? output.withUnsafeBytes { try format.decodeWithSourceMap(BlogEntry.self, from: $0) }
  check(reread?.0.document, equals: edit, "a splice reads back as the edited document")
  var kept: [ArraySlice<UInt8>] = []
  for record in map.records {
    guard let old = original[id: record.id], let new = edit[id: record.id] else { continue }
    for member in record.members {
      guard let element = member.element else { continue }
      let same =
        BlogEntry.schema.fields.first { $0.name == member.key }.map { $0.value(in: old) == $0.value(in: new) }
        ?? (old.unknownFields[member.key] == new.unknownFields[member.key])
      if same { kept.append(source[element.range]) }
    }
  }
  check(occursInOrder(kept, in: output), "every unchanged field keeps its bytes, in order")
  guard let (_, editedMap) = reread else { return }
  var back: BlogDocument?
  do throws(SpliceRefusal) {
    let bytes = try XMLSplice.splice(output, map: editedMap, original: edit, edited: original)
    back = try? format.decode(BlogEntry.self, from: bytes)
  } catch {
    // Splicing back meets what the first splice met, and also a field the edit made that
    // an attribute now shadows; anything else is a bug.
    check(documentedRefusals.contains { error.reason.contains($0) }, "a splice back was refused: \(error)")
    return
  }
  check(back, equals: original, "a splice of the edit back gives the original document")
}
