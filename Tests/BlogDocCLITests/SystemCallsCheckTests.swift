import Foundation
import Testing

/// `scripts/check-system-calls`, CI's guard that only BlogDocSystem imports the C library,
/// run on a copy of Sources/, Tests/ and Examples/: it passes on them as they are, and fails,
/// naming the file and line, on each kind of violation planted in the copy.
@Suite("The system calls check")
struct SystemCallsCheckTests {
  static let script = BlogDocProcess.packageRoot.appendingPathComponent(
    "scripts/check-system-calls")

  /// A copy of the package's Swift files (those of Sources/, Tests/ and Examples/, build
  /// folders left out) in a scratch directory, removed at the end.
  final class Copy {
    let root: URL

    init() throws {
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("blogdoc-system-calls-\(UUID().uuidString)")
      let files = FileManager.default
      for folder in ["Sources", "Tests", "Examples"] {
        let source = BlogDocProcess.packageRoot.appendingPathComponent(folder)
        // Hidden entries (.build, .swiftpm) are skipped with everything in them.
        let found = files.enumerator(
          at: source, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let file = found?.nextObject() as? URL {
          guard file.pathExtension == "swift" else { continue }
          let relative = String(file.path.dropFirst(source.path.count))
          let target = root.appendingPathComponent(folder + relative)
          try files.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
          try files.copyItem(at: file, to: target)
        }
      }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Adds `line` at the end of the file `relative`, without its `%` signs: they keep the
    /// planted names from this file itself, which the check reads too.
    func plant(_ line: String, in relative: String) throws {
      let file = root.appendingPathComponent(relative)
      let text = try String(contentsOf: file, encoding: .utf8)
      let planted = line.replacingOccurrences(of: "%", with: "")
      try (text + planted + "\n").write(to: file, atomically: false, encoding: .utf8)
    }

    func check() throws -> BlogDocProcess.Result {
      try BlogDocProcess.run([SystemCallsCheckTests.script.path, root.path], launcher: "/bin/bash")
    }

    /// The number of the file's last line.
    func lastLine(of relative: String) throws -> Int {
      try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).count - 1
    }
  }

  @Test func theSourcesAsTheyArePass() throws {
    let result = try Copy().check()
    #expect(result.status == 0, "\(result)")
    #expect(result.standardError == "")
    #expect(result.standardOutput.hasPrefix("System calls: only Sources/BlogDocSystem imports"))
  }

  static let importing =
    "imports or names the system's C library outside Sources/BlogDocSystem; import BlogDocSystem instead."
  static let facility =
    "uses a facility not every system has outside Sources/BlogDocSystem; wrap it there, with a branch for other systems."

  @Test(arguments: [
    ("Sources/BlogDocStore/Files/AtomicFile.swift", "import Gl%ibc", importing),
    ("Sources/BlogDocCore/Parallel/ParallelMap.swift", "  _ = Gl%ibc.getpid()", importing),
    ("Tests/BlogDocStoreTests/AtomicFileTests.swift", "@_exported import Dar%win", importing),
    ("Examples/recipes/Sources/RecipeModel/Recipe.swift", "import Gl%ibc", importing),
    ("Sources/BlogDocServer/Live/PollingWatcher.swift", "let queue = ino%tify_init1(0)", facility),
    (
      "Sources/BlogDocCommands/Support/RunningProgram.swift", #"let me = "/pr%oc/self/exe""#,
      facility
    ),
    ("Sources/BlogDocServer/Site/PageCache.swift", "let changed = info.st_c%tim", facility),
    ("Tests/BlogDocStoreTests/AtomicFileTests.swift", "let environment = envi%ron", facility),
  ])
  func aViolationPlantedOutsideTheModuleFailsNamingItsLine(
    file: String, line: String, message: String
  ) throws {
    let copy = try Copy()
    try copy.plant(line, in: file)
    let result = try copy.check()
    let planted = line.replacingOccurrences(of: "%", with: "")
    #expect(result.status == 1)
    #expect(
      result.standardError == "\(file):\(try copy.lastLine(of: file)):\(planted): \(message)\n")
    #expect(result.standardOutput == "")
  }

  @Test func aCommentOrTheModuleItselfMayNameAnything() throws {
    let copy = try Copy()
    try copy.plant(
      "// import Gl%ibc, ino%tify_init1, /pr%oc/self/fd",
      in: "Sources/BlogDocStore/Files/AtomicFile.swift")
    try copy.plant("let queue = ino%tify_init1(0)", in: "Sources/BlogDocSystem/CLibrary.swift")
    #expect(try copy.check().status == 0)
  }
}
