import ArgumentParser
import BlogDocCore
import BlogDocStore

extension BlogDoc {
  struct Edit: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "edit",
      abstract: "Change fields of one or more documents in one transaction.",
      discussion: """
        Every value is parsed and every document validated before anything is written; \
        on any problem nothing is written and every problem is listed. --dry-run prints \
        the change and writes nothing.

        With no --set, --add, --remove or --unset, the entry opens in $VISUAL or $EDITOR \
        as text; saving applies the changed fields as one transaction, invalid input \
        reopens the editor with the errors as comments, and an unchanged or emptied file \
        cancels; a session cancelled with errors left keeps what was typed in a file it \
        names. A field whose line is deleted keeps its value: leave the value empty to \
        unset it. Without a terminal no editor is launched (exit 64) unless \
        BLOGDOC_EDITOR_NO_TTY=1 is set, for scripts whose $EDITOR is a script.

        'blogdoc fields' lists every field with its kind and an example value.

        Examples:
          blogdoc edit entry.xml --set title="Hello, World" --add tagNames=swift
          blogdoc edit blog.xml --entry hello-world --set isDraft=false
          blogdoc edit a.xml b.json --set authorName=Ada --dry-run --json
        """)

    @Argument(help: "The documents to change.", completion: Completions.documents)
    var files: [String]

    @Option(help: "The id of the entry to change, in a blog.", completion: Completions.entryIDs)
    var entry: String?

    @Option(name: .customLong("set"), help: "Set a field: field=value (lists: a,b).", completion: Completions.fieldAssignments)
    var sets: [String] = []

    @Option(name: .customLong("add"), help: "Append an item to a list field: field=value.", completion: Completions.fieldAssignments)
    var adds: [String] = []

    @Option(name: .customLong("remove"), help: "Remove an item from a list field: field=value.", completion: Completions.fieldAssignments)
    var removes: [String] = []

    @Option(name: .customLong("unset"), help: "Remove an optional field.", completion: Completions.fieldNames)
    var unsets: [String] = []

    @OptionGroup var change: ChangeOptions

    func run() throws {
      var problems: [(message: String, code: Int32)] = []
      var edits: [FieldEdit] = []
      for (flag, arguments) in [("--set", sets), ("--unset", unsets), ("--add", adds), ("--remove", removes)] {
        for argument in arguments {
          do {
            edits.append(try ArgumentValue.parse(argument, as: flag))
          } catch {
            problems.append((error.description, error.exitCode))
          }
        }
      }
      if edits.isEmpty && problems.isEmpty {
        return try runEditor()
      }

      // Report bad values and bad files together.
      guard problems.isEmpty else { return try fail(problems + plan(edits).problems) }
      // Hold the workspace lock from the first read to the last write (a dry run only reads).
      var session: Session?
      if !change.dryRun, let first = files.first {
        do {
          // A workspace is made only for an edit that can happen: with none yet, plan once
          // without it, so a bad document or value leaves no `.blogdoc/` behind.
          if try Workspace.find(forDocumentAt: first) == nil {
            let trial = plan(edits)
            guard trial.problems.isEmpty else { return try fail(trial.problems) }
          }
          session = try Session.open(forDocumentAt: first, creating: true)
        } catch let exit as ExitCode {
          throw exit
        } catch {
          Failure.printError(error)
          throw ExitCode(Failure.exitCode(for: error))
        }
      }
      let (planned, failures) = plan(edits)
      guard failures.isEmpty else { return try fail(failures) }
      try commit(planned, in: session)
    }

    /// Reads every file and applies `edits` to each in a transaction.
    private func plan(_ edits: [FieldEdit]) -> (plans: [Plan], problems: [(message: String, code: Int32)]) {
      var planned: [Plan] = []
      var problems: [(message: String, code: Int32)] = []
      for file in files {
        do {
          let (decoded, bytes) = try DocumentFile.readWithBytes(BlogEntry.self, from: file)
          let document = decoded.document
          var edited = document
          let diff = try edited.transaction(change.message ?? "Edit") { proxy throws in
            let id = try Self.entryID(in: proxy.current, named: entry, file: file)
            for edit in edits {
              try proxy.update(id: id) { entryProxy throws in try edit.apply(to: &entryProxy) }
            }
          }
          planned.append(Plan(path: file, bytes: bytes, before: document, after: edited, diff: diff))
        } catch let error as TransactionError {
          // A value given here that the rules refuse is a bad argument (64), like one that
          // does not parse; a rule the document broke already is bad data (65).
          let given = Set(edits.map(\.field))
          problems += error.violations.map { ("\(file): \($0)", given.contains($0.violation.field ?? "") ? 64 : 65) }
        } catch {
          problems.append(("\(error)", Failure.exitCode(for: error)))
        }
      }
      return (planned, problems)
    }

    /// Prints every problem and exits with the first one's code.
    private func fail(_ problems: [(message: String, code: Int32)]) throws {
      for problem in problems { Failure.printError(problem.message) }
      throw ExitCode(problems[0].code)
    }

    /// One file's planned change.
    struct Plan {
      var path: String
      /// The file's bytes when it was read.
      var bytes: [UInt8]
      var before: BlogDocument
      var after: BlogDocument
      var diff: DocumentDiff<BlogEntry>
    }

    /// Writes the planned change through the journal, unless this is a dry run, then prints
    /// it: a change is printed only once it is written (or, with --dry-run, as the plan).
    func commit(_ plans: [Plan], in session: Session?) throws {
      if !change.dryRun, let session {
        try Failure.reporting {
          let writes = try plans.filter { !$0.diff.isEmpty }.map { plan in
            Session.Write(
              path: plan.path, before: plan.bytes,
              after: try DocumentFile.encode(plan.after, for: plan.path), diff: plan.diff)
          }
          guard !writes.isEmpty else { return }
          try session.commit(.edit, message: change.message ?? Self.summary(of: writes), writes: writes)
        }
      }
      if change.json {
        Output.write(FileDiffJSON.encode(plans.map { FileDiffJSON(path: $0.path, diff: $0.diff) }))
      } else {
        Output.write(Self.describe(plans.map { ($0.path, $0.diff) }))
      }
    }

    /// The id of the entry to edit: `--entry`, or the lone entry of a single-entry document.
    static func entryID(in document: BlogDocument, named entry: String?, file: String) throws -> String {
      if let entry {
        guard document.contains(id: entry) else { throw EntryChoice.unknown(entry, in: document, file: file) }
        return entry
      }
      guard document.layout == .single, let only = document.ids.first else {
        throw UsageError(description: "Please choose an entry of '\(file)' with '--entry <id>'.")
      }
      return only
    }

    /// A log message naming the fields changed: `Set title, tagNames`.
    static func summary(of writes: [Session.Write]) -> String {
      var fields: [String] = []
      for write in writes {
        for case .modified(_, let changes, _) in write.diff.entryChanges {
          for change in changes where !fields.contains(change.field) { fields.append(change.field) }
        }
      }
      return fields.isEmpty ? "Edit" : "Set " + fields.joined(separator: ", ")
    }

    /// The diffs as text: one line per change, files named when there are several (or
    /// always, with `namingFiles`).
    static func describe(_ diffs: [(path: String, diff: DocumentDiff<BlogEntry>)], namingFiles: Bool = false) -> String {
      var text = ""
      for (path, diff) in diffs {
        let lines = diff.isEmpty ? "(no change)" : diff.description
        if diffs.count > 1 || namingFiles {
          text += path + ":\n" + lines.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n"
        } else {
          text += lines + "\n"
        }
      }
      return Terminal.paintDiff(text)
    }
  }
}
