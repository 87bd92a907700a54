import BlogDocCore
import BlogDocTestSupport
import Foundation
import Testing

@testable import BlogDocServer
import BlogDocJSON
import BlogDocBlog

@Suite("Serve requests: fuzz seeds")
struct ServeRequestSeedTests {
  static let token = "0123456789abcdef0123456789abcdef"
  static let hosts = [
    "127.0.0.1:4000", "localhost:4000", "[::1]:4000", "evil.example:4000",
    "localhost.evil.example:4000", "127.0.0.1",
    "[::ffff:127.0.0.1]:4000",
  ]

  /// One request as a client writes it: a target of `RequestTargets`, a Host, and for a
  /// POST the editor's headers and a save of random values of a random entry.
  static func request(using rng: inout any SeededRandomNumberGenerator) throws -> [UInt8] {
    let target = RequestTargets.anyTarget.run(using: &rng)
    let host = hosts.randomElement(using: &rng)!
    guard
      target.hasPrefix("/api/save") || target.hasPrefix("/api/undo")
        || Bool.random(using: &rng) == false
    else {
      return Array("GET \(target) HTTP/1.1\r\nHost: \(host)\r\nAccept: text/html\r\n\r\n".utf8)
    }
    let entry = Generators.blogEntry.run(using: &rng)
    let before = FormFields<BlogEntry>.values(of: BlogEntry(id: entry.id, title: "Before"))
    let after = FormFields<BlogEntry>.values(of: entry)
    var values = ArchiveObject()
    var base = ArchiveObject()
    for member in after where member.key != "id" && Bool.random(using: &rng) {
      values.append(key: member.key, value: member.value)
      base.append(key: member.key, value: before[member.key]!)
    }
    let body = try ArchiveValue.object(["values": .object(values), "base": .object(base)])
      .compactJSONBytes()
    var head = "POST \(target) HTTP/1.1\r\nHost: \(host)\r\n"
    head += "Origin: http://\(host)\r\nSec-Fetch-Site: same-origin\r\nX-Blogdoc-Token: \(token)\r\n"
    head += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n"
    return Array(head.utf8) + body
  }

  /// `BLOGDOC_WRITE_FUZZ_SEEDS=1 swift test --filter ServeRequestSeeds` writes the seeds of
  /// the FuzzServeRequest target.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["BLOGDOC_WRITE_FUZZ_SEEDS"] != nil))
  func writeFuzzSeeds() throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fuzz/Seeds/FuzzServeRequest")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var rng: any SeededRandomNumberGenerator = Xoshiro(seed: (0x7365_7276, 0x6520_7265, 7165, 7374))
    for index in 0..<40 {
      try Data(try Self.request(using: &rng)).write(
        to: directory.appendingPathComponent("request-\(index).http"))
    }
  }

  /// The seeds are requests the server reads: their targets parse and their saves are
  /// saves, whatever their Host.
  @Test func seedsAreRequestsTheServerReads() async throws {
    var rng: any SeededRandomNumberGenerator = Xoshiro(seed: (1, 2, 3, 4))
    for _ in 0..<50 {
      let bytes = try Self.request(using: &rng)
      let text = String(decoding: bytes, as: UTF8.self)
      let target = String(text.split(separator: " ")[1])
      _ = try TargetPath(target)
      guard let end = bytes.firstRange(of: Array("\r\n\r\n".utf8)), end.upperBound < bytes.count
      else { continue }
      let save = try EntrySave<BlogEntry>(
        try JSONValueReader.parse(Array(bytes[end.upperBound...])))
      #expect(save.edits.count + save.problems.count > 0 || save.bases.isEmpty)
    }
  }
}
