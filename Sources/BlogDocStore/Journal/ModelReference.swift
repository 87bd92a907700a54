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
  /// The schema's `Schema.recordName`.
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
    self.init(name: M.schema.recordName, version: M.schema.version)
  }

  /// `entry v1`.
  public var description: String { "\(name) v\(version)" }

  /// Whether a change recorded for this model can be read as one of `type`: the same
  /// record name, at a version no newer than its schema's.
  public func isReadable<M: Model>(as type: M.Type) -> Bool {
    name == M.schema.recordName && version <= M.schema.version
  }

  /// Throws unless a change recorded for `reference` (`nil`: a record from before models
  /// were named, taken as `type`) can be read as one of `type`.
  static func check<M: Model>(_ reference: ModelReference?, is type: M.Type, path: String) throws(StoreError) {
    guard let reference, !reference.isReadable(as: type) else { return }
    let reason =
      reference.name == M.schema.recordName
      ? "was recorded by a newer version of the '\(reference.name)' schema (v\(reference.version)); this program reads up to v\(M.schema.version)"
      : "is a document of another model ('\(reference.name)'), not '\(M.schema.recordName)'"
    throw StoreError(.otherModel, path: path, "Its change in the journal \(reason); use the program that made it.")
  }
}
