import BlogDocInterchange
import BlogDocTool
import Foundation
import Testing

/// Every program carries the identity of the sources it was built from; blogdoc hands its
/// own to the companion it runs, found beside it or on PATH, which refuses a mismatch.
@Suite("blogdoc's companions: identity and lookup")
struct CompanionIdentityTests {
  /// A directory holding a copy of the built blogdoc alone, and `companions` (name →
  /// shell script); the directory is removed after `body`.
  func withBlogdocCopy(
    companions: [String: String] = [:], _ body: (_ directory: URL, _ blogdoc: String) throws -> Void
  ) throws {
    try withTemporaryDirectory { directory in
      let blogdoc = directory.appendingPathComponent("blogdoc")
      try FileManager.default.copyItem(at: BlogDocProcess.executable, to: blogdoc)
      for (name, script) in companions {
        let path = directory.appendingPathComponent(name).path
        FileManager.default.createFile(
          atPath: path, contents: Data(("#!/bin/sh\n" + script).utf8),
          attributes: [.posixPermissions: 0o755])
      }
      try body(directory.resolvingSymlinksInPath(), blogdoc.path)
    }
  }

  /// The build directory, which holds the real companions.
  var buildDirectory: String { BlogDocProcess.executable.deletingLastPathComponent().path }

  @Test func blogdocHandsItsIdentityAndTheCallToTheCompanion() throws {
    let script = "printf '%s|%s\\n' \"$BLOGDOC_SOURCE_IDENTITY\" \"$*\"\n"
    try withBlogdocCopy(companions: ["blogdoc-interchange": script]) { _, blogdoc in
      let result = try BlogDocProcess.run(
        ["edit", "hello.md", "--set", "title=Hi"], launcher: blogdoc)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: "\(CompanionProgram.sourceIdentity)|edit hello.md --set title=Hi\n",
            standardError: ""))
    }
  }

  /// The identity is the sources', not the build's: a test target built from them has it.
  @Test func theIdentityIsOfTheSources() {
    let parts = CompanionProgram.sourceIdentity.split(separator: "-")
    #expect(parts.count == 2 && parts.allSatisfy { UInt64($0) != nil })
  }

  @Test func aCompanionOnPATHIsRunWhenNoneIsBesideBlogdoc() throws {
    try withBlogdocCopy { _, blogdoc in
      let result = try BlogDocProcess.run(
        ["render", "SampleDocs/hello-world.xml"],
        environment: ["PATH": "/nonexistent:\(buildDirectory):/usr/bin:/bin"], launcher: blogdoc)
      #expect(result == (try BlogDocProcess.run(["render", "SampleDocs/hello-world.xml"])))
      #expect(result.status == 0)
    }
  }

  @Test func theCompanionBesideBlogdocComesBeforeTheOneOnPATH() throws {
    try withTemporaryDirectory { elsewhere in
      let other = elsewhere.appendingPathComponent("blogdoc-interchange")
      FileManager.default.createFile(
        atPath: other.path, contents: Data("#!/bin/sh\necho on PATH\n".utf8),
        attributes: [.posixPermissions: 0o755])
      try withBlogdocCopy(companions: ["blogdoc-interchange": "echo beside\n"]) { _, blogdoc in
        let result = try BlogDocProcess.run(
          ["render", "x.xml"], environment: ["PATH": "\(elsewhere.path):/usr/bin:/bin"],
          launcher: blogdoc)
        #expect(result == .init(status: 0, standardOutput: "beside\n", standardError: ""))
      }
    }
  }

  /// What a stale companion sees: blogdoc's identity is not its own. It runs nothing.
  @Test(arguments: ["blogdoc-interchange", "blogdoc-serve"])
  func aCompanionBuiltFromOtherSourcesIsRefused(_ companion: String) throws {
    try withSampleDocs(["hello-world.xml"]) { directory in
      let before = try Data(contentsOf: directory.appendingPathComponent("hello-world.xml"))
      let program = "\(buildDirectory)/\(companion)"
      let arguments =
        companion == "blogdoc-serve"
        ? ["serve", "hello-world.xml"] : ["edit", "hello-world.xml", "--set", "title=Stale"]
      let result = try BlogDocProcess.run(
        arguments, in: directory, environment: ["BLOGDOC_SOURCE_IDENTITY": "1-2"],
        launcher: program)
      #expect(
        result
          == .init(
            status: 69, standardOutput: "",
            standardError:
              "Error: '\(URL(fileURLWithPath: program).resolvingSymlinksInPath().path)' was built from other sources than the blogdoc that ran it, so it does not run its commands; 'swift build' (with -c release for a release build) builds blogdoc and its companions again.\n"
          ))
      #expect(try Data(contentsOf: directory.appendingPathComponent("hello-world.xml")) == before)
      #expect(
        !FileManager.default.fileExists(atPath: directory.appendingPathComponent(".blogdoc").path))
    }
  }

  /// The identity is taken out of the environment: what the companion runs (an editor, a
  /// git hook running blogdoc) does not see it.
  @Test func theCompanionDoesNotPassTheIdentityOn() throws {
    try withTemporaryDirectory { directory in
      let post = directory.appendingPathComponent("hello.md")
      try Data("---\ntitle: Hello\n---\nBody.\n".utf8).write(to: post)
      let editor = directory.appendingPathComponent("editor.sh")
      FileManager.default.createFile(
        atPath: editor.path,
        contents: Data("#!/bin/sh\necho \"[${BLOGDOC_SOURCE_IDENTITY-unset}]\" >&2\n".utf8),
        attributes: [.posixPermissions: 0o755])
      let result = try BlogDocProcess.run(
        ["edit", "hello.md"], in: directory,
        environment: ["EDITOR": editor.path, "VISUAL": "", "BLOGDOC_EDITOR_NO_TTY": "1"])
      #expect(result.standardError.hasPrefix("[unset]\n"))
    }
  }

  /// blogdoc tells a post by its start as blogdoc-interchange's format does, for a file
  /// whose name says nothing (git's merge driver).
  @Test(arguments: [
    "---\ntitle: A\n---\n", "+++\ntitle = 'A'\n+++\n", "\u{FEFF}---\n", "\n\r\n \t---",
    "# README\n",
    "", "--", "<entry/>", "{\"entry\": {}}", "\u{FEFF}", " +++",
  ])
  func blogdocTellsAPostAsTheFormatDoes(_ text: String) {
    let bytes = Array(text.utf8)
    #expect(HandedOverFormat().recognizes(bytes) == MarkdownPostFormat().recognizes(bytes))
    #expect(HandedOverFormat().name == MarkdownPostFormat().name)
    #expect(HandedOverFormat().fileExtensions == MarkdownPostFormat().fileExtensions)
  }

  @Test func whichCallsGoToACompanionBeforeBlogdocParsesThem() throws {
    try withTemporaryDirectory { directory in
      let site = directory.appendingPathComponent("content")
      let bundle = site.appendingPathComponent("posts/hello")
      try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
      try Data("---\n---\n".utf8).write(to: bundle.appendingPathComponent("index.md"))
      let plain = directory.appendingPathComponent("plain")
      try FileManager.default.createDirectory(at: plain, withIntermediateDirectories: true)
      try Data("<entry/>".utf8).write(to: plain.appendingPathComponent("a.xml"))
      let cases: [([String], String?)] = [
        (["show", "hello.md"], "blogdoc-interchange"),
        (["edit", "POST.MARKDOWN", "--set", "title=X"], "blogdoc-interchange"),
        (["convert", "a.xml", "b.md"], "blogdoc-interchange"),
        (["validate", site.appendingPathComponent("posts").path], "blogdoc-interchange"),
        (["render", "a.xml"], "blogdoc-interchange"),
        (["serve", "a.md"], "blogdoc-serve"),
        (["show", "a.xml"], nil), (["validate", plain.path], nil), (["validate", site.path], nil),
        (["show", "hello.md", "--help"], nil), (["help", "show", "x.md"], nil),
        (["git-setup", "*.md"], nil), (["init", "x.md"], nil), (["undo"], nil), ([], nil),
        (["show", "notes.md/x.xml"], nil),
      ]
      for (arguments, companion) in cases {
        #expect(CompanionProgram.taking(arguments)?.name == companion, "\(arguments)")
      }
    }
  }
}
