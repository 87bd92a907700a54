import BlogDocCore
import BlogDocStore
import BlogDocTextForm

/// A save from the browser editor, carried out as `blogdoc edit FILE --entry ID --set
/// field=text …` would be: the same parsing, the same rules, the same messages (naming the
/// field, not the flag: a page has no `--set`), one journaled operation.
///
/// The browser sends only the fields it changed, each with the value it started from (its
/// base). A field whose value in the file is no longer its base was changed by someone
/// else since the form was loaded (a command, another browser, a hand edit): the save is
/// refused for it and nothing is written, so no one's change is lost without being seen.
///
/// ```swift
/// let save = try EntrySave<Pages>(request: body, schema: …)
/// let answer = save.perform(file: "/srv/blog/hello.xml", shown: "hello.xml", entry: nil, options: options)
/// ```
package struct EntrySave<M: Model>: Sendable {
  /// The edits, in the order the browser sent them.
  package let edits: [FieldEdit<M>]
  /// The `--set` text each changed field had when the form was loaded.
  package let bases: [(field: String, text: String)]
  /// Fields whose new value the command line would refuse, with its message.
  package let problems: [(field: String, message: String)]

  /// Reads a save's JSON: `{"values": {field: value, …}, "base": {field: value, …}}`.
  ///
  /// - Throws: ``RequestRefusal`` (400) for JSON of the wrong shape.
  package init(_ body: ArchiveValue) throws(RequestRefusal) {
    guard let object = body.objectValue, let values = object["values"]?.objectValue,
      let base = object["base"]?.objectValue
    else { throw .badRequest("A save is a JSON object with 'values' and 'base' objects.") }
    var edits: [FieldEdit<M>] = []
    var bases: [(String, String)] = []
    var problems: [(String, String)] = []
    for member in values {
      guard let field = M.schema.field(named: member.key) else {
        problems.append((member.key, Self.unknownField(member.key)))
        continue
      }
      guard field.name != M.schema.idField.name else {
        problems.append(
          (
            field.name,
            "The id names the entry in links and in the history; it is not changed here."
          ))
        continue
      }
      guard let baseValue = base[member.key] else {
        throw .badRequest("'base' has no value for '\(member.key)'.")
      }
      let text = try FormFields.text(of: member.value, for: field)
      bases.append((field.name, try FormFields.text(of: baseValue, for: field)))
      do {
        edits.append(try FieldEdit.parse("\(field.name)=\(text)", as: "--set", from: .form))
      } catch {
        problems.append((field.name, error.description))
      }
    }
    self.edits = edits
    self.bases = bases
    self.problems = problems
  }

  /// What a save says of a field the schema does not have, with its suggestion: what
  /// `edit --set NAME=…` says, naming no flag.
  static func unknownField(_ name: String) -> String {
    FieldEdit<M>.unknownField(name, in: "--set", from: .form).description
  }

  /// Plans the save of entry `entry` (or the document's only one) of the file at `path`
  /// (as the user sees it) inside a transaction, refusing fields changed since.
  ///
  /// - Throws: ``SaveConflict``, `TransactionError`, what reading the file throws, and
  ///   ``RequestRefusal`` (404) for an entry the document does not hold.
  package func plan(_ path: String, entry: String?) throws -> EditPlan<M> {
    try EditPlan.make(M.self, file: path, message: "Edit") { proxy in
      let id = try Self.entryID(entry, in: proxy.current, file: path)
      let current = proxy.current[id: id]!
      var conflicts: [(String, String)] = []
      for (field, text) in bases {
        let now = try current.formattedValue(forField: field)
        if now != text { conflicts.append((field, now)) }
      }
      guard conflicts.isEmpty else {
        throw SaveConflict(entry: id, fields: conflicts, current: FormFields.values(of: current))
      }
      for edit in edits {
        try proxy.update(id: id) { entryProxy throws in try edit.apply(to: &entryProxy) }
      }
    }
  }

  /// The entry a request names: `entry`, or the only one of a single-entry document.
  ///
  /// - Throws: ``RequestRefusal`` (404) when there is no such entry.
  package static func entryID(
    _ entry: String?, in document: ModelDocument<M>, file: String
  ) throws(RequestRefusal) -> String {
    if let entry {
      guard document.contains(id: entry) else {
        throw .notFound("Unknown entry '\(entry.prefix(200))' in '\(file)'.")
      }
      return entry
    }
    guard document.layout == .single, let only = document.ids.first else {
      throw .notFound("'\(file)' holds several entries; choose one with ?entry=ID.")
    }
    return only
  }
}

/// Fields a save would overwrite that changed since the form was loaded, each with what
/// the file holds now.
package struct SaveConflict: Error, Sendable {
  /// The entry saved.
  package var entry: String
  /// Each conflicting field and its value in the file now, as `--set` text.
  package var fields: [(field: String, now: String)]
  /// Every field of the entry in the file now, as the editor holds them.
  package var current: ArchiveObject

  /// One sentence for a field: what it is now, and what to do.
  package static func message(now: String) -> String {
    "Changed since this form was loaded; it is now \(now.isEmpty ? "empty" : "\"\(now)\""). Save again to replace that with your value."
  }
}
