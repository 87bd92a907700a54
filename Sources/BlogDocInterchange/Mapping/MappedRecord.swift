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
      /// The format's reader made the value (a record's `$notes` say how): two WordPress
      /// tags of one name made one, a draft for front matter it cannot read.
      case read
    }

    /// The local field the warning is about.
    public var field: String
    /// The sentence saying what was found and why it was not used.
    public var message: String
    /// Why the warning was given.
    public var reason: Reason
    /// Where the value the warning is about was kept, with the source's text: the bag's
    /// name, then the path in the record (`jsonfeed.date_modified`); `nil` when it was not.
    public var keptAs: RemoteKeyPath?

    /// Makes a warning about `field`.
    public init(
      field: String, message: String, reason: Reason = .rejected, keptAs: RemoteKeyPath? = nil
    ) {
      self.field = field
      self.message = message
      self.reason = reason
      self.keptAs = keptAs
    }

    /// `field: message`.
    public var description: String { "\(field): \(message)" }

    /// What the import adds to the message: what it did with the field, and where the
    /// source's value went.
    ///
    /// ```swift
    /// let warning = MappedRecord<BlogEntry>.Warning(
    ///   field: "updatedDate", message: "…", keptAs: try RemoteKeyPath("jsonfeed.date_modified"))
    /// print(warning.note)
    /// // Prints " The field was left as it was. The source's text was kept in the unknown members as 'jsonfeed.date_modified'."
    /// ```
    public var note: String {
      switch reason {
      case .derived, .read: ""
      case .rejected: " The field was left as it was." + Self.keptSentence(keptAs)
      }
    }

    /// The sentence naming where a value that was not used went, or nothing when it was not
    /// kept: every warning about such a value says it this one way.
    static func keptSentence(_ keptAs: RemoteKeyPath?) -> String {
      keptAs.map { " The source's text was kept in the unknown members as '\($0)'." } ?? ""
    }
  }

  /// Field values in the mapping's order; fields the record had nothing for are absent.
  public var values: [(field: String, value: FieldValue)]
  /// The path each value of ``values`` was moved out of, but for derived values.
  public var sources: [(field: String, path: RemoteKeyPath)]
  /// The record as the source gave it.
  public var record: ArchiveValue
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

  /// Puts the source's value of `field` back among `entry`'s unknown members, where the
  /// leftovers would have kept it, for a value the import leaves out after all (one that
  /// breaks a rule of the schema).
  ///
  /// - Returns: Where it was kept (`jsonfeed.date_modified`), or `nil` when the value was
  ///   derived or the source added it itself (`$fileDate`).
  public func keepSource(of field: String, in entry: inout M) -> RemoteKeyPath? {
    guard let path = sources.first(where: { $0.field == field })?.path,
      !(path.components.first?.hasPrefix("$") ?? true), let value = path.value(in: record)
    else { return nil }
    var bag = entry.unknownFields[bagName] ?? .object(ArchiveObject())
    path.set(value, in: &bag)
    entry.unknownFields[bagName] = bag
    return RemoteKeyPath(components: [bagName] + path.components)
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
