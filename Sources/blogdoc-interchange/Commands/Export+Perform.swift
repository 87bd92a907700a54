import BlogDocCommands
import BlogDocCore
import BlogDocInterchange
import BlogDocStore
import BlogDocTool

#if canImport(Glibc)
  import Glibc
#endif

/// `blogdoc export`: entries as Markdown files with front matter, for static site generators.
extension BlogDoc.Export: InterchangeCommand {
  func perform() throws {
    try Failure.reporting {
      let document = try DocumentFile.read(BlogEntry.self, from: file).document
      let entries = try EntryChoice<BlogEntry>.entry(named: entry, in: document, file: file).map { [$0] } ?? Array(document.entries)
      // Render every file before writing any, so a failure writes nothing.
      let files = try entries.map { entry in
        (id: entry.id, name: MarkdownExport.fileName(for: entry),
         bytes: Array(try MarkdownExport.text(for: entry, frontMatter: FrontMatterStyle(frontMatter)).utf8))
      }
      try makeDirectory(dir)
      var manifest = try ExportManifest.read(in: dir)
      let earlier = manifest.records
      let progress = ProgressLine("Exporting entry", total: files.count)
      for (index, file) in files.enumerated() {
        try AtomicFile.write(file.bytes, to: dir + "/" + file.name)
        manifest.record(ExportManifest.Record(id: file.id, name: file.name, bytes: file.bytes))
        progress.update(index + 1)
      }
      progress.finish()
      var removed: [ExportManifest.Record] = []
      if clean {
        let written = Set(files.map(\.name))
        for record in earlier where !written.contains(record.name) && (entry == nil || record.id == entry) {
          if try removeIfUnchanged(record) { removed.append(record) }
          manifest.records.removeAll { $0.name == record.name }
        }
      }
      try manifest.write(in: dir)
      Output.write("Wrote \(files.count) file\(files.count == 1 ? "" : "s") to \(dir).\n")
      for record in removed {
        Output.write("Removed \(dir)/\(record.name), an earlier export of \(record.id).\n")
      }
    }
  }

  /// Removes the file `record` names if it still holds what export wrote, and says whether
  /// it did; a changed file is kept, with a warning.
  private func removeIfUnchanged(_ record: ExportManifest.Record) throws -> Bool {
    let path = dir + "/" + record.name
    guard FileBytes.exists(path) else { return false }
    guard XXH64.hash(try FileBytes.read(path)) == record.hash else {
      Output.write("Warning: Kept \(path): it changed since blogdoc exported it.\n", to: 2)
      return false
    }
    guard unlink(path) == 0 else {
      throw StoreError(errno == EACCES ? .permissionDenied : .io, path: path, "Cannot remove it: \(String(cString: strerror(errno))).")
    }
    return true
  }

  /// Creates `path` and its parents, like `mkdir -p`.
  private func makeDirectory(_ path: String) throws {
    var current = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      current += (current.isEmpty || current == "/" ? "" : "/") + part
      if mkdir(current, 0o755) != 0 && errno != EEXIST {
        throw StoreError(errno == EACCES ? .permissionDenied : .cannotCreate, path: current, "Cannot create the directory: \(String(cString: strerror(errno))).")
      }
    }
  }
}
