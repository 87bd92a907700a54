import Foundation
import Testing

/// `blogdoc edit FILE` with no changes opens `$EDITOR`; scripts stand in for a person.
@Suite("blogdoc edit in $EDITOR")
struct EditorModeTests {
  func inCopy(_ body: (URL) throws -> Void) throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.copyItem(
        at: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.xml"),
        to: directory.appendingPathComponent("hello-world.xml"))
      try body(directory)
    }
  }

  @Test func savedChangesBecomeOneTransaction() throws {
    try inCopy { directory in
      let result = try BlogDocProcess.run(
        ["edit", "hello-world.xml"], in: directory,
        environment: [
          "EDITOR": "sed -i -e 's/^title: .*/title: From the editor/' -e 's/^Welcome/Hello/'",
          "VISUAL": "", "BLOGDOC_EDITOR_NO_TTY": "1",
        ])
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: """
              ~ hello-world.title: "Hello, World" → "From the editor"
              ~ hello-world.bodyText: "Welcome to the blog. This entry is **Markdown**.\\n\\n- It has a…" → "Hello to the blog. This entry is **Markdown**.\\n\\n- It has a l…"

              """,
            standardError: "Started a blogdoc history in .blogdoc.\n"))
    }
  }

  @Test(arguments: ["true", "sed -i -e 's/.*//'"])
  func anUnchangedOrEmptiedFileCancels(editor: String) throws {
    try inCopy { directory in
      let before = try Data(contentsOf: directory.appendingPathComponent("hello-world.xml"))
      let result = try BlogDocProcess.run(
        ["edit", "hello-world.xml"], in: directory,
        environment: ["EDITOR": editor, "VISUAL": "", "BLOGDOC_EDITOR_NO_TTY": "1"])
      #expect(
        result
          == .init(
            status: 0, standardOutput: "", standardError: "Edit cancelled, no changes made.\n"))
      #expect(try Data(contentsOf: directory.appendingPathComponent("hello-world.xml")) == before)
    }
  }

  @Test func invalidInputReopensTheEditorWithTheErrorsAsComments() throws {
    try inCopy { directory in
      let script = directory.appendingPathComponent("editor.sh")
      try """
      #!/bin/sh
      if grep -q 'could not apply' "$1"; then
        grep '^#   ' "$1" > "\(directory.path)/seen"
        line=$(sed -n 's/^#   line \\([0-9]*\\):.*/\\1/p' "$1")
        sed -n "${line}p" "$1" > "\(directory.path)/at-line"
        sed -i 's/^isDraft: .*/isDraft: true/' "$1"
      else
        sed -i 's/^isDraft: .*/isDraft: maybe/' "$1"
      fi
      """.write(to: script, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
      let result = try BlogDocProcess.run(
        ["edit", "hello-world.xml"], in: directory,
        environment: ["EDITOR": script.path, "VISUAL": "", "BLOGDOC_EDITOR_NO_TTY": "1"])
      #expect(
        result
          == .init(
            status: 0, standardOutput: "~ hello-world.isDraft: false → true\n",
            standardError: "Started a blogdoc history in .blogdoc.\n"))
      let seen = try String(contentsOf: directory.appendingPathComponent("seen"), encoding: .utf8)
      #expect(
        seen
          == "#   line 12: Invalid value for 'isDraft': expected a boolean (true or false), found \"maybe\".\n"
      )
      let atLine = try String(
        contentsOf: directory.appendingPathComponent("at-line"), encoding: .utf8)
      #expect(atLine == "isDraft: maybe\n")
    }
  }

  @Test func unfixedErrorsCancelWithExit65AndKeepWhatWasTyped() throws {
    try inCopy { directory in
      let before = try Data(contentsOf: directory.appendingPathComponent("hello-world.xml"))
      let result = try BlogDocProcess.run(
        ["edit", "hello-world.xml"], in: directory,
        environment: [
          "EDITOR": "sed -i 's/^isDraft: .*/isDraft: maybe/'", "VISUAL": "",
          "BLOGDOC_EDITOR_NO_TTY": "1",
          "TMPDIR": directory.path,
        ])
      let kept = try #require(result.standardError.firstMatch(of: /kept in (\/.*\.txt)\./)).1
      #expect(
        result
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: hello-world.xml: line 12: Invalid value for 'isDraft': expected a boolean (true or false), found "maybe".
              Edit cancelled, no changes made; what you typed is kept in \(kept).

              """))
      #expect(kept.hasPrefix(directory.path + "/blogdoc-edit-"))
      let typed = try String(contentsOfFile: String(kept), encoding: .utf8)
      #expect(
        typed.split(separator: "\n", omittingEmptySubsequences: false)[11] == "isDraft: maybe")
      #expect(try Data(contentsOf: directory.appendingPathComponent("hello-world.xml")) == before)
    }
  }

  @Test func withoutATerminalNoEditorIsLaunched() throws {
    try inCopy { directory in
      let before = try Data(contentsOf: directory.appendingPathComponent("hello-world.xml"))
      let result = try BlogDocProcess.run(
        ["edit", "hello-world.xml"], in: directory,
        environment: [
          "EDITOR": "touch \(directory.path)/launched", "VISUAL": "", "BLOGDOC_EDITOR_NO_TTY": "",
        ])
      #expect(
        result
          == .init(
            status: 64, standardOutput: "",
            standardError: """
              Error: hello-world.xml: Cannot open an editor without a terminal; give --set, --add, --remove or \
              --unset, or set BLOGDOC_EDITOR_NO_TTY=1 to run $EDITOR anyway.

              """))
      #expect(
        !FileManager.default.fileExists(atPath: directory.appendingPathComponent("launched").path))
      #expect(
        !FileManager.default.fileExists(atPath: directory.appendingPathComponent(".blogdoc").path))
      #expect(try Data(contentsOf: directory.appendingPathComponent("hello-world.xml")) == before)
    }
  }

  @Test func deletingASingleLineFieldSaysItKeepsItsValue() throws {
    try inCopy { directory in
      let before = try Data(contentsOf: directory.appendingPathComponent("hello-world.xml"))
      let result = try BlogDocProcess.run(
        ["edit", "hello-world.xml"], in: directory,
        environment: [
          "EDITOR": "sed -i '/^authorName:/d'", "VISUAL": "", "BLOGDOC_EDITOR_NO_TTY": "1",
        ])
      #expect(
        result
          == .init(
            status: 0, standardOutput: "",
            standardError: """
              No changes made: the form has no line for 'authorName', and a field left out keeps its value. \
              To unset a field, leave its value empty ('authorName:').

              """))
      #expect(try Data(contentsOf: directory.appendingPathComponent("hello-world.xml")) == before)
    }
  }

  /// An editor that changes the document `file` itself (standing in for a person or another
  /// tool writing it while the form is open), then edits the form.
  func racingEditor(
    in directory: URL, file: String = "hello-world.xml", document: String, form: String
  ) throws -> String {
    let script = directory.appendingPathComponent("editor.sh")
    try """
    #!/bin/sh
    sed -i '\(document)' "\(directory.path)/\(file)"
    sed -i '\(form)' "$1"
    """.write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return script.path
  }

  @Test func aChangeMadeWhileTheEditorIsOpenSurvives() throws {
    try inCopy { directory in
      let editor = try racingEditor(
        in: directory,
        document: "s|<authorName>.*</authorName>|<authorName>Hand Author</authorName>|",
        form: "s/^title: .*/title: FromEditor/")
      let result = try BlogDocProcess.run(
        ["edit", "hello-world.xml"], in: directory,
        environment: ["EDITOR": editor, "VISUAL": "", "BLOGDOC_EDITOR_NO_TTY": "1"])
      #expect(
        result
          == .init(
            status: 0, standardOutput: "~ hello-world.title: \"Hello, World\" → \"FromEditor\"\n",
            standardError: "Started a blogdoc history in .blogdoc.\n"))
      let title = try BlogDocProcess.run(
        ["show", "hello-world.xml", "--field", "title"], in: directory)
      let author = try BlogDocProcess.run(
        ["show", "hello-world.xml", "--field", "authorName"], in: directory)
      #expect(title.standardOutput + author.standardOutput == "FromEditor\nHand Author\n")
    }
  }

  @Test func aFieldChangedOnBothSidesRefusesTheEditAndKeepsWhatWasTyped() throws {
    try inCopy { directory in
      let before = try Data(contentsOf: directory.appendingPathComponent("hello-world.xml"))
      let editor = try racingEditor(
        in: directory, document: "s|<title>.*</title>|<title>By Hand</title>|",
        form: "s/^title: .*/title: FromEditor/")
      let result = try BlogDocProcess.run(
        ["edit", "hello-world.xml"], in: directory,
        environment: [
          "EDITOR": editor, "VISUAL": "", "BLOGDOC_EDITOR_NO_TTY": "1", "TMPDIR": directory.path,
        ])
      let kept = try #require(result.standardError.firstMatch(of: /kept in (\/.*\.txt)\./)).1
      #expect(
        result
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: hello-world.xml: Changed by another program while the editor was open, and the edit \
              conflicts with that change: hello-world.title is "By Hand", expected "Hello, World". Nothing \
              was written; what you typed is kept in \(kept).

              """))
      #expect(kept.hasPrefix(directory.path + "/blogdoc-edit-"))
      #expect(
        try String(contentsOfFile: String(kept), encoding: .utf8).contains("\ntitle: FromEditor\n"))
      var handEdited = String(decoding: before, as: UTF8.self)
      handEdited.replace("<title>Hello, World</title>", with: "<title>By Hand</title>")
      #expect(
        try String(contentsOf: directory.appendingPathComponent("hello-world.xml"), encoding: .utf8)
          == handEdited)
    }
  }
}
