import BlogDocCommands
import BlogDocCore
import BlogDocStore
import BlogDocSystem

/// Markdown posts, as blogdoc knows them: by name, extensions and how they start, not how
/// to read them. blogdoc-interchange reads them (`MarkdownPostFormat`, which links Yams and
/// TOMLKit and so Foundation's ICU); blogdoc registers this format in its place, so that a
/// command that meets a post on its way hands the whole call over to blogdoc-interchange
/// the moment it reads or writes one: `blogdoc undo` of an edit of a post, a merge of a
/// post's temporary files. A call that names a post goes there before it starts
/// (``CompanionProgram/taking(_:)``).
///
/// The call is handed over only while it can start again from nothing: before this process
/// appended to a journal (`Journal.hasAppendedInThisProcess`; every write goes through one
/// first) and read standard input. Otherwise the format refuses (exit 65), saying what to
/// do; a companion that cannot be run exits 69, having written nothing.
///
/// ```swift
/// DocumentFormat.register(HandedOverFormat())
/// try DocumentFile.read(BlogEntry.self, from: "hello.md")   // runs blogdoc-interchange
/// ```
package struct HandedOverFormat: SplicingArchiveFormat {
  package typealias SourceMap = Int

  /// The program that reads the format.
  package var companion = CompanionProgram.interchange

  package init() {}

  /// `markdown`, as `MarkdownPostFormat` is named, which replaces this one where it is
  /// registered.
  package var name: String { "markdown" }

  /// `md` and `markdown`.
  package var fileExtensions: [String] { ["md", "markdown"] }

  /// Whether `bytes` start with front matter (`---` or `+++`), after an optional byte order
  /// mark and blank lines, as `MarkdownPostFormat.recognizes(_:)` tells them (a test holds
  /// the two to the same answers).
  ///
  /// - Complexity: O(*w*) in the leading blank bytes.
  package func recognizes(_ bytes: some Collection<UInt8>) -> Bool {
    var rest = bytes[...]
    if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
    rest = rest.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    return rest.starts(with: "---".utf8) || rest.starts(with: "+++".utf8)
  }

  /// Hands the call over; see the type.
  package func decode<M: Model>(
    _ type: M.Type, from bytes: UnsafeRawBufferPointer, options: DecodingOptions
  ) throws(ArchiveError) -> DecodedDocument<M> {
    try handOver()
  }

  /// Hands the call over; see the type.
  package func decodeWithSourceMap<M: Model>(
    _ type: M.Type, from bytes: UnsafeRawBufferPointer, options: DecodingOptions
  ) throws(ArchiveError) -> (DecodedDocument<M>, Int) {
    try handOver()
  }

  /// Refuses: nothing is read in this format, so there is nothing to splice into, and the
  /// store then encodes the whole document, which hands the call over.
  package func splice<M: Model>(
    _ source: [UInt8], map: Int, original: ModelDocument<M>, edited: ModelDocument<M>,
    diff: DocumentDiff<M>, entrySources: [String: RemovedEntrySource],
    valueSources: [FieldValueSource]
  ) throws(SpliceRefusal) -> [UInt8] {
    throw SpliceRefusal(reason: "Markdown posts are written by blogdoc-interchange.")
  }

  /// Nothing is read in this format, so no entry has an offset.
  package func offset(ofEntry id: String, member: String?, in map: Int) -> Int? { nil }

  /// Hands the call over; see the type.
  package func encode<M: Model>(_ document: ModelDocument<M>) throws(ArchiveError) -> [UInt8] {
    try handOver()
  }

  /// Runs the companion in this process's place with this process's command line, or
  /// refuses when the call can no longer start again there.
  private func handOver() throws(ArchiveError) -> Never {
    // Only blogdoc hands calls over: from a companion, the call could come back (a loop).
    let program = RunningProgram.path ?? ""
    guard !CompanionProgram.all.contains(where: { program.hasSuffix("/" + $0.name) }) else {
      throw ArchiveError(
        .invalidSchema, "'\(program)' does not read Markdown posts; this is a bug.")
    }
    guard !StandardInput.wasRead else {
      throw ArchiveError(
        .unwritable,
        "A Markdown post, which \(companion.name) reads: blogdoc cannot hand it standard input it has read; give the post's file name instead."
      )
    }
    guard !Journal.hasAppendedInThisProcess else {
      throw ArchiveError(
        .unwritable,
        "A Markdown post, which \(companion.name) reads: blogdoc wrote before it met it, so it cannot hand the command over; run the command again to do the rest."
      )
    }
    do {
      try companion.run(Array(CommandLine.arguments.dropFirst()))
    } catch {
      // The reason is printed; nothing was written.
    }
    exit(69)
  }
}
