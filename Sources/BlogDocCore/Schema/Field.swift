/// One declared field of a model: its archive name, kind and key path.
///
/// Fields are declared in a ``Schema`` with the model's own key paths, so reads and
/// writes by name are type-checked where the field is declared:
///
/// ```swift
/// Field("bodyText", \BlogEntry.bodyText, kind: .text)
/// Field("tagNames", \BlogEntry.tagNames, kind: .list(itemName: "tag"))
/// ```
public struct Field<Root: Sendable>: Sendable {
  /// The stable name used in archives, on the command line and in diffs.
  public let name: String
  /// How the value is parsed, formatted and archived.
  public let kind: FieldKind
  /// Whether an archive must contain the field (it may still be empty).
  public let isRequired: Bool
  /// How edits of the field enter the undo history.
  public let history: HistoryPolicy
  /// How a three-way merge combines two sides' edits of the field; see ``MergePolicy``.
  public let merge: MergePolicy
  /// The key path the field reads and writes.
  public let keyPath: PartialKeyPath<Root> & Sendable

  private let _get: @Sendable (Root) -> FieldValue
  private let _set: @Sendable (inout Root, FieldValue) -> Bool

  /// Declares a field.
  ///
  /// - Parameters:
  ///   - name: The archive name; keep it stable, since documents store it.
  ///   - keyPath: Where the value lives in the model.
  ///   - kind: The field's kind, when it differs from the type's usual one: `.text` for
  ///     multi-line strings, `.list(itemName:)` to name XML list items.
  ///   - isRequired: Whether reading an archive without the field is an error.
  ///   - history: How edits enter the undo history; see ``HistoryPolicy``.
  ///   - merge: How a three-way merge combines two sides' edits; see ``MergePolicy``.
  public init<Value: FieldValueRepresentable>(
    _ name: String, _ keyPath: WritableKeyPath<Root, Value> & Sendable,
    kind: FieldKind? = nil, isRequired: Bool = false, history: HistoryPolicy = .separateSteps,
    merge: MergePolicy = .threeWay
  ) {
    let kind = kind ?? Value.fieldKind
    precondition(
      Self.isCompatible(kind, with: Value.fieldKind),
      "Field.init: kind \(kind) does not fit a field of type \(Value.self)")
    self.name = name
    self.kind = kind
    self.isRequired = isRequired
    self.history = history
    self.merge = merge
    self.keyPath = keyPath
    self._get = { root in root[keyPath: keyPath].fieldValue }
    self._set = { root, value in
      guard let typed = Value(fieldValue: value) else { return false }
      root[keyPath: keyPath] = typed
      return true
    }
  }

  /// The field's value in `root`.
  public func value(in root: Root) -> FieldValue {
    _get(root)
  }

  /// Stores `value` in `root`, returning `false` (and changing nothing) when `value`
  /// has another shape than the field's type.
  @discardableResult
  public func setValue(_ value: FieldValue, in root: inout Root) -> Bool {
    _set(&root, value)
  }

  private static func isCompatible(_ declared: FieldKind, with natural: FieldKind) -> Bool {
    switch (declared, natural) {
    case (.text, .string), (.list, .list): true
    case (.optional(let declared), .optional(let natural)): isCompatible(declared, with: natural)
    default: declared == natural
    }
  }
}
