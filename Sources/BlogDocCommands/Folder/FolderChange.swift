import ArgumentParser
import BlogDocCore
import BlogDocStore
import BlogDocSystem

/// `add` and `remove` on a folder of one-entry documents (see ``DocumentFolder``): the
/// entry's own file is made or deleted, as one journaled operation `undo` reverts, and the
/// change is printed as a diff once written (or, with `dryRun`, as the plan).
///
/// A new file is named in the folder's style and format (``DocumentFolder/newPath(for:day:)``,
/// dated by the entry's own date, see ``day(of:)``). A removed file's bytes are kept in the journal, so `undo`
/// gives them back exactly. Removing a bundle's entry deletes its index file only: the
/// bundle's folder and any other file in it stay (a note says so), and `undo` puts the
/// index file back beside them.
struct FolderChange<Tool: DocumentTool> {
  var folder: String
  /// The operation's description in the log.
  var message: String
  var dryRun: Bool
  var json: Bool

  private var record: String { Tool.Entry.schema.entryName }

  /// A change of `folder` as `options` ask for it: their message, or else `message`.
  init(folder: String, options: ChangeOptions<Tool>, else message: String) {
    self.folder = folder
    self.message = options.message ?? message
    dryRun = options.dryRun
    json = options.json
  }

  /// Makes the file of `entry`, which no document of the folder may already hold.
  func add(_ entry: Tool.Entry) throws {
    let read = try DocumentInput.readFolder(folder, as: Tool.Entry.self, allowingEmpty: true)
    _ = try read.checked()
    if let other = read.files[entry.id] {
      throw FolderError(
        "'\(read.folder.path)' already has \(withArticle(record)) '\(entry.id)', in '\(other.path)'; give the new \(record) another id.",
        exitCode: 65)
    }
    guard let path = read.folder.newPath(for: entry.id, day: Self.day(of: entry)) else {
      throw UsageError(
        description:
          "'\(read.folder.path)' holds no documents to take a format and file names from; make the first one with '\(Tool.name) new'."
      )
    }
    try Failure.reporting(changesTo: path) {
      var document = Self.noEntry
      // The transaction every edit runs in validates the entry as `add` to a blog does.
      try document.transaction(message) { try $0.append(entry) }
      guard Self.canName(entry.id) else {
        throw UsageError(
          description:
            "The id '\(entry.id)' cannot name a file in '\(read.folder.path)'; give an id without '/' that does not start with '.'."
        )
      }
      guard !FileBytes.exists(path) else {
        throw StoreError(
          .cannotCreate, path: path, "Already exists; \(Tool.name) add never replaces a file.")
      }
      let write = try FileWrite(path: path, creating: document)
      if !dryRun {
        let directory = Self.directory(of: path)
        let madeDirectory = read.folder.style == .bundle && mkdir(directory, 0o755) == 0
        do {
          let store = try Tool.openStore(forDocumentAt: read.folder.storeAnchor, creating: true)
          try store.commit(.edit, message: message, writes: [write])
        } catch {
          if madeDirectory { rmdir(directory) }
          throw error
        }
      }
      show(document.difference(from: Self.noEntry), of: path)
    }
  }

  /// Deletes the file of the entry `id`.
  func remove(_ id: String) throws {
    let read = try DocumentInput.readFolder(folder, as: Tool.Entry.self)
    let member = try read.member(holding: id)
    var store: DocumentStore?
    if !dryRun {
      // As `edit` does: a workspace is made only for a change that can happen.
      store = try Tool.openStore(forDocumentAt: read.folder.storeAnchor, creating: true)
    }
    // Read under the lock: these are the bytes the journal keeps.
    let (decoded, bytes) = try DocumentFile.readWithBytes(Tool.Entry.self, from: member.path)
    let document = decoded.document
    guard document.ids == [id] else {
      throw StoreError(
        .changedSinceRead, path: member.path,
        "It was changed while it was read; run the command again.")
    }
    let diff = Self.noEntry.difference(from: document)
    var write = FileWrite(
      path: member.path, before: bytes, after: [], diff: diff, layout: .single,
      creation: .removes)
    // Undo puts back these bytes, not the file written anew from the diff.
    write.keepsFormerBytes = true
    try store?.commit(.edit, message: message, writes: [write])
    if member.style == .bundle {
      let others = Self.otherFiles(besides: member.path)
      if others > 0 {
        let directory = Self.directory(of: member.path)
        Output.write(
          "Note: Kept the \(others) other file\(others == 1 ? "" : "s") of the bundle '\(directory)/'.\n",
          to: 2)
      }
    }
    show(diff, of: member.path)
  }

  /// A document of one entry before it has its entry: what a file is before `add` makes
  /// it and after `remove` deletes it.
  private static var noEntry: ModelDocument<Tool.Entry> {
    var document = ModelDocument<Tool.Entry>(_uniqueEntries: [], unknownFields: ArchiveObject())
    document.layout = .single
    return document
  }

  /// Prints the change of the file at `path`.
  private func show(_ diff: DocumentDiff<Tool.Entry>, of path: String) {
    if json {
      Output.write(FileDiffJSON.encode([FileDiffJSON(path: path, diff: ArchivedDiff(diff))]))
    } else {
      Output.write(DiffText.describe([(path, diff.description)]))
    }
  }

  /// The day a dated name takes, `YYYY-MM-DD` as written: the entry's first date field
  /// with a value, in the schema's order (a post's date), else today (`ReferenceTime`).
  static func day(of entry: Tool.Entry) -> String {
    for field in Tool.Entry.schema.fields {
      if case .date(let date)? = try? entry.value(forField: field.name) {
        return String(date.iso8601.prefix(10))
      }
    }
    return String(ReferenceTime.now.iso8601.prefix(10))
  }

  /// Whether `id` can be a file's name: not empty, no `/`, no NUL, no leading dot.
  static func canName(_ id: String) -> Bool {
    !id.isEmpty && !id.hasPrefix(".") && !id.utf8.contains(UInt8(ascii: "/"))
      && !id.utf8.contains(0)
  }

  /// How many names other than the file at `path` its folder holds.
  private static func otherFiles(besides path: String) -> Int {
    guard let stream = opendir(Self.directory(of: path)) else { return 0 }
    defer { closedir(stream) }
    let own = String(path.split(separator: "/").last ?? "")
    var count = 0
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." && name != own { count += 1 }
    }
    return count
  }

  /// The folder of the file at `path` (`.` for a bare name).
  private static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
