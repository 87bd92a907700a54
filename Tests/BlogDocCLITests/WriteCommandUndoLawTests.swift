import BlogDocCore
import BlogDocTestSupport
import Foundation
import Testing

/// Every command that writes is one journaled operation undo reverts byte for byte: random
/// sequences of edit, add, remove, apply, new, import --into, export, convert --force,
/// format and resolve, on a blog in a random XML or JSON layout with other documents
/// beside it; `undo --to 0` then gives every file its first bytes (and takes away every
/// file the sequence made), and redoing everything gives every file the bytes it had at
/// the end.
@Suite("Every write is one operation undo reverts byte for byte")
struct WriteCommandUndoLawTests {
  /// The files of the workspace but its history, by path relative to it.
  static func snapshot(_ directory: URL) throws -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    let root = directory.standardizedFileURL.path
    let walker = FileManager.default.enumerator(atPath: root)
    while let relative = walker?.nextObject() as? String {
      if relative == ".blogdoc" { walker?.skipDescendants(); continue }
      var isDirectory: ObjCBool = false
      let path = root + "/" + relative
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else {
        continue
      }
      files[relative] = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
    return files
  }

  static let feed = """
    {"version": "https://jsonfeed.org/version/1.1", "title": "Elsewhere",
     "items": [{"id": "imported-one", "title": "From the feed", "content_text": "Hello.",
                "date_published": "2026-11-01T08:00:00Z", "tags": ["feed"]}]}

    """

  static let handFormatted = """
    <?xml version='1.0' encoding='UTF-8'?>
    <!-- Written by hand. -->
    <entry formatVersion='2' xmlns='urn:blogdoc:archive'>
        <id>other</id>
        <title>Other</title>   <!-- keep -->
        <bodyText><![CDATA[Kept <b>as typed</b>.]]></bodyText>
    </entry>

    """

  /// Writes the workspace: the blog, a feed to import, patches to apply, a hand-formatted entry that
  /// `convert --force` replaces, its source, and an entry a merge left in conflict.
  static func prepare(_ directory: URL, blog bytes: [UInt8], isXML: Bool) throws -> String {
    let name = isXML ? "blog.xml" : "blog.json"
    func write(_ text: String, _ file: String) throws {
      try Data(text.utf8).write(to: directory.appendingPathComponent(file))
    }
    try Data(bytes).write(to: directory.appendingPathComponent(name))
    try write(feed, "feed.json")
    for number in 0..<8 {
      try write(
        #"[{"op": "add", "path": "/blog/0/summary", "value": "Patched \#(number)"}]"#,
        "patch-\(number).json")
    }
    try write(handFormatted, "other.xml")
    try write(
      #"{"formatVersion": 2, "entry": {"id": "converted", "title": "Converted"}}"# + "\n", "n.json")
    let entry = { (title: String) in
      #"{"formatVersion": 2, "entry": {"id": "c", "title": "\#(title)", "bodyText": "Same."}}"#
        + "\n"
    }
    try write(entry("Base"), "base.json")
    try write(entry("Ours"), "conflicted.json")
    try write(entry("Theirs"), "theirs.json")
    let merge = try BlogDocProcess.run(
      ["merge", "base.json", "conflicted.json", "theirs.json"], in: directory)
    #expect(merge.status == 1, "\(merge)")
    return name
  }

  @Test func undoingEverythingGivesBackEveryFileAndRedoingGivesTheEnd() async {
    await propertyCheck(
      count: 25, input: Generators.validBlog(maxCount: 4), Generators.xmlLayout,
      Generators.jsonLayout, Gen.bool,
      Gen.int(in: 0...999).array(of: 2...8)
    ) { blog, xmlLayout, jsonLayout, isXML, seeds throws in
      guard blog.count > 0 else { return }
      try withTemporaryDirectory { directory in
        let bytes = isXML ? xmlLayout.render(blog) : jsonLayout.render(blog)
        let name = try Self.prepare(directory, blog: bytes, isXML: isXML)
        let start = try Self.snapshot(directory)
        var ids = blog.entries.map(\.id)
        var ran: [[String]] = []
        var resolved = false
        for (number, seed) in seeds.enumerated() {
          let id = ids[seed % ids.count]
          let arguments: [String]
          switch seed % 11 {
          case 0: arguments = ["edit", name, "--entry", id, "--set", "title=Step \(number)"]
          case 1: arguments = ["edit", name, "--entry", id, "--add", "tagNames=t\(number)"]
          case 2:
            arguments = [
              "add", name, "--set", "id=added-\(number)", "--set", "title=Added \(number)",
            ]
            ids.append("added-\(number)")
          case 3 where ids.count > 1:
            arguments = ["remove", name, "--entry", id]
            ids.removeAll { $0 == id }
          case 4: arguments = ["apply", "patch-\(number).json", name]
          case 5:
            arguments = [
              "new", "new-\(number).\(number % 2 == 0 ? "xml" : "json")", "--set", "title=New",
            ]
          case 6:
            arguments = ["import", "feed.json", "--from", "jsonfeed", "--into", name]
            if !ids.contains("imported-one") { ids.append("imported-one") }
          case 7: arguments = ["export", name, "--to", "markdown", "--dir", "site"]
          case 8: arguments = ["convert", "n.json", "other.xml", "--force"]
          case 9: arguments = ["format", name]
          case 10 where !resolved:
            arguments = ["resolve", "conflicted.json", "--field", "title", "--take", "theirs"]
            resolved = true
          default: arguments = ["edit", name, "--entry", id, "--set", "bodyText=Body \(number)"]
          }
          let result = try BlogDocProcess.run(arguments, in: directory)
          #expect(result.status == 0, "\(arguments): \(result)")
          ran.append(arguments)
        }
        let end = try Self.snapshot(directory)
        let undo = try BlogDocProcess.run(["undo", "--to", "0"], in: directory)
        #expect(undo.status == 0, "\(undo)")
        let undone = try Self.snapshot(directory)
        #expect(undone.keys.sorted() == start.keys.sorted(), "after \(ran)")
        for (path, bytes) in start where undone[path] != bytes {
          Issue.record("undo --to 0 left \(path) changed after \(ran)")
        }
        let redo = try BlogDocProcess.run(["redo", "-n", "100"], in: directory)
        #expect(redo.status == 0, "\(redo)")
        let redone = try Self.snapshot(directory)
        #expect(redone.keys.sorted() == end.keys.sorted(), "after \(ran)")
        for (path, bytes) in end where redone[path] != bytes {
          Issue.record("redo -n 100 left \(path) unlike the end after \(ran)")
        }
      }
    }
  }
}
