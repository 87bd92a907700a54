import ArgumentParser

@main
struct BlogDoc: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "blogdoc",
    abstract: "Create, edit, compare, convert and validate blog documents.",
    discussion: """
      A document is one entry (<entry>, {"entry": …}) or a blog of entries (<blog>,
      {"blog": […]}), in XML or JSON, chosen by the file's extension.

      Exit codes:
        0   success
        64  usage error (bad flag, unknown field or entry)
        65  bad data (malformed XML or JSON, schema violation, undo conflict)
        66  input file missing
        70  internal error
        73  cannot create the output file
        74  I/O error
        75  another blogdoc holds the workspace lock; try again
        77  permission denied
      """,
    version: "0.1.0",
    subcommands: [New.self, Show.self, Edit.self, Undo.self, Redo.self, Log.self, Diff.self, Convert.self, Validate.self, Trim.self]
  )
}
