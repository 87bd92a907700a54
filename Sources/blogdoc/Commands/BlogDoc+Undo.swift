import ArgumentParser
import BlogDocCore
import BlogDocStore

extension BlogDoc {
  struct Undo: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "undo",
      abstract: "Undo the latest operation of the workspace, or of one document.",
      discussion: """
        Undo is itself an operation in the journal, so nothing is lost: 'blogdoc redo' \
        takes it back. Repeating undo walks further back. Each field the operation changed \
        must still hold what it wrote; if one was changed since, undo changes nothing, \
        exits 65 and names each conflict (--partial restores the other fields, --force \
        overwrites). Changes made since to other fields survive. --to OP undoes every \
        operation after OP, newest first, and stops at the first that cannot be undone, \
        saying which it undid. Undoing 'blogdoc new' removes the file it made, if nothing \
        in it changed since (--force removes it anyway).
        """)

    @Argument(help: "Undo this document's latest operation (default: the workspace's).", completion: Completions.documents)
    var file: String?

    @Option(name: .customLong("to"), help: ArgumentHelp("Undo every operation after this one.", valueName: "op"))
    var target: Int?

    @OptionGroup var options: HistoryMoveOptions

    func validate() throws {
      guard let target else { return }
      guard target >= 0 else { throw ValidationError("Please give an operation id of 0 or more with '--to'.") }
      guard file == nil else { throw ValidationError("Please give either a file or '--to', not both.") }
      guard options.count == 1 else { throw ValidationError("Please give either '-n' or '--to', not both.") }
    }

    func run() throws {
      try options.move(.undo, file: file, to: target)
    }
  }

  struct Redo: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "redo",
      abstract: "Redo the operation undone last, in the workspace or for one document.",
      discussion: """
        Right after 'blogdoc undo FILE' of an older operation (an undo that is a change of \
        its own, so there is nothing on the redo stack), redo takes that undo back: the \
        operation's fields return, only those the undo reverted.
        """)

    @Argument(help: "Redo only if the next operation to redo touches this document.", completion: Completions.documents)
    var file: String?

    @OptionGroup var options: HistoryMoveOptions

    func run() throws {
      try options.move(.redo, file: file)
    }
  }
}

/// The options `undo` and `redo` share.
struct HistoryMoveOptions: ParsableArguments {
  @Option(name: .customShort("n"), help: "How many operations.")
  var count = 1

  @Flag(help: "Apply the fields that do not conflict; leave the others.")
  var partial = false

  @Flag(help: "Apply every field, overwriting changes made since.")
  var force = false

  @Flag(help: "Leave out a file that was deleted or moved and changed since, instead of stopping.")
  var skipMissing = false

  @Flag(help: "Print what would change; write nothing.")
  var dryRun = false

  @Flag(help: "Print the change as JSON.")
  var json = false

  func validate() throws {
    guard count >= 1 else { throw ValidationError("Please give a count of at least 1 with '-n'.") }
    guard !(partial && force) else { throw ValidationError("Please give either '--partial' or '--force', not both.") }
  }

  func move(_ direction: HistoryMove.Direction, file: String?, to target: Int? = nil) throws {
    try HistoryMove(
      direction: direction, file: file, count: count,
      policy: force ? .overwrite : partial ? .skipConflicts : .strict, skipMissing: skipMissing, dryRun: dryRun,
      json: json, target: target
    ).run()
  }
}
