extension ModelDocument {
  /// Edits the document all-or-nothing: `body` edits a proxy, the touched entries are
  /// validated against the schema's rules, and only then is the document replaced.
  ///
  /// ```swift
  /// let diff = try blog.transaction("Rename entry") { proxy in
  ///   proxy[id: "hello-world"]?.title = "Hello, World"
  /// }
  /// print(diff)
  /// // Prints "~ hello-world.title: "Hello" → "Hello, World""
  /// ```
  ///
  /// - Returns: The committed diff (empty when `body` changed nothing).
  /// - Throws: ``TransactionError`` listing every rule the edited entries break,
  ///   ``UndeclaredFieldError`` for a write of a property the schema has no field for,
  ///   ``EntryNotFoundError`` for an edit through `proxy[id:]?` of an id no entry has, or
  ///   what `body` throws. Either way the document is unchanged.
  /// - Complexity: O(*c* log *n*) for *c* entries written, plus their validation.
  @discardableResult
  public mutating func transaction(
    _ actionName: String, _ body: (inout DocumentProxy<M>) throws -> Void
  ) throws -> DocumentDiff<M> {
    var proxy = DocumentProxy(self)
    try body(&proxy)
    if let property = proxy.undeclaredWrites.first {
      throw UndeclaredFieldError(model: String(describing: M.self), property: property)
    }
    if let id = proxy.missingEntryEdits.first {
      throw EntryNotFoundError(id: id, suggestion: Suggestion.closest(to: id, among: proxy.ids))
    }
    let diff = proxy.commit()
    let violations = Self.violations(of: diff, in: proxy.current, formerIDs: proxy.formerIDs)
    guard violations.isEmpty else {
      throw TransactionError(actionName: actionName, violations: violations)
    }
    self = proxy.current
    return diff
  }

  /// Every rule broken by the entries `diff` inserts or modifies, as they are in this
  /// document: what a transaction that made `diff` would refuse. For a change made another
  /// way (a JSON Patch applied, say) before it is kept.
  ///
  /// ```swift
  /// let (patched, diff) = try blog.applying(patch)
  /// let problems = patched.violations(of: diff)   // empty when every rule holds
  /// ```
  ///
  /// An entry renamed on the way is named by the id it had, when `formerIDs` (by new id)
  /// gives it (see BlogDocJSON's `applying(_:formerIDs:)`).
  ///
  /// - Complexity: O(*c*) validations for *c* entries the diff inserts or modifies.
  public func violations(
    of diff: DocumentDiff<M>, formerIDs: [String: String] = [:]
  ) -> [EntryViolation] {
    Self.violations(of: diff, in: self, formerIDs: formerIDs)
  }

  /// Every rule broken by the entries `diff` inserts or modifies, as they are in `document`,
  /// each naming a renamed entry by the id it had (`formerIDs`, by new id).
  static func violations(
    of diff: DocumentDiff<M>, in document: ModelDocument, formerIDs: [String: String] = [:]
  ) -> [EntryViolation] {
    // The schema is read once: a diff can touch every entry of a large document.
    let schema = M.schema
    var checked = Set<String>(minimumCapacity: diff.entryChanges.count)
    var violations: [EntryViolation] = []
    for change in diff.entryChanges {
      switch change {
      case .inserted, .modified:
        guard checked.insert(change.id).inserted, let entry = document[id: change.id] else {
          continue
        }
        for violation in schema.violations(of: entry) {
          violations.append(
            EntryViolation(entryID: formerIDs[entry.id] ?? entry.id, violation: violation))
        }
      case .removed, .moved:
        continue
      }
    }
    return violations
  }
}

/// A broken rule of one entry.
public struct EntryViolation: Hashable, Sendable, CustomStringConvertible {
  /// The id of the entry that breaks the rule.
  public var entryID: String
  /// The rule broken, and the field when one is named.
  public var violation: Violation

  /// Makes a violation of entry `entryID`.
  public init(entryID: String, violation: Violation) {
    self.entryID = entryID
    self.violation = violation
  }

  /// `hello-world.title: Title must not be empty.`
  public var description: String {
    "\(entryID)\(violation.field.map { "." + $0 } ?? ""): \(violation.message)"
  }
}

/// A transaction that was not committed: every broken rule and every veto, at once.
///
/// ```swift
/// // Cannot commit 'Rename entry': hello-world.title: Title must not be empty.
/// ```
public struct TransactionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name of the transaction that was refused.
  public var actionName: String
  /// The validation rules the edited entries break.
  public var violations: [EntryViolation]
  /// Reasons given by will-change observers that refused the change.
  public var vetoes: [String]

  /// Makes an error for the transaction `actionName`, with what refused it.
  public init(actionName: String, violations: [EntryViolation] = [], vetoes: [String] = []) {
    self.actionName = actionName
    self.violations = violations
    self.vetoes = vetoes
  }

  /// One sentence naming the transaction and every violation and refusal.
  public var description: String {
    let problems = violations.map(\.description) + vetoes.map { "Refused: \($0)" }
    return "Cannot commit '\(actionName)': " + problems.joined(separator: " ")
  }
}
