import BlogDocCore

/// One edit of one field of an entry, as a command line gives it (`--set title=Hello`,
/// `--add tagNames=swift`, `--remove tagNames=objc`, `--unset summary`): parsed and checked
/// against the model's schema before any document is touched.
///
/// ```swift
/// let edit = try FieldEdit<BlogEntry>.parse("title=Hello", as: "--set")
/// try document.transaction("Edit") { proxy in
///   try proxy.update(id: "hello-world") { try edit.apply(to: &$0) }
/// }
/// ```
public struct FieldEdit<M: Model>: Hashable, Sendable {
  /// What the edit does to the field.
  public enum Operation: Hashable, Sendable {
    /// Sets the field to the value.
    case set(FieldValue)
    /// Appends items to a list field.
    case add([String])
    /// Removes items from a list field.
    case remove([String])
    /// Removes an optional field's value.
    case unset
  }

  /// The field's name in the schema.
  public var field: String
  /// What is done to it.
  public var operation: Operation

  /// An edit of `field` doing `operation`; unchecked (``parse(_:as:from:)`` checks).
  public init(field: String, operation: Operation) {
    self.field = field
    self.operation = operation
  }

  /// Where the text of an edit was typed, which its messages name: a command line's flag
  /// (`Invalid value for 'postedDate' in --set: …`), or a form's field, where no flag
  /// was typed (`Invalid value for 'postedDate': …`).
  ///
  /// ```swift
  /// _ = try FieldEdit<BlogEntry>.parse("postedDate=soon", as: "--set", from: .form)
  /// // Throws "Invalid value for 'postedDate': expected an ISO 8601 date such as …"
  /// ```
  public enum Source: Hashable, Sendable {
    /// The command line: messages name the flag.
    case commandLine
    /// A field of a form (the browser editor's): messages name the field only.
    case form

    /// What a message adds after a field's name: ` in --set`, or nothing in a form.
    func context(of flag: String) -> String {
      self == .commandLine ? " in \(flag)" : ""
    }
  }

  /// Parses `field=value` for `--set`, `--add` and `--remove`, or `field` for `--unset`.
  ///
  /// `--add` and `--remove` read a list's items as `--set` does: split on commas, `\,`
  /// for a comma inside an item (`FieldKind/parse(_:)`), so `--add tagNames=swift,linux`
  /// adds two tags, as `--set tagNames=swift,linux` sets two.
  ///
  /// - Parameters:
  ///   - argument: The text typed: `field=value`, or `field` for `--unset`.
  ///   - flag: The flag it was typed after (`--set`, `--add`, `--remove`, `--unset`).
  ///   - source: Where the text was typed; the messages of a ``Source/form`` name no flag.
  /// - Throws: ``FieldEditError`` saying what is wrong (exit code 64), with a suggestion
  ///   for a mistyped field.
  public static func parse(
    _ argument: String, as flag: String, from source: Source = .commandLine
  ) throws(FieldEditError) -> FieldEdit {
    let context = source.context(of: flag)
    let schema = M.schema
    let name: String
    var text = ""
    if flag == "--unset" {
      name = argument
    } else {
      // Split on the scalar: '=' and a joiner or combining mark after it are one Character,
      // which `firstIndex(of: "=")` would not find.
      let scalars = argument.unicodeScalars
      guard let equals = scalars.firstIndex(of: "=") else {
        let expected = source == .commandLine ? "\(flag) field=value" : "field=value"
        throw FieldEditError("Expected \(expected), found '\(argument)'.", exitCode: 64)
      }
      name = String(scalars[..<equals])
      text = String(scalars[scalars.index(after: equals)...])
    }
    guard let field = schema.field(named: name) else {
      throw unknownField(name, in: flag, from: source)
    }
    switch flag {
    case "--set":
      do {
        return FieldEdit(field: name, operation: .set(try field.kind.parse(text)))
      } catch {
        throw FieldEditError(
          "Invalid value for '\(name)'\(context): \(lowercasingFirst(error.description))",
          exitCode: 64)
      }
    case "--add", "--remove":
      guard field.kind.itemName != nil else {
        throw FieldEditError(
          "'\(name)' is not a list; \(flag) works on lists such as 'tagNames'.", exitCode: 64)
      }
      let items: [String]
      do {
        guard case .list(let parsed) = try field.kind.wrapped.parse(text) else {
          preconditionFailure("a list kind parses to a list")
        }
        items = parsed
      } catch {
        throw FieldEditError(
          "Invalid value for '\(name)'\(context): \(lowercasingFirst(error.description))",
          exitCode: 64)
      }
      guard !items.isEmpty else {
        throw FieldEditError(
          "Expected \(flag) \(name)=item, found no item; separate items with commas.", exitCode: 64)
      }
      return FieldEdit(field: name, operation: flag == "--add" ? .add(items) : .remove(items))
    default:
      guard field.kind.isOptional else {
        throw FieldEditError(
          "'\(name)' cannot be unset; every \(schema.entryName) has one.", exitCode: 64)
      }
      return FieldEdit(field: name, operation: .unset)
    }
  }

  /// What ``parse(_:as:from:)`` says of a field the schema does not have: its name, the
  /// flag when typed on a command line, and the closest field's name.
  ///
  /// ```swift
  /// print(FieldEdit<BlogEntry>.unknownField("titel", in: "--set", from: .form))
  /// // Prints "Unknown field 'titel'. Did you mean 'title'?"
  /// ```
  public static func unknownField(
    _ name: String, in flag: String, from source: Source = .commandLine
  ) -> FieldEditError {
    FieldEditError(
      "Unknown field '\(name)'\(source.context(of: flag))."
        + (M.schema.suggestion(for: name).map { " Did you mean '\($0)'?" } ?? ""),
      exitCode: 64)
  }

  /// Applies the edit to `entry`.
  ///
  /// - Throws: ``FieldEditError`` (exit code 65) when removing an item the list does not
  ///   hold, or when the field's type refuses the value.
  public func apply(to entry: inout EntryProxy<M>) throws(FieldEditError) {
    var model = entry.current
    let current = (try? model.value(forField: field)) ?? .null
    let newValue: FieldValue
    switch operation {
    case .set(let value):
      newValue = value
    case .unset:
      newValue = .null
    case .add(let added):
      guard case .list(let items) = current else { return }
      newValue = .list(items + added)
    case .remove(let removed):
      guard case .list(let items) = current else { return }
      if let missing = removed.first(where: { !items.contains($0) }) {
        throw FieldEditError(
          "Cannot remove '\(missing)' from \(model.id).\(field): it holds \(current).", exitCode: 65
        )
      }
      newValue = .list(items.filter { !removed.contains($0) })
    }
    do {
      try model.setValue(newValue, forField: field)
    } catch {
      // A value of the field's kind that its type refuses (see FieldValueRepresentable).
      throw FieldEditError(error.description, exitCode: 65)
    }
    entry.replace(with: model)
  }

  private static func lowercasingFirst(_ text: String) -> String {
    text.prefix(1).lowercased() + text.dropFirst()
  }
}

/// A field edit that cannot be made, with the sysexits code a command line exits with: 64
/// for a bad argument, 65 for one the document cannot take, 66 or 77 for a value file that
/// cannot be read.
///
/// ```swift
/// do { _ = try FieldEdit<BlogEntry>.parse("titel=Hi", as: "--set") }
/// catch { print(error) }   // Prints "Unknown field 'titel' in --set. Did you mean 'title'?"
/// ```
public struct FieldEditError: Error, CustomStringConvertible {
  /// The problem, as one sentence.
  public var description: String
  /// The exit code.
  public var exitCode: Int32

  /// An error saying `description`, exiting with `exitCode`.
  public init(_ description: String, exitCode: Int32) {
    self.description = description
    self.exitCode = exitCode
  }
}
