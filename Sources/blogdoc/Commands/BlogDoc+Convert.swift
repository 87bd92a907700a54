import ArgumentParser
import BlogDocCore
import BlogDocStore

extension BlogDoc {
  struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "convert",
      abstract: "Convert a document between XML and JSON, losslessly.",
      discussion: """
        The formats follow the extensions. Unknown fields are carried across; the output \
        is replaced atomically and is left untouched if the input cannot be read.
        """)

    @Argument(help: "The document to read.")
    var input: String

    @Argument(help: "The document to write (.xml or .json).")
    var output: String

    func run() throws {
      try Failure.reporting {
        _ = try DocumentFile.format(of: output)
        let document = try DocumentFile.read(BlogEntry.self, from: input).document
        try DocumentFile.write(document, to: output)
      }
    }
  }
}
