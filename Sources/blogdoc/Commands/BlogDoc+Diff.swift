import ArgumentParser
import BlogDocCore
import BlogDocStore

extension BlogDoc {
  struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Show what changed between two documents, field by field.",
      discussion: "Entries are matched by id, so a moved entry is a move, not a removal and an insertion.")

    @Argument(help: "The older document.")
    var old: String

    @Argument(help: "The newer document.")
    var new: String

    @Flag(help: "Print the change as JSON.")
    var json = false

    func run() throws {
      try Failure.reporting {
        let before = try DocumentFile.read(BlogEntry.self, from: old).document
        let after = try DocumentFile.read(BlogEntry.self, from: new).document
        let diff = after.difference(from: before)
        if json {
          Output.write(FileDiffJSON.encode([FileDiffJSON(path: new, diff: diff)]))
        } else if !diff.isEmpty {
          Output.write(Terminal.paintDiff(diff.description) + "\n")
        }
      }
    }
  }
}
