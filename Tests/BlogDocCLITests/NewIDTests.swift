import Foundation
import Testing

/// `blogdoc new` takes the id from the file name, folded to ASCII, or asks for one.
@Suite("blogdoc new: the id from the file name")
struct NewIDTests {
  /// The file name's slug by the one rule (`Slug`): Latin letters fold to ASCII, and an
  /// apostrophe is not a break (`new` once made `ada-s-post` where an import made `adas-post`).
  @Test(arguments: [("Ünïcode Café.xml", "unicode-cafe"), ("Ada's Post.xml", "adas-post")])
  func theIDIsTheFileNamesSlug(file: String, id: String) throws {
    try withTemporaryDirectory { directory in
      let result = try BlogDocProcess.run(["new", file, "--set", "title=T"], in: directory)
      #expect(
        result
          == .init(
            status: 0, standardOutput: "", standardError: "Started a blogdoc history in .blogdoc.\n"
          ))
      let shown = try BlogDocProcess.run(["show", file, "--field", "id"], in: directory)
      #expect(shown.standardOutput == id + "\n")
    }
  }

  @Test func aLetterWithNoASCIISpellingAsksForAnID() throws {
    try withTemporaryDirectory { directory in
      let result = try BlogDocProcess.run(
        ["new", "Ünïcode 日本.xml", "--set", "title=T"], in: directory)
      #expect(
        result
          == .init(
            status: 64, standardOutput: "",
            standardError: """
              Error: Ünïcode 日本.xml: Cannot make an id from the file name, as '日' has no ASCII spelling; \
              give one with --set id=ID (lowercase letters, digits and hyphens).

              """))
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
      let given = try BlogDocProcess.run(
        ["new", "Ünïcode 日本.xml", "--set", "id=unicode-nihon", "--set", "title=T"], in: directory)
      #expect(
        given
          == .init(
            status: 0, standardOutput: "", standardError: "Started a blogdoc history in .blogdoc.\n"
          ))
      let id = try BlogDocProcess.run(["show", "Ünïcode 日本.xml", "--field", "id"], in: directory)
      #expect(id.standardOutput == "unicode-nihon\n")
    }
  }
}
