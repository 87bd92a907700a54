import BlogDocCore
import BlogDocStore
import Foundation

@testable import BlogDocServer
import BlogDocBlog

/// A served tool for blog entries whose pages are small: what the server adds around a
/// page, and what it calls, without the presentation module.
struct TestPages: ServedTool {
  var storeOptions: StoreOptions {
    StoreOptions(toolName: "blogdoc", models: DocumentModels(BlogEntry.self))
  }

  func page(of document: BlogDocument, entry: String?, file: String) throws -> String {
    let shown =
      try entry.map { id in
        guard let found = document[id: id] else {
          throw RequestRefusal.notFound("Unknown entry '\(id)' in '\(file)'.")
        }
        return [found]
      } ?? Array(document.entries)
    let titles = shown.map { "<h1>\(HTMLEscaping.text($0.title))</h1>" }.joined()
    return """
      <!DOCTYPE html>
      <html><head><meta http-equiv="Content-Security-Policy" content="default-src 'none'"><title>t</title></head>
      <body>\(titles)</body></html>

      """
  }

  func preview(ofText text: String) -> String { "<p>\(HTMLEscaping.text(text))</p>" }

  func title(of entry: BlogEntry) -> String { entry.title }
}

/// A model with a field of every kind, optional and not, for the editor's round trips.
struct Specimen: Model {
  var id = ""
  var name = ""
  var notes = ""
  var isDone = false
  var count: Int64 = 0
  var ratio: Double = 0
  var due = Timestamp(secondsSince1970: 0)
  var link = URL(string: "https://example.org/")!
  var labels: [String] = []
  var nickname: String?
  var remark: String?
  var isStarred: Bool?
  var rank: Int64?
  var weight: Double?
  var reminder: Timestamp?
  var source: URL?
  var aliases: [String]?
  var unknownFields = ArchiveObject()

  static let schema = Schema<Specimen>(
    entryName: "specimen", collectionName: "specimens", version: 1, id: \.id,
    fields: [
      Field("name", \.name),
      .text("notes", \.notes),
      Field("isDone", \.isDone),
      Field("count", \.count),
      Field("ratio", \.ratio),
      Field("due", \.due),
      Field("link", \.link),
      .list("labels", \.labels, item: "label"),
      Field("nickname", \.nickname),
      .text("remark", \.remark),
      Field("isStarred", \.isStarred),
      Field("rank", \.rank),
      Field("weight", \.weight),
      Field("reminder", \.reminder),
      Field("source", \.source),
      .list("aliases", \.aliases, item: "alias"),
    ])
}

/// A directory under the system's temporary one, removed when the value is released.
final class ScratchDirectory {
  let path: String

  init(_ name: String = #function) throws {
    let base = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path
    let safe = name.filter { $0.isLetter || $0.isNumber }
    path = base + "/blogdoc-server-\(safe)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// Copies the sample documents `names` into the directory (or `subdirectory` of it).
  func copySamples(_ names: String..., into subdirectory: String? = nil) throws {
    let target = subdirectory.map { path + "/" + $0 } ?? path
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
    for name in names {
      try FileManager.default.copyItem(
        atPath: Self.sampleDocs + "/" + name, toPath: target + "/" + name)
    }
  }

  /// Writes `text` to `relative`, making the directories it needs.
  func write(_ text: String, to relative: String) throws {
    let file = path + "/" + relative
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
  }

  /// The bytes of `relative`.
  func read(_ relative: String) throws -> String {
    String(
      decoding: try Data(contentsOf: URL(fileURLWithPath: path + "/" + relative)), as: UTF8.self)
  }

  /// Every file under the directory (hidden ones too) and its bytes.
  func snapshot() throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: path)
    while let relative = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let full = path + "/" + relative
      if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files[relative] = try Data(contentsOf: URL(fileURLWithPath: full))
      } else {
        files[relative + "/"] = Data()
      }
    }
    return files
  }

  static let sampleDocs = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("SampleDocs").path
}
