import BlogDocCore

/// One `--set`, `--add`, `--remove` or `--unset` from the command line, parsed and checked
/// against the schema before any file is touched.
struct FieldEdit: Hashable {
  enum Operation: Hashable {
    case set(FieldValue)
    case add(String)
    case remove(String)
    case unset
  }

  var field: String
  var operation: Operation

  /// Parses `field=value` for `--set`, `--add` and `--remove`, or `field` for `--unset`.
  ///
  /// - Throws: ``FieldEditError`` saying what is wrong, with a suggestion for a mistyped field.
  static func parse(_ argument: String, as flag: String, model: BlogEntry.Type = BlogEntry.self)
    throws(FieldEditError) -> FieldEdit
  {
    let schema = BlogEntry.schema
    let name: String
    var text = ""
    if flag == "--unset" {
      name = argument
    } else {
      guard let equals = argument.firstIndex(of: "=") else {
        throw FieldEditError(
          "Expected \(flag) field=value, found '\(argument)'.", exitCode: 64)
      }
      name = String(argument[..<equals])
      text = String(argument[argument.index(after: equals)...])
    }
    guard let field = schema.field(named: name) else {
      throw FieldEditError(
        "Unknown field '\(name)' in \(flag)."
          + (schema.suggestion(for: name).map { " Did you mean '\($0)'?" } ?? ""),
        exitCode: 64)
    }
    switch flag {
    case "--set":
      do {
        return FieldEdit(field: name, operation: .set(try field.kind.parse(text)))
      } catch {
        throw FieldEditError("Invalid value for '\(name)' in --set: \(lowercasingFirst(error.description))", exitCode: 64)
      }
    case "--add", "--remove":
      guard field.kind.itemName != nil else {
        throw FieldEditError("'\(name)' is not a list; \(flag) works on lists such as 'tagNames'.", exitCode: 64)
      }
      if let scalar = XMLCharacterRule.firstDisallowedScalar(in: text) {
        throw FieldEditError(
          "Invalid value for '\(name)' in \(flag): found \(XMLCharacterRule.name(of: scalar)), a character XML 1.0 cannot hold.",
          exitCode: 64)
      }
      return FieldEdit(field: name, operation: flag == "--add" ? .add(text) : .remove(text))
    default:
      guard field.kind.isOptional else {
        throw FieldEditError("'\(name)' cannot be unset; every \(schema.recordName) has one.", exitCode: 64)
      }
      return FieldEdit(field: name, operation: .unset)
    }
  }

  /// Applies the edit to `entry`.
  ///
  /// - Throws: ``FieldEditError`` when removing an item the list does not hold.
  func apply(to entry: inout EntryProxy<BlogEntry>) throws(FieldEditError) {
    var model = entry.current
    let current = (try? model.value(forField: field)) ?? .null
    let newValue: FieldValue
    switch operation {
    case .set(let value):
      newValue = value
    case .unset:
      newValue = .null
    case .add(let item):
      guard case .list(let items) = current else { return }
      newValue = .list(items + [item])
    case .remove(let item):
      guard case .list(let items) = current, items.contains(item) else {
        throw FieldEditError(
          "Cannot remove '\(item)' from \(model.id).\(field): it holds \(current).", exitCode: 65)
      }
      newValue = .list(items.filter { $0 != item })
    }
    try? model.setValue(newValue, forField: field)
    entry.replace(with: model)
  }

  private static func lowercasingFirst(_ text: String) -> String {
    text.prefix(1).lowercased() + text.dropFirst()
  }
}

/// A command-line edit that cannot be made, with its exit code.
struct FieldEditError: Error, CustomStringConvertible {
  var description: String
  var exitCode: Int32

  init(_ description: String, exitCode: Int32) {
    self.description = description
    self.exitCode = exitCode
  }
}
