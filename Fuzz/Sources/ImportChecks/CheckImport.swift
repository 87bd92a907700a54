import BlogDocCore
import BlogDocInterchange
import BlogDocBlog
import FuzzSupport

/// Imports `batch` through `mapping` into an empty blog and checks what every import must
/// keep, whatever the records hold: every record is imported, merged into an earlier one
/// with the same id, or reported at its own place; every imported entry keeps the schema's
/// rules; and when no two records share an id, importing them again changes nothing.
public func checkImport(_ batch: [(record: ArchiveValue, origin: RecordOrigin)], mapping: Mapping) {
  func importing(into blog: BlogDocument) -> Importer<BlogEntry> {
    var importer = Importer(into: blog, mapping: mapping)
    importer.add(contentsOf: batch)
    return importer
  }
  let first = importing(into: try! BlogDocument(entries: []))
  let summary = first.summary
  let repeats = summary.warnings.filter { $0.field == nil && $0.message.hasPrefix("A second record has this id") }.count
  check(
    summary.added + summary.updated + summary.unchanged + repeats + summary.invalid, equals: batch.count,
    "a record was neither imported nor reported: \(summary), \(summary.refusals)")
  let labels = summary.refusals.map { $0.origin.label ?? "" }
  check(Set(labels).count, equals: summary.invalid, "a refused record is not reported once at its place: \(labels)")
  check(labels.allSatisfy { batch.map(\.origin.label).contains($0) }, "a refusal names no record: \(labels)")
  for entry in first.document.entries {
    check(entry.validate().isEmpty, "an imported entry breaks a rule: \(entry.validate())")
  }
  // A record refused alone may merge over an entry of the same id once the blog has one
  // (an untitled item over a titled entry): a second import may then update, legitimately.
  let refusedIDs = summary.refusals.compactMap(\.entryID)
  guard repeats == 0, !refusedIDs.contains(where: { first.document[id: $0] != nil }) else { return }
  let second = importing(into: first.document)
  check(second.document, equals: first.document, "importing the same records twice changed the blog")
  check(second.summary.added + second.summary.updated, equals: 0, "a second import added or updated: \(second.summary)")
}
