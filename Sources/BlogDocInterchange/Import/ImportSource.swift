import BlogDocCore
import BlogDocXML
import BlogDocJSON
import Foundation

/// A file (or, for Markdown, a directory) to import, read record by record.
///
/// ```swift
/// let source = ImportSource(path: "export.xml", format: .wxr, mapping: ImportFormat.wxr.builtInMapping!)
/// try source.forEachRecord { record, origin in print(origin) }
/// ```
public struct ImportSource: Sendable {
  /// The file, or the directory of Markdown files.
  public var path: String
  /// How the file is read.
  public var format: ImportFormat
  /// Where the records are and how their members become fields.
  public var mapping: Mapping

  /// Makes a source reading `path` as `format` through `mapping`.
  public init(path: String, format: ImportFormat, mapping: Mapping) {
    self.path = path
    self.format = format
    self.mapping = mapping
  }

  /// Calls `body` with each record the mapping takes, in source order.
  ///
  /// When the source is a directory of Markdown files, each file is a record: one that
  /// cannot be read (not UTF-8, front matter that is not YAML) is handed to `unreadable`,
  /// when given, and the others are still read. A file in the directory without front
  /// matter (a `README.md`, say) is not a post: it is left out, counted in the result, and
  /// handed to `skipped`, when given, with why. A single Markdown source must be a `.md` or
  /// `.markdown` file.
  ///
  /// - Returns: How many records the mapping's `only` left out, plus the Markdown files
  ///   without front matter.
  /// - Throws: `ArchiveError` (naming the file) when a file is not well-formed or
  ///   cannot be read, or a single Markdown source is not named `.md` or `.markdown`,
  ///   ``MappingError`` when the records are not where the mapping says, and what `body`,
  ///   `unreadable` and `skipped` throw.
  /// - Complexity: WXR, RSS and Atom are streamed, in memory for one record at a time; JSON is read
  ///   whole; Markdown one file at a time.
  @discardableResult
  public func forEachRecord(
    _ body: (ArchiveValue, RecordOrigin) throws -> Void,
    unreadable: ((ImportError) throws -> Void)? = nil,
    skipped notAPost: ((ImportError) throws -> Void)? = nil
  ) throws -> Int {
    var skipped = 0
    func offer(_ record: ArchiveValue, _ origin: RecordOrigin) throws {
      if mapping.accepts(record) { try body(record, origin) } else { skipped += 1 }
    }
    switch format {
    case .wxr, .rss, .atom:
      let isAtom = format == .atom
      // A WordPress export's channel categories come before the items that name them (see
      // WXRTerms): they are records of a second kind.
      let reader: XMLRecordReader
      switch format {
      case .atom:
        reader = XMLRecordReader(recordPath: ["feed", "entry"], markupAttribute: ("type", "xhtml"))
      case .wxr:
        reader = XMLRecordReader(recordPaths: [
          ["rss", "channel", "item"], ["rss", "channel", "wp:category"],
        ])
      default: reader = XMLRecordReader(recordPath: ["rss", "channel", "item"])
      }
      do {
        var terms = WXRTerms()
        try reader.read(
          file: path,
          root: { root, line in
            let kind = XMLSourceKind(root)
            guard kind.format == format else {
              throw wrongFeed(kind, at: Self.startTag(root.name, onLine: line, of: path))
            }
          }
        ) { record, origin in
          guard origin.kind == 0 else { return terms.add(category: record) }
          var item = record
          // Only for records the mapping takes: a skipped one's terms warn of nothing.
          if format == .wxr && mapping.accepts(item) { terms.resolve(&item) }
          try offer(
            item,
            RecordOrigin(
              file: path, line: origin.line, label: "\(isAtom ? "entry" : "item") \(origin.ordinal)"
            ))
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
        try offer(
          record,
          RecordOrigin(
            file: path,
            label: records.count == 1 && mapping.recordsPath == nil ? nil : "\(prefix)\(index)"))
      }
    case .markdown:
      let (files, isDirectory) = try Self.markdownFiles(at: path)
      for file in files {
        let read: (record: ArchiveValue, hasFrontMatter: Bool)
        do {
          let bytes = try Self.bytes(of: file)
          guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ArchiveError(.malformed, "The file is not UTF-8 text.", file: file)
          }
          read = try FrontMatterFile.read(text: text, name: file)
        } catch let error as ArchiveError {
          guard let unreadable else { throw error.reading(file) }
          let origin = RecordOrigin(
            file: file, line: error.location?.line, column: error.location?.column)
          try unreadable(
            ImportError(origin: origin, field: error.fieldPath, message: error.message))
          continue
        }
        // Only its name would give such a file a title, an id and a date: a guess, not a post.
        if isDirectory && !read.hasFrontMatter {
          skipped += 1
          try notAPost?(ImportError(origin: RecordOrigin(file: file), message: Self.noFrontMatter))
          continue
        }
        try offer(read.record, RecordOrigin(file: file))
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
    case (.wxr, .json), (.rss, .json), (.atom, .json):
      message =
        "Expected \(Self.expected(format)) (XML), found JSON; --from jsonfeed reads a JSON Feed, --from json any JSON with --mapping."
    case (.jsonfeed, .xml):
      message = "Expected a JSON Feed, found XML; \(Self.xmlFormatHint(path))"
    case (.json, .xml):
      message = "Expected JSON, found XML; \(Self.xmlFormatHint(path))"
    default:
      return nil
    }
    return ArchiveError(.malformed, message, at: sniffed.location, file: path)
  }

  /// The error for an XML source whose root says it is another kind than `format` (an
  /// Atom feed given as `--from wxr`), which would otherwise import nothing and say so.
  func wrongFeed(_ kind: XMLSourceKind, at location: SourceLocation) -> ArchiveError {
    let reader = kind.format.map { "; --from \($0.rawValue) reads it." } ?? "."
    return ArchiveError(
      .malformed, "Expected \(Self.expected(format)), found \(kind.described)\(reader)",
      at: location, file: path)
  }

  /// Where the start tag `<name` that ends on `line` (as libxml2 numbers an element) of
  /// the file at `path` begins; column 1 of `line` when it is past the file's first 4 KB.
  static func startTag(_ name: String, onLine line: Int, of path: String) -> SourceLocation {
    let bytes = head(of: path)
    var lineStarts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      lineStarts.append(offset + 1)
    }
    let end = line < lineStarts.count ? lineStarts[line] : bytes.count
    guard line >= 1, line <= lineStarts.count,
      let tag = bytes[..<end].ranges(of: Array(("<" + name).utf8)).last(where: { range in
        range.upperBound == end
          || [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(
            bytes[range.upperBound])
      })
    else {
      return SourceLocation(line: line, column: 1)
    }
    let tagLine = lineStarts.lastIndex { $0 <= tag.lowerBound }!
    return SourceLocation(line: tagLine + 1, column: tag.lowerBound - lineStarts[tagLine] + 1)
  }

  /// What `format` reads, for messages: `a WordPress export`.
  static func expected(_ format: ImportFormat) -> String {
    switch format {
    case .wxr: "a WordPress export"
    case .rss: "an RSS feed"
    case .atom: "an Atom feed"
    case .jsonfeed: "a JSON Feed"
    case .markdown: "Markdown"
    case .json: "JSON"
    }
  }

  /// Which `--from` reads the XML file at `path`: `--from atom reads an Atom feed.`, or
  /// every XML format when its root is none of theirs.
  static func xmlFormatHint(_ path: String) -> String {
    guard let format = XMLSourceKind.of(file: path)?.format else {
      return
        "--from wxr reads a WordPress export, --from rss an RSS feed, --from atom an Atom feed."
    }
    return "--from \(format.rawValue) reads \(expected(format))."
  }

  /// The first bytes of the file at `path` (none when it cannot be read).
  static func head(of path: String) -> [UInt8] {
    guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
    defer { try? handle.close() }
    return [UInt8]((try? handle.read(upToCount: 4096)) ?? Data())
  }

  /// Why a Markdown file in a directory was left out.
  static let noFrontMatter =
    "No front matter ('---', '+++', '{' or '@title' at the top), so it is not a post. The file was skipped."

  /// The Markdown files at `path`: the file itself, or every `.md` and `.markdown` file
  /// below the directory in name order, leaving out hidden folders and Hugo's `_index.md`
  /// list pages; and whether `path` is a directory.
  static func markdownFiles(
    at path: String
  ) throws(ArchiveError) -> (files: [String], isDirectory: Bool) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ArchiveError(.malformed, "No such file or directory.", file: path)
    }
    guard isDirectory.boolValue else {
      guard isMarkdownName(path) else { throw notMarkdown(head(of: path), file: path) }
      return ([path], false)
    }
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
      guard isMarkdownName(name), name != "_index.md" else { continue }
      files.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
    }
    return (files.sorted(), true)
  }

  static func isMarkdownName(_ path: String) -> Bool {
    path.hasSuffix(".md") || path.hasSuffix(".markdown")
  }

  /// The error for a single file given as Markdown that is not named so (a JSON Feed given
  /// as `--from markdown`), naming the format that reads what it holds.
  static func notMarkdown(_ head: [UInt8], file path: String) -> ArchiveError {
    let expected = "Expected a Markdown file (.md or .markdown) or a directory of them"
    let message: String
    switch LeadingSyntax(head).kind {
    case .json:
      message =
        expected
        + ", found JSON; --from jsonfeed reads a JSON Feed, --from json any JSON with --mapping."
    case .xml: message = expected + ", found XML; " + xmlFormatHint(path)
    default: message = expected + "."
    }
    return ArchiveError(.malformed, message, file: path)
  }

  static func bytes(of path: String) throws(ArchiveError) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason =
        FileManager.default.fileExists(atPath: path) ? "Cannot read the file." : "No such file."
      throw ArchiveError(.malformed, reason, file: path)
    }
    return [UInt8](data)
  }
}

extension Error {
  /// This error naming `file`, when it is an `ArchiveError` that does not name one yet.
  fileprivate func reading(_ file: String) -> any Error {
    guard let error = self as? ArchiveError, error.file == nil else { return self }
    return error.reading(file)
  }
}
