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
      try Self.blog(count: 300).write(to: directory.appendingPathComponent("big.json"), atomically: true, encoding: .utf8)
      let piped = try BlogDocProcess.run(["render", "big.json", "-o", "piped.html"], in: directory)
      #expect(piped == .init(status: 0, standardOutput: "", standardError: ""))

      // `script` gives the command a terminal; what it printed there comes back on stdout.
      let command = "\(BlogDocProcess.executable.path) render big.json -o tty.html"
      let onTerminal = try BlogDocProcess.run(["-qec", command, "/dev/null"], in: directory, launcher: "/usr/bin/script")
      #expect(onTerminal.status == 0)
      #expect(onTerminal.standardOutput.hasPrefix("\rRendering entry 1 of 300…\u{1B}[K"))
      #expect(onTerminal.standardOutput.hasSuffix("\r\u{1B}[K"))
      let pages = try ["piped.html", "tty.html"].map { try Data(contentsOf: directory.appendingPathComponent($0)) }
      #expect(pages[0] == pages[1])
    }
  }

  @Test func anUnknownEntryIsAUsageError() throws {
    let result = try BlogDocProcess.run(["render", "SampleDocs/blog.xml", "--entry", "post-0001"])
    #expect(result == .init(status: 64, standardOutput: "", standardError: "Error: Unknown entry 'post-0001' in 'SampleDocs/blog.xml'. Did you mean 'post-001'?\n"))
  }
}
