import Foundation
import Testing

@testable import BlogDocServer

/// A page is drawn once per version of its file: kept while the file is unchanged, drawn
/// again once it changes in place or is replaced.
@Suite("Page cache")
struct PageCacheTests {
  /// A counter of how many times pages were drawn.
  final class Draws: @unchecked Sendable {  // Used on one thread only, in one test.
    var count = 0
    func draw(_ text: String) -> String {
      count += 1
      return text
    }
  }

  @Test func anUnchangedFileIsDrawnOnce() throws {
    let scratch = try ScratchDirectory()
    try scratch.write("one", to: "a.xml")
    let cache = PageCache()
    let draws = Draws()
    let path = scratch.path + "/a.xml"
    #expect(cache.page(for: path, entry: nil) { draws.draw("page 1") } == "page 1")
    #expect(cache.page(for: path, entry: nil) { draws.draw("page 2") } == "page 1")
    #expect(draws.count == 1)
    // Each entry's page is its own.
    #expect(cache.page(for: path, entry: "x") { draws.draw("entry x") } == "entry x")
    #expect(cache.page(for: path, entry: "x") { draws.draw("entry x again") } == "entry x")
    #expect(draws.count == 2)
  }

  @Test func aFileChangedInPlaceIsDrawnAgain() throws {
    let scratch = try ScratchDirectory()
    try scratch.write("one", to: "a.xml")
    let cache = PageCache()
    let path = scratch.path + "/a.xml"
    _ = cache.page(for: path, entry: nil) { "before" }
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(" more".utf8))
    try handle.close()
    #expect(cache.page(for: path, entry: nil) { "after" } == "after")
  }

  @Test func aReplacedFileIsDrawnAgain() throws {
    let scratch = try ScratchDirectory()
    try scratch.write("one", to: "a.xml")
    try scratch.write("two", to: ".a.xml.new")
    let cache = PageCache()
    let path = scratch.path + "/a.xml"
    _ = cache.page(for: path, entry: nil) { "before" }
    // Same size, a new file: what blogdoc's atomic writes do.
    #expect(rename(scratch.path + "/.a.xml.new", path) == 0)
    #expect(cache.page(for: path, entry: nil) { "after" } == "after")
  }

  @Test func aFileChangedWhileDrawnIsNotKept() throws {
    let scratch = try ScratchDirectory()
    try scratch.write("one", to: "a.xml")
    let cache = PageCache()
    let path = scratch.path + "/a.xml"
    _ = cache.page(for: path, entry: nil) {
      try? scratch.write("changed meanwhile", to: "a.xml")
      return "drawn from the old file"
    }
    #expect(cache.page(for: path, entry: nil) { "drawn again" } == "drawn again")
  }

  @Test func aFileThatCannotBeReadIsNeverKept() throws {
    let cache = PageCache()
    let draws = Draws()
    _ = cache.page(for: "/nonexistent/a.xml", entry: nil) { draws.draw("x") }
    _ = cache.page(for: "/nonexistent/a.xml", entry: nil) { draws.draw("x") }
    #expect(draws.count == 2)
  }

  @Test func aDrawingErrorIsThrownAndNotKept() throws {
    struct Broken: Error, Equatable {}
    let scratch = try ScratchDirectory()
    try scratch.write("one", to: "a.xml")
    let cache = PageCache()
    let path = scratch.path + "/a.xml"
    #expect(throws: Broken()) { try cache.page(for: path, entry: nil) { throw Broken() } }
    #expect(cache.page(for: path, entry: nil) { "drawn" } == "drawn")
  }
}
