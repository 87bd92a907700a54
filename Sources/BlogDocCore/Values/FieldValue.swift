import FoundationEssentials

/// A model field's value with its static type erased.
///
/// Every field a ``Model`` declares reads and writes through `FieldValue`, which
/// is what lets archiving, the command line and diffs handle any model
/// without knowing its Swift type.
///
/// ```swift
/// let entry = BlogEntry(id: "hello", title: "Hello")
/// print(try entry.value(forField: "title"))
/// // Prints ""Hello""
/// ```
public enum FieldValue: Hashable, Sendable {
  /// An absent optional value.
  case null
  /// Text, for ``FieldKind/string`` and ``FieldKind/text`` fields.
  case string(String)
  /// A boolean.
  case bool(Bool)
  /// A 64-bit integer.
  case integer(Int64)
  /// A floating-point number.
  case double(Double)
  /// A date with its written UTC offset and precision.
  case date(Timestamp)
  /// An absolute URL.
  case url(URL)
  /// A list of strings.
  case list([String])
}

extension FieldValue {
  /// Whether this is ``null``.
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }
}
