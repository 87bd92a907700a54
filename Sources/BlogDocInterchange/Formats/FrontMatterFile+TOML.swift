import BlogDocCore
import TOMLKit

extension FrontMatterFile {
  /// The members of TOML front matter, in the order the text writes them.
  ///
  /// ```swift
  /// let record = try FrontMatterFile.record(text: "+++\ntitle = 'Hi'\ndate = 2024-01-05\n+++\nHello.\n", name: "hi.md")
  /// print(record.objectValue?["date"] as Any)
  /// // Prints "Optional(BlogDocCore.ArchiveValue.string("2024-01-05"))"
  /// ```
  ///
  /// Errors are located in the file: the TOML starts on its line `line`, after `+++`.
  static func tomlObject(_ toml: Substring, line: Int) throws(ArchiveError) -> ArchiveObject {
    let text = String(toml)
    let index: TOMLSourceIndex
    do {
      index = try TOMLSourceIndex(text: text)
    } catch {
      let location = location(ofByte: error.offset, in: text, line: line)
      switch error.reason {
      case .tooDeep:
        throw ArchiveError(
          .limitExceeded, "The front matter nests deeper than \(TOMLSourceIndex.maxDepth) levels.",
          at: location)
      case .tooManyValues:
        throw ArchiveError(
          .limitExceeded,
          "The front matter holds more than \(TOMLSourceIndex.maxValues) keys and values.",
          at: location)
      case .nul:
        throw ArchiveError(
          .malformed, "The front matter is not valid TOML: found U+0000.", at: location)
      case .timeWithoutHour:
        throw ArchiveError(
          .malformed, "The front matter is not valid TOML: expected a 2-digit hour after 'T'.",
          at: location)
      case .headerWithoutKey:
        throw ArchiveError(
          .malformed,
          "The front matter is not valid TOML: expected a key after '[' in a table header.",
          at: location)
      case .nulInKey:
        throw ArchiveError(
          .malformed, "The front matter has U+0000 in a key, which blogdoc does not read.",
          at: location)
      }
    }
    // Text the index did not follow is never given to toml++: the index is what guards
    // toml++'s assertions. Where it stopped, toml++ finds the error in what came before.
    let followed =
      index.isComplete
      ? text : String(decoding: text.utf8.prefix(index.followedLength), as: UTF8.self)
    let table: TOMLTable
    do {
      table = try TOMLTable(string: followed)
      guard index.isComplete else {
        throw ArchiveError(
          .malformed, "The front matter is not valid TOML: unexpected text.",
          at: location(ofByte: index.followedLength, in: text, line: line))
      }
    } catch let error as ArchiveError {
      throw error
    } catch let error as TOMLParseError {
      let at = error.source.begin
      throw ArchiveError(
        .malformed, "The front matter is not valid TOML: \(sentence(error.description)).",
        at: SourceLocation(line: at.line + line - 1, column: at.column))
    } catch {
      throw ArchiveError(
        .malformed, "The front matter is not valid TOML: \(error).",
        at: SourceLocation(line: line, column: 1))
    }
    guard case .object(let members) = TOMLValues.value(of: table, index: index) else {
      return ArchiveObject()
    }
    return members
  }

  /// toml++'s description on one line, without a closing period (the message adds one).
  private static func sentence(_ description: String) -> String {
    var text = String(
      String.UnicodeScalarView(description.unicodeScalars.map { $0.value < 0x20 ? " " : $0 }))
    while text.hasSuffix(".") || text.hasSuffix(" ") { text.removeLast() }
    return text
  }

  /// The file's line and column (in Unicode scalars, from 1) of a byte of the TOML that
  /// starts on the file's line `firstLine`.
  private static func location(
    ofByte offset: Int, in text: String, line firstLine: Int
  ) -> SourceLocation {
    var line = firstLine
    var column = 1
    var consumed = 0
    for scalar in text.unicodeScalars {
      guard consumed < offset else { break }
      consumed += UTF8.width(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return SourceLocation(line: line, column: column)
  }
}
