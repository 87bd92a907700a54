import FoundationEssentials

/// A Swift type a model field can have: it converts to and from ``FieldValue``.
///
/// `String`, `Bool`, `Int`, `Int64`, `Double`, ``Timestamp``, `Date`, ``Day``, `URL`,
/// `[String]` and optionals of each conform.
///
/// ## Types of your own
///
/// A type of your own may conform, stored as one of the kinds above: an enum of a few
/// words, say, as a one-line string. Its ``init(fieldValue:)`` must return `nil` for a
/// value it cannot hold, never a default. Every way in then refuses such a value with an
/// error that quotes it, and changes nothing: reading XML or JSON, a JSON patch, `--set`,
/// ``Model/setValue(_:forField:)``.
///
/// ```swift
/// enum Priority: String, FieldValueRepresentable {
///   case low, normal, high
///   static var fieldKind: FieldKind { .string }
///   init?(fieldValue: FieldValue) {
///     guard case .string(let text) = fieldValue, let priority = Priority(rawValue: text) else {
///       return nil  // "urgent" is an error that names it, not a silent .normal
///     }
///     self = priority
///   }
///   var fieldValue: FieldValue { .string(rawValue) }
/// }
/// // Reading <priority>urgent</priority>:
/// // "contacts.xml:4:5: /contacts/contact[1]/priority: Expected a value Priority can hold, found "urgent"."
/// ```
public protocol FieldValueRepresentable: Hashable, Sendable {
  /// The kind a field of this type has (`Field.text` and `Field.list` declare the kinds
  /// a `String` and a `[String]` have besides their usual one).
  static var fieldKind: FieldKind { get }
  /// Creates a value from `fieldValue`, or `nil` if it has another shape or is a value
  /// this type cannot hold; readers then report the value as an error.
  init?(fieldValue: FieldValue)
  /// This value, type-erased.
  var fieldValue: FieldValue { get }
}

/// Text is a ``FieldKind/string`` field.
extension String: FieldValueRepresentable {
  public static var fieldKind: FieldKind { .string }
  public init?(fieldValue: FieldValue) {
    guard case .string(let text) = fieldValue else { return nil }
    self = text
  }
  public var fieldValue: FieldValue { .string(self) }
}

/// `true` and `false` are a ``FieldKind/bool`` field.
extension Bool: FieldValueRepresentable {
  public static var fieldKind: FieldKind { .bool }
  public init?(fieldValue: FieldValue) {
    guard case .bool(let flag) = fieldValue else { return nil }
    self = flag
  }
  public var fieldValue: FieldValue { .bool(self) }
}

/// A 64-bit integer is an ``FieldKind/integer`` field.
extension Int64: FieldValueRepresentable {
  public static var fieldKind: FieldKind { .integer }
  public init?(fieldValue: FieldValue) {
    guard case .integer(let number) = fieldValue else { return nil }
    self = number
  }
  public var fieldValue: FieldValue { .integer(self) }
}

/// An integer is an ``FieldKind/integer`` field, read as 64 bits.
extension Int: FieldValueRepresentable {
  public static var fieldKind: FieldKind { .integer }
  public init?(fieldValue: FieldValue) {
    guard case .integer(let number) = fieldValue, let value = Int(exactly: number) else {
      return nil
    }
    self = value
  }
  public var fieldValue: FieldValue { .integer(Int64(self)) }
}

/// A floating-point number is a ``FieldKind/double`` field.
extension Double: FieldValueRepresentable {
  public static var fieldKind: FieldKind { .double }
  public init?(fieldValue: FieldValue) {
    guard case .double(let number) = fieldValue else { return nil }
    self = number
  }
  public var fieldValue: FieldValue { .double(self) }
}

extension Timestamp: FieldValueRepresentable {
  public static var fieldKind: FieldKind { .date }
  public init?(fieldValue: FieldValue) {
    guard case .date(let timestamp) = fieldValue else { return nil }
    self = timestamp
  }
  public var fieldValue: FieldValue { .date(self) }
}

/// A `Date` is a ``FieldKind/date`` field, written in UTC to the millisecond. Unlike
/// ``Timestamp`` it does not keep how a document wrote the time (`+02:00`, nine fraction
/// digits): a field whose text must come back as it was should be a `Timestamp`.
extension Date: FieldValueRepresentable {
  public static var fieldKind: FieldKind { .date }
  public init?(fieldValue: FieldValue) {
    guard case .date(let timestamp) = fieldValue else { return nil }
    self = timestamp.date
  }
  public var fieldValue: FieldValue { .date(Timestamp(self)) }
}

/// An absolute URL is a ``FieldKind/url`` field.
extension URL: FieldValueRepresentable {
  public static var fieldKind: FieldKind { .url }
  public init?(fieldValue: FieldValue) {
    guard case .url(let url) = fieldValue else { return nil }
    self = url
  }
  public var fieldValue: FieldValue { .url(self) }
}

/// A list of strings is a ``FieldKind/list(itemName:)`` field.
extension Array: FieldValueRepresentable where Element == String {
  public static var fieldKind: FieldKind { .list(itemName: "item") }
  public init?(fieldValue: FieldValue) {
    guard case .list(let items) = fieldValue else { return nil }
    self = items
  }
  public var fieldValue: FieldValue { .list(self) }
}

/// An optional value is an ``FieldKind/optional(_:)`` field that may be absent.
extension Optional: FieldValueRepresentable where Wrapped: FieldValueRepresentable {
  public static var fieldKind: FieldKind { .optional(Wrapped.fieldKind) }
  public init?(fieldValue: FieldValue) {
    if fieldValue.isNull {
      self = .none
    } else if let value = Wrapped(fieldValue: fieldValue) {
      self = .some(value)
    } else {
      return nil
    }
  }
  public var fieldValue: FieldValue { self?.fieldValue ?? .null }
}
