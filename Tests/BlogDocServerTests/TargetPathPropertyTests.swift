import BlogDocCore
import BlogDocTestSupport
import Testing

@testable import BlogDocServer

/// Targets as browsers, the server's own links and curl write them read back as the path
/// they were made from; and no text at all, however hostile, reads as a segment the
/// server would have to distrust.
@Suite("Request targets: properties")
struct TargetPathPropertyTests {
  /// Whether a segment is one the server can take as a name: not empty, not `.`/`..`, not
  /// hidden, no slash, backslash or control character.
  static func isSafe(_ segment: String) -> Bool {
    !segment.isEmpty && segment.first != "." && !segment.contains("/") && !segment.contains("\\")
      && !segment.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  static let routes = ["view", "edit", "api/entry", "api/log", "api/save", "api/undo", "api/redo"]

  static let document = Generator<
    (route: String, path: [String], entry: String?),
    Shrink.None<(route: String, path: [String], entry: String?)>
  > { rng in
    let entry = Bool.random(using: &rng) ? RequestTargets.entryID(using: &rng) : nil
    return (routes.randomElement(using: &rng)!, RequestTargets.documentPath.run(using: &rng), entry)
  }

  @Test(arguments: RequestTargets.Client.allCases)
  func aClientsTargetReadsBackAsItsPath(client: RequestTargets.Client) async {
    await propertyCheck(count: propertyCount(300), input: Self.document) { document throws in
      let raw = RequestTargets.target(
        route: document.route, path: document.path, entry: document.entry, by: client)
      let target = try TargetPath(raw)
      #expect(
        target.segments == document.route.split(separator: "/").map(String.init) + document.path,
        "\(raw)")
      #expect(target.query["entry"] == document.entry, "\(raw)")
      #expect(
        target.path(droppingFirst: document.route.split(separator: "/").count)
          == document.path.joined(separator: "/"))
    }
  }

  @Test func theServersOwnLinksReadBackAsTheirPaths() async {
    await propertyCheck(count: propertyCount(300), input: RequestTargets.documentPath) {
      path throws in
      let link =
        "/view/" + HTMLEscaping.urlComponent(path.joined(separator: "/"), keepingSlashes: true)
      #expect(try TargetPath(link).segments == ["view"] + path)
    }
  }

  /// Pieces hostile targets are made of.
  static let pieces = [
    "/", "//", ".", "..", "%2e", "%2E", "%2f", "%2F", "%5c", "%5C", "\\", "%00", "%0a", "%7f",
    "%c2%85", "%c0%ae",
    "%c0%af", "%e0%80%ae", "%ed%a0%80", "%f4%90%80%80", "%ff", "%", "%2", "%g0", "%252f", "?", "&",
    "=", "#", "a", "é",
    "😀", "\u{85}", "\u{1}", "\u{7F}", "%25", "+", "~", "view", "edit", "api", "entry=", ".blogdoc",
    ".git", "x.xml",
  ]

  static let hostile = Generator<String, Shrink.None<String>> { rng in
    var text = Bool.random(using: &rng) ? "/" : ""
    for _ in 0..<Int.random(in: 0...16, using: &rng) {
      if Int.random(in: 0..<8, using: &rng) == 0 {
        text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0...0x7F, using: &rng)))
      } else {
        text += pieces.randomElement(using: &rng)!
      }
    }
    return text
  }

  @Test func noTargetReadsAsAnUnsafeSegment() async {
    await propertyCheck(count: propertyCount(2000), input: Self.hostile) { raw in
      guard let target = try? TargetPath(raw) else { return }
      for segment in target.segments {
        #expect(Self.isSafe(segment), "\(raw) gave the segment \(segment.debugDescription)")
      }
      for (name, value) in target.query {
        #expect(
          !(name + value).unicodeScalars.contains { $0.properties.generalCategory == .control },
          "\(raw)")
      }
    }
  }

  @Test func damagedClientTargetsNeverReadAsUnsafeSegments() async {
    let damaged = Generator<String, Shrink.None<String>> { rng in
      var scalars = Array(RequestTargets.anyTarget.run(using: &rng).unicodeScalars)
      for _ in 0..<Int.random(in: 1...4, using: &rng) where !scalars.isEmpty {
        let index = Int.random(in: 0..<scalars.count, using: &rng)
        let piece = Array(Self.pieces.randomElement(using: &rng)!.unicodeScalars)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: scalars.replaceSubrange(index...index, with: piece)
        case 1: scalars.insert(contentsOf: piece, at: index)
        default: scalars.remove(at: index)
        }
      }
      var text = String.UnicodeScalarView()
      text.append(contentsOf: scalars)
      return String(text)
    }
    await propertyCheck(count: propertyCount(2000), input: damaged) { raw in
      guard let target = try? TargetPath(raw) else { return }
      for segment in target.segments {
        #expect(Self.isSafe(segment), "\(raw) gave the segment \(segment.debugDescription)")
      }
    }
  }
}
