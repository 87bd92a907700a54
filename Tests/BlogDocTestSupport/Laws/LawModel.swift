import BlogDocBlog
import BlogDocCore
import PropertyBased

/// A model the diff and history laws run on: it makes small valid documents and random
/// valid edits of them. The laws are written once, generic over this protocol, and run on
/// `BlogEntry` and on ``Part`` (other field kinds: numbers, optionals, an optional list).
public protocol LawModel: Model {
  /// The id, settable so a generic edit can give a new entry a fresh one.
  var id: String { get set }

  /// A small valid document with unique ids.
  static func randomDocument(
    using rng: inout any SeededRandomNumberGenerator
  ) -> ModelDocument<Self>

  /// A random edit with valid values: of a field, or structural (``ModelEdit/structural(template:using:)``).
  static func randomEdit(using rng: inout any SeededRandomNumberGenerator) -> ModelEdit<Self>
}

extension BlogEntry: LawModel {
  /// ``Generators/validBlog(maxCount:)``.
  public static func randomDocument(
    using rng: inout any SeededRandomNumberGenerator
  ) -> BlogDocument {
    Generators.validBlog().run(using: &rng)
  }

  /// ``Generators/editOperation``, the blog's own edits, structural ones included.
  public static func randomEdit(
    using rng: inout any SeededRandomNumberGenerator
  ) -> ModelEdit<BlogEntry> {
    let operation = Generators.editOperation.run(using: &rng)
    return ModelEdit("\(operation)") { operation.apply(to: &$0, serial: $1) }
  }
}

/// The models the laws run on, as test arguments.
public enum LawModels: String, CaseIterable, Sendable, CustomStringConvertible {
  case blogEntry
  case part

  /// The model's type, opened by a generic law (`law(model.type)`).
  public var type: any LawModel.Type {
    switch self {
    case .blogEntry: BlogEntry.self
    case .part: Part.self
    }
  }

  public var description: String { rawValue }
}
