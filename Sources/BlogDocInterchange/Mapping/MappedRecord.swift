import BlogDocCore

/// One remote record, mapped: the fields it gave values for, and the members it had
/// beyond them.
public struct MappedRecord<M: Model>: Sendable {
  /// A value found but not usable, and why; or a value derived from another field.
  public struct Warning: Hashable, Sendable, CustomStringConvertible {
    /// Why a warning was given, which decides what the import adds to its message.
    public enum Reason: Hashable, Sendable {
      /// The value found could not be used; the field keeps what it held.
      case rejected
      /// The record left the field out and a derived candidate gave its value.
      case derived
      /// The format's reader changed what the source held (a record's `$warnings`), and
      /// the message says how.
      case read
    }

    /// The local field the warning is about.
    public var field: String
    /// The sentence saying what was found and why it was not used.
    public var message: String
    /// Why the warning was given.
    public var reason: Reason

    /// Makes a warning about `field`.
    public init(field: String, message: String, reason: Reason = .rejected) {
      self.field = field
      self.message = message
      self.reason = reason
    }

    /// `field: message`.
    public var description: String { "\(field): \(message)" }
  }

  /// Field values in the mapping's order; fields the record had nothing for are absent.
  public var values: [(field: String, value: FieldValue)]
  /// The record's members no used path consumed, or `nil` when none are left.
  public var leftovers: ArchiveObject?
  /// The unknown-field member ``leftovers`` go under.
  public var bagName: String
  /// Values found but not used, and values derived from other fields, in the mapping's order.
  public var warnings: [Warning]
  /// The record's values at the mapping's identity paths, `nil` where it has none.
  public var identity: [ArchiveValue?] = []

  /// The value found for `field`.
  public func value(of field: String) -> FieldValue? {
    values.first { $0.field == field }?.value
  }

  /// `entry` with every found field set and the leftovers in its bag (replacing what an
  /// earlier import put there); fields the record did not give keep their value.
  ///
  /// - Complexity: O(*f*) for *f* fields, plus the unknown fields' count.
  public func apply(to entry: M) -> M {
    var result = entry
    for (name, value) in values {
      M.schema.field(named: name)?.setValue(value, in: &result)
    }
    result.unknownFields[bagName] = leftovers.map(ArchiveValue.object)
    return result
  }
}
