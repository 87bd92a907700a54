@testable import BlogDocServer
import Testing

/// Request targets are read segment by segment: encoded slashes, dot segments, hidden
/// names and bad escapes are refused with a whole sentence, whatever the client sent.
@Suite("Request targets")
struct TargetPathTests {
  @Test func segmentsAreDecodedOneByOne() throws {
    let target = try TargetPath(
      "/view/posts/caf%C3%A9%20noir.xml?entry=hello%2Dworld&entry=second&flag")
    #expect(target.segments == ["view", "posts", "café noir.xml"])
    #expect(target.query == ["entry": "hello-world", "flag": ""])
    #expect(target.path(droppingFirst: 1) == "posts/café noir.xml")
  }

  @Test func theRootHasNoSegments() throws {
    #expect(try TargetPath("/").segments == [])
    #expect(try TargetPath("/?x=1").query == ["x": "1"])
  }

  @Test(arguments: [
    (
      "/view/a%2Fb.xml",
      RequestRefusal(404, "A path segment may not hold an encoded slash or backslash.")
    ),
    (
      "/view/a%5Cb.xml",
      RequestRefusal(404, "A path segment may not hold an encoded slash or backslash.")
    ),
    (
      "/view/..%2F..%2Fetc%2Fpasswd",
      RequestRefusal(
        404, "'../../etc/passwd' is not served: names that start with a dot never are.")
    ),
    (
      "/view/../secret.xml",
      RequestRefusal(404, "'..' is not served: names that start with a dot never are.")
    ),
    (
      "/view/%2E%2E/secret.xml",
      RequestRefusal(404, "'..' is not served: names that start with a dot never are.")
    ),
    (
      "/view/.blogdoc/journal",
      RequestRefusal(404, "'.blogdoc' is not served: names that start with a dot never are.")
    ),
    ("/view//etc/passwd", RequestRefusal(404, "The path has an empty segment.")),
    (
      "/view/a%zz.xml",
      RequestRefusal(400, "The request target has a '%' not followed by two hexadecimal digits.")
    ),
    (
      "/view/a%4",
      RequestRefusal(400, "The request target has a '%' not followed by two hexadecimal digits.")
    ),
    ("/view/%FF.xml", RequestRefusal(400, "The request target is not UTF-8 once decoded.")),
    ("/view/a%00.xml", RequestRefusal(400, "The request target holds a control character.")),
    ("/view/a.xml?entry=%0A", RequestRefusal(400, "The request target holds a control character.")),
    ("/view/a%C2%85.xml", RequestRefusal(400, "The request target holds a control character.")),
    ("/view/a\u{9F}.xml", RequestRefusal(400, "The request target holds a control character.")),
    ("/view/a%7F.xml", RequestRefusal(400, "The request target holds a control character.")),
    // A dot and a combining mark are one Character, but the name still starts with a dot.
    (
      "/view/.\u{301}blogdoc/journal",
      RequestRefusal(404, "'.\u{301}blogdoc' is not served: names that start with a dot never are.")
    ),
    (
      "/view/%2E%CC%81x.xml",
      RequestRefusal(404, "'.\u{301}x.xml' is not served: names that start with a dot never are.")
    ),
    ("*", RequestRefusal(400, "The request target '*' is not a path.")),
    (
      "http://evil.example/view/a.xml",
      RequestRefusal(400, "The request target 'http://evil.example/view/a.xml' is not a path.")
    ),
  ])
  func badTargetsAreRefusedWithTheirReason(raw: String, refusal: RequestRefusal) {
    #expect(throws: refusal) { try TargetPath(raw) }
  }

  /// A slash followed by a combining mark is one `Character`: split by characters, it hid
  /// a separator inside a segment.
  @Test func aSlashBeforeACombiningMarkStillSeparates() throws {
    let target = try TargetPath("/view/a/\u{301}b.xml?entry=x&\u{301}y=z")
    #expect(target.segments == ["view", "a", "\u{301}b.xml"])
    #expect(target.query == ["entry": "x", "\u{301}y": "z"])
  }
}
