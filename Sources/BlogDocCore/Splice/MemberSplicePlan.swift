/// What a splice changes among one entry's members in the file, decided from the entry
/// before and after and where its members lie: which members get a new value, which go,
/// and which are added. A ``SpliceSyntax`` writes it in its format's bytes.
///
/// ```swift
/// // An entry whose title changed and whose summary was cleared:
/// let plan = try MemberSplicePlan(of: record, from: old, to: new, syntax: splicer)
/// // plan.changes: [title (member 1) = "New"], plan.removals: [3], plan.additions: []
/// ```
public struct MemberSplicePlan: Hashable, Sendable {
  /// A member the file holds whose value changes.
  public struct Change: Hashable, Sendable {
    /// The member's position among the entry's members in the source map.
    public var index: Int
    /// The member's key: a field's name, or an unknown member's key.
    public var key: String
    /// The field's position in the schema; `nil` for an unknown member.
    public var field: Int?
    /// The value before, archived; `nil` when the field held none.
    public var old: ArchiveValue?
    /// The value to write, archived.
    public var new: ArchiveValue
    /// The name of a list field's items in XML (`tag` of `tagNames`), from its kind.
    public var itemName: String?
    /// The bytes the file held for ``new`` before (a `FieldValueSource`'s text): written
    /// as they are in place of the member's, when there are some.
    public var text: [UInt8]?

    /// A change of the member at `index` from `old` to `new`.
    public init(
      index: Int, key: String, field: Int?, old: ArchiveValue?, new: ArchiveValue,
      itemName: String? = nil,
      text: [UInt8]? = nil
    ) {
      self.index = index
      self.key = key
      self.field = field
      self.old = old
      self.new = new
      self.itemName = itemName
      self.text = text
    }

    /// Whether the member is a field of the schema rather than an unknown member.
    public var isKnown: Bool { field != nil }
  }

  /// A member the file does not hold that the entry gains.
  public struct Addition: Hashable, Sendable {
    /// The member's key: a field's name, or an unknown member's key.
    public var key: String
    /// The field's position in the schema; `nil` for an unknown member.
    public var field: Int?
    /// The value to write, archived.
    public var value: ArchiveValue
    /// The name of a list field's items in XML (`tag` of `tagNames`), from its kind.
    public var itemName: String?

    /// A member `key` holding `value`.
    public init(key: String, field: Int?, value: ArchiveValue, itemName: String? = nil) {
      self.key = key
      self.field = field
      self.value = value
      self.itemName = itemName
    }

    /// Whether the member is a field of the schema rather than an unknown member.
    public var isKnown: Bool { field != nil }
    /// Where the schema's order puts the member: its field's position, and after every
    /// field (`Int.max`) for an unknown member.
    public var order: Int { field ?? .max }
  }

  /// The members whose value changes, fields in the order visited, then unknown members.
  public var changes: [Change] = []
  /// The positions of the members that go, fields first, then unknown members.
  public var removals: [Int] = []
  /// The members the entry gains, fields in the order visited, then unknown members.
  public var additions: [Addition] = []

  /// An empty plan.
  public init() {}

  /// Whether the plan changes nothing.
  public var isEmpty: Bool { changes.isEmpty && removals.isEmpty && additions.isEmpty }
}
