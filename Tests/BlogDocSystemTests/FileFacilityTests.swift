@testable import BlogDocSystem
import Testing

/// Unnamed files and directory events, which Linux has and others lack: on Linux each is
/// tested for what it does; elsewhere for saying that it is not there.
@Suite("Files without names, and directory events")
struct FileFacilityTests {
  /// A fresh directory in the temporary folder, removed with its files by `body`'s end.
  func inScratchDirectory(_ body: (String) throws -> Void) throws {
    let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    var template = Array("\(folder ?? "/tmp")/blogdoc-system-XXXXXX".utf8CString)
    let made = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) })
    let directory = String(cString: made)
    defer {
      if let listing = opendir(directory) {
        while let entry = readdir(listing) {
          let name = withUnsafeBytes(of: entry.pointee.d_name) {
            String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
          }
          if name != ".", name != ".." { unlink(directory + "/" + name) }
        }
        closedir(listing)
      }
      rmdir(directory)
    }
    try body(directory)
  }

  @Test func anUnnamedFileGetsItsNameOnlyWhenLinkedAndNotOneThatIsTaken() throws {
    try inScratchDirectory { directory in
      guard UnnamedFile.isSupported else {
        #expect(UnnamedFile.open(inDirectory: directory) == nil)
        return
      }
      let fd = try #require(UnnamedFile.open(inDirectory: directory))
      defer { close(fd) }
      #expect(write(fd, "bytes", 5) == 5)
      #expect(
        opendir(directory).map { listing in
          defer { closedir(listing) }
          var count = 0
          while readdir(listing) != nil { count += 1 }
          return count
        } == 2)  // "." and ".." only
      #expect(UnnamedFile.link(fd, as: directory + "/named") == 0)
      #expect(UnnamedFile.link(fd, as: directory + "/named") == EEXIST)
      var info = stat()
      #expect(stat(directory + "/named", &info) == 0 && info.st_size == 5)
    }
  }

  #if os(Linux)
    @Test func inotifyTellsOfAFileWrittenAndOfADirectoryMade() throws {
      try inScratchDirectory { directory in
        let events = try Inotify.make().get()
        defer { events.close() }
        let watch = try #require(events.add(directory))
        #expect(events.add(directory + "/missing") == nil)
        let fd = open(directory + "/a.xml", O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        close(fd)
        #expect(mkdir(directory + "/posts", 0o755) == 0)
        defer { rmdir(directory + "/posts") }
        var read: [Inotify.Event] = []
        // The events are there once the calls return; a wait that ends with none fails.
        while read.count < 3, events.wait(milliseconds: 5_000) { read += events.read() }
        #expect(
          read == [
            Inotify.Event(
              watch: watch, name: "a.xml", isDirectory: false, isCreation: true, isArrival: true),
            Inotify.Event(
              watch: watch, name: "a.xml", isDirectory: false, isCreation: false,
              isArrival: false),
            Inotify.Event(
              watch: watch, name: "posts", isDirectory: true, isCreation: true, isArrival: true),
          ])
      }
    }
  #endif
}
