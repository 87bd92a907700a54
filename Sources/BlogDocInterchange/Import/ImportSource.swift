import BlogDocCore
import BlogDocXML
import Foundation

/// A file (or, for Markdown, a directory) to import, read record by record.
///
/// ```swift
/// let source = ImportSource(path: "export.xml", format: .wxr, mapping: ImportFormat.wxr.builtInMapping!)
/// try source.forEachRecord { record, origin in print(origin) }
/// ```
public struct ImportSource: Sendable {
  public var path: String
  public var format: ImportFormat
  public var mapping: Mapping

  public init(path: String, format: ImportFormat, mapping: Mapping) {
    self.path = path
    self.format = format
    self.mapping = mapping
  }

  /// Calls `body` with each record the mapping takes, in source order.
  ///
  /// When the source is a directory of Markdown files, each file is a record: one that
  /// cannot be read (not UTF-8, front matter that is not YAML) is handed to `unreadable`,
  /// when given, and the others are still read.
  ///
  /// - Returns: How many records the mapping's `only` left out.
  /// - Throws: ``ArchiveError`` (naming the file) when a file is not well-formed or
  ///   cannot be read, ``MappingError`` when the records are not where the mapping says,
  ///   and what `body` and `unreadable` throw.
  /// - Complexity: WXR is streamed, in memory for one record at a time; JSON is read
  ///   whole; Markdown one file at a time.
  @discardableResult
  public func forEachRecord(
    _ body: (ArchiveValue, RecordOrigin) throws -> Void, unreadable: ((ImportError) throws -> Void)? = nil
  ) throws -> Int {
    var skipped = 0
    func offer(_ record: ArchiveValue, _ origin: RecordOrigin) throws {
      if mapping.accepts(record) { try body(record, origin) } else { skipped += 1 }
    }
    switch format {
    case .wxr:
      do {
        try XMLRecordReader(recordPath: ["rss", "channel", "item"]).read(file: path) { record, origin in
          try offer(record, RecordOrigin(file: path, line: origin.line, label: "item \(origin.ordinal)"))
        }
      } catch let error as ArchiveError {
        throw misread(Self.head(of: path)) ?? error
      }
    case .jsonfeed, .json:
      let root: ArchiveValue
      let bytes = try Self.bytes(of: path)
      do {
        root = try JSONValueReader.parse(bytes)
      } catch {
        throw misread(bytes) ?? error.reading(path)
      }
      let records = try mapping.records(in: root)
      let prefix = mapping.recordsPath.map { $0.description + "." } ?? ""
      for (index, record) in records.enumerated() {
        try offer(record, RecordOrigin(file: path, label: records.count == 1 && mapping.recordsPath == nil ? nil : "\(prefix)\(index)"))
      }
    case .markdown:
      for file in try Self.markdownFiles(at: path) {
        let record: ArchiveValue
        do {
          let bytes = try Self.bytes(of: file)
          guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ArchiveError(.malformed, "The file is not UTF-8 text.", file: file)
          }
          record = try FrontMatterFile.record(text: text, name: file)
        } catch let error as ArchiveError {
          guard let unreadable else { throw error.reading(file) }
          let origin = RecordOrigin(file: file, line: error.location?.line, column: error.location?.column)
          try unreadable(ImportError(origin: origin, field: error.fieldPath, message: error.message))
          continue
        }
        try offer(record, RecordOrigin(file: file))
      }
    }
    return skipped
  }

  /// The error for a source in the other syntax than its format's (a JSON Feed given as
  /// `--from wxr`), which the reader would report as "Document is empty." at 1:1.
  func misread(_ bytes: [UInt8]) -> ArchiveError? {
    let sniffed = LeadingSyntax(bytes)
    let message: String
    switch (format, sniffed.kind) {
    case (.wxr, .json):
      message = "Expected a WordPress export (XML), found JSON; --from jsonfeed reads a JSON Feed, --from json any JSON with --mapping."
    case (.jsonfeed, .xml):
      message = "Expected a JSON Feed, found XML; --from wxr reads a WordPress export."
    case (.json, .xml):
      message = "Expected JSON, found XML; --from wxr reads a WordPress export."
    default:
      return nil
    }
    return ArchiveError(.malformed, message, at: sniffed.location, file: path)
  }

  /// The first bytes of the file at `path` (none when it cannot be read).
  static func head(of path: String) -> [UInt8] {
    guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
    defer { try? handle.close() }
    return [UInt8]((try? handle.read(upToCount: 4096)) ?? Data())
  }

  /// The Markdown files at `path`: the file itself, or every `.md` and `.markdown` file
  /// below the directory in name order, leaving out hidden folders and Hugo's `_index.md`
  /// list pages.
  static func markdownFiles(at path: String) throws(ArchiveError) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ArchiveError(.malformed, "No such file or directory.", file: path)
    }
    guard isDirectory.boolValue else { return [path] }
    guard let walker = FileManager.default.enumerator(atPath: path) else {
      throw ArchiveError(.malformed, "Cannot list the directory.", file: path)
    }
    var files: [String] = []
    while let relative = walker.nextObject() as? String {
      let name = relative.split(separator: "/").last.map(String.init) ?? relative
      if name.hasPrefix(".") {
        walker.skipDescendants()
        continue
      }
      guard name.hasSuffix(".md") || name.hasSuffix(".markdown"), name != "_index.md" else { continue }
      files.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
    }
    return files.sorted()
  }

  static func bytes(of path: String) throws(ArchiveError) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason = FileManager.default.fileExists(atPath: path) ? "Cannot read the file." : "No such file."
      throw ArchiveError(.malformed, reason, file: path)
    }
    return [UInt8](data)
  }
}

extension Error {
  /// This error naming `file`, when it is an ``ArchiveError`` that does not name one yet.
  fileprivate func reading(_ file: String) -> any Error {
    guard let error = self as? ArchiveError, error.file == nil else { return self }
    return error.reading(file)
  }
}
