import BlogDocCore
import Foundation
import Testing

@testable import BlogDocServer

/// An undo the history refuses answers 409 with each conflict: the field the editor marks
/// (by name, only for a field of the schema) and the sentence its list shows.
@Suite("Document server: undo conflicts", .serialized)
struct UndoConflictAnswerTests {
  @Test func anUndoOverAFieldChangedSinceNamesItsFieldAndItsSentence() async throws {
    let running = try await DocumentServerTests.Running(samples: ["hello-world.xml"])
    let saved = try await running.post(
      "/api/save/hello-world.xml", #"{"values":{"title":"Saved"},"base":{"title":"Hello, World"}}"#)
    #expect(saved.status == 200, "\(saved)")
    let text = try running.scratch.read("hello-world.xml")
    try running.scratch.write(
      text.replacingOccurrences(of: "<title>Saved</title>", with: "<title>Elsewhere</title>"),
      to: "hello-world.xml")
    let before = try running.scratch.snapshot()

    let refused = try await running.post("/api/undo/hello-world.xml")
    #expect(refused.status == 409)
    // The file as the process's working directory sees it: the scratch directory is elsewhere.
    let conflicts = DocumentServerTests.member(refused, "conflicts")
    guard case .array(let items)? = conflicts,
      case .string(let file)? = items.first?.objectValue?["file"]
    else {
      Issue.record("The answer names no file: \(refused)")
      return
    }
    #expect(file.hasSuffix("/hello-world.xml"))
    #expect(
      conflicts
        == .array([
          .object([
            "file": .string(file), "entry": .string("hello-world"), "field": .string("title"),
            "path": .string("hello-world.title"), "expected": .string("\"Saved\""),
            "found": .string("\"Elsewhere\""),
            "text": .string("hello-world.title is \"Elsewhere\", expected \"Saved\""),
          ])
        ]))
    #expect(try running.scratch.snapshot() == before)
  }
}
