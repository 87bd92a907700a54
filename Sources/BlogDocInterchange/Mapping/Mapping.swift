import BlogDocCore

/// Remote key paths to local fields, with transformers: how records of some other format
/// become entries (FDModel's mappings, written down as data).
///
/// A mapping says where the records are (``recordsPath``), which records to take
/// (``only``), and, per field, a ``FieldRule``. What a record holds beyond the paths the
/// mapping used is kept, not lost: it goes into the entry's unknown fields under
/// ``name``, so a save writes it back and a later export or mapping can reach it.
///
/// ```swift
/// let mapping = try Mapping(json: #"{"name": "cms", "fields": {"id": "slug", "title": "headline"}}"#)
/// let record: ArchiveValue = .object(["slug": .string("hi"), "headline": .string("Hi"), "views": .number("3")])
/// let entry = mapping.map(record, as: BlogEntry.self).apply(to: BlogEntry())
/// print(entry.id, entry.title, entry.unknownFields["cms"] == .object(["views": .number("3")]))
/// // Prints "hi Hi true"
/// ```
public struct Mapping: Hashable, Sendable {
  /// The unknown-field member unmapped remote members are kept under.
  public var name: String
  /// Where the records are; `nil` for the root itself (an array of records, or one record).
  public var recordsPath: RemoteKeyPath?
  /// Take only records whose value at the path is one of the strings.
  public var only: [(path: RemoteKeyPath, values: [String])]
  /// Leave out records with a value at the path that is one of the strings; a list on the
  /// way is searched item by item, so `category.@term` is every category's term (Blogger's
  /// comments and settings are entries whose kind category says so).
  public var except: [(path: RemoteKeyPath, values: [String])]
  /// One rule per local field, in the order they are applied.
  public var rules: [FieldRule]
  /// Whether each entry keeps, under ``pathsMember`` in its bag, the path a field was read
  /// from when that was not the field's first candidate, so an export can write the value
  /// back under the key it came from (Hugo's `description`, not `summary`).
  public var remembersPaths: Bool
  /// Members that say which remote item a record is (WordPress's `guid` and `wp:post_id`),
  /// kept in the entry's unknown fields: two records with the same id but different
  /// values here are different items, and the later one gets an id of its own (see
  /// ``isDifferentItem(_:from:)``). Empty: the id alone says.
  public var identity: [RemoteKeyPath]

  /// Makes a mapping from its parts; `init(json:for:)` reads one from a mapping file.
  public init(
    name: String, recordsPath: RemoteKeyPath? = nil,
    only: [(path: RemoteKeyPath, values: [String])] = [],
    except: [(path: RemoteKeyPath, values: [String])] = [],
    rules: [FieldRule], remembersPaths: Bool = false, identity: [RemoteKeyPath] = []
  ) {
    self.name = name
    self.recordsPath = recordsPath
    self.only = only
    self.except = except
    self.rules = rules
    self.remembersPaths = remembersPaths
    self.identity = identity
  }

  /// Whether an entry whose unknown fields hold `entryBag` (under ``name``) is another
  /// remote item than the record whose ``identity`` values are `identity`: at least one
  /// identity member is on both sides, and none is equal. A record or entry without them
  /// is taken for the same item, so its id alone decides.
  ///
  /// ```swift
  /// // identity ["guid", "wp:post_id"]: guid ?p=10 vs ?p=11 is another item; the same
  /// // guid, or no guid and no post id on one side, is the same item.
  /// ```
  ///
  /// - Complexity: O(*k*) for *k* identity paths.
  public func isDifferentItem(_ identity: [ArchiveValue?], from entryBag: ArchiveValue?) -> Bool {
    var compared = false
    for (path, value) in zip(self.identity, identity) {
      guard let value, let other = entryBag.flatMap(path.value(in:)) else { continue }
      if value == other { return false }
      compared = true
    }
    return compared
  }

  /// The records of a remote document.
  ///
  /// - Throws: ``MappingError`` when ``recordsPath`` leads nowhere or to a scalar.
  public func records(in root: ArchiveValue) throws(MappingError) -> [ArchiveValue] {
    let found: ArchiveValue
    if let recordsPath {
      guard let value = recordsPath.value(in: root) else {
        throw MappingError(
          "The document has nothing at '\(recordsPath)', where the mapping's records are.",
          path: "records")
      }
      found = value
    } else {
      found = root
    }
    switch found {
    case .array(let items): return items
    case .object: return [found]
    default:
      throw MappingError(
        "Expected a list of records at '\(recordsPath?.description ?? "the root")', found \(FieldKind.describe(found)).",
        path: "records")
    }
  }

  /// Whether the mapping takes `record` (see ``only`` and ``except``).
  public func accepts(_ record: ArchiveValue) -> Bool {
    let included = only.allSatisfy { test in
      guard case .string(let value)? = test.path.value(in: record) else { return false }
      return test.values.contains(value)
    }
    return included
      && !except.contains { test in
        Self.values(at: test.path.components[...], in: record).contains { value in
          guard case .string(let text) = value else { return false }
          return test.values.contains(text)
        }
      }
  }

  /// Every value at `components`, a list on the way read item by item unless the
  /// component is a position.
  private static func values(
    at components: ArraySlice<String>, in value: ArchiveValue
  ) -> [ArchiveValue] {
    guard let first = components.first else { return [value] }
    switch value {
    case .object(let object):
      return object[first].map { values(at: components.dropFirst(), in: $0) } ?? []
    case .array(let items):
      if let position = Int(first), items.indices.contains(position) {
        return values(at: components.dropFirst(), in: items[position])
      }
      return items.flatMap { values(at: components, in: $0) }
    default:
      return []
    }
  }

  /// Finds every field of `record` and what is left over.
  ///
  /// A value that does not fit its field's kind after the transformers is rejected like a
  /// transformer's rejection: a warning, and the field left as it was. A value is kept, not
  /// dropped: a path that any rule rejected stays among the leftovers, with the source's
  /// text, even when another rule used it (a relative JSON Feed `url` gives the id, and is
  /// no permalink), and its warning names where it went
  /// (``MappedRecord/Warning/keptAs``). Of a list a rule only filtered (`where:`), the items
  /// no rule selected stay too.
  ///
  /// - Complexity: O(*r* · *c*) for *r* rules of *c* candidates, plus the transformers.
  public func map<M: Model>(_ record: ArchiveValue, as model: M.Type) -> MappedRecord<M> {
    var values: [(field: String, value: FieldValue)] = []
    var sources: [(field: String, path: RemoteKeyPath)] = []
    var warnings: [(warning: MappedRecord<M>.Warning, path: RemoteKeyPath?)] = []
    var used: [Use] = []
    var refused: Set<RemoteKeyPath> = []
    var remembered = ArchiveObject()
    // What the format's reader says of values it made in its own `$` members, by path: a
    // Markdown file whose front matter it cannot read is a draft, and says why; two
    // WordPress tags of one name were made one. A field given such a value warns with each.
    let notes = record.objectValue?["$notes"]?.objectValue
    for rule in rules {
      guard let field = M.schema.field(named: rule.field) else { continue }
      let match = rule.match(in: record)
      for (message, path) in zip(match.rejections, match.rejectedPaths) {
        warnings.append((.init(field: rule.field, message: message), path))
        refused.insert(path)
      }
      guard let found = match.value, let path = match.path else { continue }
      do {
        values.append((rule.field, try ValueCoercion.value(found, as: field.kind)))
        for note in Self.notes(notes?[path.description]) {
          warnings.append((.init(field: rule.field, message: note, reason: .read), nil))
        }
        if let derivation = match.derivation {
          // The source keeps its value: the field was made from it, not moved out of it.
          let warning: MappedRecord<M>.Warning = Self.derivationWarning(
            field: rule.field, value: found, from: derivation, then: rule.transformers)
          warnings.append((warning, nil))
        } else {
          sources.append((rule.field, path))
          if let position = match.position {
            // A member read with `"keep": true` stays in the unknown fields.
            if !match.keepsSource { used.append(Use(of: rule.candidates[position], in: rule)) }
            if remembersPaths && Self.isRemembered(rule.candidates[position], at: position) {
              remembered.append(key: rule.field, value: .string(path.description))
            }
          }
        }
      } catch {
        warnings.append((.init(field: rule.field, message: "'\(path)': \(error)"), path))
        refused.insert(path)
      }
    }
    var kept = Self.kept(
      Self.leftovers(of: record, after: used.filter { !refused.contains($0.path) }))
    let keptWarnings = warnings.map { item in
      var warning = item.warning
      if let path = item.path, let kept, path.value(in: .object(kept)) != nil {
        warning.keptAs = RemoteKeyPath(components: [name] + path.components)
      }
      return warning
    }
    if !remembered.isEmpty {
      kept = kept ?? ArchiveObject()
      kept?.append(key: Self.pathsMember, value: .object(remembered))
    }
    return MappedRecord(
      values: values, sources: sources, record: record, leftovers: kept, bagName: name,
      warnings: keptWarnings,
      identity: identity.map { $0.value(in: record) })
  }

  /// The member of an entry's bag that holds, with ``remembersPaths``, the path each field
  /// was read from when it was not the field's first candidate: `{"summary": "description"}`.
  public static let pathsMember = "$paths"

  /// A reader's note, or notes, about one of its `$` members: text, or a list of texts.
  private static func notes(_ value: ArchiveValue?) -> [String] {
    switch value {
    case .string(let note)?: [note]
    case .array(let notes)?:
      notes.compactMap { if case .string(let note) = $0 { note } else { nil } }
    default: []
    }
  }

  /// Whether a value from `candidate` is remembered: one a writer could put back where it
  /// was (no transformers of its own, not derived, not a member the source adds itself),
  /// and not the first candidate, which a writer uses anyway.
  private static func isRemembered(_ candidate: FieldRule.Candidate, at position: Int) -> Bool {
    position > 0 && candidate.transformers.isEmpty && !candidate.isDerived
      && !(candidate.path.components.first?.hasPrefix("$") ?? true)
  }

  /// `title: The record has none; derived "Hello" from 'content_text' (first-line, truncate:100).`
  private static func derivationWarning<M: Model>(
    field: String, value: ArchiveValue, from candidate: FieldRule.Candidate,
    then transformers: [Transformer]
  ) -> MappedRecord<M>.Warning {
    let shown: String
    switch value {
    // Shown whole unless it is far longer than a title: the reader should see what they got.
    case .string(let text): shown = FieldKind.quoted(text, limit: 200)
    default: shown = FieldKind.describe(value)
    }
    let steps = (candidate.transformers + transformers).map(\.name)
    let through = steps.isEmpty ? "" : " (" + steps.joined(separator: ", ") + ")"
    return .init(
      field: field,
      message: "The record has none; derived \(shown) from '\(candidate.path)'\(through).",
      reason: .derived)
  }

  /// The leftovers worth keeping: members a format adds itself (named `$…`) are not.
  private static func kept(_ leftovers: ArchiveValue) -> ArchiveObject? {
    guard case .object(var object) = leftovers else { return nil }
    object.members.removeAll { $0.key.hasPrefix("$") }
    return object.isEmpty ? nil : object
  }

  /// Whether both mappings have the same name, records path, filters, rules and memory of paths.
  public static func == (lhs: Mapping, rhs: Mapping) -> Bool {
    lhs.name == rhs.name && lhs.recordsPath == rhs.recordsPath && lhs.rules == rhs.rules
      && lhs.remembersPaths == rhs.remembersPaths && lhs.identity == rhs.identity
      && lhs.only.map(\.path) == rhs.only.map(\.path)
      && lhs.only.map(\.values) == rhs.only.map(\.values)
      && lhs.except.map(\.path) == rhs.except.map(\.path)
      && lhs.except.map(\.values) == rhs.except.map(\.values)
  }

  /// Hashes the name, the records path and the rules, which equal mappings share.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(recordsPath)
    hasher.combine(rules)
    hasher.combine(identity)
  }
}
