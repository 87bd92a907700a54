import BlogDocCommands
import BlogDocCore
import BlogDocInterchange
import BlogDocStore
import BlogDocSystem
import BlogDocTool
import BlogDocBlog

/// `blogdoc import`: records of another program's export, merged into a blog through the
/// journal or printed as one.
extension BlogDoc.Import: InterchangeCommand {
  func perform() throws {
    try Failure.reporting {
      guard let from = from.map(ImportFormat.init) else { return }
      if let into, let format {
        throw UsageError(
          description:
            "--format \(format.rawValue) applies only without --into; the blog's format comes from its name, '\(into)'."
        )
      }
      if printMapping {
        guard let json = from.builtInMappingJSON else {
          throw UsageError(
            description:
              "The json format has no built-in mapping; write one and pass it with --mapping.")
        }
        return Output.write(json + "\n")
      }
      let source = ImportSource(
        path: self.source ?? "", format: from, mapping: try loadMapping(for: from))
      guard FileBytes.exists(source.path) else {
        throw StoreError(
          .notFound, path: source.path,
          from == .markdown ? "No such file or directory." : "No such file.")
      }
      try FileBytes.checkReadable(source.path)
      guard let into else {
        let (importer, skipped) = try run(source, into: try BlogDocument(entries: []))
        // Streamed: the blog of a large import is never held as bytes.
        try (format ?? .xml).encode(importer.document) { Output.write($0) }
        Output.write(
          "Imported \(source.path): \(summary(importer.summary, skipped: skipped)).\n", to: 2)
        Self.exitWithoutTeardown()
      }
      try merge(source, into: into)
    }
  }

  /// Merges into `path` through the journal, holding the workspace lock throughout when
  /// there is a workspace; without one, the import is planned first, so a bad source
  /// leaves no `.blogdoc/` behind.
  private func merge(_ source: ImportSource, into path: String) throws {
    _ = try DocumentFile.format(of: path)
    var session =
      dryRun
      ? nil
      : try Workspace.find(forDocumentAt: path).map { _ in
        try BlogDoc.openStore(forDocumentAt: path, creating: false)
      }
    let exists = FileBytes.exists(path)
    let (before, bytes, map) = try exists ? read(path) : (try BlogDocument(entries: []), [], nil)
    let (importer, skipped) = try run(source, into: before)
    let diff = importer.document.difference(from: before)
    let what = summary(importer.summary, skipped: skipped)
    guard !dryRun else {
      return Output.write(
        "Would import \(source.path) into \(path): \(what); nothing written (dry run).\n")
    }
    guard !diff.isEmpty else {
      return Output.write("Imported \(source.path) into \(path): \(what); nothing changed.\n")
    }
    var created = false
    if !exists {
      try DocumentFile.write(before, to: path)
      created = true
    }
    do {
      if session == nil { session = try BlogDoc.openStore(forDocumentAt: path, creating: true) }
      let startBytes = try FileBytes.read(path)
      if exists && startBytes != bytes {
        throw StoreError(
          .lockBusy, path: path,
          "The blog changed while the import was read; nothing was written. Try again.")
      }
      // Spliced into the blog as read, so its layout and comments stay; a blog this import
      // makes, or one still as blogdoc writes an empty blog, is streamed to its file instead
      // of being held as bytes.
      let isFresh =
        try !exists || (before.count == 0 && startBytes == DocumentFile.encode(before, for: path))
      let write =
        isFresh
        ? try FileWrite(path: path, before: startBytes, streaming: importer.document, diff: diff)
        : try FileWrite(
          path: path, before: startBytes, original: before, map: map, splicing: importer.document,
          diff: diff)
      try session!.commit(
        .edit, message: message ?? "Import \(source.path) (\(what))", writes: [write])
    } catch {
      if created { _ = unlink(path) }
      throw error
    }
    Output.write("Imported \(source.path) into \(path): \(what).\n")
    Self.exitWithoutTeardown()
  }

  /// Ends the process now: freeing a large import's entries one by one takes a tenth of
  /// its time (measured on 10,000 entries), and the system frees the memory at once.
  static func exitWithoutTeardown() -> Never {
    BlogDocSystem.exit(0)
  }

  private func read(_ path: String) throws -> (BlogDocument, [UInt8], DocumentSourceMap?) {
    let (decoded, bytes, map) = try DocumentFile.readForEditing(BlogEntry.self, from: path)
    guard decoded.document.layout == .collection else {
      throw UsageError(
        description:
          "'\(path)' holds one entry; import into a blog ('blogdoc new --blog \(path)' makes an empty one)."
      )
    }
    return (decoded.document, bytes, map)
  }

  /// Reads every record of `source` into `document`, with a progress line on a terminal,
  /// and prints the warnings.
  ///
  /// - Throws: ``ImportRefusedError`` after listing every record that cannot be imported,
  ///   unless `--skip-invalid` turns them into warnings.
  private func run(
    _ source: ImportSource, into document: BlogDocument
  ) throws -> (Importer<BlogEntry>, Int) {
    var importer = Importer(into: document, mapping: source.mapping)
    importer.treatsWarningsAsErrors = strict
    let progress = ProgressLine("Importing record", total: nil)
    let (count, skipped) = try importer.importRecords(of: source) { progress.update($0) }
    progress.finish()
    let summary = importer.summary
    if !summary.refusals.isEmpty && !skipInvalid {
      for refusal in summary.refusals { Failure.printError(refusal) }
      // With nothing else to import, the lines above say it all: one bad record is one line.
      guard summary.invalid < count else { throw ExitCode(65) }
      throw ImportRefusedError(invalid: summary.invalid, records: count)
    }
    for warning in summary.warnings {
      Output.write("Warning: \(warning)\n", to: 2)
    }
    for refusal in summary.refusals {
      Output.write("Warning: \(refusal) The record was skipped.\n", to: 2)
    }
    var drafts = NotPublicCount(bag: source.mapping.name)
    for id in importer.importedIDs {
      if let entry = importer.document[id: id] { drafts.count(entry) }
    }
    if let sentence = drafts.sentence(dryRun: dryRun) { Output.write(sentence + "\n", to: 2) }
    return (importer, skipped)
  }

  private func loadMapping(for format: ImportFormat) throws -> Mapping {
    guard let mapping else { return format.builtInMapping! }
    do {
      return try Mapping(json: try FileBytes.read(mapping))
    } catch let error as MappingError {
      var located = error
      located.file = mapping
      throw located
    } catch let error as ArchiveError {
      throw error.reading(mapping)
    }
  }

  private func summary(_ summary: ImportSummary, skipped: Int) -> String {
    var copy = summary
    copy.skipped = skipped
    let warnings = summary.warnings.count
    return copy.description
      + (warnings > 0 ? ", \(warnings) warning\(warnings == 1 ? "" : "s")" : "")
  }
}
