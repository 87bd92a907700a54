import Foundation
import Testing

/// Where a history lives (`blogdoc init`, the first edit) and `new` as an operation in it.
@Suite("blogdoc init, and new in the history")
struct WorkspaceCommandTests {
  func run(_ arguments: [String], in directory: URL) throws -> BlogDocProcess.Result {
    try BlogDocProcess.run(arguments, in: directory)
  }

  func exists(_ directory: URL, _ name: String) -> Bool {
    FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path)
  }

  @Test func initStartsAHistoryOnceAndSaysWhere() throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent("blog"), withIntermediateDirectories: true)
      #expect(
        try run(["init", "blog"], in: directory)
          == .init(
            status: 0, standardOutput: "Started a blogdoc history in blog/.blogdoc.\n",
            standardError: ""))
      #expect(exists(directory, "blog/.blogdoc"))
      #expect(
        try run(["init", "blog"], in: directory)
          == .init(
            status: 0,
            standardOutput:
              "A blogdoc history already exists in blog/.blogdoc; nothing was changed.\n",
            standardError: ""))
      // The first edit below it uses that history and says nothing about starting one.
      #expect(
        try run(["new", "blog/post.xml", "--set", "title=T"], in: directory)
          == .init(status: 0, standardOutput: "", standardError: ""))
      #expect(!exists(directory, ".blogdoc"))
    }
  }

  @Test func initInsideAnotherWorkspaceMakesANestedOne() throws {
    try withTemporaryDirectory { directory in
      let inner = directory.appendingPathComponent("drafts")
      try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
      _ = try run(["init"], in: directory)
      #expect(
        try run(["init"], in: inner)
          == .init(
            status: 0, standardOutput: "Started a blogdoc history in .blogdoc.\n", standardError: ""
          ))
      #expect(try run(["new", "post.xml", "--set", "title=T"], in: inner).status == 0)
      #expect(try run(["log"], in: inner).standardOutput.contains("New entry post"))
      #expect(try run(["log"], in: directory).standardOutput == "")
    }
  }

  @Test func initOfAMissingDirectoryExits66() throws {
    try withTemporaryDirectory { directory in
      let result = try run(["init", "nowhere"], in: directory)
      #expect(
        result
          == .init(status: 66, standardOutput: "", standardError: "Error: nowhere: No such file.\n")
      )
    }
  }

  @Test func theFirstWriteSaysOnceWhereItStartedTheHistory() throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.copyItem(
        at: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.xml"),
        to: directory.appendingPathComponent("hello-world.xml"))
      let first = try run(["edit", "hello-world.xml", "--set", "title=One"], in: directory)
      #expect(
        first
          == .init(
            status: 0, standardOutput: "~ hello-world.title: \"Hello, World\" → \"One\"\n",
            standardError: "Started a blogdoc history in .blogdoc.\n"))
      let second = try run(["edit", "hello-world.xml", "--set", "title=Two"], in: directory)
      #expect(second.standardError == "")
    }
  }

  @Test func undoOfNewRemovesTheFileAndRedoWritesItBack() throws {
    try withTemporaryDirectory { directory in
      _ = try run(["new", "post.xml", "--set", "title=First"], in: directory)
      let made = try Data(contentsOf: directory.appendingPathComponent("post.xml"))
      #expect(
        try run(["undo"], in: directory)
          == .init(
            status: 0,
            standardOutput:
              "Undo operation 1 (New entry post):\npost.xml (removed):\n  - post (from 0)\n",
            standardError: ""))
      #expect(!exists(directory, "post.xml"))
      #expect(
        try run(["redo"], in: directory)
          == .init(
            status: 0,
            standardOutput:
              "Redo operation 1 (New entry post):\npost.xml (created):\n  + post (at 0)\n",
            standardError: ""))
      #expect(try Data(contentsOf: directory.appendingPathComponent("post.xml")) == made)
      // A blog, undone by naming the file.
      #expect(try run(["new", "--blog", "blog.json"], in: directory).status == 0)
      #expect(try run(["undo", "blog.json"], in: directory).status == 0)
      #expect(!exists(directory, "blog.json"))
      #expect(exists(directory, "post.xml"))
    }
  }

  @Test func undoOfNewRefusesWhenTheFileChangedSinceUnlessForced() throws {
    try withTemporaryDirectory { directory in
      _ = try run(["new", "post.xml", "--set", "title=First"], in: directory)
      let file = directory.appendingPathComponent("post.xml")
      let edited = try String(contentsOf: file, encoding: .utf8)
        .replacingOccurrences(of: "<title>First</title>", with: "<title>By hand</title>")
      try edited.write(to: file, atomically: true, encoding: .utf8)
      let journal = try Data(contentsOf: directory.appendingPathComponent(".blogdoc/journal"))
      let message =
        "Error: post.xml: Cannot undo operation 1: it would remove this file, which was changed since it was made. Give --force to remove it anyway.\n"
      #expect(
        try run(["undo"], in: directory)
          == .init(status: 65, standardOutput: "", standardError: message))
      #expect(
        try run(["undo", "--partial"], in: directory)
          == .init(status: 65, standardOutput: "", standardError: message))
      #expect(try String(contentsOf: file, encoding: .utf8) == edited)
      #expect(try Data(contentsOf: directory.appendingPathComponent(".blogdoc/journal")) == journal)
      #expect(try run(["undo", "--force"], in: directory).status == 0)
      #expect(!exists(directory, "post.xml"))
    }
  }

  @Test func redoOfNewRefusesToReplaceAFileMadeSince() throws {
    try withTemporaryDirectory { directory in
      _ = try run(["new", "post.xml", "--set", "title=T"], in: directory)
      _ = try run(["undo"], in: directory)
      try Data("mine".utf8).write(to: directory.appendingPathComponent("post.xml"))
      #expect(
        try run(["redo"], in: directory)
          == .init(
            status: 73, standardOutput: "",
            standardError:
              "Error: post.xml: Cannot redo operation 1: it would make this file, and a file of that name exists now. Move it away first.\n"
          ))
      #expect(
        try String(contentsOf: directory.appendingPathComponent("post.xml"), encoding: .utf8)
          == "mine")
    }
  }

  @Test func aRefusedNewLeavesNoHistory() throws {
    try withTemporaryDirectory { directory in
      let result = try run(["new", "post.xml", "--set", "isDraft=maybe"], in: directory)
      #expect(result.status == 64)
      #expect(!exists(directory, ".blogdoc"))
      #expect(!exists(directory, "post.xml"))
    }
  }
}
