import FoundationEssentials

/// A model field's value with its static type erased.
///
/// Every field a ``Model`` declares reads and writes through `FieldValue`, which
/// is what lets archiving, the command line and (later) diffs handle any model
/// without knowing its Swift type.
///
/// ```swift
/// let entry = BlogEntry(id: "hello", title: "Hello")
/// print(try entry.value(forField: "title"))
/// // Prints "string("Hello")"
/// ```
public enum FieldValue: Hashable, Sendable {
  /// An absent optional value.
  case null
  case string(String)
  case bool(Bool)
  case integer(Int64)
  case double(Double)
  case date(Timestamp)
  case url(URL)
  case list([String])
}

extension FieldValue {
  /// Whether this is ``null``.
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }
}
