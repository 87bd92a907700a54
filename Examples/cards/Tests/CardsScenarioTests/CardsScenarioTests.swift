import Foundation
import Testing

/// Runs the built `cards` binary in a fresh directory, as a user would: a `.card` file is
/// created, edited (only the edited value's bytes change), undone (byte for byte) and
/// redone, all through blogdoc's journaled store, with a registered format it never saw.
@Suite("cards, a format written outside blogdoc")
struct CardsScenarioTests {
  struct Result: Equatable {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  static let executable: URL = {
    var directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent()
    for _ in 0..<3 {
      let candidate = directory.appendingPathComponent("cards")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return directory.appendingPathComponent("cards")
  }()

  /// Runs `cards` with `arguments` in `directory`.
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
      "cards-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  func contents(_ name: String, in directory: URL) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }

  static let handWritten = """
    %card shelf 1
    # My reading list, kept by hand.

    id: dune
    title: Dune
    pages: 412

    # Next.
    id: emma
    title: Emma

    """

  @Test func newWritesACardFile() throws {
    let directory = try freshDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let created = try run(
      "new", "dune.card", "--set", "title=Dune", "--set", "pages=412", in: directory)
    #expect(
      created
        == Result(
          status: 0, standardOutput: "", standardError: "Started a cards history in .blogdoc.\n"))
    #expect(
      try contents("dune.card", in: directory)
        == "%card book 1\n\nid: dune\ntitle: Dune\nauthor:\npages: 412\nisRead: false\nnotes:\n")
    #expect(
      try run("show", "dune.card", "--field", "pages", in: directory)
        == Result(status: 0, standardOutput: "412\n", standardError: ""))
  }

  @Test func anEditChangesOnlyItsValueAndUndoGivesBackEveryByte() throws {
    let directory = try freshDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.handWritten.write(
      to: directory.appendingPathComponent("shelf.card"), atomically: true, encoding: .utf8)

    let edited = try run(
      "edit", "shelf.card", "--entry", "emma", "--set", "title=Emma, a novel", in: directory)
    #expect(
      edited
        == Result(
          status: 0, standardOutput: "~ emma.title: \"Emma\" → \"Emma, a novel\"\n",
          standardError: "Started a cards history in .blogdoc.\n"))
    #expect(
      try contents("shelf.card", in: directory)
        == Self.handWritten.replacing("title: Emma\n", with: "title: Emma, a novel\n"))

    #expect(try run("undo", in: directory).status == 0)
    #expect(try contents("shelf.card", in: directory) == Self.handWritten)

    #expect(try run("redo", in: directory).status == 0)
    #expect(
      try contents("shelf.card", in: directory)
        == Self.handWritten.replacing("title: Emma\n", with: "title: Emma, a novel\n"))
  }

  @Test func aBadFileIsRefusedInOneLineAndNothingChanges() throws {
    let directory = try freshDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let broken = Self.handWritten.replacing("pages: 412", with: "pages: many")
    try broken.write(
      to: directory.appendingPathComponent("shelf.card"), atomically: true, encoding: .utf8)
    let refused = try run(
      "edit", "shelf.card", "--entry", "dune", "--set", "title=Dune!", in: directory)
    #expect(
      refused
        == Result(
          status: 65, standardOutput: "",
          standardError:
            "Error: shelf.card:6:8: /shelf/book[1]/pages: Expected an integer, found \"many\".\n"))
    #expect(try contents("shelf.card", in: directory) == broken)
  }

  @Test func anUnknownExtensionNamesTheRegisteredOnes() throws {
    let directory = try freshDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let refused = try run("new", "dune.txt", in: directory)
    #expect(
      refused
        == Result(
          status: 64, standardOutput: "",
          standardError:
            "Error: dune.txt: Unknown document format; expected a name ending in .xml, .json or .card.\n"
        ))
  }

  /// git's merge driver on three versions of a `.card` file: edits of different entries
  /// merge by id and field, and two edits of one field leave markers around that field's
  /// line, which `resolve` settles.
  @Test func mergeCombinesEditsAndMarksAConflictOnItsLine() throws {
    let directory = try freshDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let base = "%card shelf 1\n\nid: a\ntitle: A\npages: 1\n\nid: b\ntitle: B\n"
    func write(_ text: String, _ name: String) throws {
      try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    try write(base, "base.card")
    try write(base.replacing("title: A", with: "title: Aa"), "ours.card")
    try write(base.replacing("title: B", with: "title: Bb"), "theirs.card")
    let merged = try run(
      "merge", "base.card", "ours.card", "theirs.card", "--path", "shelf.card", in: directory)
    #expect(merged == Result(status: 0, standardOutput: "", standardError: ""))
    #expect(
      try contents("ours.card", in: directory)
        == base.replacing("title: A", with: "title: Aa").replacing("title: B", with: "title: Bb"))

    try write(base.replacing("title: A", with: "title: Aa"), "shelf.card")
    try write(base.replacing("title: A", with: "title: Ax"), "theirs.card")
    let conflicted = try run(
      "merge", "base.card", "shelf.card", "theirs.card", "--path", "shelf.card", in: directory)
    #expect(
      conflicted
        == Result(
          status: 1, standardOutput: "",
          standardError: """
            CONFLICT (field): shelf.card: a.title: base "A", ours "Aa", theirs "Ax"
            'cards validate shelf.card' lists each conflict with a command that resolves it.

            """))
    #expect(
      try contents("shelf.card", in: directory)
        == base.replacing(
          "title: A\n",
          with:
            "<<<<<<< ours\ntitle: Aa\n||||||| base\ntitle: A\n=======\ntitle: Ax\n>>>>>>> theirs\n")
    )
    let resolved = try run(
      "resolve", "shelf.card", "--entry", "a", "--field", "title", "--take", "theirs", in: directory
    )
    #expect(resolved.status == 0)
    #expect(
      try run("show", "shelf.card", "--entry", "a", "--field", "title", in: directory)
        .standardOutput == "Ax\n")
  }

  @Test func convertTurnsACardFileIntoJSONAndBack() throws {
    let directory = try freshDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.handWritten.write(
      to: directory.appendingPathComponent("shelf.card"), atomically: true, encoding: .utf8)
    #expect(try run("convert", "shelf.card", "shelf.json", in: directory).status == 0)
    #expect(try run("convert", "shelf.json", "again.card", in: directory).status == 0)
    #expect(
      try contents("again.card", in: directory)
        == "%card shelf 1\n\nid: dune\ntitle: Dune\nauthor:\npages: 412\nisRead: false\nnotes:\n\nid: emma\ntitle: Emma\nauthor:\npages: 0\nisRead: false\nnotes:\n"
    )
  }
}
