import BlogDocCommands
import BlogDocCore
import BlogDocInterchange
import BlogDocStore
import BlogDocSystem
import BlogDocTool
import BlogDocBlog

/// `blogdoc export`: entries as Markdown files with front matter, for static site generators.
///
/// Every file it writes, replaces or removes (and the directory's `.blogdoc-export`) is one
/// whole-file write of one journaled operation (`FileWrite(path:replacing:with:)`), so
/// `blogdoc undo` gives back each replaced file byte for byte and removes the files it made.
/// A file export did not write, or that changed since it wrote it, is never replaced without
/// `--force`: the refusal names each one (exit 73) and writes nothing.
extension BlogDoc.Export: InterchangeCommand {
  func perform() throws {
    try Failure.reporting {
      let document = try DocumentFile.read(BlogEntry.self, from: file).document
      let entries =
        try EntryChoice<BlogEntry>.entry(named: entry, in: document, file: file).map { [$0] }
        ?? Array(document.entries)
      // Render every file before writing any, so a failure writes nothing.
      let files = try entries.map { entry in
        (
          id: entry.id, name: MarkdownExport.fileName(for: entry),
          bytes: Array(
            try MarkdownExport.text(for: entry, frontMatter: FrontMatterStyle(frontMatter)).utf8)
        )
      }
      try makeDirectory(dir)
      // Planned before the history is opened, so a refusal leaves no '.blogdoc' behind;
      // the store's commit refuses a file that changes after it was read here.
      let manifestPath = ExportManifest.path(in: dir)
      let formerManifest = FileBytes.exists(manifestPath) ? try FileBytes.read(manifestPath) : nil
      let earlier = formerManifest.map(ExportManifest.init(parsing:)) ?? ExportManifest()
      var manifest = earlier
      var writes: [FileWrite] = []
      var refused: [(path: String, exported: Bool)] = []
      let progress = ProgressLine("Exporting entry", total: files.count)
      for (index, file) in files.enumerated() {
        let path = dir + "/" + file.name
        let former = FileBytes.exists(path) ? try FileBytes.read(path) : nil
        if let former, former != file.bytes, !earlier.wrote(former, as: file.name) {
          refused.append((path, earlier.records.contains { $0.name == file.name }))
        }
        if former != file.bytes {
          writes.append(FileWrite(path: path, replacing: former, with: file.bytes))
        }
        manifest.record(ExportManifest.Record(id: file.id, name: file.name, bytes: file.bytes))
        progress.update(index + 1)
      }
      progress.finish()
      guard refused.isEmpty || force else { return try refuse(refused) }
      var removed: [ExportManifest.Record] = []
      if clean {
        let written = Set(files.map(\.name))
        for record in earlier.records
        where !written.contains(record.name) && (entry == nil || record.id == entry) {
          if let write = try removalIfUnchanged(record) {
            writes.append(write)
            removed.append(record)
          }
          manifest.records.removeAll { $0.name == record.name }
        }
      }
      if formerManifest != manifest.bytes {
        writes.append(
          FileWrite(path: manifestPath, replacing: formerManifest, with: manifest.bytes))
      }
      if !writes.isEmpty {
        try openStore().commit(.edit, message: "Export \(file) to \(dir)", writes: writes)
      }
      Output.write("Wrote \(files.count) file\(files.count == 1 ? "" : "s") to \(dir).\n")
      for record in removed {
        Output.write("Removed \(dir)/\(record.name), an earlier export of \(record.id).\n")
      }
    }
  }

  /// The store whose history the export joins: the one covering the directory; with none
  /// yet, a new one beside the document when that covers the directory (as an edit of the
  /// document would make), else in the directory.
  private func openStore() throws -> DocumentStore {
    let manifestPath = ExportManifest.path(in: dir)
    if try Workspace.find(forDocumentAt: manifestPath) != nil {
      return try BlogDoc.openStore(forDocumentAt: manifestPath, creating: false)
    }
    let slash = file.lastIndex(of: "/")
    let home = slash.map { String(file[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
    let covered =
      try Workspace.find(forDocumentAt: file) == nil
      && Self.real(dir).map { target in
        Self.real(home).map { target == $0 || target.hasPrefix($0 == "/" ? "/" : $0 + "/") }
          ?? false
      } ?? false
    return try BlogDoc.openStore(forDocumentAt: covered ? file : manifestPath, creating: true)
  }

  /// The absolute path of the directory `path`, links resolved; `nil` when it cannot be.
  private static func real(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Refuses the export: one line per file it would replace (one it wrote and that
  /// changed since, or one it never wrote), then exit 73.
  private func refuse(_ files: [(path: String, exported: Bool)]) throws {
    for file in files {
      let why =
        file.exported ? "Changed since blogdoc exported it" : "Not written by blogdoc export"
      Failure.printError(
        "\(file.path): \(why); nothing was written. Give --force to replace it (then 'blogdoc undo' brings it back)."
      )
    }
    throw ExitCode(73)
  }

  /// The write that removes the file `record` names if it still holds what export wrote;
  /// `nil` for a file that is gone, or changed since (kept, with a warning).
  private func removalIfUnchanged(_ record: ExportManifest.Record) throws -> FileWrite? {
    let path = dir + "/" + record.name
    guard FileBytes.exists(path) else { return nil }
    let bytes = try FileBytes.read(path)
    guard XXH64.hash(bytes) == record.hash else {
      Output.write("Warning: Kept \(path): it changed since blogdoc exported it.\n", to: 2)
      return nil
    }
    return FileWrite(path: path, replacing: bytes, with: nil)
  }

  /// Creates `path` and its parents, like `mkdir -p`.
  private func makeDirectory(_ path: String) throws {
    var current = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      current += (current.isEmpty || current == "/" ? "" : "/") + part
      if mkdir(current, 0o755) != 0 && errno != EEXIST {
        throw StoreError(
          errno == EACCES ? .permissionDenied : .cannotCreate, path: current,
          "Cannot create the directory: \(String(cString: strerror(errno))).")
      }
    }
  }
}
