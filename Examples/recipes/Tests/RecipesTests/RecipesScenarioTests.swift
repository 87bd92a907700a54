import Foundation
import Testing

/// Runs the built `recipes` binary in a fresh directory, as a user would, and checks the
/// scenario the README shows: new, edit, undo, redo, and a bad value refused in one line.
@Suite("recipes, a second tool on blogdoc's public API")
struct RecipesScenarioTests {
  struct Result: Equatable {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  static let executable: URL = {
    var directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent()
    for _ in 0..<3 {
      let candidate = directory.appendingPathComponent("recipes")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return directory.appendingPathComponent("recipes")
  }()

  /// Runs `recipes` with `arguments` in `directory`.
  func run(_ arguments: String..., in directory: URL) throws -> Result {
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let output = directory.appendingPathComponent(".stdout")
    let errors = directory.appendingPathComponent(".stderr")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      standardOutput: try String(contentsOf: output, encoding: .utf8),
      standardError: try String(contentsOf: errors, encoding: .utf8))
  }

  func freshDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "recipes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test func theReadmeScenarioHolds() throws {
    let directory = try freshDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }

    let created = try run(
      "new", "r.xml", "--set", "id=pancakes", "--set", "title=Pancakes", "--set", "servings=2",
      in: directory)
    #expect(
      created
        == Result(
          status: 0, standardOutput: "", standardError: "Started a recipes history in .blogdoc.\n"))

    let edited = try run(
      "edit", "r.xml", "--set", "servings=4", "--add", "ingredients=eggs", in: directory)
    #expect(
      edited
        == Result(
          status: 0,
          standardOutput: "~ pancakes.servings: 2 → 4\n~ pancakes.ingredients: +\"eggs\"\n",
          standardError: ""))

    #expect(try run("undo", in: directory).status == 0)
    #expect(
      try run("show", "r.xml", "--field", "servings", in: directory)
        == Result(status: 0, standardOutput: "2\n", standardError: ""))
    #expect(try run("redo", in: directory).status == 0)
    #expect(
      try run("show", "r.xml", "--field", "servings", in: directory)
        == Result(status: 0, standardOutput: "4\n", standardError: ""))

    let before = try Data(contentsOf: directory.appendingPathComponent("r.xml"))
    let refused = try run("edit", "r.xml", "--set", "servings=many", in: directory)
    #expect(
      refused
        == Result(
          status: 64, standardOutput: "",
          standardError:
            "Error: Invalid value for 'servings' in --set: expected an integer, found \"many\".\n"))
    #expect(try Data(contentsOf: directory.appendingPathComponent("r.xml")) == before)
  }

  @Test func aRuleOfTheModelRefusesTheEditAndLeavesTheFile() throws {
    let directory = try freshDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try run("new", "soup.json", "--set", "title=Soup", in: directory)
    let before = try Data(contentsOf: directory.appendingPathComponent("soup.json"))
    let refused = try run("edit", "soup.json", "--set", "servings=0", in: directory)
    #expect(
      refused
        == Result(
          status: 64, standardOutput: "",
          standardError: "Error: soup.json: soup.servings: Servings must be at least 1.\n"))
    #expect(try Data(contentsOf: directory.appendingPathComponent("soup.json")) == before)
  }

  @Test func theLogNamesEachOperationAndUndoOfNewRemovesTheFile() throws {
    let directory = try freshDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try run("new", "r.xml", "--set", "id=pancakes", in: directory)
    let log = try run("log", "--oneline", in: directory)
    #expect(log.status == 0)
    #expect(log.standardOutput.hasSuffix("edit  New recipe pancakes\n"))
    #expect(try run("undo", in: directory).status == 0)
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("r.xml").path))
  }
}
