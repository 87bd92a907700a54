import BlogDocSystem
import Foundation
import Synchronization
import Testing

@testable import BlogDocServer

/// Each ``DirectoryWatcher`` reports the same changes: the system's own (inotify on Linux)
/// and the polling one that other systems use, forced here by making it directly.
@Suite("Watching directories for changes")
struct DirectoryWatcherTests {
  /// The watchers this system can run.
  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    #if os(Linux)
      case inotify
    #endif
    case polling

    var testDescription: String { rawValue }

    func make(_ directories: [String], reports: Reports) throws -> any DirectoryWatcher {
      switch self {
      #if os(Linux)
        case .inotify:
          return try InotifyWatcher(directories: directories) { reports.add($0) }
      #endif
      case .polling:
        return PollingWatcher(directories: directories, intervalMilliseconds: 20) {
          reports.add($0)
        }
      }
    }
  }

  /// The paths a watcher reported, each once, in the order first reported (a file written
  /// in two steps may be reported twice).
  final class Reports: Sendable {
    private let paths = Mutex<[String]>([])

    func add(_ reported: [String]) {
      paths.withLock { paths in paths += reported.filter { !paths.contains($0) } }
    }

    /// Waits until `path` is reported (for at most ten seconds, so a watcher that never
    /// reports fails rather than hangs), then returns every path reported so far.
    func awaiting(_ path: String) -> [String] {
      for _ in 0..<1000 {
        let reported = paths.withLock { $0 }
        if reported.contains(path) { return reported }
        usleep(10_000)
      }
      return paths.withLock { $0 }
    }
  }

  @Test(arguments: Kind.allCases)
  func aFileWrittenInAWatchedDirectoryIsReported(kind: Kind) throws {
    let scratch = try ScratchDirectory()
    let reports = Reports()
    try kind.make([scratch.path], reports: reports).start()
    try scratch.write("<entries/>", to: "hello.xml")
    #expect(reports.awaiting(scratch.path + "/hello.xml") == [scratch.path + "/hello.xml"])
  }

  @Test(arguments: Kind.allCases)
  func aFileRenamedIntoPlaceOrRemovedIsReportedAndATemporaryFileIsNot(kind: Kind) throws {
    let scratch = try ScratchDirectory()
    try scratch.write("old", to: "hello.xml")
    try scratch.write("gone", to: "old.xml")
    let reports = Reports()
    try kind.make([scratch.path], reports: reports).start()
    // As blogdoc writes: a temporary file beside the document, renamed over it.
    try scratch.write("new", to: ".hello.xml.blogdoc-Ab12Cd")
    #expect(rename(scratch.path + "/.hello.xml.blogdoc-Ab12Cd", scratch.path + "/hello.xml") == 0)
    let renamed = reports.awaiting(scratch.path + "/hello.xml")
    #expect(unlink(scratch.path + "/old.xml") == 0)
    let removed = reports.awaiting(scratch.path + "/old.xml")
    #expect(renamed == [scratch.path + "/hello.xml"])
    #expect(removed == [scratch.path + "/hello.xml", scratch.path + "/old.xml"])
  }

  @Test(arguments: Kind.allCases)
  func aDirectoryMadeLaterAndAWorkspaceAreWatchedButAHiddenDirectoryIsNot(kind: Kind) throws {
    let scratch = try ScratchDirectory()
    try scratch.write("", to: ".blogdoc/journal")
    let reports = Reports()
    try kind.make([scratch.path], reports: reports).start()
    try scratch.write("", to: ".git/index")
    #expect(mkdir(scratch.path + "/posts", 0o755) == 0)
    // Give the watcher time to see the new directory before a file is written in it: a
    // file written at once may come before inotify watches the directory.
    usleep(200_000)
    try scratch.write("<entries/>", to: "posts/a.xml")
    let first = reports.awaiting(scratch.path + "/posts/a.xml")
    try scratch.write("record", to: ".blogdoc/journal")
    let second = reports.awaiting(scratch.path + "/.blogdoc/journal")
    #expect(first == [scratch.path + "/posts/a.xml"])
    #expect(second == [scratch.path + "/posts/a.xml", scratch.path + "/.blogdoc/journal"])
  }

  @Test func aDirectoryThatIsGoneHasItsFilesReportedOnceAndIsNoLongerWatched() throws {
    let scratch = try ScratchDirectory()
    try scratch.write("a", to: "posts/a.xml")
    let watcher = PollingWatcher(directories: [scratch.path, scratch.path + "/posts"]) { _ in }
    #expect(unlink(scratch.path + "/posts/a.xml") == 0 && rmdir(scratch.path + "/posts") == 0)
    #expect(watcher.look() == [scratch.path + "/posts/a.xml"])
    #expect(watcher.look() == [])
  }
}
