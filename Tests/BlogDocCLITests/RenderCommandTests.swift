import Foundation
import Testing

@Suite("blogdoc render")
struct RenderCommandTests {
  /// A blog of `count` short entries, as JSON.
  static func blog(count: Int) -> String {
    let entries = (0..<count).map { index in
      #"{"id": "post-\#(index)", "title": "Post \#(index)", "postedDate": "2026-01-01T00:00:00Z", "bodyText": "Body *\#(index)*."}"#
    }
    return #"{"formatVersion": 2, "blog": ["# + entries.joined(separator: ",\n") + "]}"
  }

  @Test func aLongRenderShowsProgressOnATerminalOnly() throws {
    try withTemporaryDirectory { directory in
      try Self.blog(count: 300).write(
        to: directory.appendingPathComponent("big.json"), atomically: true, encoding: .utf8)
      let piped = try BlogDocProcess.run(["render", "big.json", "-o", "piped.html"], in: directory)
      #expect(piped == .init(status: 0, standardOutput: "", standardError: ""))

      // `script` gives the command a terminal; what it printed there comes back on stdout.
      let command = "\(BlogDocProcess.executable.path) render big.json -o tty.html"
      let onTerminal = try BlogDocProcess.run(
        ["-qec", command, "/dev/null"], in: directory, launcher: "/usr/bin/script")
      #expect(onTerminal.status == 0)
      #expect(onTerminal.standardOutput.hasPrefix("\rRendering entry 1 of 300…\u{1B}[K"))
      #expect(onTerminal.standardOutput.hasSuffix("\r\u{1B}[K"))
      let pages = try ["piped.html", "tty.html"].map {
        try Data(contentsOf: directory.appendingPathComponent($0))
      }
      #expect(pages[0] == pages[1])
    }
  }

  @Test func anUnknownEntryIsAUsageError() throws {
    let result = try BlogDocProcess.run(["render", "SampleDocs/blog.xml", "--entry", "post-0001"])
    #expect(
      result
        == .init(
          status: 64, standardOutput: "",
          standardError:
            "Error: Unknown entry 'post-0001' in 'SampleDocs/blog.xml'. Did you mean 'post-001'?\n")
    )
  }

  /// `--no-drafts` renders what removing every draft first would (the oracle: `remove`
  /// each one from a copy, then render that).
  @Test func noDraftsRendersTheBlogWithItsDraftsRemoved() throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.copyItem(
        at: BlogDocProcess.sampleDocs.appendingPathComponent("blog.xml"),
        to: directory.appendingPathComponent("blog.xml"))
      try FileManager.default.copyItem(
        at: BlogDocProcess.sampleDocs.appendingPathComponent("blog.xml"),
        to: directory.appendingPathComponent("copy.xml"))
      let json = try BlogDocProcess.run(["show", "blog.xml", "--json"], in: directory)
        .standardOutput
      let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
      let drafts = (root["blog"] as! [[String: Any]]).filter { $0["isDraft"] as? Bool == true }.map
      { $0["id"] as! String }
      #expect(drafts.count == 9)
      for id in drafts {
        #expect(
          try BlogDocProcess.run(["remove", "copy.xml", "--entry", id], in: directory).status == 0)
      }
      let environment = ["SOURCE_DATE_EPOCH": "1795000000"]
      let filtered = try BlogDocProcess.run(
        ["render", "blog.xml", "--no-drafts", "--title", "T"], in: directory,
        environment: environment)
      let oracle = try BlogDocProcess.run(
        ["render", "copy.xml", "--title", "T"], in: directory, environment: environment)
      #expect(filtered.status == 0)
      #expect(filtered == oracle)
      let all = try BlogDocProcess.run(
        ["render", "blog.xml", "--title", "T"], in: directory, environment: environment)
      #expect(all.standardOutput != filtered.standardOutput)
    }
  }

  @Test func titleNamesTheBlogPage() throws {
    let plain = try BlogDocProcess.run(
      ["render", "SampleDocs/blog.xml"], environment: ["SOURCE_DATE_EPOCH": "1795000000"])
    let titled = try BlogDocProcess.run(
      ["render", "SampleDocs/blog.xml", "--title", "Notes & <Thoughts>"],
      environment: ["SOURCE_DATE_EPOCH": "1795000000"])
    #expect(
      titled
        == .init(
          status: 0,
          standardOutput: plain.standardOutput
            .replacingOccurrences(
              of: "<title>blog</title>", with: "<title>Notes &amp; &lt;Thoughts&gt;</title>"
            )
            .replacingOccurrences(
              of: "<h1>blog</h1>", with: "<h1>Notes &amp; &lt;Thoughts&gt;</h1>"),
          standardError: ""))
  }

  @Test(arguments: [
    (
      ["--title", "T"],
      "Error: --title names a blog's page; an entry's page has the entry's title.\n"
    ),
    (
      ["--no-drafts"],
      "Error: Entry 'draft-with-extras' is a draft, and --no-drafts leaves drafts out.\n"
    ),
  ])
  func anEntryPageRefusesBlogOptions(flags: [String], message: String) throws {
    let result = try BlogDocProcess.run(["render", "SampleDocs/draft-with-extras.xml"] + flags)
    #expect(result == .init(status: 64, standardOutput: "", standardError: message))
  }
}
