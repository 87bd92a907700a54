/// A format-neutral archived value: what a field looks like between the bytes and the model.
///
/// Readers turn XML elements and JSON values into `ArchiveValue`s, and the model
/// layer types them by the field's ``FieldKind``. Fields a model does not know stay
/// `ArchiveValue`s in its ``Model/unknownFields`` bag, so they survive a save and an
/// XML↔JSON conversion.
///
/// Numbers keep their literal text, so `12345678901234567890` and `1.50` come back
/// exactly as they were written.
public indirect enum ArchiveValue: Hashable, Sendable {
  /// No value: JSON's `null`.
  case null
  /// A boolean.
  case bool(Bool)
  /// A JSON number literal, exactly as written.
  case number(String)
  /// Text.
  case string(String)
  /// An ordered list of values.
  case array([ArchiveValue])
  /// Named members, in the order they were written.
  case object(ArchiveObject)
}

extension ArchiveValue {
  /// The members, when this is an object.
  public var objectValue: ArchiveObject? {
    if case .object(let object) = self { return object }
    return nil
  }
}

/// An ordered list of keyed members; the order and repeated keys of the source are kept.
///
/// ```swift
/// var bag = ArchiveObject()
/// bag.append(key: "rating", value: .number("5"))
/// print(bag["rating"] as Any)
/// // Prints "Optional(BlogDocCore.ArchiveValue.number("5"))"
/// ```
public struct ArchiveObject: Hashable, Sendable, RandomAccessCollection,
  ExpressibleByDictionaryLiteral
{
  /// One keyed member.
  public struct Member: Hashable, Sendable {
    /// The member's name: a JSON key or an XML element name.
    public var key: String
    /// The member's value.
    public var value: ArchiveValue

    /// Makes a member named `key` holding `value`.
    public init(key: String, value: ArchiveValue) {
      self.key = key
      self.value = value
    }
  }

  /// The members, in the order they were written; a key may repeat.
  public var members: [Member]

  /// Makes an object of `members`, in their order.
  public init(_ members: [Member] = []) {
    self.members = members
  }

  /// Makes an object from key-value pairs, in their order.
  ///
  /// ```swift
  /// let extra: ArchiveObject = ["mood": .string("happy"), "rating": .number("5")]
  /// ```
  public init(dictionaryLiteral elements: (String, ArchiveValue)...) {
    members = elements.map { Member(key: $0.0, value: $0.1) }
  }

  /// The position of the first member: always 0.
  public var startIndex: Int { members.startIndex }
  /// The position past the last member.
  public var endIndex: Int { members.endIndex }
  /// The member at `position`.
  public subscript(position: Int) -> Member { members[position] }

  /// The value of the first member named `key`; setting replaces that member in place
  /// or appends a new one, and setting `nil` removes every member named `key`.
  ///
  /// - Complexity: O(*n*), where *n* is the number of members.
  public subscript(key: String) -> ArchiveValue? {
    get { members.first { $0.key == key }?.value }
    set {
      guard let newValue else {
        members.removeAll { $0.key == key }
        return
      }
      if let index = members.firstIndex(where: { $0.key == key }) {
        members[index].value = newValue
      } else {
        members.append(Member(key: key, value: newValue))
      }
    }
  }

  /// Appends a member, keeping any earlier one with the same key.
  public mutating func append(key: String, value: ArchiveValue) {
    members.append(Member(key: key, value: value))
  }

  /// Renames every member named `old`, keeping its position.
  public mutating func renameMembers(from old: String, to new: String) {
    for index in members.indices where members[index].key == old {
      members[index].key = new
    }
  }
}
