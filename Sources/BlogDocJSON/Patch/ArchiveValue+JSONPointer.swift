import BlogDocCore

// RFC 6902's operations on a plain JSON value, for the insides of members the schema does
// not know (and of list fields): the model is patched field by field, but an unknown
// member's value is just JSON.

extension ArchiveValue {
  /// The value `tokens` name inside this one, which sits at `base`.
  func _value(at tokens: ArraySlice<String>, base: [String]) throws(PatchFailure) -> ArchiveValue {
    guard let token = tokens.first else { return self }
    let inner = try _child(token, base: base, forAdding: false)
    return try inner.value._value(at: tokens.dropFirst(), base: base + [token])
  }

  /// Adds `value` at `tokens`: a new or replaced member, or an element inserted before an
  /// index (`-` appends).
  mutating func _add(
    _ value: ArchiveValue, at tokens: ArraySlice<String>, base: [String]
  )
    throws(PatchFailure)
  {
    guard let token = tokens.first else {
      self = value
      return
    }
    if tokens.count > 1 {
      let child = try _child(token, base: base, forAdding: false)
      var inner = child.value
      try inner._add(value, at: tokens.dropFirst(), base: base + [token])
      _setChild(child.position, inner)
      return
    }
    switch self {
    case .object(var object):
      object[token] = value
      self = .object(object)
    case .array(var items):
      let index = try Self._index(token, count: items.count, forAdding: true, base: base)
      items.insert(value, at: index)
      self = .array(items)
    default:
      throw Self._noMember(token, in: self, base: base)
    }
  }

  /// Removes the value at `tokens`, returning it.
  mutating func _remove(
    at tokens: ArraySlice<String>, base: [String]
  ) throws(PatchFailure)
    -> ArchiveValue
  {
    guard let token = tokens.first else {
      preconditionFailure("ArchiveValue._remove: the caller removes a whole value itself")
    }
    let child = try _child(token, base: base, forAdding: false)
    if tokens.count > 1 {
      var inner = child.value
      let removed = try inner._remove(at: tokens.dropFirst(), base: base + [token])
      _setChild(child.position, inner)
      return removed
    }
    switch self {
    case .object(var object):
      object.members.remove(at: child.position)
      self = .object(object)
    case .array(var items):
      items.remove(at: child.position)
      self = .array(items)
    default:
      break
    }
    return child.value
  }

  /// Replaces the value at `tokens`, which must exist.
  mutating func _replace(
    _ value: ArchiveValue, at tokens: ArraySlice<String>, base: [String]
  )
    throws(PatchFailure)
  {
    guard let token = tokens.first else {
      self = value
      return
    }
    let child = try _child(token, base: base, forAdding: false)
    var inner = child.value
    try inner._replace(value, at: tokens.dropFirst(), base: base + [token])
    _setChild(child.position, inner)
  }

  /// The member or element `token` names, and its position.
  private func _child(
    _ token: String, base: [String], forAdding: Bool
  ) throws(PatchFailure)
    -> (value: ArchiveValue, position: Int)
  {
    switch self {
    case .object(let object):
      guard let position = object.members.firstIndex(where: { $0.key == token }) else {
        throw PatchFailure(
          "\(Self._where(base)) has no member \(FieldKind.quoted(token)).")
      }
      return (object.members[position].value, position)
    case .array(let items):
      let index = try Self._index(token, count: items.count, forAdding: false, base: base)
      return (items[index], index)
    default:
      throw Self._noMember(token, in: self, base: base)
    }
  }

  private mutating func _setChild(_ position: Int, _ value: ArchiveValue) {
    switch self {
    case .object(var object):
      object.members[position].value = value
      self = .object(object)
    case .array(var items):
      items[position] = value
      self = .array(items)
    default:
      break
    }
  }

  /// The index `token` names in an array of `count` elements.
  static func _index(
    _ token: String, count: Int, forAdding: Bool, base: @autoclosure () -> [String]
  ) throws(PatchFailure) -> Int {
    if token == "-" {
      guard forAdding else {
        throw PatchFailure(
          "\"-\" names the end of \(_where(base())), where only add can put a value.")
      }
      return count
    }
    guard let index = JSONPointer.index(token) else {
      throw PatchFailure(
        "expected an array index or \"-\" inside \(_where(base())), found \(FieldKind.quoted(token))."
      )
    }
    guard index < count || (forAdding && index == count) else {
      throw PatchFailure(
        "index \(index) is out of range; \(_where(base())) has \(count) item\(count == 1 ? "" : "s")."
      )
    }
    return index
  }

  private static func _noMember(
    _ token: String, in value: ArchiveValue, base: [String]
  )
    -> PatchFailure
  {
    PatchFailure(
      "\(_where(base)) holds \(FieldKind.describe(value)), which has no member \(FieldKind.quoted(token))."
    )
  }

  /// `/blog/0/extra` for a path, `the document` for the root.
  static func _where(_ tokens: [String]) -> String {
    tokens.isEmpty ? "the document" : JSONPointer(tokens: tokens).description
  }
}

/// JSON's own equality of archive values, which JSON Patch's `test` operation uses.
extension ArchiveValue {
  /// Whether two values are equal as JSON: objects regardless of member order, numbers by
  /// value (`1`, `1.0` and `1e0` are equal), everything else exactly.
  ///
  /// ```swift
  /// print(ArchiveValue.number("1.0").isJSONEqual(to: .number("1")))
  /// // Prints "true"
  /// ```
  public func isJSONEqual(to other: ArchiveValue) -> Bool {
    switch (self, other) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.number(let a), .number(let b)): return Self._numbersEqual(a, b)
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.isJSONEqual(to: $1) }
    case (.object(let a), .object(let b)):
      guard a.count == b.count else { return false }
      for member in a.members {
        guard let match = b[member.key], match.isJSONEqual(to: member.value) else { return false }
      }
      return true
    default:
      return false
    }
  }

  private static func _numbersEqual(_ a: String, _ b: String) -> Bool {
    if a == b { return true }
    if FieldKind.isIntegerLiteral(a) && FieldKind.isIntegerLiteral(b) {
      // Exact, however large: integer literals have no leading zeros, so only -0 differs.
      let x = a == "-0" ? "0" : a
      let y = b == "-0" ? "0" : b
      return x == y
    }
    guard let x = Double(a), let y = Double(b) else { return false }
    return x == y
  }

  /// The first reason this value could not be written back at nesting `level`, if any:
  /// a character XML 1.0 cannot hold, a malformed number, a repeated key, too deep.
  func _unwritableReason(atLevel level: Int) -> String? {
    let limit = DecodingOptions.default.maxDepth
    switch self {
    case .null, .bool:
      return nil
    case .number(let literal):
      return FieldKind.isNumberLiteral(literal)
        ? nil : "expected a JSON number literal, found \(FieldKind.quoted(literal))."
    case .string(let text):
      return Self._textProblem(text)
    case .array(let items):
      guard level + 1 <= limit else {
        return "the value nests deeper than the \(limit) levels a document may have."
      }
      for item in items {
        if let reason = item._unwritableReason(atLevel: level + 1) { return reason }
      }
      return nil
    case .object(let object):
      guard level + 1 <= limit else {
        return "the value nests deeper than the \(limit) levels a document may have."
      }
      var keys = Set<String>()
      for member in object.members {
        guard keys.insert(member.key).inserted else {
          return "the key \(FieldKind.quoted(member.key)) appears twice in one object."
        }
        if let reason = Self._textProblem(member.key)
          ?? member.value._unwritableReason(atLevel: level + 1)
        {
          return reason
        }
      }
      return nil
    }
  }

  static func _textProblem(_ text: String) -> String? {
    guard let scalar = XMLCharacterRule.firstDisallowedScalar(in: text) else { return nil }
    return FieldValueError.disallowed(scalar).description._lowercasingFirst
  }
}

extension String {
  /// This sentence with its first letter in lowercase, to follow a colon.
  var _lowercasingFirst: String {
    prefix(1).lowercased() + dropFirst()
  }
}
