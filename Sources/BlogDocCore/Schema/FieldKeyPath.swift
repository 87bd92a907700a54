/// A field's key path as a dictionary key, for ``Schema/field(_:)``.
///
/// Key paths are immutable objects, safe to share between threads; `PartialKeyPath` is not
/// declared `Sendable` only because it may capture subscript arguments, and a field's key
/// path names a stored property.
struct FieldKeyPath<Root>: Hashable, @unchecked Sendable {
  let keyPath: PartialKeyPath<Root>

  init(_ keyPath: PartialKeyPath<Root>) {
    self.keyPath = keyPath
  }
}
