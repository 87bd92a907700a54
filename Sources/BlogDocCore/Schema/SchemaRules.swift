/// The structural rules a ``Schema`` declaration must keep, checked once when it is built;
/// each broken rule is a sentence naming the model and the field.
struct SchemaRules<M: Model> {
  let entryName: String
  let collectionName: String
  private(set) var found: [String] = []
  /// The model's name, spelled only for a problem: `String(describing:)` of a type scans
  /// every conformance in the program.
  private var model: String { String(describing: M.self) }

  init(entryName: String, collectionName: String) {
    self.entryName = entryName
    self.collectionName = collectionName
    checkName(entryName, as: "its records")
    checkName(collectionName, as: "its collection")
    if entryName == collectionName {
      add(
        "names its records and its collection both '\(entryName)'; a reader could not tell one record from a collection."
      )
    }
    for name in [entryName, collectionName] where name == "formatVersion" {
      add(
        "names its records or its collection 'formatVersion', the JSON member that holds the version."
      )
    }
  }

  /// Each name once, and each an element name XML can write.
  mutating func checkNames(of fields: [Field<M>]) {
    var seen: Set<String> = []
    for field in fields {
      checkName(field.name, as: "a field")
      if !seen.insert(field.name).inserted {
        add("declares the field '\(field.name)' twice.")
      }
      if case .list(let item) = field.kind.wrapped {
        checkName(item, as: "the items of '\(field.name)'")
      }
    }
  }

  /// `id` reads the property the declaration names. (A generic `\M.id` names the
  /// `Identifiable` requirement, which never equals the stored property's key path, so
  /// this writes one value through the declared key path and reads `id` back.)
  mutating func checkIdentity(_ id: WritableKeyPath<M, String>, named name: String) {
    var probe = M()
    let marker = probe.id + "\u{1F511}"
    probe[keyPath: id] = marker
    if probe.id != marker {
      add(
        "binds its id field '\(name)' to a property that the model's id does not read; pass the key path of the property 'id' returns."
      )
    }
  }

  /// A version of 1 or more, and one migration from each older version still read.
  mutating func checkVersion(_ version: Int, migrations: [Migration]) {
    guard version >= 1 else {
      add("has version \(version); versions start at 1.")
      return
    }
    var from: Set<Int> = []
    for migration in migrations {
      if migration.fromVersion >= version || migration.fromVersion < 1 {
        add(
          "has a migration from version \(migration.fromVersion), which is not a version before its version \(version)."
        )
      } else if !from.insert(migration.fromVersion).inserted {
        add("has two migrations from version \(migration.fromVersion).")
      }
    }
    guard let oldest = from.min() else { return }
    for missing in oldest..<version where !from.contains(missing) {
      add(
        "has no migration from version \(missing); it reads versions \(oldest) to \(version), so each one before \(version) needs a step to the next."
      )
    }
  }

  mutating func sharedProperty(_ first: String, _ second: String) {
    add("declares the fields '\(first)' and '\(second)' on one property; each field needs its own.")
  }

  /// A name XML can write as an element: a letter or `_`, then letters, digits, `-`, `_`
  /// and `.` (no `:`, since archives declare no prefixes).
  private mutating func checkName(_ name: String, as what: String) {
    let isNameStart = { (c: Character) in c.isLetter || c == "_" }
    let isNameCharacter = { (c: Character) in c.isLetter || c.isNumber || "-_.".contains(c) }
    if let first = name.first, isNameStart(first), name.allSatisfy(isNameCharacter) { return }
    add(
      "gives \(what) the name '\(name)', which is not an element name XML can write; use letters, digits, '-', '_' and '.', starting with a letter or '_'."
    )
  }

  private mutating func add(_ sentence: String) {
    found.append("\(model)'s schema \(sentence)")
  }
}
