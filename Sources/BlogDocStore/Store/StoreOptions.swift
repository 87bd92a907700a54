/// What a ``DocumentStore`` needs to know about the program using it.
///
/// ```swift
/// let options = StoreOptions(toolName: "recipes", models: DocumentModels(Recipe.self))
/// ```
public struct StoreOptions: Sendable {
  /// The program's command name, used in messages that name its commands (`'recipes log'
  /// lists them`).
  public var toolName: String
  /// The models of the documents the program edits.
  public var models: DocumentModels

  /// Options for the program `toolName` editing documents of `models`.
  public init(toolName: String, models: DocumentModels) {
    self.toolName = toolName
    self.models = models
  }
}
