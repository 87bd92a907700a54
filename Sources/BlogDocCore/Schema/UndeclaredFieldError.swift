/// A key path the model's schema declares no field for was used where only fields can be:
/// a write through a proxy, an observer.
///
/// ```swift
/// try blog.transaction("Mark") { proxy in proxy[id: "hello"]?.scratch = "x" }
/// // Throws "BlogEntry's schema declares no field for \BlogEntry.scratch, so it cannot be edited or observed; declare it in the schema."
/// ```
public struct UndeclaredFieldError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The model type's name.
  public var model: String
  /// The property, as Swift writes its key path (`\Contact.nickname`).
  public var property: String

  /// Makes an error for `property` of `model`.
  public init(model: String, property: String) {
    self.model = model
    self.property = property
  }

  /// A sentence naming the model and the property.
  public var description: String {
    "\(model)'s schema declares no field for \(property), so it cannot be edited or observed; declare it in the schema."
  }
}

extension Schema {
  /// The name of the field on `keyPath`.
  ///
  /// - Throws: ``UndeclaredFieldError`` when the schema declares no field on it.
  /// - Complexity: O(1).
  public func fieldName(_ keyPath: PartialKeyPath<M>) throws(UndeclaredFieldError) -> String {
    guard let index = index(of: keyPath) else {
      throw UndeclaredFieldError(model: String(describing: M.self), property: "\(keyPath)")
    }
    return fields[index].name
  }
}
