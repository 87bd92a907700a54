/// One declared field of a model: its archive name, kind and key path.
///
/// Fields are declared in a ``Schema`` with the model's own key paths. The constructor
/// says the kind, so a kind that does not fit the property's type does not compile:
///
/// ```swift
/// Field("title", \Contact.name)                          // a one-line string
/// Field.text("notes", \Contact.notes)                    // multi-line text
/// Field.list("emails", \Contact.emails, item: "email")  // XML writes <email> items
/// ```
///
/// The model's id is not a field of the list: ``Schema`` takes its key path on its own
/// (`Schema(…, id: \.id, fields: […])`).
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
  /// The Swift type of the property without its optional wrapper, as messages name it.
  ///
  /// Spelled only when asked: `String(describing:)` of a type looks up its conformances
  /// to the printing protocols, a scan of every conformance in the program (measured: 6.4 M
  /// instructions for the blog entry's 12 fields, a third of a small edit's run).
  public var typeName: String {
    let typeName = _typeName()
    return typeName.hasPrefix("Optional<") ? String(typeName.dropFirst(9).dropLast()) : typeName
  }

  private let _typeName: @Sendable () -> String
  private let _get: @Sendable (Root) -> FieldValue
  private let _set: @Sendable (inout Root, FieldValue) -> Bool

  /// Declares a field of the kind its type has: `String` a one-line string, `Bool`,
  /// `Int`, `Int64`, `Double`, ``Timestamp``, `Date`, ``Day``, `URL`, `[String]` (a list
  /// of `<item>` elements in XML), an optional of any of these, or a type of your own
  /// (see ``FieldValueRepresentable``).
  ///
  /// ```swift
  /// Field("servings", \Recipe.servings)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The archive name; keep it stable, since documents store it.
  ///   - keyPath: Where the value lives in the model.
  ///   - isRequired: Whether reading an archive without the field is an error.
  ///   - history: How edits enter the undo history; see ``HistoryPolicy``.
  ///   - merge: How a three-way merge combines two sides' edits; see ``MergePolicy``.
  public init<Value: FieldValueRepresentable>(
    _ name: String, _ keyPath: WritableKeyPath<Root, Value> & Sendable,
    isRequired: Bool = false, history: HistoryPolicy = .separateSteps,
    merge: MergePolicy = .threeWay
  ) {
    self.init(
      name, keyPath, kind: Value.fieldKind, isRequired: isRequired, history: history, merge: merge)
  }

  /// Declares a field of multi-line text, such as a Markdown body: archived as a string,
  /// edited and shown as a block.
  ///
  /// ```swift
  /// Field.text("bodyText", \BlogEntry.bodyText, history: .coalescing(within: .seconds(60)))
  /// ```
  public static func text(
    _ name: String, _ keyPath: WritableKeyPath<Root, String> & Sendable,
    isRequired: Bool = false, history: HistoryPolicy = .separateSteps,
    merge: MergePolicy = .threeWay
  ) -> Field {
    Field(name, keyPath, kind: .text, isRequired: isRequired, history: history, merge: merge)
  }

  /// Declares a field of multi-line text that may be absent.
  ///
  /// ```swift
  /// Field.text("summary", \BlogEntry.summary)
  /// ```
  public static func text(
    _ name: String, _ keyPath: WritableKeyPath<Root, String?> & Sendable,
    isRequired: Bool = false, history: HistoryPolicy = .separateSteps,
    merge: MergePolicy = .threeWay
  ) -> Field {
    Field(
      name, keyPath, kind: .optional(.text), isRequired: isRequired, history: history, merge: merge)
  }

  /// Declares a list of strings whose XML items are elements named `item`.
  ///
  /// ```swift
  /// Field.list("tagNames", \BlogEntry.tagNames, item: "tag")
  /// ```
  public static func list(
    _ name: String, _ keyPath: WritableKeyPath<Root, [String]> & Sendable, item: String,
    isRequired: Bool = false, history: HistoryPolicy = .separateSteps,
    merge: MergePolicy = .threeWay
  ) -> Field {
    Field(
      name, keyPath, kind: .list(itemName: item), isRequired: isRequired, history: history,
      merge: merge)
  }

  /// Declares a list of strings that may be absent, whose XML items are named `item`.
  ///
  /// ```swift
  /// Field.list("aliases", \Contact.aliases, item: "alias")
  /// ```
  public static func list(
    _ name: String, _ keyPath: WritableKeyPath<Root, [String]?> & Sendable, item: String,
    isRequired: Bool = false, history: HistoryPolicy = .separateSteps,
    merge: MergePolicy = .threeWay
  ) -> Field {
    Field(
      name, keyPath, kind: .optional(.list(itemName: item)), isRequired: isRequired,
      history: history, merge: merge)
  }

  /// The one initializer: `kind` fits `Value` because every public constructor (and
  /// ``Schema``'s id field) says so.
  init<Value: FieldValueRepresentable>(
    _ name: String, _ keyPath: WritableKeyPath<Root, Value> & Sendable, kind: FieldKind,
    isRequired: Bool, history: HistoryPolicy, merge: MergePolicy
  ) {
    self.name = name
    self.kind = kind
    self.isRequired = isRequired
    self.history = history
    self.merge = merge
    self.keyPath = keyPath
    self._typeName = { String(describing: Value.self) }
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
  /// has another shape than the field's type, or the type refuses it.
  ///
  /// Prefer ``store(_:in:)``, which says why.
  @discardableResult
  public func setValue(_ value: FieldValue, in root: inout Root) -> Bool {
    _set(&root, value)
  }

  /// Stores `value` in `root`, or throws, changing nothing, when the field's type cannot
  /// hold it: a value of another shape, or one a type of your own refuses (an unknown
  /// member of an enum, say). The error quotes the value, so nothing is lost silently.
  ///
  /// ```swift
  /// var contact = Contact()
  /// try Contact.schema.field(\.priority)!.store(.string("urgent"), in: &contact)
  /// // Throws "Expected a value Priority can hold, found "urgent"."
  /// ```
  public func store(_ value: FieldValue, in root: inout Root) throws(FieldValueError) {
    guard _set(&root, value) else {
      guard Self.hasShape(of: kind, value) else {
        throw FieldValueError("Expected \(kind.displayName), found \(value).")
      }
      throw FieldValueError("Expected a value \(typeName) can hold, found \(value).")
    }
  }

  /// Whether `value` is of the shape `kind` archives (a refusal is then the type's own).
  private static func hasShape(of kind: FieldKind, _ value: FieldValue) -> Bool {
    switch (kind, value) {
    case (.optional, .null): true
    case (.optional(let wrapped), _): hasShape(of: wrapped, value)
    case (.string, .string), (.text, .string), (.bool, .bool), (.integer, .integer),
      (.double, .double), (.date, .date), (.url, .url), (.list, .list):
      true
    default: false
    }
  }
}
