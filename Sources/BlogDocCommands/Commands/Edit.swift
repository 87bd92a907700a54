import ArgumentParser
import BlogDocCore
import BlogDocStore
import BlogDocTextForm

/// `TOOL edit FILE… --set field=value --add list=item --remove list=item --unset field`:
/// changes fields of one or more documents in one transaction and one journaled operation.
///
/// Every value is parsed and every document validated before anything is written; on any
/// problem nothing is written and every problem is listed. With no field option, the entry
/// opens in `$VISUAL` or `$EDITOR` as text, and saving applies the changed fields.
///
/// ```
/// $ recipes edit r.xml --set servings=4 --add ingredients=eggs
/// ~ pancakes.servings: 2 → 4
/// ~ pancakes.ingredients: +"eggs"
/// ```
public struct EditCommand<Tool: DocumentTool>: ParsableCommand {
  /// A command with its arguments at their defaults, as swift-argument-parser makes one
  /// before it parses the command line.
  public init() {}

  /// The command's name, abstract and help, naming `Tool`'s entries and commands.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "edit",
      abstract: "Change fields of one or more documents in one transaction.",
      discussion: Tool.discussion(of: "edit", else: Self.genericDiscussion))
  }

  /// The help's discussion, naming no field; `blogdoc` adds examples.
  public static var genericDiscussion: String {
    """
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
    """
  }

  @Argument(help: "The documents to change.", completion: Completions<Tool.Entry>.documents)
  var files: [String]

  @Option(
    help: "The id of the entry to change, in a blog.", completion: Completions<Tool.Entry>.entryIDs)
  var entry: String?

  @Option(
    name: .customLong("set"), help: "Set a field: field=value (lists: a,b).",
    completion: Completions<Tool.Entry>.fieldAssignments)
  var sets: [String] = []

  @Option(
    name: .customLong("add"), help: "Append items to a list field: field=a,b.",
    completion: Completions<Tool.Entry>.fieldAssignments)
  var adds: [String] = []

  @Option(
    name: .customLong("remove"), help: "Remove items from a list field: field=a,b.",
    completion: Completions<Tool.Entry>.fieldAssignments)
  var removes: [String] = []

  @Option(
    name: .customLong("unset"), help: "Remove an optional field.",
    completion: Completions<Tool.Entry>.fieldNames)
  var unsets: [String] = []

  @OptionGroup var change: ChangeOptions<Tool>

  /// Applies the edits (or runs the editor), writes them through the journal and prints
  /// the change; on a problem, prints each one and exits with the first one's code.
  public func run() throws {
    var problems: [(message: String, code: Int32)] = []
    var edits: [FieldEdit<Tool.Entry>] = []
    for (flag, arguments) in [
      ("--set", sets), ("--unset", unsets), ("--add", adds), ("--remove", removes),
    ] {
      for argument in arguments {
        do {
          edits.append(try ArgumentValue<Tool.Entry>.parse(argument, as: flag))
        } catch {
          problems.append((error.description, error.exitCode))
        }
      }
    }
    if files.contains(where: DocumentFolder.isFolder) {
      // A folder's entry is edited in its own file: the rest runs on that file.
      var onFiles = self
      try Failure.reporting {
        onFiles.files = try files.map { try Self.file(in: $0, holding: entry, edits: edits) }
      }
      // The folder's history, not one made in a bundle's own folder for its first edit.
      let anchor = files.first.map {
        DocumentFolder.isFolder($0) ? DocumentFolder.anchor(of: $0) : $0
      }
      return try onFiles.run(edits: edits, problems: problems, storeAnchor: anchor)
    }
    try run(edits: edits, problems: problems)
  }

  /// Runs the editor when there are no edits and no problems, else writes `edits`, with
  /// the store of the workspace of `storeAnchor` (by default, of the first file's).
  private func run(
    edits: [FieldEdit<Tool.Entry>], problems: [(message: String, code: Int32)],
    storeAnchor: String? = nil
  ) throws {
    if edits.isEmpty && problems.isEmpty {
      return try runEditor(storeAnchor: storeAnchor)
    }

    // Report bad values and bad files together.
    guard problems.isEmpty else { return try fail(problems + plan(edits).problems) }
    // Hold the workspace lock from the first read to the last write (a dry run only reads).
    var store: DocumentStore?
    var trial: [Plan]?
    if !change.dryRun, let first = storeAnchor ?? files.first {
      do {
        // A workspace is made only for an edit that can happen: with none yet, plan once
        // without it, so a bad document or value leaves no `.blogdoc/` behind.
        if try Workspace.find(forDocumentAt: first) == nil {
          let result = plan(edits)
          guard result.problems.isEmpty else { return try fail(result.problems) }
          trial = result.plans
        }
        store = try Tool.openStore(forDocumentAt: first, creating: true)
      } catch let exit as ExitCode {
        throw exit
      } catch {
        Failure.printError(error)
        throw ExitCode(Failure.exitCode(for: error))
      }
    }
    // Under the lock, the trial's plans stand for files that still hold the bytes it read
    // (planning is a function of those bytes): a second decode of a large blog would
    // double the first edit's cost.
    if let trial, store != nil,
      trial.allSatisfy({ (try? FileBytes.contains($0.bytes, at: $0.path)) == true })
    {
      return try commit(trial, in: store)
    }
    let (planned, failures) = plan(edits)
    guard failures.isEmpty else { return try fail(failures) }
    try commit(planned, in: store)
  }

  /// Reads every file and applies `edits` to each in a transaction.
  private func plan(
    _ edits: [FieldEdit<Tool.Entry>]
  ) -> (plans: [Plan], problems: [(message: String, code: Int32)]) {
    var planned: [Plan] = []
    var problems: [(message: String, code: Int32)] = []
    var seen: Set<String> = []
    // A file named twice is edited once, as `format` does: two changes of one file in one
    // operation would be listed, logged and undone twice.
    for file in files where seen.insert(file).inserted {
      do {
        planned.append(
          try Plan.make(
            Tool.Entry.self, file: file, entry: entry, message: change.message ?? "Edit"
          ) {
            proxy throws in
            let id = try Self.entryID(in: proxy.current, named: entry, file: file)
            for edit in edits {
              try proxy.update(id: id) { entryProxy throws in try edit.apply(to: &entryProxy) }
            }
          })
      } catch let error as TransactionError {
        // A value given here that the rules refuse is a bad argument (64), like one that
        // does not parse; a rule the document broke already is bad data (65).
        let given = Set(edits.map(\.field))
        problems += error.violations.map {
          ("\(file): \($0)", given.contains($0.violation.field ?? "") ? 64 : 65)
        }
      } catch let error as DuplicateIDError {
        problems.append(("\(file): \(error)", 65))
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
  typealias Plan = EditPlan<Tool.Entry>

  /// Writes the planned change through the journal, unless this is a dry run, then prints
  /// it: a change is printed only once it is written (or, with --dry-run, as the plan).
  func commit(_ plans: [Plan], in store: DocumentStore?) throws {
    if !change.dryRun, let store {
      try Failure.reporting {
        let writes = try plans.filter { !$0.diff.isEmpty }.map { try $0.write() }
        guard !writes.isEmpty else { return }
        try store.commit(
          .edit, message: change.message ?? DiffText.summary(of: writes), writes: writes)
      }
    }
    if change.json {
      Output.write(
        FileDiffJSON.encode(plans.map { FileDiffJSON(path: $0.path, diff: ArchivedDiff($0.diff)) }))
    } else {
      Output.write(DiffText.describe(plans.map { ($0.path, $0.diff.description) }))
    }
  }

  /// The id of the entry to edit: `--entry`, or the lone entry of a single-entry document.
  static func entryID(
    in document: ModelDocument<Tool.Entry>, named entry: String?, file: String
  ) throws -> String {
    if let entry {
      guard document.contains(id: entry) else {
        throw EntryChoice<Tool.Entry>.unknown(entry, in: document, file: file)
      }
      return entry
    }
    guard document.layout == .single, let only = document.ids.first else {
      throw UsageError(description: "Please choose an entry of '\(file)' with '--entry <id>'.")
    }
    return only
  }
}
