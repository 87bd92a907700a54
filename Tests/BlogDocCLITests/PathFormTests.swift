import Foundation
import Testing

/// Every path a command prints is relative to where it runs, as edit and undo print them.
@Suite("blogdoc: paths relative to the working directory")
struct PathFormTests {
  @Test func anUndoConflictNamesTheFileFromTheWorkingDirectory() throws {
    try withTemporaryDirectory { directory in
      let sub = directory.appendingPathComponent("sub")
      try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
      let file = directory.appendingPathComponent("hello-world.xml")
      try FileManager.default.copyItem(
        at: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.xml"), to: file)
      let edit = try BlogDocProcess.run(
        ["edit", "hello-world.xml", "--set", "summary=S"], in: directory)
      #expect(edit.status == 0)
      var text = try String(contentsOf: file, encoding: .utf8)
      text.replace("<summary>S</summary>", with: "<summary>Hand</summary>")
      try text.write(to: file, atomically: true, encoding: .utf8)
      let undo = try BlogDocProcess.run(["undo"], in: sub)
      #expect(
        undo
          == .init(
            status: 65, standardOutput: "",
            standardError:
              "Error: ../hello-world.xml: Cannot undo operation 1: hello-world.summary is \"Hand\", expected \"S\". Give --partial to undo the other fields and leave these, or --force to overwrite them.\n"
          ))
      let here = try BlogDocProcess.run(["undo"], in: directory)
      #expect(
        here.standardError
          == "Error: hello-world.xml: Cannot undo operation 1: hello-world.summary is \"Hand\", expected \"S\". Give --partial to undo the other fields and leave these, or --force to overwrite them.\n"
      )
    }
  }

  @Test func anUnreadableFileOnUndoIsNamedFromTheWorkingDirectory() throws {
    try withTemporaryDirectory { directory in
      let sub = directory.appendingPathComponent("sub")
      try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
      let file = directory.appendingPathComponent("hello-world.xml")
      try FileManager.default.copyItem(
        at: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.xml"), to: file)
      #expect(
        try BlogDocProcess.run(["edit", "hello-world.xml", "--set", "title=X"], in: directory)
          .status == 0)
      try "<x\n".write(to: file, atomically: true, encoding: .utf8)
      let undo = try BlogDocProcess.run(["undo"], in: sub)
      #expect(
        undo
          == .init(
            status: 65, standardOutput: "",
            standardError:
              "Error: ../hello-world.xml:1:1: Extra content at the end of the document.\n"))
    }
  }
}
