@testable import BlogDocStore
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `AtomicFile.write` replaces a file whole, keeps its mode and its symbolic link, and
/// leaves no temporary file beside it, whichever way it names its temporary file.
@Suite("Atomic replacement of a file")
struct AtomicFileTests {
  let directory = TemporaryDirectory()

  @Test func aWriteReplacesTheBytesKeepsTheModeAndLeavesNothingBeside() throws {
    TemporaryDirectory.write(Array("old".utf8), to: directory("e.xml"))
    chmod(directory("e.xml"), 0o640)
    try AtomicFile.write(Array("new bytes".utf8), to: directory("e.xml"))
    #expect(TemporaryDirectory.read(directory("e.xml")) == Array("new bytes".utf8))
    var info = stat()
    #expect(stat(directory("e.xml"), &info) == 0 && info.st_mode & 0o7777 == 0o640)
    #expect(directory.names() == ["e.xml"])
  }

  @Test func aNewFileIsCreatedWithTheDefaultMode() throws {
    try AtomicFile.write(Array("made".utf8), to: directory("new.json"))
    var info = stat()
    #expect(stat(directory("new.json"), &info) == 0 && info.st_mode & 0o7777 == 0o644)
    #expect(directory.names() == ["new.json"])
  }

  @Test func aSymbolicLinkStaysAndItsTargetIsReplaced() throws {
    directory.makeDirectory("real")
    TemporaryDirectory.write(Array("old".utf8), to: directory("real/e.xml"))
    symlink("real/e.xml", directory("link.xml"))
    try AtomicFile.write(Array("through the link".utf8), to: directory("link.xml"))
    var info = stat()
    #expect(lstat(directory("link.xml"), &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
    #expect(TemporaryDirectory.read(directory("real/e.xml")) == Array("through the link".utf8))
    #expect(directory.names() == ["link.xml", "real"])
  }

  @Test func aDirectoryIsNotReplaced() throws {
    directory.makeDirectory("e.xml")
    #expect(throws: StoreError.self) { try AtomicFile.write(Array("no".utf8), to: self.directory("e.xml")) }
    #expect(directory.names() == ["e.xml"])
  }
}
