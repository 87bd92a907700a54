import ArgumentParser
import BlogDocCommands
import BlogDocCore

extension BlogDoc {
  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "add",
      abstract: "Add an entry to a blog, as one operation 'blogdoc undo' reverts.",
      discussion: """
        The new entry is a draft posted now, appended after the blog's last entry; --set \
        fills in its fields and must give its id, which no other entry of the blog may have. \
        The entry is validated before anything is written. 'blogdoc fields' lists the fields.

        Example:
          blogdoc add blog.xml --set id=second-post --set title="Second post"
        """)

    @Argument(help: "The blog to add the entry to.", completion: Completions<BlogEntry>.documents)
    var file: String

    @Option(name: .customLong("set"), help: "Set a field of the new entry: field=value (lists: a,b).", completion: Completions<BlogEntry>.fieldAssignments)
    var sets: [String] = []

    @OptionGroup var change: ChangeOptions<BlogDoc>

    func run() throws {
      var problems: [FieldEditError] = []
      var edits: [FieldEdit<BlogEntry>] = []
      for argument in sets {
        do {
          edits.append(try ArgumentValue<BlogEntry>.parse(argument, as: "--set"))
        } catch {
          problems.append(error)
        }
      }
      let id = edits.last { $0.field == "id" }.flatMap { edit -> String? in
        guard case .set(.string(let id)) = edit.operation else { return nil }
        return id
      }
      if id == nil && problems.isEmpty {
        problems.append(FieldEditError("Please give the new entry's id with '--set id=…'.", exitCode: 64))
      }
      guard problems.isEmpty, let id else {
        for problem in problems { Failure.printError(problem.description) }
        throw ExitCode(problems[0].exitCode)
      }
      var entry = BlogDoc.newEntry(id: id)
      for edit in edits {
        var proxy = EntryProxy(entry)
        try edit.apply(to: &proxy)
        entry = proxy.current
      }
      let file = file
      try BlogChange(file: file, message: change.message ?? "Add \(id)", dryRun: change.dryRun, json: change.json) { blog in
        guard !blog.current.contains(id: id) else {
          throw UsageError(description: "'\(file)' already has an entry '\(id)'; give the new entry another id.")
        }
        try blog.append(entry)
      }.run()
    }
  }
}
