import BlogDocSystem
import Testing

/// The program's own file, its open descriptors, its open-file limit and the programs it
/// starts, each against what the test can tell another way.
@Suite("The process's facilities")
struct ProcessFacilityTests {
  @Test func theExecutablePathIsTheProgramThatArgumentZeroNames() throws {
    let zero = CommandLine.arguments[0]
    try #require(zero.contains("/"), "argument 0 is a path when swift test runs the tests")
    let real = try #require(realpath(zero, nil))
    defer { free(real) }
    #expect(ExecutablePath.current == String(cString: real))
  }

  @Test func theOpenDescriptorsHoldOneOpenedAndNotOneClosed() throws {
    // A high number, which no other test's `open` takes while this one runs.
    let fd = open("/dev/null", O_RDONLY | O_CLOEXEC)
    try #require(fd >= 0)
    let high = dup2(fd, 900)
    close(fd)
    try #require(high == 900)
    #expect(OpenDescriptors.all().contains(900))
    close(900)
    #expect(!OpenDescriptors.all().contains(900))
  }

  @Test func raisingTheOpenFileLimitGoesToTheWantedNumberOrTheHardLimit() throws {
    let before = try #require(OpenFileLimit.current)
    let wanted = UInt64(before.rlim_cur) + 1
    OpenFileLimit.raise(toAtMost: wanted)
    let after = try #require(OpenFileLimit.current)
    #expect(UInt64(after.rlim_cur) == min(UInt64(before.rlim_max), wanted))
    #expect(after.rlim_max == before.rlim_max)
    OpenFileLimit.raise(toAtMost: 1)
    #expect(OpenFileLimit.current?.rlim_cur == after.rlim_cur)
  }

  @Test(arguments: [("exit 0", Int32(0)), ("exit 3", 3), ("kill -9 $$", 137)])
  func aStartedProgramsStatusIsItsExitOrItsSignalAsAShellSaysIt(
    script: String, status: Int32
  ) throws {
    let started = Spawn.start(["/bin/sh", "-c", script], searchingPath: false)
    let pid = try started.get()
    #expect(Spawn.wait(pid) == status)
  }

  @Test func aProgramNotOnThePathIsAFailureNamingWhy() {
    let started = Spawn.start(["blogdoc-no-such-program"], searchingPath: true)
    #expect(started == .failure(SystemFailure(code: ENOENT)))
    #expect(SystemFailure(code: ENOENT).reason == "No such file or directory")
  }

  @Test func aStartedProgramsOutputGoesToTheDescriptorGiven() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    let pid = try Spawn.start(
      ["echo", "hello"], searchingPath: true, standardOutput: ends[1], closing: ends[0]
    ).get()
    close(ends[1])
    var buffer = [UInt8](repeating: 0, count: 64)
    var bytes: [UInt8] = []
    while case let count = read(ends[0], &buffer, buffer.count), count > 0 {
      bytes += buffer[..<count]
    }
    close(ends[0])
    #expect(Spawn.wait(pid) == 0)
    #expect(String(decoding: bytes, as: UTF8.self) == "hello\n")
  }
}
