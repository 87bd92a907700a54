import BlogDocCore
import BlogDocJSON

extension FrontMatterFile {
  /// The member an unread front matter's fence and text are kept under.
  static let unreadKey = "unreadFrontMatter"

  /// The members of JSON front matter (`---json`, or Hugo's object at the top), read by
  /// blogdoc's JSON reader: duplicate keys are refused, numbers keep their text.
  ///
  /// ```swift
  /// let record = try FrontMatterFile.record(text: "{\n  \"title\": \"Hi\"\n}\nHello.\n", name: "hi.md")
  /// print(record.objectValue?["title"] as Any)
  /// // Prints "Optional(BlogDocCore.ArchiveValue.string("Hi"))"
  /// ```
  ///
  /// - Throws: `ArchiveError` located in the file, when the text is not JSON or not an object.
  static func jsonObject(_ json: Substring, line: Int) throws(ArchiveError) -> ArchiveObject {
    let value: ArchiveValue
    do {
      value = try JSONValueReader.parse(String(json))
    } catch {
      let at =
        error.location.map { SourceLocation(line: $0.line + line - 1, column: $0.column) }
        ?? SourceLocation(line: line, column: 1)
      throw ArchiveError(error.kind, "The front matter is not valid JSON: \(error.message)", at: at)
    }
    guard case .object(let members) = value else {
      throw ArchiveError(
        .malformed, "Expected the front matter to be a JSON object of keys to values.",
        at: SourceLocation(line: line, column: 1))
    }
    return members
  }

  /// The members of `@key value` header lines: `@title Hello` is `title`, whose value is
  /// the rest of the line without the spaces around it.
  ///
  /// ```swift
  /// let record = try FrontMatterFile.record(text: "@title Hello\n@pubDate 2024-01-05\n\nBody.\n", name: "hello.md")
  /// print(record.objectValue?["pubDate"] as Any)
  /// // Prints "Optional(BlogDocCore.ArchiveValue.string("2024-01-05"))"
  /// ```
  ///
  /// - Throws: `ArchiveError` at the line of a key given twice.
  static func headersObject(_ headers: Substring, line: Int) throws(ArchiveError) -> ArchiveObject {
    var object = ArchiveObject()
    for (offset, text) in headers.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      guard let (key, value) = FrontMatterBlock.header(text) else { continue }
      guard object[String(key)] == nil else {
        throw ArchiveError(
          .malformed, "The header '@\(key)' appears more than once.",
          at: SourceLocation(line: line + offset, column: 1))
      }
      object.append(key: String(key), value: .string(value))
    }
    return object
  }

  /// The members of front matter in a language blogdoc does not read (`---js`): its fence
  /// and text kept under ``unreadKey``, and `$draft`, with a note the import gives as a
  /// warning, so that the post is a draft until someone has read it.
  static func unreadObject(_ block: FrontMatterBlock) -> ArchiveObject {
    let note =
      "The front matter is in a language blogdoc does not read ('\(block.fence)'), so the post is imported as a draft;"
      + " the front matter's text is kept with the unknown fields under '\(unreadKey)'."
    return [
      unreadKey: .object(["fence": .string(block.fence), "text": .string(String(block.text))]),
      "$draft": .bool(true),
      "$notes": .object(["$draft": .string(note)]),
    ]
  }
}
