/// One step that rewrites an entry archived at ``fromVersion`` into version `fromVersion + 1`.
///
/// Migrations work on the entry's archived members, before any field is typed, so
/// they can rename, split, merge or retype fields:
///
/// ```swift
/// Migration(from: 1, summary: "'body' became 'bodyText'") { entry in
///   entry.renameMembers(from: "body", to: "bodyText")
/// }
/// ```
public struct Migration: Sendable {
  /// The version this step reads.
  public let fromVersion: Int
  /// What the step changes, for documentation and messages.
  public let summary: String
  /// Rewrites one archived entry in place. A thrown error's description becomes the
  /// sentence of the reading error, with the entry's location added.
  public let migrate: @Sendable (inout ArchiveObject) throws -> Void

  /// Declares the step from format `version` to the next, described by `summary`.
  ///
  /// `migrate` rewrites one archived entry in place; it runs before the entry is decoded.
  public init(
    from version: Int, summary: String,
    migrate: @escaping @Sendable (inout ArchiveObject) throws -> Void
  ) {
    self.fromVersion = version
    self.summary = summary
    self.migrate = migrate
  }
}
