import BlogDocCore

/// The models a program's documents are of, so a store can read, undo and recover the
/// changes its journal records for each of them.
///
/// The first model also stands for records written before journals named models (all of
/// them were blogdoc's entries then).
///
/// ```swift
/// let models = DocumentModels(BlogEntry.self, Recipe.self)
/// models.type(for: ModelReference(name: "recipe", version: 1))   // Recipe.self
/// ```
public struct DocumentModels: Sendable {
  /// The models, the first one the default.
  public let types: [any Model.Type]
  /// Each model's name and current version, in the order of ``types``.
  public let references: [ModelReference]

  /// The models `first` and `others`.
  public init(_ first: any Model.Type, _ others: any Model.Type...) {
    types = [first] + others
    references = types.map { Self.reference(to: $0) }
  }

  private static func reference<M: Model>(to type: M.Type) -> ModelReference {
    ModelReference(type)
  }

  /// The model a record names (`nil`: a record from before models were named, taken as
  /// the first), or `nil` when it is none of these, or a newer version of one.
  public func type(for reference: ModelReference?) -> (any Model.Type)? {
    guard let reference else { return types[0] }
    return references.firstIndex { $0.name == reference.name && $0.version >= reference.version }
      .map { types[$0] }
  }

  /// The reason a change to a document of `reference` cannot be applied by this program.
  func unknown(_ reference: ModelReference?) -> String {
    guard let reference else { return "its model is unknown" }
    if let same = references.first(where: { $0.name == reference.name }) {
      return
        "it was recorded by a newer version of the '\(reference.name)' schema (v\(reference.version)); this program reads up to v\(same.version)"
    }
    return "it is a document of model '\(reference.name)', which this program does not know"
  }
}
