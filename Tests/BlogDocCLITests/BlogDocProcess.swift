import BlogDocSystem
import Foundation
import Testing

/// Runs the built `blogdoc` binary, the way a user or a script would.
struct BlogDocProcess {
  struct Result: Equatable, CustomStringConvertible {
    var status: Int32
    var standardOutput: String
    var standardError: String

    var description: String {
      "exit \(status)\n--- stdout\n\(standardOutput)--- stderr\n\(standardError)"
    }
  }

  /// The package root, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static var sampleDocs: URL { packageRoot.appendingPathComponent("SampleDocs") }

  /// The `blogdoc` executable beside the test bundle in the build folder.
  static let executable: URL = {
    let exe = URL(fileURLWithPath: ExecutablePath.current ?? CommandLine.arguments[0])
    var directory = exe.deletingLastPathComponent()
    for _ in 0..<3 {
      let candidate = directory.appendingPathComponent("blogdoc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return exe.deletingLastPathComponent().appendingPathComponent("blogdoc")
  }()

  /// Runs `blogdoc arguments…` in `directory` and collects everything it printed; with a
  /// `launcher` (a shell, say), runs that with `arguments` instead.
  static func run(
    _ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:],
    launcher: String? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = launcher.map(URL.init(fileURLWithPath:)) ?? executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    for (key, value) in environment { env[key] = value }
    process.environment = env
    // Files rather than pipes: a large output cannot fill a pipe and block the child.
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("blogdoc-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    FileManager.default.createFile(atPath: outURL.path, contents: nil)
    FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let outHandle = try FileHandle(forWritingTo: outURL)
    let errHandle = try FileHandle(forWritingTo: errURL)
    process.standardOutput = outHandle
    process.standardError = errHandle
    process.standardInput = FileHandle.nullDevice
    try runRetryingWhileBusy(process)
    process.waitUntilExit()
    try outHandle.close()
    try errHandle.close()
    return Result(
      status: process.terminationStatus,
      standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }

  /// Starts `process`, again after a moment when its program is "busy" (ETXTBSY): a test
  /// that has just copied a program to run it (a blogdoc without its companions) can meet a
  /// child another test forked while the copy was open for writing, which holds it open
  /// until that child runs its own program.
  private static func runRetryingWhileBusy(_ process: Process) throws {
    for attempt in 0... {
      do {
        try process.run()
        return
      } catch let error as NSError where attempt < 50 {
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        guard underlying?.domain == NSPOSIXErrorDomain, underlying?.code == Int(ETXTBSY) else {
          throw error
        }
        usleep(20_000)
      }
    }
  }
}
