import Foundation
import Testing

/// `blogdoc apply` and `blogdoc diff --format json-patch`: diffs other tools can send.
@Suite("blogdoc apply and JSON Patch diffs")
struct ApplyCommandTests {
  func run(
    _ arguments: [String], in directory: URL, input: String? = nil
  ) throws -> BlogDocProcess.Result {
    guard let input else { return try BlogDocProcess.run(arguments, in: directory) }
    let file = directory.appendingPathComponent(".input")
    try Data(input.utf8).write(to: file)
    return try BlogDocProcess.run(
      ["-c", "exec \"$0\" \"$@\" < .input", BlogDocProcess.executable.path] + arguments,
      in: directory, launcher: "/bin/sh")
  }

  func write(_ text: String, to name: String, in directory: URL) throws {
    try Data(text.utf8).write(to: directory.appendingPathComponent(name))
  }

  func bytes(_ name: String, in directory: URL) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(name))
  }

  func withSamples(_ body: (URL) throws -> Void) throws {
    try withTemporaryDirectory { directory in
      for name in ["blog.json", "blog.xml", "hello-world.xml"] {
        try FileManager.default.copyItem(
          at: BlogDocProcess.sampleDocs.appendingPathComponent(name),
          to: directory.appendingPathComponent(name))
      }
      try body(directory)
    }
  }

  @Test func aPatchFromDiffTurnsTheOldDocumentIntoTheNewOneAndUndoTakesItBack() throws {
    try withSamples { directory in
      try FileManager.default.copyItem(
        at: directory.appendingPathComponent("blog.json"),
        to: directory.appendingPathComponent("new.json"))
      let edited = try run(
        [
          "edit", "new.json", "--entry", "post-002", "--set", "title=Changed", "--add",
          "tagNames=patched",
        ], in: directory)
      let removed = try run(["remove", "new.json", "--entry", "post-003"], in: directory)
      #expect([edited.status, removed.status] == [0, 0])

      let patch = try run(
        ["diff", "blog.json", "new.json", "--format", "json-patch"], in: directory)
      #expect(patch.status == 0)
      try write(patch.standardOutput, to: "change.json", in: directory)
      // The XML copy of the blog gets the same change, as one journaled operation.
      let before = try bytes("blog.xml", in: directory)
      let applied = try run(["apply", "change.json", "blog.xml"], in: directory)
      #expect(applied.status == 0)
      #expect(applied.standardError == "")
      let patched = try run(["show", "blog.xml", "--json"], in: directory)
      let wanted = try run(["show", "new.json", "--json"], in: directory)
      #expect(patched.standardOutput == wanted.standardOutput)

      let log = try run(["log", "--oneline", "-n", "1"], in: directory)
      #expect(
        log.standardOutput.hasSuffix(
          "edit  Apply change.json\n… 2 earlier operations; 'blogdoc log -n 3' shows them all.\n"))
      #expect(try run(["undo", "blog.xml"], in: directory).status == 0)
      #expect(try bytes("blog.xml", in: directory) == before)
    }
  }

  @Test func aPatchWithProblemsChangesNothingAndListsEachOne() throws {
    try withSamples { directory in
      try write(
        #"[{"op":"test","path":"/entry/title","value":"Nope"},{"op":"replace","path":"/entry/isDraft","value":"many"},{"op":"add","path":"/entry/servings","value":3}]"#,
        to: "bad.json", in: directory)
      let before = try bytes("hello-world.xml", in: directory)
      let result = try run(["apply", "bad.json", "hello-world.xml"], in: directory)
      #expect(
        result
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: bad.json:1:2: operation 1 (test /entry/title): expected "Nope", found "Hello, World".
              Error: bad.json:1:53: operation 2 (replace /entry/isDraft): expected a boolean (true or false), found "many".
              Error: bad.json:1:109: operation 3 (add /entry/servings): "servings" names no field of an entry.

              """))
      #expect(try bytes("hello-world.xml", in: directory) == before)
      #expect(
        !FileManager.default.fileExists(atPath: directory.appendingPathComponent(".blogdoc").path))
    }
  }

  @Test func aPatchThatIsNotJSONOrBreaksARuleIsBadData() throws {
    try withSamples { directory in
      try write(#"[{"op":"replace","path":"/entry/title""#, to: "cut.json", in: directory)
      try write(
        #"[{"op":"replace","path":"/entry/title","value":"  "}]"#, to: "blank.json", in: directory)
      let cut = try run(["apply", "cut.json", "hello-world.xml"], in: directory)
      #expect(
        cut
          == .init(
            status: 65, standardOutput: "",
            standardError:
              "Error: cut.json:1:39: Expected ',' or '}' after an object member, found the end of the document.\n"
          ))
      let blank = try run(["apply", "blank.json", "hello-world.xml"], in: directory)
      #expect(
        blank
          == .init(
            status: 65, standardOutput: "",
            standardError: "Error: hello-world.xml: hello-world.title: Title must not be empty.\n"))
    }
  }

  @Test func aPatchCanComeFromStandardInputAndADryRunWritesNothing() throws {
    try withSamples { directory in
      let before = try bytes("hello-world.xml", in: directory)
      let result = try run(
        ["apply", "-", "hello-world.xml", "--dry-run"], in: directory,
        input: #"[{"op":"replace","path":"/entry/title","value":"From a script"}]"#)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: "~ hello-world.title: \"Hello, World\" → \"From a script\"\n",
            standardError: ""))
      #expect(try bytes("hello-world.xml", in: directory) == before)
    }
  }

  @Test func theHistoryOfADocumentAsAPatchTestsWhatItReplaces() throws {
    try withSamples { directory in
      _ = try run(["edit", "hello-world.xml", "--set", "title=Two"], in: directory)
      let patch = try run(
        ["diff", "hello-world.xml", "--format", "json-patch", "--tests"], in: directory)
      #expect(
        patch
          == .init(
            status: 0,
            standardOutput: """
              [
                {
                  "op": "test",
                  "path": "/entry/title",
                  "value": "Hello, World"
                },
                {
                  "op": "replace",
                  "path": "/entry/title",
                  "value": "Two"
                }
              ]

              """, standardError: ""))
      let refused = try run(["diff", "hello-world.xml", "--tests"], in: directory)
      #expect(refused.status == 64)
    }
  }
}
