import Foundation
import Testing

/// Undo, redo and log across processes, through the journal in `.blogdoc/`.
@Suite("blogdoc undo, redo and log")
struct HistoryCommandTests {
  func inWorkspace(_ body: (URL) throws -> Void) throws {
    try withSampleDocs(["hello-world.xml", "blog.json"], body)
  }

  func run(_ arguments: [String], in directory: URL) throws -> BlogDocProcess.Result {
    try BlogDocProcess.run(arguments, in: directory)
  }

  func bytes(_ directory: URL, _ name: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(name))
  }

  @Test func editUndoRedoGiveBackExactBytes() throws {
    try inWorkspace { directory in
      let original = try bytes(directory, "hello-world.xml")
      #expect(
        try run(["edit", "hello-world.xml", "--set", "title=One"], in: directory).status == 0)
      let afterEdit = try bytes(directory, "hello-world.xml")
      let undo = try run(["undo"], in: directory)
      #expect(
        undo
          == .init(
            status: 0,
            standardOutput:
              "Undo operation 1 (Set title):\nhello-world.xml:\n  ~ hello-world.title: \"One\" → \"Hello, World\"\n",
            standardError: ""))
      #expect(try bytes(directory, "hello-world.xml") == original)
      #expect(try run(["redo"], in: directory).status == 0)
      #expect(try bytes(directory, "hello-world.xml") == afterEdit)
      #expect(
        FileManager.default.fileExists(
          atPath: directory.appendingPathComponent(".blogdoc/journal").path))
    }
  }

  @Test func repeatedUndoWalksBackAcrossFilesAndProcesses() throws {
    try inWorkspace { directory in
      let hello = try bytes(directory, "hello-world.xml")
      let blog = try bytes(directory, "blog.json")
      _ = try run(["edit", "hello-world.xml", "--set", "title=One"], in: directory)
      _ = try run(
        ["edit", "blog.json", "--entry", "post-002", "--set", "isDraft=true"], in: directory)
      _ = try run(
        ["edit", "hello-world.xml", "--add", "tagNames=swift", "-m", "Tag it"], in: directory)
      let log = try run(["log"], in: directory)
      #expect(
        log.standardOutput.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map {
          $0.split(separator: "  ").last!
        } == [
          "Tag it", "Set isDraft", "Set title",
        ])
      #expect(try run(["undo", "-n", "3"], in: directory).status == 0)
      #expect(try bytes(directory, "hello-world.xml") == hello)
      #expect(try bytes(directory, "blog.json") == blog)
      let nothing = try run(["undo"], in: directory)
      #expect(nothing == .init(status: 0, standardOutput: "", standardError: "Nothing to undo.\n"))
    }
  }

  @Test func undoRefusesWhenTheFieldChangedOutsideAndTouchesNothing() throws {
    try inWorkspace { directory in
      _ = try run(["edit", "hello-world.xml", "--set", "title=One"], in: directory)
      let file = directory.appendingPathComponent("hello-world.xml")
      let edited = try String(contentsOf: file, encoding: .utf8)
        .replacingOccurrences(of: "<title>One</title>", with: "<title>Outside</title>")
      try edited.write(to: file, atomically: true, encoding: .utf8)
      let journal = try bytes(directory, ".blogdoc/journal")
      let result = try run(["undo"], in: directory)
      #expect(
        result
          == .init(
            status: 65, standardOutput: "",
            standardError:
              "Error: hello-world.xml: Cannot undo operation 1: hello-world.title is \"Outside\", expected \"One\". Give --partial to undo the other fields and leave these, or --force to overwrite them.\n"
          ))
      #expect(try String(contentsOf: file, encoding: .utf8) == edited)
      #expect(try bytes(directory, ".blogdoc/journal") == journal)
      #expect(try run(["undo", "--force"], in: directory).status == 0)
      #expect(
        try run(["show", "hello-world.xml", "--field", "title"], in: directory).standardOutput
          == "Hello, World\n")
    }
  }

  @Test func anOutsideChangeToAnotherFieldSurvivesUndo() throws {
    try inWorkspace { directory in
      _ = try run(["edit", "hello-world.xml", "--set", "title=One"], in: directory)
      let file = directory.appendingPathComponent("hello-world.xml")
      try String(contentsOf: file, encoding: .utf8)
        .replacingOccurrences(of: "<isDraft>false</isDraft>", with: "<isDraft>true</isDraft>")
        .write(to: file, atomically: true, encoding: .utf8)
      #expect(try run(["undo"], in: directory).status == 0)
      #expect(
        try run(["show", "hello-world.xml", "--field", "title"], in: directory).standardOutput
          == "Hello, World\n")
      #expect(
        try run(["show", "hello-world.xml", "--field", "isDraft"], in: directory).standardOutput
          == "true\n")
    }
  }

  @Test func aMultiFileEditIsOneOperationAndUndoesTogether() throws {
    try inWorkspace { directory in
      #expect(try run(["convert", "hello-world.xml", "copy.json"], in: directory).status == 0)
      let hello = try bytes(directory, "hello-world.xml")
      let copy = try bytes(directory, "copy.json")
      let edit = try run(
        ["edit", "hello-world.xml", "copy.json", "--set", "authorName=Grace"], in: directory)
      #expect(edit.status == 0)
      let log = try run(["log", "--json"], in: directory)
      let operations =
        try JSONSerialization.jsonObject(with: Data(log.standardOutput.utf8)) as? [[String: Any]]
      #expect(operations?.count == 1)
      #expect((operations?.first?["files"] as? [Any])?.count == 2)
      #expect(try run(["undo"], in: directory).status == 0)
      #expect(try bytes(directory, "hello-world.xml") == hello)
      #expect(try bytes(directory, "copy.json") == copy)
    }
  }

  /// Issue 17, item 5: `undo a.xml` of an older operation, then `redo a.xml` or `redo`.
  @Test(arguments: [["redo", "hello-world.xml"], ["redo"]])
  func redoAfterAnUndoOfAnOlderOperationBringsItBack(redo: [String]) throws {
    try inWorkspace { directory in
      _ = try run(["edit", "hello-world.xml", "--set", "title=One"], in: directory)
      _ = try run(
        ["edit", "blog.json", "--entry", "post-002", "--set", "isDraft=true"], in: directory)
      let edited = try bytes(directory, "hello-world.xml")
      let blog = try bytes(directory, "blog.json")
      #expect(try run(["undo", "hello-world.xml"], in: directory).status == 0)
      #expect(
        try run(redo, in: directory)
          == .init(
            status: 0,
            standardOutput:
              "Redo operation 1 (Set title):\nhello-world.xml:\n  ~ hello-world.title: \"Hello, World\" → \"One\"\n",
            standardError: ""))
      #expect(try bytes(directory, "hello-world.xml") == edited)
      #expect(try bytes(directory, "blog.json") == blog)
      // The history is back to the two edits, and a second redo does not take the change
      // out again: there is nothing more to redo.
      let undo = try run(["undo", "--dry-run"], in: directory)
      #expect(undo.standardOutput.hasPrefix("Undo operation 2 (Set isDraft), dry run:\n"))
      let again = try run(["redo"], in: directory)
      #expect(again == .init(status: 0, standardOutput: "", standardError: "Nothing to redo.\n"))
      #expect(try bytes(directory, "hello-world.xml") == edited)
    }
  }

  @Test func aRedoForAnotherFileDoesNotTakeBackAnUndoOfAnOlderOperation() throws {
    try inWorkspace { directory in
      _ = try run(["edit", "hello-world.xml", "--set", "title=One"], in: directory)
      _ = try run(
        ["edit", "blog.json", "--entry", "post-002", "--set", "isDraft=true"], in: directory)
      _ = try run(["undo", "hello-world.xml"], in: directory)
      #expect(
        try run(["redo", "blog.json"], in: directory)
          == .init(
            status: 0, standardOutput: "", standardError: "Nothing to redo for 'blog.json'.\n"))
      _ = try run(
        ["edit", "blog.json", "--entry", "post-002", "--set", "summary=S"], in: directory)
      // A new change since clears what there was to redo, as everywhere.
      #expect(
        try run(["redo"], in: directory)
          == .init(status: 0, standardOutput: "", standardError: "Nothing to redo.\n"))
    }
  }

  @Test func undoOfAFileUndoesItsLatestOperation() throws {
    try inWorkspace { directory in
      let hello = try bytes(directory, "hello-world.xml")
      _ = try run(["edit", "hello-world.xml", "--set", "title=One"], in: directory)
      _ = try run(
        ["edit", "blog.json", "--entry", "post-002", "--set", "isDraft=true"], in: directory)
      let blogAfter = try bytes(directory, "blog.json")
      #expect(try run(["undo", "hello-world.xml"], in: directory).status == 0)
      #expect(try bytes(directory, "hello-world.xml") == hello)
      #expect(try bytes(directory, "blog.json") == blogAfter)
    }
  }

  @Test func aBusyLockExits75() throws {
    try inWorkspace { directory in
      _ = try run(["edit", "hello-world.xml", "--set", "title=One"], in: directory)
      let holder = Process()
      holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
      holder.arguments = [directory.appendingPathComponent(".blogdoc/lock").path, "sleep", "5"]
      try holder.run()
      defer { holder.terminate() }
      Thread.sleep(forTimeInterval: 0.3)
      let before = try bytes(directory, "hello-world.xml")
      let result = try run(["edit", "hello-world.xml", "--set", "title=Two"], in: directory)
      #expect(result.status == 75)
      #expect(
        result.standardError.hasSuffix(
          "Another blogdoc is working in '\(directory.resolvingSymlinksInPath().path)'; try again.\n"
        ))
      #expect(try bytes(directory, "hello-world.xml") == before)
    }
  }

  @Test func aFailedWriteLeavesTheDocumentAndTheJournalByteIdentical() throws {
    try inWorkspace { directory in
      _ = try run(["edit", "hello-world.xml", "--set", "title=One"], in: directory)
      let blog = try bytes(directory, "blog.json")
      let journal = try bytes(directory, ".blogdoc/journal")
      // A 4 KB file-size limit lets the small journal record through but not the 40 KB
      // document; SIGXFSZ is ignored so write(2) fails with EFBIG instead of killing blogdoc.
      let result = try BlogDocProcess.run(
        [
          "-c", "trap '' XFSZ; ulimit -f 8; exec \"$0\" \"$@\"", BlogDocProcess.executable.path,
          "edit", "blog.json", "--entry", "post-002", "--set", "isDraft=true",
        ],
        in: directory, launcher: "/bin/sh")
      #expect(result.status == 74, "\(result)")
      #expect(result.standardError.hasSuffix("File too large.\n"))
      #expect(try bytes(directory, "blog.json") == blog)
      #expect(try bytes(directory, ".blogdoc/journal") == journal)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
          ".blogdoc", "blog.json", "hello-world.xml",
        ])
    }
  }

  @Test func aDryRunUndoWritesNothing() throws {
    try inWorkspace { directory in
      _ = try run(["edit", "hello-world.xml", "--set", "title=One"], in: directory)
      let file = try bytes(directory, "hello-world.xml")
      let journal = try bytes(directory, ".blogdoc/journal")
      let result = try run(["undo", "--dry-run"], in: directory)
      #expect(
        result.standardOutput
          == "Undo operation 1 (Set title), dry run:\nhello-world.xml:\n  ~ hello-world.title: \"One\" → \"Hello, World\"\n"
      )
      #expect(try bytes(directory, "hello-world.xml") == file)
      #expect(try bytes(directory, ".blogdoc/journal") == journal)
    }
  }

  @Test func diffRefusesAnOperationIdTheLogDoesNotShow() throws {
    try inWorkspace { directory in
      let first = try run(["edit", "hello-world.xml", "--set", "title=One"], in: directory)
      let second = try run(["edit", "hello-world.xml", "--set", "title=Two"], in: directory)
      #expect(first.status == 0 && second.status == 0)
      // Record 3 is the second edit (records 2 and 4 are commits); the log numbers the
      // operations 1 and 2, and diff takes those numbers, never a record id.
      for id in ["999", "3"] {
        for flag in ["--from", "--to"] {
          let result = try run(["diff", "hello-world.xml", flag, id], in: directory)
          #expect(
            result
              == .init(
                status: 64, standardOutput: "",
                standardError:
                  "Error: There is no operation \(id) in the history; 'blogdoc log' lists the operations.\n"
              ))
        }
      }
      let whole = try run(["diff", "hello-world.xml", "--from", "0", "--to", "2"], in: directory)
      #expect(
        whole
          == .init(
            status: 0, standardOutput: "~ hello-world.title: \"Hello, World\" → \"Two\"\n",
            standardError: ""))
    }
  }

  /// Writes `replacement` over `original` in the file, as a person would by hand.
  func handEdit(_ directory: URL, _ name: String, _ original: String, _ replacement: String) throws
  {
    let url = directory.appendingPathComponent(name)
    try String(contentsOf: url, encoding: .utf8).replacing(original, with: replacement)
      .write(to: url, atomically: true, encoding: .utf8)
  }

  @Test func aRedoAfterAPartialUndoAppliesOnlyWhatTheUndoReverted() throws {
    try inWorkspace { directory in
      #expect(
        try run(
          ["edit", "hello-world.xml", "--set", "title=One", "--set", "authorName=Bob"],
          in: directory
        ).status == 0)
      try handEdit(directory, "hello-world.xml", "<title>One</title>", "<title>Hand</title>")
      let undo = try run(["undo", "--partial"], in: directory)
      #expect(
        undo
          == .init(
            status: 0,
            standardOutput:
              "Undo operation 1 (Set title, authorName):\nhello-world.xml:\n  ~ hello-world.authorName: \"Bob\" → \"Ada Lovelace\"\n",
            standardError:
              "Warning: hello-world.xml: hello-world.title is \"Hand\", expected \"One\" (left as it is)\n"
          ))
      // The redo leaves the title the undo kept, with no conflict and no --force.
      let redo = try run(["redo"], in: directory)
      #expect(
        redo
          == .init(
            status: 0,
            standardOutput:
              "Redo operation 1 (Set title, authorName):\nhello-world.xml:\n  ~ hello-world.authorName: \"Ada Lovelace\" → \"Bob\"\n",
            standardError: ""))
      let title = try run(["show", "hello-world.xml", "--field", "title"], in: directory)
      #expect(title.standardOutput == "Hand\n")
      // And an undo of that redo reverts what the redo applied, not the whole edit.
      let again = try run(["undo"], in: directory)
      #expect(
        again
          == .init(
            status: 0,
            standardOutput:
              "Undo operation 1 (Set title, authorName):\nhello-world.xml:\n  ~ hello-world.authorName: \"Bob\" → \"Ada Lovelace\"\n",
            standardError: ""))
    }
  }

  @Test func aPartialUndoThatChangesNothingIsRefusedAndNotRecorded() throws {
    try inWorkspace { directory in
      let first = try run(["edit", "hello-world.xml", "--set", "title=One"], in: directory)
      let second = try run(["edit", "hello-world.xml", "--set", "title=Two"], in: directory)
      #expect(first.status == 0 && second.status == 0)
      try handEdit(directory, "hello-world.xml", "<title>Two</title>", "<title>Hand</title>")
      let journal = try bytes(directory, ".blogdoc/journal")
      let partial = try run(["undo", "--partial"], in: directory)
      #expect(
        partial
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: Cannot undo operation 2: every field it changed was changed since: hello-world.xml: \
              hello-world.title is "Hand", expected "Two". Give --force to overwrite them.

              """))
      #expect(try bytes(directory, ".blogdoc/journal") == journal)
      // So the next undo is still of operation 2, not of the one before it.
      let forced = try run(["undo", "--force"], in: directory)
      #expect(
        forced
          == .init(
            status: 0,
            standardOutput:
              "Undo operation 2 (Set title):\nhello-world.xml:\n  ~ hello-world.title: \"Hand\" → \"One\"\n",
            standardError: ""))
    }
  }

  @Test func trimKeepsTheNumberOfOperationsTheLogShows() throws {
    try inWorkspace { directory in
      for title in ["One", "Two", "Three"] {
        #expect(
          try run(["edit", "hello-world.xml", "--set", "title=\(title)"], in: directory).status == 0
        )
      }
      let trim = try run(["trim", "--keep", "2"], in: directory)
      #expect(
        trim
          == .init(
            status: 0, standardOutput: "Kept the newest 2 operations of 3.\n", standardError: ""))
      let log = try run(["log"], in: directory)
      #expect(
        log.standardOutput.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map {
          $0.split(separator: " ")[0]
        } == ["3", "2"])
    }
  }

  @Test func undoNamesEachFileItChangesRelativeToTheCurrentDirectory() throws {
    try inWorkspace { directory in
      #expect(
        try run(["edit", "hello-world.xml", "--set", "title=One"], in: directory).status == 0)
      let below = directory.appendingPathComponent("drafts")
      try FileManager.default.createDirectory(at: below, withIntermediateDirectories: false)
      let undo = try run(["undo"], in: below)
      #expect(
        undo
          == .init(
            status: 0,
            standardOutput:
              "Undo operation 1 (Set title):\n../hello-world.xml:\n  ~ hello-world.title: \"One\" → \"Hello, World\"\n",
            standardError: ""))
    }
  }

  @Test func undoFollowsAMovedFileByItsContent() throws {
    try inWorkspace { directory in
      #expect(
        try run(["edit", "hello-world.xml", "--set", "title=One"], in: directory).status == 0)
      try FileManager.default.moveItem(
        at: directory.appendingPathComponent("hello-world.xml"),
        to: directory.appendingPathComponent("moved.xml"))
      for arguments in [["undo", "--dry-run"], ["undo", "moved.xml", "--dry-run"]] {
        let undo = try run(arguments, in: directory)
        #expect(
          undo
            == .init(
              status: 0,
              standardOutput:
                "Undo operation 1 (Set title), dry run:\nmoved.xml:\n  ~ hello-world.title: \"One\" → \"Hello, World\"\n",
              standardError: "Following hello-world.xml, moved to moved.xml.\n"))
      }
    }
  }

  @Test func aDeletedFileNeedsSkipMissingAndThenNeverBlocksTheRest() throws {
    try inWorkspace { directory in
      let first = try run(
        ["edit", "blog.json", "--entry", "post-001", "--set", "title=B"], in: directory)
      let second = try run(["edit", "hello-world.xml", "--set", "title=One"], in: directory)
      #expect(first.status == 0 && second.status == 0)
      try FileManager.default.removeItem(at: directory.appendingPathComponent("hello-world.xml"))
      let refused = try run(["undo"], in: directory)
      #expect(
        refused
          == .init(
            status: 66, standardOutput: "",
            standardError: """
              Error: hello-world.xml: No such file; it was moved or deleted after operation 2. Put it back, or give \
              --skip-missing to undo the operation without it.

              """))
      let skipped = try run(["undo", "--skip-missing"], in: directory)
      #expect(
        skipped
          == .init(
            status: 0, standardOutput: "Undo operation 2 (Set title):\n",
            standardError:
              "Warning: hello-world.xml: No such file; the undo leaves it out. Put it back, then 'blogdoc undo hello-world.xml' undoes the operation there.\n"
          ))
      let next = try run(["undo"], in: directory)
      #expect(next.status == 0)
      #expect(next.standardOutput.hasPrefix("Undo operation 1 (Set title):\nblog.json:\n"))
    }
  }
}
