/// One place where two branches changed a document differently: a field of an entry, a
/// member the schema does not know, or a whole entry one side removed and the other edited.
///
/// ```swift
/// let result = DocumentMerge.merge(base: base, ours: ours, theirs: theirs)
/// for conflict in result.conflicts { print(conflict) }
/// // Prints "hello-world.title: base "Hello", ours "Hi", theirs "Hey""
/// ```
public struct MergeConflict: Hashable, Sendable, CustomStringConvertible {
  /// What conflicts, with each side's value.
  public enum Kind: Hashable, Sendable {
    /// A field of the schema.
    case field(name: String, base: FieldValue, ours: FieldValue, theirs: FieldValue)
    /// Members the schema does not know, by key: every member with that key, per side
    /// (none when a side has no such member).
    case unknownMember(
      key: String, base: [ArchiveValue], ours: [ArchiveValue], theirs: [ArchiveValue])
    /// The entry was removed on one side and edited on the other; `nil` is the side that
    /// removed it.
    case entry(ours: String?, theirs: String?)
  }

  /// The id of the entry, or `nil` for the document's own unknown members.
  public var entryID: String?
  /// What conflicts.
  public var kind: Kind

  /// Makes a conflict.
  public init(entryID: String?, kind: Kind) {
    self.entryID = entryID
    self.kind = kind
  }

  /// What the conflict is about: a field, an unknown member, or the entry as a whole.
  public var target: ConflictTarget {
    switch kind {
    case .field(let name, _, _, _): .field(name)
    case .unknownMember(let key, _, _, _): .unknownField(key)
    case .entry: .entry
    }
  }

  /// Where the conflict is: `hello-world.title` for a field or an unknown member,
  /// `hello-world` for the entry as a whole, the member's key alone for the document's
  /// own members.
  public var place: String {
    guard let name = target.name else { return entryID ?? "" }
    return entryID.map { "\($0).\(name)" } ?? name
  }

  /// What each side holds, on one line: `base "Hello", ours "Hi", theirs "Hey"`, or, for
  /// an entry, `ours edited it, theirs removed it`.
  public var sides: String {
    switch kind {
    case .field(_, let base, let ours, let theirs):
      "base \(base), ours \(ours), theirs \(theirs)"
    case .unknownMember(_, let base, let ours, let theirs):
      "base \(Self.members(base)), ours \(Self.members(ours)), theirs \(Self.members(theirs))"
    case .entry(let ours, let theirs):
      "ours \(ours == nil ? "removed it" : "edited it"), theirs \(theirs == nil ? "removed it" : "edited it")"
    }
  }

  /// The place and the three values, on one line.
  public var description: String {
    "\(place): \(sides)"
  }

  private static func members(_ values: [ArchiveValue]) -> String {
    values.isEmpty ? "absent" : values.map { "\($0)" }.joined(separator: ", ")
  }
}
