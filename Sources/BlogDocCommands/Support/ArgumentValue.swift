import BlogDocCore
import BlogDocStore
import BlogDocTextForm

/// What a `--set field=value` stands for before the field's kind parses it:
///
/// - `@path` is the text of the file at `path` (`@-`: standard input), and `@@…` the
///   literal text `@…`. A single line break ending the file is dropped, except for a
///   multi-line text field such as `bodyText`, which keeps the file exactly.
/// - a date may be shorter than ISO 8601's full form: `2026-11-22` (midnight),
///   `2026-11-22T10:00`, `2026-11-22T10:00:30`, or `now`. Without an offset it is taken
///   in UTC, and a note on standard error says so.
///
/// ```swift
/// let expanded = try ArgumentValue<BlogEntry>.expand("postedDate=2026-11-22", as: "--set")
/// // expanded.argument == "postedDate=2026-11-22T00:00:00Z", with a note saying UTC.
/// ```
public enum ArgumentValue<M: Model> {
  /// Parses `argument` as `FieldEdit.parse(_:as:)` does, once its value is
  /// expanded; notes about the expansion go to standard error.
  public static func parse(
    _ argument: String, as flag: String
  ) throws(FieldEditError) -> FieldEdit<M> {
    let (expanded, notes) = try expand(argument, as: flag)
    for note in notes { Output.write(note + "\n", to: 2) }
    return try FieldEdit<M>.parse(expanded, as: flag)
  }

  /// `argument` with its value expanded, and the notes to print about it.
  ///
  /// - Throws: `FieldEditError` when the file named by `@path` cannot be read (66 when it
  ///   is missing, 77 when not permitted, 65 when it is not UTF-8 text).
  public static func expand(
    _ argument: String, as flag: String
  ) throws(FieldEditError) -> (argument: String, notes: [String]) {
    guard flag == "--set", let equals = argument.firstIndex(of: "=") else { return (argument, []) }
    let name = String(argument[..<equals])
    var value = String(argument[argument.index(after: equals)...])
    guard let field = M.schema.field(named: name) else { return (argument, []) }
    if value.hasPrefix("@@") {
      value.removeFirst()
    } else if value.hasPrefix("@") {
      value = try contents(
        ofFile: String(value.dropFirst()), for: name,
        keepingFinalLineBreak: field.kind.wrapped == .text)
    } else if field.kind.wrapped == .date, let (full, note) = fullDate(value, field: name) {
      return (name + "=" + full, [note])
    }
    return (name + "=" + value, [])
  }

  /// The text of the file at `path` (standard input for `-`).
  private static func contents(
    ofFile path: String, for field: String, keepingFinalLineBreak: Bool
  ) throws(FieldEditError) -> String {
    let bytes: [UInt8]
    do {
      bytes = try path == "-" ? StandardInput.readAll() : FileBytes.read(path)
    } catch {
      let shown = path == "-" ? "standard input" : path
      throw FieldEditError(
        "Cannot read the value of '\(field)' from \(shown): \(lowercasingFirst(error.message))",
        exitCode: Failure.exitCode(for: error))
    }
    guard var text = String(validating: bytes, as: UTF8.self) else {
      throw FieldEditError(
        "Cannot read the value of '\(field)' from \(path): it is not UTF-8 text.", exitCode: 65)
    }
    if !keepingFinalLineBreak {
      if text.hasSuffix("\r\n") || text.hasSuffix("\n") { text.removeLast() }
    }
    return text
  }

  /// The full ISO 8601 form of a shorter date, and a note naming the zone it was taken in;
  /// `nil` when `text` is already full (or not a date: the field's parser then says why).
  private static func fullDate(_ text: String, field: String) -> (String, String)? {
    let full: String
    if text == "now" {
      full = ReferenceTime.now.iso8601
    } else if (try? Timestamp(iso8601: text)) != nil {
      return nil
    } else if let completed = [text + "T00:00:00Z", text + ":00Z", text + "Z"].first(where: {
      (try? Timestamp(iso8601: $0)) != nil
    }) {
      full = completed
    } else {
      return nil
    }
    return (
      full,
      "Note: \(field)=\(text) is taken as \(full), in UTC (give an offset such as +01:00 for another zone)."
    )
  }

  private static func lowercasingFirst(_ text: String) -> String {
    text.prefix(1).lowercased() + text.dropFirst()
  }
}
