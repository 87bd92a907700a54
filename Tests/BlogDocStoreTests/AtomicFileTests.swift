@testable import BlogDocStore
import BlogDocSystem
import Testing

/// `AtomicFile.write` replaces a file whole, keeps its mode and its symbolic link, and
/// leaves no temporary file beside it, whichever way it names its temporary file: each test
/// that writes runs through an unnamed file first (Linux's `O_TMPFILE`) and straight through
/// a named one (a system or file system without unnamed files).
@Suite("Atomic replacement of a file")
struct AtomicFileTests {
  let directory = TemporaryDirectory()

  @Test(arguments: [true, false])
  func aWriteReplacesTheBytesKeepsTheModeAndLeavesNothingBeside(unnamedFirst: Bool) throws {
    TemporaryDirectory.write(Array("old".utf8), to: directory("e.xml"))
    chmod(directory("e.xml"), 0o640)
    try AtomicFile.write(
      Array("new bytes".utf8), to: directory("e.xml"), unnamedFirst: unnamedFirst)
    #expect(TemporaryDirectory.read(directory("e.xml")) == Array("new bytes".utf8))
    var info = stat()
    #expect(stat(directory("e.xml"), &info) == 0 && info.st_mode & 0o7777 == 0o640)
    #expect(directory.names() == ["e.xml"])
  }

  @Test(.enabled(if: geteuid() == 0, "needs root to give files away"))
  func aWriteAsRootKeepsTheOwnerAndGroupAndSaysNothing() throws {
    for (name, owner, group, mode) in [
      ("e.xml", uid_t(65534), gid_t(65534), mode_t(0o640)), ("f.json", 1234, 4321, 0o2750),
    ] {
      TemporaryDirectory.write(Array("old".utf8), to: directory(name))
      #expect(chown(directory(name), owner, group) == 0)
      #expect(chmod(directory(name), mode) == 0)
      #expect(AtomicFile.ownershipLoss(at: directory(name)) == nil)
      try AtomicFile.write(Array("new".utf8), to: directory(name))
      var info = stat()
      #expect(stat(directory(name), &info) == 0)
      // The set-group-ID bit too: fchmod comes after fchown, which clears it.
      #expect([info.st_uid, info.st_gid, info.st_mode & 0o7777] == [owner, group, mode])
    }
    // A file made by a prepared (streamed) write keeps them as well.
    TemporaryDirectory.write(Array("old".utf8), to: directory("g.xml"))
    #expect(chown(directory("g.xml"), 65534, 65534) == 0)
    let prepared = try PreparedFile(path: directory("g.xml")) { write in
      try write(Array("streamed".utf8))
    }
    try prepared.place()
    var info = stat()
    #expect(stat(directory("g.xml"), &info) == 0 && [info.st_uid, info.st_gid] == [65534, 65534])
  }

  @Test(arguments: [true, false])
  func aNewFileIsCreatedWithTheDefaultMode(unnamedFirst: Bool) throws {
    try AtomicFile.write(Array("made".utf8), to: directory("new.json"), unnamedFirst: unnamedFirst)
    var info = stat()
    #expect(stat(directory("new.json"), &info) == 0 && info.st_mode & 0o7777 == 0o644)
    #expect(directory.names() == ["new.json"])
  }

  @Test(arguments: [true, false])
  func aSymbolicLinkStaysAndItsTargetIsReplaced(unnamedFirst: Bool) throws {
    directory.makeDirectory("real")
    TemporaryDirectory.write(Array("old".utf8), to: directory("real/e.xml"))
    symlink("real/e.xml", directory("link.xml"))
    try AtomicFile.write(
      Array("through the link".utf8), to: directory("link.xml"), unnamedFirst: unnamedFirst)
    var info = stat()
    #expect(lstat(directory("link.xml"), &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
    #expect(TemporaryDirectory.read(directory("real/e.xml")) == Array("through the link".utf8))
    #expect(directory.names() == ["link.xml", "real"])
  }

  /// A temporary name's six letters are the random number's last six digits in base 62,
  /// as a naive oracle spells them: the letters the leftover sweep recognizes.
  @Test(arguments: [0, 1, 61, 62, 3_843, 56_800_235_583, 56_800_235_584, UInt64.max])
  func aTemporaryNameEndsInSixBase62Digits(bits: UInt64) {
    let digits = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    var oracle = ""
    var rest = bits
    for _ in 0..<6 {
      oracle.append(digits[Int(rest % 62)])
      rest /= 62
    }
    #expect(AtomicFile.temporarySuffix(bits) == oracle)
  }

  @Test func temporaryNamesOfKnownNumbers() {
    #expect(AtomicFile.temporarySuffix(0) == "aaaaaa")
    #expect(AtomicFile.temporarySuffix(61) == "9aaaaa")
    #expect(AtomicFile.temporarySuffix(62) == "abaaaa")
    // 62^6 - 1, the largest number whose six digits are all its digits.
    #expect(AtomicFile.temporarySuffix(56_800_235_583) == "999999")
  }

  @Test func aDirectoryIsNotReplaced() throws {
    directory.makeDirectory("e.xml")
    #expect(throws: StoreError.self) {
      try AtomicFile.write(Array("no".utf8), to: self.directory("e.xml"))
    }
    #expect(directory.names() == ["e.xml"])
  }
}
