import BlogDocCore
import BlogDocInterchange
import BlogDocJSON
import FuzzSupport
import ImportChecks

/// Feeds arbitrary bytes, as a JSON Feed, to the built-in mapping and the importer: it must
/// never trap, and the import must keep what `checkImport` checks.
let mapping = ImportFormat.jsonfeed.builtInMapping!

runFuzzer { bytes in
  guard let root = try? JSONValueReader.parse(bytes), let records = try? mapping.records(in: root) else { return }
  let batch = records.enumerated().map { index, record in (record: record, origin: RecordOrigin(file: "feed.json", label: "items.\(index)")) }
  checkImport(batch, mapping: mapping)
}
