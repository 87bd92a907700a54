import ArgumentParser
import BlogDocCore
import BlogDocStore

/// `TOOL format FILE… [--check | --dry-run]`: rewrites documents in the tool's canonical
/// form for their extension, as `convert` writes it, in one journaled operation.
///
/// Edits keep a file's own layout (its indentation, comments, key order); `format` is how
/// to give that layout up. An older format version is migrated. `undo` gives back each
/// file's earlier bytes exactly, from the journal, while the file is as `format` left it.
/// `--check` writes nothing and lists the files not in canonical form (exit 1 when there
/// is one, as `diff --exit-code`).
///
/// ```
/// $ recipes format r.xml
/// Formatted r.xml (12 lines changed).
/// $ recipes format --check r.xml
/// $ echo $?
/// 0
/// ```
public struct FormatCommand<Tool: DocumentTool>: ParsableCommand {
  /// A command with its arguments at their defaults, as swift-argument-parser makes one
  /// before it parses the command line.
  public init() {}

  /// The command's name, abstract and help, naming `Tool`'s entries and commands.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "format",
      abstract: "Rewrite documents in canonical form, as one operation undo reverts.",
      discussion: """
        Each file is written as '\(Tool.name) convert' writes its format: the canonical \
        layout of its extension, an older format version migrated. Edits keep a file's \
        own layout (indentation, comments, key order); format gives it up. All files \
        change in one journaled operation, and '\(Tool.name) undo' gives back each file's \
        earlier bytes exactly while it is as format left it. The canonical form writes no \
        comments or processing instructions: format says how many of each it drops. A file \
        already in canonical form is left alone. If any file cannot be read, nothing is \
        written.

        --check writes nothing and prints the name of each file not in canonical form: \
        it exits 0 when all are, 1 when one is not (as 'diff --exit-code'), and with the \
        code of the first error when a file cannot be read. --dry-run says what would \
        change and writes nothing.

        Examples:
          \(Tool.name) format entry.xml blog.json
          \(Tool.name) format --check *.xml
        """)
  }

  @Argument(help: "The documents to rewrite.", completion: Completions<Tool.Entry>.documents)
  var files: [String]

  @Flag(help: "List the files not in canonical form (exit 1 if any); write nothing.")
  var check = false

  @Flag(help: "Say what would change; write nothing.")
  var dryRun = false

  /// Refuses `--check` with `--dry-run`, and standard input, which has no file to write
  /// back (exit 64).
  public func validate() throws {
    guard !(check && dryRun) else {
      throw ValidationError("Please give either '--check' or '--dry-run', not both.")
    }
    guard !files.contains("-") else {
      throw ValidationError(
        "Please give files to format: standard input has no file to write back ('\(Tool.name) convert - out.xml' writes its canonical form)."
      )
    }
  }

  /// One file read and its canonical form.
  struct Planned {
    var write: FileWrite
    /// The format version the file was written in.
    var version: Int
    /// What the file holds that the canonical form does not write (comments, say).
    var dropped: SkippedSyntax

    var isCanonical: Bool { write.after == write.before }
  }

  /// Reads every file; with `--check` lists the ones not canonical, otherwise writes them
  /// all in one operation (or says what would change).
  public func run() throws {
    guard !check else { return try runCheck() }
    // Hold the workspace lock from the first read to the write when there is a workspace
    // already; a dry run only reads, and a new workspace is made only for a real change.
    var store: DocumentStore?
    if !dryRun, let first = files.first {
      try Failure.reporting {
        if try Workspace.find(forDocumentAt: first) != nil {
          store = try Tool.openStore(forDocumentAt: first, creating: false)
        }
      }
    }
    let (plans, problems) = plan()
    guard problems.isEmpty else {
      for problem in problems { Failure.printError(problem) }
      throw ExitCode(Failure.exitCode(for: problems[0]))
    }
    let changes = plans.filter { !$0.isCanonical }
    if !dryRun, !changes.isEmpty {
      try Failure.reporting {
        let store =
          try store ?? Tool.openStore(forDocumentAt: changes[0].write.path, creating: true)
        try store.commit(
          .edit, message: Self.message(changes.map(\.write.path)), writes: changes.map(\.write))
      }
    }
    for plan in plans { Output.write(describe(plan)) }
  }

  /// `--check`: the name of each file not in canonical form; every error, with its code.
  private func runCheck() throws {
    let (plans, problems) = plan()
    for plan in plans where !plan.isCanonical { Output.write(plan.write.path + "\n") }
    for problem in problems { Failure.printError(problem) }
    if let first = problems.first { throw ExitCode(Failure.exitCode(for: first)) }
    if plans.contains(where: { !$0.isCanonical }) { throw ExitCode(1) }
  }

  /// Each file read and encoded in canonical form, and the errors of those that could not be.
  private func plan() -> (plans: [Planned], problems: [any Error]) {
    var plans: [Planned] = []
    var problems: [any Error] = []
    var seen: Set<String> = []
    // A file named twice is formatted once: a second change of it would record bytes the
    // first one already replaced, and undo would refuse it.
    for file in files where seen.insert(file).inserted {
      do {
        let (decoded, bytes) = try DocumentFile.readWithBytes(Tool.Entry.self, from: file)
        plans.append(
          Planned(
            write: try FileWrite(path: file, before: bytes, formatting: decoded.document),
            version: decoded.formatVersion, dropped: decoded.skippedSyntax))
      } catch {
        problems.append(error)
      }
    }
    return (plans, problems)
  }

  /// `Formatted e.xml (12 lines changed; dropped 1 comment, which 'TOOL undo' brings
  /// back).`, `Would format …`, or that it is canonical already.
  private func describe(_ plan: Planned) -> String {
    let path = plan.write.path
    guard !plan.isCanonical else { return "\(path) is already in canonical form.\n" }
    let count = Self.changedLines(from: plan.write.before, to: plan.write.after)
    let lines = count == 1 ? "1 line" : "\(count) lines"
    let current = Tool.Entry.schema.version
    let migrated = plan.version < current ? ", format version \(plan.version) → \(current)" : ""
    let dropped = plan.dropped.described.map {
      dryRun ? "; would drop \($0)" : "; dropped \($0), which '\(Tool.name) undo' brings back"
    }
    return dryRun
      ? "Would format \(path) (\(lines) \(count == 1 ? "changes" : "change")\(migrated)\(dropped ?? "")).\n"
      : "Formatted \(path) (\(lines) changed\(migrated)\(dropped ?? "")).\n"
  }

  /// The operation's line in the log: `Format e.xml`, or the first names and a count.
  static func message(_ paths: [String]) -> String {
    let shown = paths.prefix(3).joined(separator: ", ")
    return "Format " + (paths.count > 3 ? "\(shown) and \(paths.count - 3) more" : shown)
  }

  /// How many lines the rewrite changes: the larger of the lines of `before` with no equal
  /// line left in `after` and the lines of `after` new to it, counted as multisets.
  ///
  /// A line that only moved counts as kept, which a line diff would not say; but a line
  /// diff of two layouts of a large blog costs O(*n*·*d*), and every line of it differs.
  ///
  /// - Complexity: O(*n*) in the bytes.
  static func changedLines(from before: [UInt8], to after: [UInt8]) -> Int {
    var counts: [ArraySlice<UInt8>: Int] = [:]
    for line in before.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      counts[line, default: 0] += 1
    }
    var added = 0
    for line in after.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      if let count = counts[line], count > 0 { counts[line] = count - 1 } else { added += 1 }
    }
    let removed = counts.values.reduce(0, +)
    return max(removed, added)
  }
}
