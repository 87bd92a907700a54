/// One step that rewrites a record archived at ``fromVersion`` into version `fromVersion + 1`.
///
/// Migrations work on the record's archived members, before any field is typed, so
/// they can rename, split, merge or retype fields:
///
/// ```swift
/// Migration(from: 1, summary: "'body' became 'bodyText'") { record in
///   record.renameMembers(from: "body", to: "bodyText")
/// }
/// ```
public struct Migration: Sendable {
  /// The version this step reads.
  public let fromVersion: Int
  /// What the step changes, for documentation and messages.
  public let summary: String
  /// Rewrites one record in place. A thrown error's description becomes the sentence of
  /// the reading error, with the record's location added.
  public let migrate: @Sendable (inout ArchiveObject) throws -> Void

  /// Declares the step from format `version` to the next, described by `summary`.
  ///
  /// `migrate` rewrites one archived record in place; it runs before the record is decoded.
  public init(
    from version: Int, summary: String,
    migrate: @escaping @Sendable (inout ArchiveObject) throws -> Void
  ) {
    self.fromVersion = version
    self.summary = summary
    self.migrate = migrate
  }
}
