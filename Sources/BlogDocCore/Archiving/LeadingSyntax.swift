/// What a file's first significant byte says it holds, to tell a reader's confusing error
/// ("Document is empty." for JSON read as XML) from a file that is simply in the wrong
/// format for its name.
///
/// Only the first byte after a UTF-8 byte order mark and whitespace is looked at: `{` or
/// `[` is JSON, `<` is XML; anything else is neither. A reader calls this after it failed,
/// so a well-formed file never pays for it.
///
/// ```swift
/// let sniffed = LeadingSyntax(Array("\n  {\"title\": 1}".utf8))
/// print(sniffed.kind, sniffed.location)
/// // Prints "json 2:3"
/// ```
package struct LeadingSyntax: Hashable, Sendable {
  package enum Kind: Hashable, Sendable {
    case json
    case xml
    case other
  }

  package var kind: Kind
  /// Where the first significant byte is (1:1 when there is none).
  package var location: SourceLocation

  /// Looks at the start of `bytes`.
  ///
  /// - Complexity: O(*w*) for the *w* whitespace bytes before the first significant one.
  package init(_ bytes: some Collection<UInt8>) {
    var line = 1
    var column = 1
    var rest = bytes[...]
    if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
    kind = .other
    for byte in rest {
      switch byte {
      case UInt8(ascii: "\n"):
        line += 1
        column = 1
        continue
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        column += 1
        continue
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        kind = .json
      case UInt8(ascii: "<"):
        kind = .xml
      default:
        break
      }
      break
    }
    location = SourceLocation(line: kind == .other ? 1 : line, column: kind == .other ? 1 : column)
  }
}
