import ArgumentParser
import BlogDocCore
import BlogDocStore

/// `TOOL convert INPUT OUTPUT`: writes a document in the other format (XML ↔ JSON, by
/// the extensions), keeping unknown fields.
///
/// The output must not exist unless `--force` is given; a replacement is a journaled
/// operation `undo` reverts. Either path may be `-`, standard input or output.
///
/// ```
/// $ recipes convert pancakes.xml pancakes.json
/// ```
public struct ConvertCommand<Tool: DocumentTool>: ParsableCommand {
  /// A command with its arguments at their defaults, as swift-argument-parser makes one
  /// before it parses the command line.
  public init() {}

  /// The command's name, abstract and help, naming `Tool`'s entries and commands.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "convert",
      abstract: "Convert a document between XML and JSON, losslessly.",
      discussion: """
        The formats follow the extensions. Unknown fields are carried across. The output \
        must not exist: convert never replaces a document unless --force is given, and \
        then the replacement is one journaled operation that '\(Tool.name) undo' reverts. \
        Nothing is written if the input cannot be read. Either may be -: standard input \
        (XML or JSON, told by its first character), or standard output, which gets the \
        other format than the input's.
        """)
  }

  @Argument(help: "The document to read.", completion: Completions<Tool.Entry>.documents)
  var input: String

  @Argument(
    help: "The document to write (\(DocumentFormat.extensionList)).",
    completion: Completions<Tool.Entry>.documents)
  var output: String

  @Flag(help: "Replace an existing output document, as an operation '\(Tool.name) undo' reverts.")
  var force = false

  /// Reads `input` and writes `output`, or reports why it cannot (nothing is written).
  public func run() throws {
    try Failure.reporting {
      if output != "-" { _ = try DocumentFile.format(of: output) }
      let (decoded, format) = try DocumentInput.read(input, as: Tool.Entry.self)
      let document = decoded.document
      guard output != "-" else {
        // Standard output has no name to choose by: it gets the other format.
        return Output.write(
          try (format == .xml ? DocumentFormat.json : .xml).archiveFormat.encode(document))
      }
      guard FileBytes.exists(output) else { return try DocumentFile.write(document, to: output) }
      guard force else {
        throw StoreError(
          .cannotCreate, path: output,
          "Already exists; convert never replaces a document. Use --force to replace it (then '\(Tool.name) undo' brings it back)."
        )
      }
      try replace(output, with: document)
    }
  }

  /// Replaces the document at `output` through the journal, so the old one can come back
  /// byte for byte. A document that differs in layout alone is replaced too.
  private func replace(_ output: String, with document: ModelDocument<Tool.Entry>) throws {
    // Checked before the workspace is opened, so a refusal leaves no `.blogdoc/` behind.
    // A diff holds entries and fields, not the document's shape: undo could not give a
    // blog back from a single entry.
    let layout = try DocumentFile.read(Tool.Entry.self, from: output).document.layout
    guard layout == document.layout else {
      throw UsageError(
        description:
          "Cannot replace \(Self.describe(layout)) '\(output)' with \(Self.describe(document.layout)); convert to a new file instead."
      )
    }
    let store = try Tool.openStore(forDocumentAt: output, creating: true)
    let (old, bytes) = try DocumentFile.readWithBytes(Tool.Entry.self, from: output)
    var write = try FileWrite(
      path: output, before: bytes, document: document, diff: document.difference(from: old.document)
    )
    guard write.after != bytes else { return }
    // The output's own layout (comments, CDATA, indentation, an older version) is more
    // than the diff holds: the journal keeps its bytes whole, so undo gives them back.
    write.keepsFormerBytes = true
    try store.commit(.edit, message: "Convert \(input) to \(output)", writes: [write])
  }

  private static func describe(_ layout: ModelDocument<Tool.Entry>.Layout) -> String {
    layout == .single
      ? "the single \(Tool.Entry.schema.entryName)" : "the \(Tool.Entry.schema.collectionName)"
  }
}
