import ArgumentParser
import BlogDocCore
import BlogDocStore

/// `TOOL resolve FILE [--entry ID] --field NAME (--take ours|theirs|base | --set VALUE)`:
/// settles one conflict a merge left in a document; `TOOL resolve FILE --entry ID --take
/// ours|theirs|base` settles an entry that conflicts as a whole (removed on one side,
/// edited on the other).
///
/// The file is read back as the three documents the merge wrote (see `ConflictedText`),
/// the chosen field takes the chosen value, and the file is written again: with markers
/// around the conflicts still left, or, after the last one, whole in canonical form.
///
/// ```
/// $ recipes resolve r.xml --field title --take theirs
/// Resolved pancakes.title with theirs; no conflicts left in r.xml.
/// $ recipes resolve book.xml --entry pancakes --take ours
/// Resolved recipe pancakes with ours; no conflicts left in book.xml.
/// ```
public struct ResolveCommand<Tool: DocumentTool>: ParsableCommand {
  /// A command with its arguments at their defaults, as swift-argument-parser makes one
  /// before it parses the command line.
  public init() {}

  /// The command's name, abstract and help.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "resolve",
      abstract: "Settle one conflict a merge left in a document.",
      discussion: """
        '\(Tool.name) validate FILE' lists the conflicts a merge left. --take keeps one \
        side's value (ours, theirs or base); --set gives a value of its own, read and \
        checked as 'edit --set' reads and checks it (@file, @- for standard input, @@ for a leading @). --entry names the \(record) when the file is a collection and \
        several entries conflict in the field; --entry without --field settles the \(record) \
        with that id as a whole, when one side removed it and the other edited it (with --take). When the last conflict is resolved the \
        file is written whole in canonical form. Each resolve is one operation in the \
        undo history: '\(Tool.name) undo' gives back the file as it was, conflict \
        markers and all, byte for byte.

        Examples:
          \(Tool.name) resolve blog.xml --entry hello-world --field title --take theirs
          \(Tool.name) resolve entry.json --field summary --set "Both, reworded."
          \(Tool.name) resolve blog.json --entry hello-world --take ours
        """)
  }

  /// The schema's name for one entry ("entry", "recipe").
  private static var record: String { Tool.Entry.schema.entryName }

  @Argument(help: "The conflicted document.", completion: Completions<Tool.Entry>.documents)
  var file: String

  @Option(
    help:
      "The id of the entry whose field to resolve, or, without --field, of the entry to resolve as a whole."
  )
  var entry: String?

  @Option(help: "The field to resolve.")
  var field: String?

  @Option(help: "The side whose value to keep: ours, theirs or base.")
  var take: String?

  @Option(name: .customLong("set"), help: "A value of its own for the field.")
  var value: String?

  /// Resolves the field and writes the file as one journaled operation.
  public func run() throws {
    try Failure.reporting {
      guard (take == nil) != (value == nil) else {
        throw UsageError(description: "Please give either --take ours|theirs|base or --set VALUE.")
      }
      let side = try take.map { name in
        guard let side = MergeSide(rawValue: name) else {
          throw UsageError(description: "Expected --take ours, theirs or base, found '\(name)'.")
        }
        return side
      }
      var field = field
      if field == Self.formerEntryField {
        // The spelling before --entry alone: still understood, and pointed at the new one.
        Output.write(
          "Note: --field '\(Self.formerEntryField)' is no longer needed: --entry ID alone resolves the \(Self.record) as a whole.\n",
          to: 2)
        field = nil
      }
      guard field != nil || entry != nil else {
        throw UsageError(
          description:
            "Please give --field NAME, or --entry ID alone to resolve the \(Self.record) ID as a whole."
        )
      }
      // Hold the workspace lock from the read to the write when there is a workspace
      // already; a new one is made only for a resolve that can happen.
      let existing =
        try Workspace.find(forDocumentAt: file) != nil
        ? Tool.openStore(forDocumentAt: file, creating: false) : nil
      guard let report = try ConflictReport<Tool.Entry>.read(file) else {
        throw UsageError(description: "\(file) has no merge conflicts to resolve.")
      }
      var result = report.result
      let matching = result.conflicts.filter { conflict in
        guard let field else { return conflict.target == .entry && conflict.entryID == entry }
        return conflict.target.name == field && (entry == nil || conflict.entryID == entry)
      }
      guard matching.count == 1, let target = matching.first else {
        let all = result.conflicts.map(Self.place).joined(separator: ", ")
        let asked =
          field.map { field in "\(entry.map { "\($0)." } ?? "")\(field)" }
          ?? "\(Self.record) \(entry ?? "") as a whole"
        throw UsageError(
          description: matching.isEmpty
            ? "No conflict in \(asked) in \(file); its conflicts: \(all)."
            : "Several entries conflict in \(field ?? "") in \(file) (\(matching.map(\.place).joined(separator: ", "))); say which with --entry."
        )
      }
      var chosen = side ?? .ours
      var resolved = target
      if let value, let index = result.conflicts.firstIndex(of: target) {
        guard case .field(let name, let base, _, let theirs) = target.kind else {
          throw UsageError(
            description:
              "--set gives a field a value; \(Self.place(target)) is not a field: use --take.")
        }
        // The value is read as 'edit --set' reads it: @file, @- and @@ included.
        let edit = try ArgumentValue<Tool.Entry>.parse("\(name)=\(value)", as: "--set")
        guard case .set(let given) = edit.operation else {
          preconditionFailure("--set parses as a set.")
        }
        result.conflicts[index].kind = .field(name: name, base: base, ours: given, theirs: theirs)
        resolved = result.conflicts[index]
        chosen = .ours
      }
      // Each version is spliced into the file's own side, as the merge driver spliced it
      // into ours: what the resolve does not change keeps its bytes (a post's front matter).
      let ours = Array(report.text.ours.utf8)
      let (bytes, left) = try ConflictWriter.bytes(
        of: result, choosing: { $0 == resolved ? chosen : nil },
        labels: LineMerge.Labels(), markerSize: 7
      ) { try DocumentFile.encode($0, for: file, splicingInto: ours).bytes }
      // The document as the log shows the change: every conflict at ours before, the
      // resolved one at its new value after.
      let before = report.result.document(taking: .ours)
      let after = result.document(taking: { $0 == resolved ? chosen : .ours })
      let diff = after.difference(from: before)
      // A value given here is checked against the rules as 'edit --set' checks it: one
      // the rules refuse is a bad argument (64).
      if value != nil, case let violations = after.violations(of: diff), !violations.isEmpty {
        for violation in violations { Failure.printError("\(file): \(violation)") }
        throw ExitCode(violations[0].violation.field == field ? 64 : 65)
      }
      let write = FileWrite(path: file, before: report.bytes, replacingWhole: bytes, diff: diff)
      let how = value == nil ? "with \(chosen.rawValue)" : "with the value given"
      let store = try existing ?? Tool.openStore(forDocumentAt: file, creating: true)
      try store.commit(.edit, message: "Resolve \(Self.place(target)) \(how)", writes: [write])
      Output.write(
        left.isEmpty
          ? "Resolved \(Self.place(target)) \(how); no conflicts left in \(file).\n"
          : "Resolved \(Self.place(target)) \(how); \(left.count) conflict\(left.count == 1 ? "" : "s") left in \(file): \(left.map(Self.place).joined(separator: ", ")).\n"
      )
    }
  }

  /// `--field "(entry)"`, how a whole-entry conflict was named before `--entry ID` alone.
  private static var formerEntryField: String { "(entry)" }

  /// Where `conflict` is, as messages name it: `hello-world.title`, `entry hello-world`.
  private static func place(_ conflict: MergeConflict) -> String {
    conflict.shownPlace(entryName: record)
  }
}
