import PropertyBased

/// Request targets as real clients write them for `blogdoc serve`'s routes, from random
/// document paths of any Unicode a file name may hold.
///
/// - **Browsers** (the server's own pages, `fetch`): each segment through JavaScript's
///   `encodeURIComponent`, which leaves `A-Z a-z 0-9 - _ . ! ~ * ' ( )` as they are.
/// - **The server's own links** (`HTMLEscaping.urlComponent`): everything but
///   `A-Z a-z 0-9 - . _ ~` encoded, upper-case hex.
/// - **curl and scripts** given a literal path: UTF-8 bytes as they are, only what cannot
///   stand in a request line or would end or split the path (space, `%`, `?`, `#`, `/`,
///   `\\`, and `&`, `=`, `+` of a query) encoded, with lower-case hex as some tools write it.
///
/// ```swift
/// let target = RequestTargets.target(route: "view", path: ["posts", "café.xml"], entry: nil, by: .browser)
/// print(target)   // Prints "/view/posts/caf%C3%A9.xml"
/// ```
public enum RequestTargets {
  /// Who writes the target.
  public enum Client: CaseIterable, Sendable {
    case browser, serverLink, curl
  }

  /// Scalars that file names hold and encoders treat differently.
  static let awkward: [Unicode.Scalar] = [
    " ", "!", "'", "(", ")", "*", "~", "-", "_", ".", "+", "&", "=", ";", ",", ":", "@", "$", "[",
    "]", "%", "#",
    "?", "\"", "<", ">", "`", "^", "{", "}", "|", "é", "ß", "中", "😀", "\u{301}", "\u{202E}",
    "\u{A0}", "\u{FEFF}",
    "\u{2028}", "ﬁ", "𝕏", "\u{10FFFF}", "\u{E000}",
  ]

  /// A name a served document or directory may have: not empty, not starting with a dot,
  /// no slash, backslash or control character.
  public static func segment(
    maxLength: Int = 12, using rng: inout any SeededRandomNumberGenerator
  ) -> String {
    var scalars = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 1...maxLength, using: &rng) {
      switch Int.random(in: 0..<10, using: &rng) {
      case 0..<4: scalars.append(awkward.randomElement(using: &rng)!)
      case 4..<8: scalars.append(Unicode.Scalar(UInt8.random(in: 0x61...0x7A, using: &rng)))
      default:
        while true {
          let value = UInt32.random(in: 0xA0...0x10FFFF, using: &rng)
          if let scalar = Unicode.Scalar(value) {
            scalars.append(scalar)
            break
          }
        }
      }
    }
    if scalars.first == "." {
      scalars.replaceSubrange(
        scalars.startIndex..<scalars.index(after: scalars.startIndex), with: ["_"])
    }
    return String(scalars)
  }

  /// A document's path under the served directory: up to three directories and a name
  /// ending in `.xml` or `.json`.
  public static let documentPath = Generator<[String], Shrink.None<[String]>> { rng in
    let directories = (0..<Int.random(in: 0...3, using: &rng)).map { _ in segment(using: &rng) }
    let name = segment(using: &rng) + (Bool.random(using: &rng) ? ".xml" : ".json")
    return directories + [name]
  }

  /// An entry id, as any text may be one in a hand-written document.
  public static func entryID(using rng: inout any SeededRandomNumberGenerator) -> String {
    segment(maxLength: 8, using: &rng)
  }

  /// The target `client` writes for `route` (`view`, `edit`, `api/save`, …) of the document
  /// at `path`, with `entry` as its query.
  public static func target(
    route: String, path: [String], entry: String?, by client: Client
  ) -> String {
    let encoded = path.map { encode($0, by: client) }.joined(separator: "/")
    var target = "/" + route + "/" + encoded
    if let entry { target += "?entry=" + encode(entry, by: client) }
    return target
  }

  /// `text` as `client` encodes one segment or query value.
  public static func encode(_ text: String, by client: Client) -> String {
    var encoded: [UInt8] = []
    for byte in text.utf8 {
      let keep =
        switch client {
        case .browser: isAlphanumeric(byte) || "-_.!~*'()".utf8.contains(byte)
        case .serverLink: isAlphanumeric(byte) || "-._~".utf8.contains(byte)
        // Every byte of a multi-byte scalar is kept, so the result is still UTF-8.
        case .curl: byte > 0x20 && byte != 0x7F && !"%?#/\\&=+".utf8.contains(byte)
        }
      if keep {
        encoded.append(byte)
      } else {
        let digits = Array((client == .curl ? "0123456789abcdef" : "0123456789ABCDEF").utf8)
        encoded += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 15)]]
      }
    }
    return String(decoding: encoded, as: UTF8.self)
  }

  /// Random targets of every route and client, some with other query parameters.
  public static let anyTarget = Generator<String, Shrink.None<String>> { rng in
    let routes = ["view", "edit", "api/entry", "api/log", "api/save", "api/undo", "api/redo"]
    let path = documentPath.run(using: &rng)
    let entry = Bool.random(using: &rng) ? entryID(using: &rng) : nil
    let client = Client.allCases.randomElement(using: &rng)!
    var target = RequestTargets.target(
      route: routes.randomElement(using: &rng)!, path: path, entry: entry, by: client)
    if Int.random(in: 0..<4, using: &rng) == 0 {
      target += (entry == nil ? "?" : "&") + "v=\(Int.random(in: 0...99, using: &rng))&flag"
    }
    return target
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }
}
