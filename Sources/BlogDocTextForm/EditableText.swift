import BlogDocCore

/// A model as plain text a person edits in `$EDITOR`, and back.
///
/// One `name: value` line per single-line field (lists comma-separated, as `--set` reads
/// them), then each multi-line field as a section opened by a `--- name ---` line. Lines
/// starting with `#` before the first section are comments.
///
/// A line of a text that looks like a section line gets one more backslash in front
/// (`\--- summary ---`), and loses it when read back, as mbox quotes `From ` lines: a body
/// holding such a line comes back whole instead of being cut there. Every section must be
/// in the form: without its line, a text would silently become the end of the one above.
///
/// ```
/// # Editing entry 'hello-world' of hello-world.xml.
/// id: hello-world
/// title: Hello, World
/// tagNames: welcome, meta
/// isDraft: false
/// --- bodyText ---
/// Welcome to the blog.
/// ```
///
/// A single-line field left out keeps its value; an empty optional field is unset.
public enum EditableText {
  /// The text form of `model`, with `header` lines as comments on top.
  public static func render<M: Model>(_ model: M, header: [String] = []) -> String {
    var text = header.map { "# " + $0 + "\n" }.joined()
    let fields = M.schema.fields
    for field in fields where field.kind.wrapped != .text {
      let value = field.kind.format(field.value(in: model))
      text += field.name + ": " + oneLine(value) + "\n"
    }
    for field in fields where field.kind.wrapped == .text {
      text +=
        "--- \(field.name) ---\n" + quotingSectionLines(field.kind.format(field.value(in: model)))
        + "\n"
    }
    return text
  }

  /// `value` with each line break (`LineBreakRule`) made a space, so a single-line field
  /// stays one line of the form, and one the form reads back as a valid value (by scalars:
  /// "\r\n" is one Character, and not equal to "\n").
  static func oneLine(_ value: String) -> String {
    guard LineBreakRule.firstLineBreak(in: value) != nil else { return value }
    return String(
      String.UnicodeScalarView(
        value.unicodeScalars.map { LineBreakRule.isLineBreak($0) ? " " : $0 }))
  }

  /// `text` with one backslash put before each line that, without its leading
  /// backslashes, is a section line.
  static func quotingSectionLines(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "-")) else { return text }
    return lines(of: text).map { isQuotedSectionLine(Substring("\\" + $0)) ? "\\" + $0 : $0 }
      .joined(separator: "\n")
  }

  /// Whether `line` is backslashes, at least one, then a section line (its CR dropped).
  private static func isQuotedSectionLine(_ line: Substring) -> Bool {
    guard line.hasPrefix("\\") else { return false }
    var unquoted = line.drop { $0 == "\\" }
    if unquoted.unicodeScalars.last == "\r" {
      unquoted = Substring(unquoted.unicodeScalars.dropLast())
    }
    return sectionName(unquoted) != nil
  }

  /// Applies the edited `text` to `model`.
  ///
  /// - Throws: ``EditableTextError`` listing every line that could not be applied, with
  ///   its line number, and every section whose line is missing.
  public static func apply<M: Model>(_ text: String, to model: M) throws(EditableTextError) -> M {
    var result = model
    var problems: [EditableTextError.Problem] = []
    var section: (name: String, line: Int, lines: [String])?
    var sectionsSeen: Set<String> = []

    func finishSection(atEnd: Bool = false) {
      guard let open = section else { return }
      var body = open.lines.joined(separator: "\n")
      // The form ends each text with a line feed. Before the next section, splitting into
      // lines already took it; at the end of the file it is still there (as a scalar: after
      // a CR, "\r\n" is one character and `hasSuffix("\n")` would miss it).
      if atEnd, body.unicodeScalars.last == "\n" { body.unicodeScalars.removeLast() }
      set(open.name, String(body), line: open.line)
      section = nil
    }
    func set(_ name: String, _ value: String, line: Int) {
      do {
        try result.setValue(parsing: value, forField: name)
      } catch {
        problems.append(.init(line: line, message: error.description))
      }
    }

    for (index, rawLine) in lines(of: text).enumerated() {
      let number = index + 1
      let line =
        rawLine.unicodeScalars.last == "\r"
        ? Substring(rawLine.unicodeScalars.dropLast()) : Substring(rawLine)
      if let name = sectionName(line) {
        finishSection()
        guard let field = M.schema.field(named: name), field.kind.wrapped == .text else {
          problems.append(.init(line: number, message: "'\(name)' is not a multi-line field."))
          continue
        }
        section = (name, number, [])
        sectionsSeen.insert(name)
        continue
      }
      if section != nil {
        section!.lines.append(
          isQuotedSectionLine(Substring(rawLine)) ? String(rawLine.dropFirst()) : rawLine)
        continue
      }
      if line.hasPrefix("#") || line.allSatisfy(\.isWhitespace) { continue }
      // Scalars, not characters: a value starting with a combining mark would otherwise
      // fuse with the space after the colon.
      let scalars = line.unicodeScalars
      guard let colon = scalars.firstIndex(of: ":") else {
        problems.append(
          .init(
            line: number,
            message: "Expected 'field: value', found \(FieldKind.quoted(String(line)))."))
        continue
      }
      let name = String(scalars[..<colon]).trimmingWhitespace()
      var value = scalars[scalars.index(after: colon)...]
      if value.first == " " { value = value.dropFirst() }
      set(name, String(value), line: number)
    }
    // A missing section line would have put its text at the end of the section above.
    let lastSectionLine = section?.line ?? lines(of: text).count
    finishSection(atEnd: true)
    for field in M.schema.fields
    where field.kind.wrapped == .text && !sectionsSeen.contains(field.name) {
      problems.append(
        .init(
          line: lastSectionLine,
          message:
            "The line '--- \(field.name) ---' is missing; put it back where the text of \(field.name) starts."
        ))
    }
    guard problems.isEmpty else { throw EditableTextError(problems: problems) }
    return result
  }

  /// The single-line fields of `M` that have no `name:` line before the first section of
  /// `text`, in schema order. ``apply(_:to:)`` keeps their values; a caller says so when an
  /// edit changed nothing, since deleting a line looks like unsetting the field.
  ///
  /// ```
  /// EditableText.fieldsLeftOut(of: "id: a\n--- bodyText ---\n", as: BlogEntry.self)
  /// // ["title", "summary", …] (every single-line field but id)
  /// ```
  ///
  /// - Complexity: O(n) in the length of `text`.
  public static func fieldsLeftOut<M: Model>(of text: String, as _: M.Type) -> [String] {
    var named: Set<String> = []
    for rawLine in lines(of: text) {
      let line = Substring(rawLine)
      if sectionName(
        line.unicodeScalars.last == "\r" ? Substring(line.unicodeScalars.dropLast()) : line) != nil
      {
        break
      }
      guard !line.hasPrefix("#"), let colon = line.unicodeScalars.firstIndex(of: ":") else {
        continue
      }
      named.insert(String(line.unicodeScalars[..<colon]).trimmingWhitespace())
    }
    return M.schema.fields.filter { $0.kind.wrapped != .text && !named.contains($0.name) }.map(
      \.name)
  }

  /// Whether `text` has nothing but comments and blank lines: the user emptied the file.
  public static func isBlank(_ text: String) -> Bool {
    lines(of: text).allSatisfy { $0.hasPrefix("#") || $0.allSatisfy(\.isWhitespace) }
  }

  /// `text` split at every line feed. (Splitting a `String` on the character `"\n"` would
  /// miss CR LF, which Swift treats as one character.)
  static func lines(of text: String) -> [String] {
    text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
  }

  private static func sectionName(_ line: Substring) -> String? {
    guard line.hasPrefix("--- "), line.hasSuffix(" ---"), line.count > 8 else { return nil }
    return String(line.dropFirst(4).dropLast(4))
  }
}

/// Lines of an edited text form that could not be applied.
public struct EditableTextError: Error, Hashable, Sendable, CustomStringConvertible {
  /// One line of the form that could not be applied, and why.
  public struct Problem: Hashable, Sendable {
    /// The line of the form, counted from 1.
    public var line: Int
    /// A sentence saying what is wrong with the line.
    public var message: String

    /// Makes a problem on `line` saying `message`.
    public init(line: Int, message: String) {
      self.line = line
      self.message = message
    }
  }

  /// Every problem found, in line order.
  public var problems: [Problem]

  /// Makes an error listing `problems`.
  public init(problems: [Problem]) {
    self.problems = problems
  }

  /// One line per problem: `line 3: Unknown field 'titel'. Did you mean 'title'?`
  public var description: String {
    problems.map { "line \($0.line): \($0.message)" }.joined(separator: "\n")
  }
}
