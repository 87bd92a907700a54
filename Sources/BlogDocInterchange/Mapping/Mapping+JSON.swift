import BlogDocCore
import BlogDocJSON
import BlogDocBlog

extension Mapping {
  /// Reads a mapping file (`--mapping MAP.json`).
  ///
  /// ```json
  /// {
  ///   "name": "cms",
  ///   "records": "data.posts",
  ///   "only": {"type": ["post", "page"]},
  ///   "identity": ["uuid"],
  ///   "fields": {
  ///     "id": {"from": ["slug", "headline"], "transform": ["slug"]},
  ///     "title": "headline",
  ///     "postedDate": {"from": "published_at", "transform": ["date:yyyy-MM-dd HH:mm:ss"]},
  ///     "bodyText": {"from": [{"path": "body_html", "transform": ["html-to-markdown"]}, "body"]}
  ///   }
  /// }
  /// ```
  ///
  /// A field maps to a key path, or to `from` (a path or candidate paths, each a string or
  /// `{"path", "transform", "derived"}`) and `transform` (names applied after the
  /// candidate's own). A candidate marked `"derived": true` makes the value from another
  /// field's when the record leaves this one out, with a warning (see
  /// ``FieldRule/Candidate``); one marked `"keep": true` leaves the member it read in the
  /// unknown fields. `identity` lists members that tell two records of one id apart (see
  /// ``Mapping/identity``); each must stay in the unknown fields. `"rememberPaths": true`
  /// keeps, with each entry, the path a field was read from when it was not the field's
  /// first candidate (see ``Mapping/remembersPaths``). `only` keeps the records whose value
  /// at a path is one of the listed strings; `except` leaves out those with one at a path,
  /// searching lists on the way (see ``Mapping/except``).
  ///
  /// - Throws: ``MappingError`` naming the member at fault; an `ArchiveError` with
  ///   line:column when the file is not JSON.
  public init<M: Model>(json bytes: [UInt8], for model: M.Type = BlogEntry.self) throws {
    let root = try JSONValueReader.parse(bytes)
    try self.init(value: root, for: model)
  }

  /// Reads a mapping from JSON text.
  public init<M: Model>(json text: String, for model: M.Type = BlogEntry.self) throws {
    try self.init(json: Array(text.utf8), for: model)
  }

  init<M: Model>(value root: ArchiveValue, for model: M.Type) throws(MappingError) {
    guard case .object(let object) = root else {
      throw MappingError("Expected an object with 'fields', found \(FieldKind.describe(root)).")
    }
    let known = ["name", "records", "only", "except", "fields", "rememberPaths", "identity"]
    if let unknown = object.first(where: { !known.contains($0.key) }) {
      throw MappingError(
        "Unknown member '\(unknown.key)'; a mapping has \(known.map { "'\($0)'" }.joined(separator: ", "))."
      )
    }
    var name = "imported"
    if let value = object["name"] {
      guard case .string(let text) = value, !text.isEmpty else {
        throw MappingError(
          "Expected a non-empty name, found \(FieldKind.describe(value)).", path: "name")
      }
      name = text
    }
    var recordsPath: RemoteKeyPath?
    if let value = object["records"] {
      guard case .string(let text) = value else {
        throw MappingError(
          "Expected a key path such as 'data.posts', found \(FieldKind.describe(value)).",
          path: "records")
      }
      recordsPath = text.isEmpty ? nil : try Self.path(text).get(at: "records")
    }
    let only = try Self.tests(object["only"]).get(at: "only")
    let except = try Self.tests(object["except"]).get(at: "except")
    guard case .object(let fields)? = object["fields"] else {
      throw MappingError(
        "Expected 'fields', an object of field names to key paths.",
        path: object["fields"] == nil ? nil : "fields")
    }
    var rules: [FieldRule] = []
    for member in fields {
      guard M.schema.field(named: member.key) != nil else {
        let hint = M.schema.suggestion(for: member.key).map { " Did you mean '\($0)'?" } ?? ""
        throw MappingError("Unknown field '\(member.key)'.\(hint)", path: "fields")
      }
      rules.append(
        try Self.rule(for: member.key, from: member.value).get(at: "fields." + member.key))
    }
    let idName = M.schema.idField.name
    guard rules.contains(where: { $0.field == idName }) else {
      throw MappingError(
        "The mapping has no rule for '\(idName)'; every record needs an identity to be updated by a later import.",
        path: "fields")
    }
    var remembersPaths = false
    if let value = object["rememberPaths"] {
      guard case .bool(let flag) = value else {
        throw MappingError(
          "Expected true or false, found \(FieldKind.describe(value)).", path: "rememberPaths")
      }
      remembersPaths = flag
    }
    let identity =
      try object["identity"].map { value throws(MappingError) in
        try Self.identity(value, rules: rules)
      } ?? []
    self.init(
      name: name, recordsPath: recordsPath, only: only, except: except, rules: rules,
      remembersPaths: remembersPaths, identity: identity)
  }

  /// The `identity` paths: members the entry keeps, so a later record can be told apart.
  private static func identity(
    _ value: ArchiveValue, rules: [FieldRule]
  ) throws(MappingError) -> [RemoteKeyPath] {
    let texts = try strings(value).get(at: "identity")
    guard !texts.isEmpty else {
      throw MappingError("Expected at least one key path, such as 'guid'.", path: "identity")
    }
    var paths: [RemoteKeyPath] = []
    for (index, text) in texts.enumerated() {
      let path = try Self.path(text).get(at: "identity.\(index)")
      // A member a rule moves into a field is no longer with the entry to compare.
      for rule in rules {
        for candidate in rule.candidates
        where !candidate.isDerived && !candidate.keepsSource && candidate.path == path {
          throw MappingError(
            "'\(path)' is read by the rule for '\(rule.field)', which takes it out of the unknown fields; an identity member must stay there (give that candidate \"keep\": true).",
            path: "identity.\(index)")
        }
      }
      paths.append(path)
    }
    return paths
  }
  /// `only` or `except`: key paths to the values they test for.
  private static func tests(
    _ value: ArchiveValue?
  ) -> Result<[(path: RemoteKeyPath, values: [String])], MappingError> {
    Result { () throws(MappingError) in
      guard let value else { return [] }
      guard case .object(let tests) = value else {
        throw MappingError(
          "Expected an object of key paths to lists of values, found \(FieldKind.describe(value)).")
      }
      return try tests.map { test throws(MappingError) in
        (try path(test.key).get(), try strings(test.value).get(at: test.key))
      }
    }
  }

  private static func rule(
    for field: String, from value: ArchiveValue
  ) -> Result<FieldRule, MappingError> {
    Result { () throws(MappingError) in
      switch value {
      case .string:
        return FieldRule(field: field, candidates: [try candidate(value).get()])
      case .object(let spec):
        if let unknown = spec.first(where: { $0.key != "from" && $0.key != "transform" }) {
          throw MappingError(
            "Unknown member '\(unknown.key)'; a field rule has 'from' and 'transform'.")
        }
        guard let from = spec["from"] else {
          throw MappingError("Expected 'from', the key path or paths to read.")
        }
        let candidates: [FieldRule.Candidate]
        if case .array(let items) = from {
          candidates = try items.enumerated().map { index, item throws(MappingError) in
            try candidate(item).get(at: "from.\(index)")
          }
        } else {
          candidates = [try candidate(from).get(at: "from")]
        }
        guard !candidates.isEmpty else {
          throw MappingError("Expected at least one key path in 'from'.")
        }
        return FieldRule(
          field: field, candidates: candidates,
          transformers: try transformers(spec["transform"]).get(at: "transform"))
      default:
        throw MappingError(
          "Expected a key path or {\"from\": …, \"transform\": […]}, found \(FieldKind.describe(value))."
        )
      }
    }
  }

  private static func candidate(_ value: ArchiveValue) -> Result<FieldRule.Candidate, MappingError>
  {
    Result { () throws(MappingError) in
      switch value {
      case .string(let text):
        return FieldRule.Candidate(path: try path(text).get())
      case .object(let spec):
        if let unknown = spec.first(where: {
          !["path", "transform", "derived", "keep"].contains($0.key)
        }) {
          throw MappingError(
            "Unknown member '\(unknown.key)'; a candidate has 'path', 'transform', 'derived' and 'keep'."
          )
        }
        guard case .string(let text)? = spec["path"] else {
          throw MappingError("Expected a candidate {\"path\": …, \"transform\": […]} with a path.")
        }
        func flag(_ key: String) throws(MappingError) -> Bool {
          guard let flag = spec[key] else { return false }
          guard case .bool(let value) = flag else {
            throw MappingError(
              "Expected true or false, found \(FieldKind.describe(flag)).", path: key)
          }
          return value
        }
        return FieldRule.Candidate(
          path: try path(text).get(),
          transformers: try transformers(spec["transform"]).get(at: "transform"),
          isDerived: try flag("derived"), keepsSource: try flag("keep"))
      default:
        throw MappingError("Expected a key path, found \(FieldKind.describe(value)).")
      }
    }
  }

  private static func transformers(_ value: ArchiveValue?) -> Result<[Transformer], MappingError> {
    Result { () throws(MappingError) in
      guard let value else { return [] }
      return try strings(value).get().map { name throws(MappingError) in try Transformer(name: name)
      }
    }
  }

  private static func strings(_ value: ArchiveValue) -> Result<[String], MappingError> {
    switch value {
    case .string(let text): return .success([text])
    case .array(let items):
      var strings: [String] = []
      for item in items {
        guard case .string(let text) = item else {
          return .failure(
            MappingError("Expected a list of strings, found \(FieldKind.describe(item)) in it."))
        }
        strings.append(text)
      }
      return .success(strings)
    default:
      return .failure(
        MappingError("Expected a string or a list of strings, found \(FieldKind.describe(value))."))
    }
  }

  private static func path(_ text: String) -> Result<RemoteKeyPath, MappingError> {
    Result { () throws(MappingError) in try RemoteKeyPath(text) }
  }
}

extension Result where Failure == MappingError {
  /// The value, or the error placed at `path` in the mapping.
  fileprivate func get(at path: String) throws(MappingError) -> Success {
    switch self {
    case .success(let value): return value
    case .failure(let error): throw error.at(path)
    }
  }
}
