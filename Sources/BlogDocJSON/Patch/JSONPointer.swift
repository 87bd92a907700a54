import BlogDocCore

/// An RFC 6901 JSON Pointer: a path of reference tokens into a JSON value.
///
/// Tokens are kept unescaped; the text form escapes `~` as `~0` and `/` as `~1`. The empty
/// pointer names the whole document. blogdoc's patches point into a document's JSON archive
/// form, so `/blog/3/tagNames/-` names the end of the fourth entry's tags.
///
/// ```swift
/// let pointer = JSONPointer("/blog/0/a~1b")!
/// print(pointer.tokens, pointer)
/// // Prints "["blog", "0", "a/b"] /blog/0/a~1b"
/// ```
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
  /// The unescaped reference tokens, outermost first.
  public var tokens: [String]

  /// A pointer made of `tokens`, which are taken as they are (no escapes).
  ///
  /// ```swift
  /// print(JSONPointer(tokens: ["entry", "tagNames", "-"]))
  /// // Prints "/entry/tagNames/-"
  /// ```
  public init(tokens: [String]) {
    self.tokens = tokens
  }

  /// Parses the text form of a pointer, or returns `nil` when it does not start with `/`
  /// (and is not empty) or holds a `~` not followed by `0` or `1`.
  ///
  /// ```swift
  /// print(JSONPointer("/entry/title") != nil, JSONPointer("entry/title") == nil)
  /// // Prints "true true"
  /// ```
  ///
  /// - Complexity: O(*n*) in the text's length.
  public init?(_ text: String) {
    guard let tokens = Self.tokens(of: text) else { return nil }
    self.tokens = tokens
  }

  /// The text form, with `~` and `/` in tokens escaped; `""` for the whole document.
  ///
  /// ```swift
  /// print(JSONPointer(tokens: ["blog", "0", "~tilde"]))
  /// // Prints "/blog/0/~0tilde"
  /// ```
  public var description: String {
    var text = ""
    for token in tokens {
      text.append("/")
      if token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) {
        text.append(token.replacing("~", with: "~0").replacing("/", with: "~1"))
      } else {
        text.append(token)
      }
    }
    return text
  }

  /// Whether this pointer names a value strictly inside the one `other` names.
  ///
  /// ```swift
  /// print(JSONPointer("/blog/0/title")!.isInside(JSONPointer("/blog/0")!))
  /// // Prints "true"
  /// ```
  public func isInside(_ other: JSONPointer) -> Bool {
    tokens.count > other.tokens.count && tokens.starts(with: other.tokens)
  }

  /// Why `text` is not a pointer, as a sentence, or `nil` when it is one.
  static func problem(with text: String) -> String? {
    guard tokens(of: text) == nil else { return nil }
    if let first = text.first, first != "/" {
      return "Expected a JSON Pointer starting with '/', found \(FieldKind.quoted(text))."
    }
    return
      "Expected '~' to be followed by '0' or '1' in the JSON Pointer \(FieldKind.quoted(text))."
  }

  private static func tokens(of text: String) -> [String]? {
    if text.isEmpty { return [] }
    let utf8 = text.utf8
    guard utf8.first == UInt8(ascii: "/") else { return nil }
    var tokens: [String] = []
    for part in utf8.dropFirst().split(
      separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    {
      guard part.contains(UInt8(ascii: "~")) else {
        tokens.append(String(Substring(part)))
        continue
      }
      var bytes: [UInt8] = []
      var index = part.startIndex
      while index < part.endIndex {
        let byte = part[index]
        guard byte == UInt8(ascii: "~") else {
          bytes.append(byte)
          index = part.index(after: index)
          continue
        }
        let next = part.index(after: index)
        guard next < part.endIndex else { return nil }
        switch part[next] {
        case UInt8(ascii: "0"): bytes.append(UInt8(ascii: "~"))
        case UInt8(ascii: "1"): bytes.append(UInt8(ascii: "/"))
        default: return nil
        }
        index = part.index(after: next)
      }
      tokens.append(String(decoding: bytes, as: UTF8.self))
    }
    return tokens
  }

  /// The array index a token names: digits without a leading zero. `-` is not one.
  static func index(_ token: String) -> Int? {
    let utf8 = token.utf8
    guard let first = utf8.first, utf8.count <= 18,
      utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
      first != UInt8(ascii: "0") || utf8.count == 1
    else { return nil }
    return Int(token)
  }
}
