import BlogDocCore
import Yams

/// A Markdown file with YAML front matter (`---`), as Jekyll and Hugo keep a post, or TOML
/// front matter (`+++`), as Hugo and Zola do; or JSON, or `@key` lines (the shapes are in
/// `FrontMatterBlock`).
///
/// Front matter in a language blogdoc does not read (Eleventy's `---js`) is not read as
/// body: its fence and text are kept under `unreadFrontMatter`, and `$draft` (true) comes
/// with a note in `$notes` that the import gives as a warning on the field it drafts.
///
/// The record is the front matter's members plus three of the file's own: `$body` (the
/// Markdown after the front matter), `$file` (the name without its extension or a Jekyll
/// date prefix; for a Hugo page bundle's `index.md`, the folder's name) and `$fileDate`
/// (the date of a Jekyll name such as `2024-01-05-hello.md`).
///
/// ```swift
/// let record = try FrontMatterFile.record(text: "---\ntitle: Hi\n---\nHello.\n", name: "2024-01-05-hi.md")
/// print(record.objectValue?["$file"] as Any)
/// // Prints "Optional(BlogDocCore.ArchiveValue.string("hi"))"
/// ```
public enum FrontMatterFile {
  /// Reads one file's text into a record.
  ///
  /// - Throws: `ArchiveError` with the line and column of a YAML, TOML or JSON error
  ///   (counted in the file, not the front matter), when YAML front matter is not a mapping
  ///   or JSON front matter not an object, when a `@key` line repeats a key, or when front
  ///   matter is too big or too deep (see `TOMLSourceIndex`).
  public static func record(text: String, name path: String) throws(ArchiveError) -> ArchiveValue {
    try read(text: text, name: path).record
  }

  /// The record, and whether the file has front matter at all (a README in a posts folder
  /// has none, and is not a post).
  static func read(
    text: String, name path: String
  ) throws(ArchiveError) -> (record: ArchiveValue, hasFrontMatter: Bool) {
    var object = ArchiveObject()
    var body = Substring(text)
    if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
    let block = FrontMatterBlock(in: body)
    if let block {
      switch block.language {
      case .yaml: object = try yamlObject(block.text, line: block.line)
      case .toml: object = try tomlObject(block.text, line: block.line)
      case .json: object = try jsonObject(block.text, line: block.line)
      case .headers: object = try headersObject(block.text, line: block.line)
      case .unread: object = unreadObject(block)
      }
      body = block.rest
    }
    // `published: false` beside `draft: true` is one fact written twice, as blogdoc's export
    // writes a draft for Jekyll (which reads `published`) and Hugo (`draft`): `draft` says it.
    if case .bool(let draft)? = object["draft"], object["published"] == .bool(!draft) {
      object.members.removeAll { $0.key == "published" }
    }
    let (file, date) = fileName(of: path)
    // The line break closing the front matter is gone with it; one blank line after it is
    // the separator blogdoc's export writes, so what follows is the body exactly.
    // ("\r\n" is one Character, so either ending is one `dropFirst`.) A file without front
    // matter is all body, a first blank line too.
    if block != nil && (body.first == "\n" || body.first == "\r\n") { body = body.dropFirst() }
    object.append(key: "$body", value: .string(String(body)))
    if !file.isEmpty { object.append(key: "$file", value: .string(file)) }
    if let date { object.append(key: "$fileDate", value: .string(date)) }
    return (.object(object), block != nil)
  }

  /// The members of YAML front matter.
  private static func yamlObject(_ yaml: Substring, line: Int) throws(ArchiveError) -> ArchiveObject
  {
    let node: Node?
    do {
      node = try Yams.compose(yaml: String(yaml))
    } catch let error as YamlError {
      throw located(error, line: line)
    } catch {
      throw ArchiveError(
        .malformed, "The front matter is not YAML: \(error).",
        at: SourceLocation(line: line, column: 1))
    }
    switch node {
    case nil:
      return ArchiveObject()
    case .mapping?:
      do {
        guard case .object(let members) = try YAMLValues.value(of: node!) else {
          return ArchiveObject()
        }
        return members
      } catch {
        throw ArchiveError(
          .limitExceeded,
          "The front matter expands to more than \(YAMLValues.maxValues) values; YAML aliases may multiply it.",
          at: SourceLocation(line: line, column: 1))
      }
    default:
      throw ArchiveError(
        .malformed, "Expected the front matter to be a mapping of keys to values.",
        at: SourceLocation(line: line, column: 1))
    }
  }

  /// `posts/2024-01-05-hello.md` → (`hello`, `2024-01-05`); `hello/index.md` → (`hello`, nil).
  static func fileName(of path: String) -> (name: String, date: String?) {
    let parts = path.split(separator: "/")
    var name = Substring(parts.last ?? "")
    if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
    if name == "index" || name == "_index", parts.count >= 2 { name = parts[parts.count - 2] }
    let scalars = Array(name.unicodeScalars)
    let isDatePrefix =
      scalars.count > 11 && scalars[10] == "-" && scalars[4] == "-" && scalars[7] == "-"
      && [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy { ("0"..."9").contains(scalars[$0]) }
    guard isDatePrefix else { return (String(name), nil) }
    let date = String(String.UnicodeScalarView(scalars[0..<10]))
    return (String(String.UnicodeScalarView(scalars[11...])), date)
  }

  /// A Yams error as blogdoc says it: a sentence, at the line and column in the file.
  private static func located(_ error: YamlError, line: Int) -> ArchiveError {
    let problem: String
    let mark: Mark?
    switch error {
    case .scanner(_, let text, let at, _), .parser(_, let text, let at, _),
      .composer(_, let text, let at, _):
      problem = text
      mark = at
    case .reader(let text, _, _, _):
      problem = text
      mark = nil
    default:
      problem = "\(error)"
      mark = nil
    }
    // The YAML starts on the file's line `line`, after `---`.
    let location =
      mark.map { SourceLocation(line: $0.line + line - 1, column: $0.column) }
      ?? SourceLocation(line: line, column: 1)
    return ArchiveError(.malformed, "The front matter is not valid YAML: \(problem).", at: location)
  }
}
