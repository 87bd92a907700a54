import BlogDocCore

/// Turns a diff's changes into patch operations, tracking entry positions as they apply.
struct PatchBuilder<M: Model> {
  let before: ModelDocument<M>
  let includingTests: Bool
  let schema = M.schema
  var operations: [JSONPatchOperation] = []
  /// The entries' ids in order, as the changes so far leave them.
  var order: [String]
  /// Positions by id, rebuilt after the order changes.
  var positions: [String: Int]?
  /// Entries as the changes so far leave them, where they differ from `before`.
  var current: [String: M] = [:]
  /// A single document's entry removed before its replacement is inserted.
  var removedSingle: M?

  init(before: ModelDocument<M>, includingTests: Bool) {
    self.before = before
    self.includingTests = includingTests
    order = before._order
  }

  /// Whether a change of unknown members only replaces or removes existing keys in place.
  func canPatchInPlace(_ change: UnknownFieldsChange) -> Bool {
    let kept = change.before.members.compactMap { member in
      change.after[member.key].map { ArchiveObject.Member(key: member.key, value: $0) }
    }
    return kept == change.after.members
  }

  mutating func add(_ change: EntryChange<M>) {
    switch change {
    case .modified(let id, let fields, let unknown):
      addModification(id: id, fields: fields, unknown: unknown)
    case .inserted(let entry, let position):
      current[entry.id] = entry
      if before.layout == .single {
        let path = JSONPointer(tokens: [schema.entryName])
        if includingTests, let old = removedSingle {
          operations.append(.test(path: path, value: .object(old.archived())))
        }
        operations.append(.replace(path: path, value: .object(entry.archived())))
        order = [entry.id]
        return
      }
      let index = min(max(position, 0), order.count)
      operations.append(
        .add(
          path: JSONPointer(tokens: [schema.collectionName, String(index)]),
          value: .object(entry.archived())))
      order.insert(entry.id, at: index)
      positions = nil
    case .removed(let entry, _):
      guard before.layout == .collection else {
        removedSingle = entry
        return
      }
      guard let index = order.firstIndex(of: entry.id) else { return }
      let path = JSONPointer(tokens: [schema.collectionName, String(index)])
      if includingTests { operations.append(.test(path: path, value: .object(entry.archived()))) }
      operations.append(.remove(path: path))
      order.remove(at: index)
      current[entry.id] = nil
      positions = nil
    case .moved(let id, _, let to):
      guard let from = order.firstIndex(of: id) else { return }
      let target = min(max(to, 0), order.count - 1)
      guard from != target else { return }
      let source = JSONPointer(tokens: [schema.collectionName, String(from)])
      if includingTests {
        operations.append(
          .test(
            path: JSONPointer(tokens: source.tokens + [schema.idField.name]), value: .string(id)))
      }
      operations.append(
        .move(from: source, path: JSONPointer(tokens: [schema.collectionName, String(target)])))
      order.remove(at: from)
      order.insert(id, at: target)
      positions = nil
    }
  }

  /// The path of the entry with `id` as the changes so far leave it.
  private mutating func entryPath(of id: String) -> [String]? {
    if before.layout == .single { return [schema.entryName] }
    if positions == nil {
      positions = Dictionary(order.enumerated().map { ($1, $0) }) { first, _ in first }
    }
    return positions![id].map { [schema.collectionName, String($0)] }
  }

  private mutating func addModification(
    id: String, fields: [FieldChange], unknown: UnknownFieldsChange?
  ) {
    guard let path = entryPath(of: id), let old = current[id] ?? before[id: id] else { return }
    var new = old
    for change in fields {
      schema.field(named: change.field)?.setValue(change.after, in: &new)
    }
    if let unknown { new.unknownFields = unknown.after }
    current[id] = new
    if let unknown, !canPatchInPlace(unknown) {
      // A new unknown key has no existing member to go in: replace the whole entry.
      let pointer = JSONPointer(tokens: path)
      if includingTests { operations.append(.test(path: pointer, value: .object(old.archived()))) }
      operations.append(.replace(path: pointer, value: .object(new.archived())))
      return
    }
    for change in fields {
      guard let field = schema.field(named: change.field) else { continue }
      let pointer = JSONPointer(tokens: path + [field.name])
      let oldValue = field.kind.archiveValue(for: change.before)
      switch (change.before.isNull, change.after.isNull) {
      case (true, true):
        continue
      case (true, false):
        operations.append(.add(path: pointer, value: field.kind.archiveValue(for: change.after)))
      case (false, true):
        if includingTests { operations.append(.test(path: pointer, value: oldValue)) }
        operations.append(.remove(path: pointer))
      case (false, false):
        if includingTests { operations.append(.test(path: pointer, value: oldValue)) }
        operations.append(
          .replace(path: pointer, value: field.kind.archiveValue(for: change.after)))
      }
    }
    if let unknown { addMembers(unknown, at: path) }
  }

  /// Removes and replaces the unknown members under `path` that `change` removes or changes.
  mutating func addMembers(_ change: UnknownFieldsChange, at path: [String]) {
    for member in change.before {
      let pointer = JSONPointer(tokens: path + [member.key])
      guard let after = change.after[member.key] else {
        if includingTests { operations.append(.test(path: pointer, value: member.value)) }
        operations.append(.remove(path: pointer))
        continue
      }
      guard after != member.value else { continue }
      if includingTests { operations.append(.test(path: pointer, value: member.value)) }
      operations.append(.replace(path: pointer, value: after))
    }
  }
}
