/// What a conflict (or a change) is about: a field of the schema, members the schema does
/// not know, or an entry as a whole.
///
/// Conflicts of ``ModelDocument/apply(_:policy:)`` (``DiffConflict``) and of
/// ``DocumentMerge`` (``MergeConflict``) say their target with it, so that a program (the
/// command line, a script reading `--json`) can tell a field from the entry itself without
/// reading a name. How a target is shown to a person is the program's: the command line
/// names an entry with the schema's ``Schema/entryName`` (`entry hello-world`).
///
/// ```swift
/// let conflict = DiffConflict(entryID: "hello-world", target: .entry, expected: "present", found: "absent")
/// if case .entry = conflict.target { print("the entry \(conflict.entryID!) is gone") }
/// // Prints "the entry hello-world is gone"
/// ```
public enum ConflictTarget: Hashable, Sendable {
  /// A field of the schema, by name.
  case field(String)
  /// One member the schema does not know, by key (a merge compares them one by one).
  case unknownField(String)
  /// The members the schema does not know, as a whole (a diff changes them as one).
  case unknownFields
  /// The entry as a whole: inserted, removed, moved, or removed on one side of a merge
  /// and edited on the other.
  case entry

  /// The field's name for ``field(_:)``, the member's key for ``unknownField(_:)``;
  /// `nil` for the others, which have no name of their own.
  public var name: String? {
    switch self {
    case .field(let name), .unknownField(let name): name
    case .unknownFields, .entry: nil
    }
  }
}
