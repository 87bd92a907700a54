import BlogDocCommands
import BlogDocStore

/// What `blogdoc export` wrote into a directory, kept there as `.blogdoc-export`: each
/// file's name, the id of the entry it holds, and a hash of the bytes written.
///
/// `export --clean` removes a file only when it is listed here and still holds exactly
/// what blogdoc wrote, so a file written by hand or by another tool, or edited since, is
/// never removed. Jekyll, Hugo and Zola skip files whose names start with a dot.
///
/// ```swift
/// var manifest = try ExportManifest.read(in: "site/_posts")
/// manifest.record(ExportManifest.Record(id: "hello", name: "2026-11-20-hello.md", bytes: bytes))
/// let text = manifest.bytes   // what export writes as site/_posts/.blogdoc-export
/// ```
struct ExportManifest {
  struct Record: Hashable {
    var id: String
    var name: String
    var hash: UInt64

    init(id: String, name: String, bytes: [UInt8]) {
      self.init(id: id, name: name, hash: XXH64.hash(bytes))
    }

    init(id: String, name: String, hash: UInt64) {
      self.id = id
      self.name = name
      self.hash = hash
    }
  }

  static let fileName = ".blogdoc-export"
  static let header =
    "# Files 'blogdoc export' wrote here: hash, entry id, file name. 'blogdoc export --clean' removes only these, and only while unchanged.\n"

  /// The records, in the order they were written.
  var records: [Record] = []

  /// The manifest `bytes` hold. A line that does not read (a hand edit) is left out, so
  /// its file is never removed or replaced without `--force`.
  init(parsing bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard parts.count == 3, let hash = UInt64(parts[0], radix: 16), !parts[2].contains("/"),
        !parts[2].isEmpty
      else { continue }
      records.append(Record(id: String(parts[1]), name: String(parts[2]), hash: hash))
    }
  }

  /// An empty manifest.
  init() {}

  /// Adds `record`, replacing any record of the same file name.
  mutating func record(_ record: Record) {
    records.removeAll { $0.name == record.name }
    records.append(record)
  }

  /// The manifest's path in `directory`.
  static func path(in directory: String) -> String {
    directory + "/" + fileName
  }

  /// The manifest's text, as `.blogdoc-export` holds it.
  var bytes: [UInt8] {
    var text = Self.header
    for record in records {
      let hex = String(record.hash, radix: 16)
      text +=
        String(repeating: "0", count: 16 - hex.count) + hex + "\t" + record.id + "\t" + record.name
        + "\n"
    }
    return Array(text.utf8)
  }

  /// Whether `bytes` are what export wrote into the file `name`, by its record.
  func wrote(_ bytes: [UInt8], as name: String) -> Bool {
    records.contains { $0.name == name && $0.hash == XXH64.hash(bytes) }
  }
}
