import BlogDocCore
import PropertyBased

/// One random edit of a document of any ``LawModel``, applied to whatever document it meets:
/// targets are picked by position modulo the entry count, so any script applies to any
/// document.
///
/// A model supplies its own field edits (``field(_:entry:_:)``); the structural edits and
/// the unknown members are the same for every model.
///
/// ```swift
/// let edit = ModelEdit<Part>.field("quantity += 1", entry: 0) { $0.quantity += 1 }
/// var proxy = DocumentProxy(document)
/// edit.apply(to: &proxy, serial: 1)
/// ```
public struct ModelEdit<M: LawModel>: Sendable, CustomStringConvertible {
  /// What the edit does, shown when a property fails.
  public let description: String
  private let body: @Sendable (inout DocumentProxy<M>, Int) -> Void

  /// An edit that runs `body` on the proxy; `serial` is unique within a script (for new ids).
  public init(
    _ description: String,
    _ body: @escaping @Sendable (inout DocumentProxy<M>, _ serial: Int) -> Void
  ) {
    self.description = description
    self.body = body
  }

  /// Applies the edit to `proxy`; an edit with nothing to act on does nothing.
  public func apply(to proxy: inout DocumentProxy<M>, serial: Int) {
    body(&proxy, serial)
  }

  /// The id at `index` modulo the count, or nil in an empty document.
  private static func id(_ index: Int, in proxy: DocumentProxy<M>) -> String? {
    proxy.ids.isEmpty ? nil : proxy.ids[index % proxy.ids.count]
  }

  /// Changes one entry's fields through its proxy.
  public static func field(
    _ description: String, entry: Int, _ change: @escaping @Sendable (inout EntryProxy<M>) -> Void
  ) -> ModelEdit {
    ModelEdit("\(description) of entry \(entry)") { proxy, _ in
      guard let id = id(entry, in: proxy) else { return }
      try? proxy.update(id: id) { change(&$0) }
    }
  }

  /// Sets (or, with nil, removes) an unknown member of one entry.
  public static func setUnknown(entry: Int, key: String, _ value: ArchiveValue?) -> ModelEdit {
    field("unknownFields[\(key)] = \(value.map { "\($0)" } ?? "nil")", entry: entry) {
      $0.unknownFields[key] = value
    }
  }

  /// Inserts `template`, under the id `new-SERIAL`, at `position` modulo the count plus one.
  public static func insert(_ template: M, at position: Int) -> ModelEdit {
    ModelEdit("insert at \(position)") { proxy, serial in
      var entry = template
      entry.id = "new-\(serial)"
      try? proxy.insert(entry, at: position % (proxy.ids.count + 1))
    }
  }

  /// Appends `template` under the id `new-SERIAL`; a proxy's diff takes a shorter way to an
  /// append (no comparison of the order).
  public static func append(_ template: M) -> ModelEdit {
    ModelEdit("append") { proxy, serial in
      var entry = template
      entry.id = "new-\(serial)"
      try? proxy.append(entry)
    }
  }

  /// Removes one entry.
  public static func remove(entry: Int) -> ModelEdit {
    ModelEdit("remove entry \(entry)") { proxy, _ in
      guard let id = id(entry, in: proxy) else { return }
      proxy.remove(id: id)
    }
  }

  /// Moves one entry to `position` modulo the count.
  public static func move(entry: Int, to position: Int) -> ModelEdit {
    ModelEdit("move entry \(entry) to \(position)") { proxy, _ in
      guard let id = id(entry, in: proxy) else { return }
      proxy.move(id: id, to: position % proxy.ids.count)
    }
  }

  /// A random structural edit or unknown member, the same for every model; new entries are
  /// `template` under a fresh id. Unknown members are named `mood` and `extra`, which no
  /// model of the laws declares as a field (a member named as a declared field is no
  /// unknown member: an archive holding both cannot be read).
  public static func structural(
    template: M, using rng: inout any SeededRandomNumberGenerator
  ) -> ModelEdit {
    let entry = Int.random(in: 0..<64, using: &rng)
    let position = Int.random(in: 0..<64, using: &rng)
    switch Int.random(in: 0..<5, using: &rng) {
    case 0:
      let value: ArchiveValue? =
        Bool.random(using: &rng) ? nil : Generators.makeArchiveValue(depth: 2, using: &rng)
      return setUnknown(entry: entry, key: ["mood", "extra"].randomElement(using: &rng)!, value)
    case 1: return insert(template, at: position)
    case 2: return remove(entry: entry)
    case 3: return append(template)
    default: return move(entry: entry, to: position)
    }
  }
}

extension Generators {
  /// A script of transactions on documents of `M`, each one to four edits.
  public static func editScript<M: LawModel>(
    of model: M.Type, maxTransactions: Int = 12
  ) -> Generator<[[ModelEdit<M>]], Shrink.None<[[ModelEdit<M>]]>> {
    Generator { rng in
      (0..<Int.random(in: 1...maxTransactions, using: &rng)).map { _ in
        (0..<Int.random(in: 1...4, using: &rng)).map { _ in M.randomEdit(using: &rng) }
      }
    }
  }

  /// A small valid document of `M`.
  public static func validDocument<M: LawModel>(
    of model: M.Type
  ) -> Generator<ModelDocument<M>, Shrink.None<ModelDocument<M>>> {
    Generator { rng in M.randomDocument(using: &rng) }
  }
}
