import BlogDocCore
import BlogDocInterchange
import FuzzSupport

/// Feeds arbitrary bytes, as a JSON Feed, to the built-in mapping and the importer: it must
/// never trap; every item must be imported, merged into an earlier one with the same id,
/// or reported at its own place; every imported entry must keep the schema's rules; and
/// when no two items share an id, importing the result again must change nothing.
let mapping = ImportFormat.jsonfeed.builtInMapping!

func importing(_ batch: [(record: ArchiveValue, origin: RecordOrigin)], into blog: BlogDocument) -> Importer<BlogEntry> {
  var importer = Importer(into: blog, mapping: mapping)
  importer.add(contentsOf: batch)
  return importer
}

runFuzzer { bytes in
  guard let root = try? JSONValueReader.parse(bytes), let records = try? mapping.records(in: root) else { return }
  let batch = records.enumerated().map { index, record in (record: record, origin: RecordOrigin(file: "feed.json", label: "items.\(index)")) }
  let first = importing(batch, into: try! BlogDocument(entries: []))
  let summary = first.summary
  let repeats = summary.warnings.filter { $0.field == nil && $0.message.hasPrefix("A second record has this id") }.count
  check(
    summary.added + summary.updated + summary.unchanged + repeats + summary.invalid, equals: records.count,
    "an item was neither imported nor reported: \(summary), \(summary.refusals)")
  let labels = summary.refusals.map { $0.origin.label ?? "" }
  check(Set(labels).count, equals: summary.invalid, "a refused item is not reported once at its place: \(labels)")
  check(labels.allSatisfy { batch.map(\.origin.label).contains($0) }, "a refusal names no item: \(labels)")
  for entry in first.document.entries {
    check(entry.validate().isEmpty, "an imported entry breaks a rule: \(entry.validate())")
  }
  // A record refused alone may merge over an entry of the same id once the blog has one
  // (an untitled item over a titled entry): a second import may then update, legitimately.
  let refusedIDs = summary.refusals.compactMap(\.entryID)
  guard repeats == 0, !refusedIDs.contains(where: { first.document[id: $0] != nil }) else { return }
  let second = importing(batch, into: first.document)
  check(second.document, equals: first.document, "importing the same feed twice changed the blog")
  check(second.summary.added + second.summary.updated, equals: 0, "a second import added or updated: \(second.summary)")
}
