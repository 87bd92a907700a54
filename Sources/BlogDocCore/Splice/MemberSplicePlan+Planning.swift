extension MemberSplicePlan {
  /// The plan that turns `record`, which the file holds for `old`, into `new`.
  ///
  /// A field whose value is now empty is removed; one the file does not hold is added;
  /// any other changed field gets its new value, spelled as `valueSources` recorded it
  /// when one names the entry, the field and that value. Unknown members are matched by
  /// key and occurrence (XML may repeat an element: the second `extra` with the second),
  /// and a recorded spelling is used for a key's first member alone, the one a diff's
  /// bag names.
  ///
  /// `fields`, a diff's changes of this entry, names the fields to visit (each once,
  /// however often it is named); every field is compared when it is `nil`, and an entry
  /// equal to `old` then gives an empty plan.
  ///
  /// ```swift
  /// let plan = try MemberSplicePlan(of: record, from: old, to: new, fields: changes, syntax: splicer)
  /// ```
  ///
  /// - Throws: `SpliceRefusal` when a changed field is not in the schema, an unknown
  ///   member that changed is not in `record`, or `syntax` refuses a member.
  /// - Complexity: O(*f* · *m*) in the fields visited and the entry's members.
  public init<M: Model, Syntax: SpliceSyntax>(
    of record: Syntax.Record, from old: M, to new: M, fields: [FieldChange]? = nil,
    valueSources: [FieldValueSource] = [], syntax: Syntax
  ) throws(SpliceRefusal) {
    self.init()
    guard fields != nil || old != new else { return }
    let schema = M.schema
    var orders: [Int] = []
    if let fields {
      orders.reserveCapacity(fields.count)
      for change in fields {
        guard let order = schema.index(ofField: change.field) else {
          throw SpliceRefusal(
            reason: "The changed field \(FieldKind.quoted(change.field)) is not in the schema.")
        }
        if !orders.contains(order) { orders.append(order) }
      }
    }
    for order in fields == nil ? Array(schema.fields.indices) : orders {
      let field = schema.fields[order]
      let before = field.value(in: old)
      let after = field.value(in: new)
      guard before != after else { continue }
      let index = try syntax.memberIndex(of: field.name, occurrence: 0, in: record)
      if after.isNull {
        if let index { removals.append(index) }
        continue
      }
      let value = field.kind.archiveValue(for: after)
      guard let index else {
        additions.append(
          Addition(key: field.name, field: order, value: value, itemName: field.kind.itemName))
        continue
      }
      changes.append(
        Change(
          index: index, key: field.name, field: order,
          old: before.isNull ? nil : field.kind.archiveValue(for: before), new: value,
          itemName: field.kind.itemName,
          text: valueSources.text(id: new.id, field: field.name, value: value)))
    }
    guard old.unknownFields != new.unknownFields else { return }
    let before = MemberOccurrences(old.unknownFields)
    let after = MemberOccurrences(new.unknownFields)
    for (key, occurrence) in before.keys where after[key: key, occurrence] == nil {
      guard let index = try syntax.memberIndex(of: key, occurrence: occurrence, in: record) else {
        throw Self.unmapped(key)
      }
      removals.append(index)
    }
    for (key, occurrence) in after.keys {
      let value = after[key: key, occurrence]!
      guard let oldValue = before[key: key, occurrence] else {
        additions.append(Addition(key: key, field: nil, value: value, itemName: nil))
        continue
      }
      guard oldValue != value else { continue }
      guard let index = try syntax.memberIndex(of: key, occurrence: occurrence, in: record) else {
        throw Self.unmapped(key)
      }
      let text = occurrence == 0 ? valueSources.text(id: new.id, field: key, value: value) : nil
      changes.append(
        Change(
          index: index, key: key, field: nil, old: oldValue, new: value, itemName: nil, text: text))
    }
  }

  private static func unmapped(_ key: String) -> SpliceRefusal {
    SpliceRefusal(reason: "The member \(FieldKind.quoted(key)) is not in the source map.")
  }
}

/// Unknown members by key and occurrence (0 for a key's first member, 1 for its second…).
private struct MemberOccurrences {
  /// Each member's key and occurrence, in order.
  var keys: [(key: String, occurrence: Int)] = []
  private var values: [String: [ArchiveValue]] = [:]

  init(_ object: ArchiveObject) {
    for member in object {
      keys.append((member.key, values[member.key, default: []].count))
      values[member.key, default: []].append(member.value)
    }
  }

  subscript(key key: String, _ occurrence: Int) -> ArchiveValue? {
    guard let values = values[key], occurrence < values.count else { return nil }
    return values[occurrence]
  }
}
