import ArgumentParser
import BlogDocCore
import BlogDocStore

/// `TOOL merge BASE OURS THEIRS [--path P] [--marker-size N]`: a git merge driver that
/// merges documents by entry id and field (see `DocumentMerge`) and writes the result into
/// OURS.
///
/// The arguments are git's `%O %A %B %P %L`; `TOOL git-setup` writes the configuration.
/// OURS keeps its layout: only the merged fields' bytes change. A conflicting field is
/// written three times, between git's markers, and the command exits 1 (git then lists
/// the path as conflicted); `validate` names each conflict and `resolve` settles it. A
/// file that is not one of the tool's documents is merged as `git merge-file` merges text.
///
/// ```
/// $ git config merge.recipes.driver 'recipes merge %O %A %B --path %P --marker-size %L'
/// $ recipes merge base.xml ours.xml theirs.xml --path r.xml
/// Merged r.xml: 2 fields from theirs.
/// ```
public struct MergeCommand<Tool: DocumentTool>: ParsableCommand {
  /// A command with its arguments at their defaults, as swift-argument-parser makes one
  /// before it parses the command line.
  public init() {}

  /// The command's name, abstract and help.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "merge",
      abstract: "Merge two versions of a document field by field (a git merge driver).",
      discussion: """
        The arguments are git's %O %A %B %P %L: the common ancestor, ours (where the \
        result is written) and theirs, then the path in the work tree and the conflict \
        marker size. '\(Tool.name) git-setup' configures git to call it.

        Entries are matched by id and fields by name. A field changed on one side takes \
        that side's value; changed alike on both, it is clean. Lists keep the additions \
        of both sides and lose what either side removed; multi-line text merges line by \
        line; updatedDate takes the later date. A field changed differently on both \
        sides is a conflict: all three values are written between git's markers and the \
        command exits 1. '\(Tool.name) validate FILE' then lists the conflicts, and \
        '\(Tool.name) resolve' settles them.

        The format is the name's: .xml, .json, or the extension of another format the \
        program reads (a Markdown post's .md, say). A name with none (git's temporary \
        file, when the driver is given no --path %P) leaves it to the content: XML when \
        its first character other than a space is '<', JSON when it is '{' or '[', \
        another format when it recognizes the start (a post's front matter). A file of \
        no format, or that is not \(withArticle(Tool.Entry.schema.entryName)) document \
        (a README.md without front matter), is merged as text by 'git merge-file'. A \
        post merges as a document: its front matter key by key, its body line by line, \
        and a conflict is written around that key's lines or the body's lines only. \
        Exits 0 when merged cleanly, 1 when conflicts remain, and 65 when a side is \
        malformed (OURS is then left as it was).

        Example:
          \(Tool.name) merge base.xml ours.xml theirs.xml --path blog.xml
        """)
  }

  @Argument(help: "The common ancestor (git's %O).")
  var base: String

  @Argument(help: "Our version, where the result is written (git's %A).")
  var ours: String

  @Argument(help: "Their version (git's %B).")
  var theirs: String

  @Option(help: "The file's path in the work tree (git's %P): its name decides the format.")
  var path: String?

  @Option(help: "The length of conflict markers (git's %L).")
  var markerSize = 7

  /// Merges, writes OURS and exits 0 (clean), 1 (conflicts) or with an error's code.
  public func run() throws {
    try Failure.reporting {
      let name = path ?? ours
      let oursBytes = try FileBytes.read(ours)
      let baseBytes = try FileBytes.read(base)
      let theirsBytes = try FileBytes.read(theirs)
      // Text unless one side reads as a document: then a broken other side is an error.
      // A name without an extension (git's temporary file, without --path) leaves the
      // format to the content.
      guard
        let format = DocumentFormat(path: name) ?? DocumentFormat(content: oursBytes)
          ?? DocumentFormat(content: theirsBytes),
        Self.isDocument(oursBytes, format) || Self.isDocument(theirsBytes, format)
      else {
        throw ExitCode(
          try mergeAsText(oursBytes: oursBytes, baseBytes: baseBytes, theirsBytes: theirsBytes))
      }
      let (bytes, _, conflicts) = try DocumentMergeDriver.merge(
        Tool.Entry.self, base: baseBytes, ours: oursBytes, theirs: theirsBytes, as: format,
        named: name,
        markerSize: markerSize)
      // A merge killed between naming its synced file and renaming it leaves the file;
      // git merges one path at a time, so no other writer of OURS can be running.
      AtomicFile.removeLeftovers(besides: ours)
      if bytes != oursBytes { try AtomicFile.write(bytes, to: ours) }
      guard conflicts.isEmpty else {
        let record = Tool.Entry.schema.entryName
        for conflict in conflicts {
          let what = conflict.target == .entry ? record : "field"
          Output.write("CONFLICT (\(what)): \(name): \(conflict.shown(entryName: record))\n", to: 2)
        }
        // Without --path, `name` is git's temporary file, which is gone once git is done.
        let validate =
          path.map { "'\(Tool.name) validate \(ShellWord.quoted($0))'" }
          ?? "'\(Tool.name) validate' of the file"
        Output.write("\(validate) lists each conflict with a command that resolves it.\n", to: 2)
        throw ExitCode(1)
      }
    }
  }

  /// Whether `bytes` are meant as one of the tool's documents (see
  /// `DocumentFormat.isDocument(_:of:)`, which `serve` lists documents by).
  static func isDocument(_ bytes: [UInt8], _ format: DocumentFormat) -> Bool {
    format.isDocument(bytes, of: Tool.Entry.self)
  }

  /// Merges the three files as lines, by `git merge-file` when git is installed, else the
  /// same way in process; returns the driver's exit code.
  private func mergeAsText(
    oursBytes: [UInt8], baseBytes: [UInt8], theirsBytes: [UInt8]
  ) throws -> Int32 {
    if let status = ChildProcess.run([
      "git", "merge-file", "--marker-size=\(markerSize)", "-L", "ours", "-L", "base", "-L",
      "theirs", ours, base, theirs,
    ]) {
      // git merge-file exits with the number of conflicts, or a negative (255) on error.
      return status == 0 ? 0 : status < 128 ? 1 : 74
    }
    let merged = LineMerge.merge(
      base: String(decoding: baseBytes, as: UTF8.self),
      ours: String(decoding: oursBytes, as: UTF8.self),
      theirs: String(decoding: theirsBytes, as: UTF8.self), markerSize: markerSize)
    try AtomicFile.write(Array(merged.text.utf8), to: ours)
    return merged.conflicts == 0 ? 0 : 1
  }
}
