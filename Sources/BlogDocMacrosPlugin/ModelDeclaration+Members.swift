import SwiftSyntax
import SwiftSyntaxBuilder

/// The members `@DocumentModel` adds to a sound declaration: the unknown-members storage,
/// the initializers and the typed schema, each unless the user wrote it.
extension ModelDeclaration {
  /// The members to add, in the order they read best.
  func members() -> [DeclSyntax] {
    guard isSound, let id else { return [] }
    var members: [DeclSyntax] = []
    if !declared.contains("unknownFields") {
      members.append("\(raw: access)var unknownFields = BlogDocCore.ArchiveObject()")
    }
    if !declared.contains("init()") {
      members.append("\(raw: access)init() {}")
    }
    if !declared.contains("init(id:)") {
      members.append(
        """
        \(raw: access)init(id: String) {
          self.\(raw: id.identifier.text) = id
        }
        """)
    }
    if let memberwise = memberwiseInitializer(id: id) { members.append(memberwise) }
    if !declared.contains("schema") { members.append(schema(id: id)) }
    return members
  }

  /// `init(id:title:…)` with a parameter for every field, when every field's type is known
  /// and there is a field besides the id.
  private func memberwiseInitializer(id: StoredProperty) -> DeclSyntax? {
    let properties = [id] + fields
    let types = properties.compactMap(\.type)
    guard !fields.isEmpty, types.count == properties.count else { return nil }
    let labels = properties.map { "\($0.identifier.text):" }.joined()
    guard !declared.contains("init(\(labels))") else { return nil }
    let parameters = zip(properties, types).map { property, type in
      "\(property.identifier.text): \(type.syntax.description)"
    }
    let assignments = properties.map { "  self.\($0.identifier.text) = \($0.identifier.text)" }
    return """
      \(raw: access)init(\(raw: parameters.joined(separator: ", "))) {
      \(raw: assignments.joined(separator: "\n"))
      }
      """
  }

  /// `static let schema = Schema<…>(…)`, the fields in declaration order.
  private func schema(id: StoredProperty) -> DeclSyntax {
    var arguments = schemaArguments()
    arguments.append("id: \\\(name.text).\(id.identifier.text)")
    if case .id(let archiveName?) = id.role {
      arguments.append("idName: \(archiveName.trimmedDescription)")
    } else if id.name != "id" {
      arguments.append("idName: \"\(id.name)\"")
    }
    let fieldLines = fields.map { "    \(field($0))," }.joined(separator: "\n")
    arguments.append(fields.isEmpty ? "fields: []" : "fields: [\n\(fieldLines)\n  ]")
    if declared.contains("migrations") { arguments.append("migrations: \(name.text).migrations") }
    if declared.contains("validators") { arguments.append("validators: \(name.text).validators") }
    return """
      \(raw: access)static let schema = BlogDocCore.Schema<\(raw: name.text)>(
        \(raw: arguments.joined(separator: ",\n  "))
      )
      """
  }

  /// `@DocumentModel`'s arguments as `Schema`'s: `record:` is `entryName:`, `collection:`
  /// is `collectionName:`.
  private func schemaArguments() -> [String] {
    guard case .argumentList(let list) = attribute.arguments else { return [] }
    let labels = ["record": "entryName", "collection": "collectionName"]
    return list.map { argument in
      let label = argument.label.map { labels[$0.text] ?? $0.text } ?? ""
      return "\(label): \(argument.expression.trimmedDescription)"
    }
  }

  /// One field's declaration: `Field(…)`, `Field.text(…)` or `Field.list(…)`.
  private func field(_ property: StoredProperty) -> String {
    let archiveName =
      property.fieldArguments.first { $0.label == nil }?.expression.trimmedDescription
      ?? "\"\(property.name)\""
    var arguments = [archiveName, "\\\(name.text).\(property.identifier.text)"]
    let constructor: String
    switch property.kind {
    case .byType: constructor = "BlogDocCore.Field"
    case .text: constructor = "BlogDocCore.Field.text"
    case .list(let item):
      constructor = "BlogDocCore.Field.list"
      arguments.append("item: \(item.trimmedDescription)")
    }
    arguments += property.policyArguments.map {
      "\($0.label!.text): \($0.expression.trimmedDescription)"
    }
    return "\(constructor)(\(arguments.joined(separator: ", ")))"
  }
}
