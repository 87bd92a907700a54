import ArgumentParser
import BlogDocCore
import BlogDocStore

extension BlogDoc {
  struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "new",
      abstract: "Create a new entry, or an empty blog, in XML or JSON by the file's extension.",
      discussion: """
        A new entry is a draft posted now, with its id taken from the file name; --set \
        fills in the rest: blogdoc new hello-world.xml --set title="Hello, World". \
        The creation is an operation in the history: 'blogdoc undo' removes the file \
        again, if nothing in it changed since (--force removes it anyway), and 'blogdoc \
        redo' writes it back.
        """)

    @Argument(help: "The document to create (.xml or .json); it must not exist.", completion: Completions.documents)
    var file: String

    @Flag(help: "Create an empty blog instead of an entry.")
    var blog = false

    @Option(name: .customLong("set"), help: "Set a field of the new entry: field=value.", completion: Completions.fieldAssignments)
    var sets: [String] = []

    func run() throws {
      try Failure.reporting {
        _ = try DocumentFile.format(of: file)
        guard !FileBytes.exists(file) else {
          throw StoreError(.cannotCreate, path: file, "Already exists; blogdoc new never replaces a file.")
        }
        let document: BlogDocument
        if blog {
          guard sets.isEmpty else {
            throw UsageError(description: "A new blog has no fields to set; add entries to it with 'blogdoc add'.")
          }
          document = try BlogDocument(entries: [])
        } else {
          var entry = BlogEntry(id: try id(fromFileName: file), title: "", postedDate: .now(), isDraft: true)
          for argument in sets {
            var proxy = EntryProxy(entry)
            try ArgumentValue.parse(argument, as: "--set").apply(to: &proxy)
            entry = proxy.current
          }
          let violations = entry.validate()
          // Every value of a new entry comes from the command line: a rule it breaks is a
          // bad argument (64), as it is for edit's --set.
          guard violations.isEmpty else {
            let error = TransactionError(
              actionName: "New entry",
              violations: violations.map { EntryViolation(entryID: entry.id, violation: $0) })
            throw UsageError(description: error.description)
          }
          document = ModelDocument(entry: entry)
        }
        // Made only once the document is valid, so a refused one leaves no '.blogdoc'.
        let session = try Session.open(forDocumentAt: file, creating: true)
        var empty = document
        for id in document.ids { _ = empty.remove(id: id) }
        try session.commit(
          .edit, message: blog ? "New blog" : "New entry \(document.ids.first ?? "")",
          writes: [
            Session.Write(
              path: file, before: [], after: try DocumentFile.encode(document, for: file),
              diff: document.difference(from: empty), creation: .creates(document.layout))
          ])
      }
    }

    /// `Hello World.xml` → `hello-world`, `Café.xml` → `cafe`. A name with a letter that has
    /// no ASCII spelling (`日本.xml`) is refused unless `--set id=` gives the id: leaving the
    /// letter out would make up a poor id (`Ünïcode 日本.xml` once became `n-code`).
    private func id(fromFileName path: String) throws -> String {
      var name = Substring(path.split(separator: "/").last ?? "")
      if let dot = name.lastIndex(of: ".") { name = name[..<dot] }
      let made = BlogEntry.id(fromName: String(name))
      if let letter = made.unspellable, !sets.contains(where: { $0.hasPrefix("id=") }) {
        throw UsageError(
          description: "\(path): Cannot make an id from the file name, as '\(letter)' has no ASCII spelling; "
            + "give one with --set id=ID (lowercase letters, digits and hyphens).")
      }
      return made.id
    }
  }
}
