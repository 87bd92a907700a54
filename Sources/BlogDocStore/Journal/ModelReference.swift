import BlogDocCore

/// Which model a journaled document is of: its schema's record name and version.
///
/// Journal records name the model of each file they change, so one workspace can hold
/// documents of several models, and a program refuses to apply a change it would misread
/// (another model's, or a newer schema version's) instead of guessing.
///
/// ```swift
/// let reference = ModelReference(BlogEntry.self)
/// print(reference)   // Prints "entry v2"
/// ```
public struct ModelReference: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The schema's `Schema.entryName`.
  public var name: String
  /// The schema's `Schema.version` when the record was written.
  public var version: Int

  /// A reference to the model named `name` at `version`.
  public init(name: String, version: Int) {
    self.name = name
    self.version = version
  }

  /// A reference to `type` at its schema's current version.
  public init<M: Model>(_ type: M.Type) {
    self.init(name: M.schema.entryName, version: M.schema.version)
  }

  /// `entry v1`.
  public var description: String { "\(name) v\(version)" }

  // A record names the model as its description, `"entry v2"`, rather than as the object
  // `{"name":"entry","version":2}` format 1 wrote (and which still reads): 19 bytes less
  // in every file change of every record (issue 23).
  private enum CodingKeys: String, CodingKey {
    case name, version
  }

  /// A reference from its description (`"entry v2"`) or, as format-1 records hold it, an
  /// object of its `name` and `version`.
  public init(from decoder: any Decoder) throws {
    if let text = try? decoder.singleValueContainer().decode(String.self) {
      guard let reference = Self(description: text) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath, debugDescription: "'\(text)' is no model and version"))
      }
      self = reference
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try container.decode(String.self, forKey: .name),
      version: try container.decode(Int.self, forKey: .version))
  }

  /// Writes ``description``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// The reference ``description`` wrote, or `nil` when `text` is not `NAME vN`.
  init?(description text: String) {
    guard let space = text.lastIndex(of: " "), text[text.index(after: space)...].first == "v",
      case let digits = text[text.index(space, offsetBy: 2)...],
      !digits.isEmpty, digits.count < 10, digits.allSatisfy(\.isASCII), let version = Int(digits),
      version >= 0,
      digits.allSatisfy(\.isNumber)
    else { return nil }
    self.init(name: String(text[..<space]), version: version)
  }

  /// Whether a change recorded for this model can be read as one of `type`: the same
  /// record name, at a version no newer than its schema's.
  public func isReadable<M: Model>(as type: M.Type) -> Bool {
    name == M.schema.entryName && version <= M.schema.version
  }

  /// Throws unless a change recorded for `reference` (`nil`: a record from before models
  /// were named, taken as `type`) can be read as one of `type`.
  static func check<M: Model>(
    _ reference: ModelReference?, is type: M.Type, path: String
  ) throws(StoreError) {
    guard let reference, !reference.isReadable(as: type) else { return }
    let reason =
      reference.name == M.schema.entryName
      ? "was recorded by a newer version of the '\(reference.name)' schema (v\(reference.version)); this program reads up to v\(M.schema.version)"
      : "is a document of another model ('\(reference.name)'), not '\(M.schema.entryName)'"
    throw StoreError(
      .otherModel, path: path, "Its change in the journal \(reason); use the program that made it.")
  }
}
