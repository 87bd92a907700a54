import Foundation
import Testing

extension EditorModeTests {
  /// A form that renames its entry while another program changes another entry of the blog:
  /// the rename applies over that change (it trapped on the entry's old id), and undo gives
  /// the old id back and keeps the other program's change.
  @Test func aRenameInTheFormSurvivesAChangeToAnotherEntryMadeMeanwhile() throws {
    try withSampleDocs(["blog.xml"]) { directory in
      let script = try racingEditor(
        in: directory, file: "blog.xml",
        document:
          "s|<title>An undo history that outlives the process (2)</title>|<title>By Hand</title>|",
        form: "s/^id: post-001$/id: renamed/")
      let environment = [
        "EDITOR": script, "VISUAL": "", "BLOGDOC_EDITOR_NO_TTY": "1", "TMPDIR": directory.path,
      ]
      let result = try BlogDocProcess.run(
        ["edit", "blog.xml", "--entry", "post-001"], in: directory, environment: environment)
      #expect(
        result
          == .init(
            status: 0, standardOutput: "- post-001 (from 0)\n+ renamed (at 0)\n",
            standardError: "Started a blogdoc history in .blogdoc.\n"))
      let renamed = try BlogDocProcess.run(
        ["show", "blog.xml", "--entry", "renamed", "--field", "title"], in: directory)
      #expect(renamed.standardOutput == "Value types make snapshots cheap (1)\n")
      let title = try BlogDocProcess.run(
        ["show", "blog.xml", "--entry", "post-002", "--field", "title"], in: directory)
      #expect(title.standardOutput == "By Hand\n")
      #expect(try BlogDocProcess.run(["undo"], in: directory).status == 0)
      let after = try BlogDocProcess.run(
        ["show", "blog.xml", "--entry", "post-001", "--field", "title"], in: directory)
      #expect(after.standardOutput == "Value types make snapshots cheap (1)\n", "\(after)")
      let kept = try BlogDocProcess.run(
        ["show", "blog.xml", "--entry", "post-002", "--field", "title"], in: directory)
      #expect(kept.standardOutput == "By Hand\n")
    }
  }
}
