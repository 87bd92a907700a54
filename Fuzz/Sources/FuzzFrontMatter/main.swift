import BlogDocCore
import BlogDocInterchange
import FuzzSupport

/// Feeds arbitrary text, as a Markdown post, to the front-matter reader and the built-in
/// mapping: it must refuse it with an error or give an entry that exports to a file which
/// imports back to the same mapped fields.
let mapping = ImportFormat.markdown.builtInMapping!

func imported(_ text: String, name: String) -> BlogEntry? {
  guard let record = try? FrontMatterFile.record(text: text, name: name),
    var importer = try? Importer(into: BlogDocument(entries: []), mapping: mapping)
  else { return nil }
  guard (try? importer.add(record, from: RecordOrigin(file: name))) != nil else { return nil }
  return importer.document.entries.first
}

runFuzzer { bytes in
  let text = String(decoding: bytes, as: UTF8.self)
  guard var entry = imported(text, name: "2024-01-05-fuzz.md") else { return }
  let exported: String
  do {
    exported = try MarkdownExport.text(for: entry)
  } catch {
    check(false, "an imported entry does not export: \(error)")
    return
  }
  guard var back = imported(exported, name: MarkdownExport.fileName(for: entry)) else {
    check(false, "the export of an imported entry does not import:\n\(exported)")
    return
  }
  // Unknown members are compared through the export, which writes only the front matter's.
  entry.unknownFields = ArchiveObject()
  back.unknownFields = ArchiveObject()
  check(back, equals: entry, "export then import changed the entry:\n\(exported)")
}
