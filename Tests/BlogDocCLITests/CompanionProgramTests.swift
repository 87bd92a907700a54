import BlogDocInterchange
import BlogDocTool
import Foundation
import Testing

/// blogdoc runs `render`, `import` and `export` in blogdoc-interchange, and `serve` in
/// blogdoc-serve, so that no other command loads Foundation's ICU or the HTTP server.
@Suite("blogdoc's companion programs")
struct CompanionProgramTests {
  /// The libraries the dynamic loader loads for `arguments`, by file name, from glibc's
  /// own account of them (`LD_DEBUG=files`).
  func loadedLibraries(_ arguments: [String]) throws -> Set<String> {
    let result = try BlogDocProcess.run(arguments, environment: ["LD_DEBUG": "files"])
    let names = result.standardError.split(separator: "\n").compactMap { line -> String? in
      guard let range = line.range(of: "file=") else { return nil }
      let path = line[range.upperBound...].prefix { $0 != " " && $0 != ";" }
      return path.split(separator: "/").last.map(String.init)
    }
    return Set(names)
  }

  /// A copy of the built blogdoc in a directory of its own, without its companions; the
  /// caller removes the directory.
  func copyOfBlogdocAlone() throws -> (directory: URL, blogdoc: URL) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "blogdoc-alone-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let alone = directory.appendingPathComponent("blogdoc")
    try FileManager.default.copyItem(at: BlogDocProcess.executable, to: alone)
    return (directory, alone)
  }

  @Test(arguments: [
    ["--version"], ["show", "SampleDocs/hello-world.xml"],
    ["validate", "SampleDocs/hello-world.xml"],
  ])
  func blogdocLoadsNoFoundationProper(_ arguments: [String]) throws {
    let loaded = try loadedLibraries(arguments)
    #expect(loaded.contains("libc.so.6"), "LD_DEBUG printed nothing: \(loaded)")
    #expect(
      loaded.filter {
        $0.hasPrefix("libFoundation.") || $0.contains("Internationalization") || $0.contains("ICU")
          || $0.contains("curl")
      } == [])
  }

  /// `swift test`'s build links Swift's libraries dynamically, so the companion's own
  /// loading shows.
  @Test func renderRunsInTheCompanionThatLoadsFoundation() throws {
    let loaded = try loadedLibraries(["render", "SampleDocs/hello-world.xml"])
    #expect(loaded.contains("libFoundation.so"))
    #expect(loaded.contains("libFoundationInternationalization.so"))
  }

  @Test(arguments: [
    (["render", "SampleDocs/hello-world.xml"], "blogdoc-interchange"),
    (["import", "SampleDocs/import/feed.json", "--from", "jsonfeed"], "blogdoc-interchange"),
    (
      ["export", "SampleDocs/hello-world.xml", "--to", "markdown", "--dir", "/tmp"],
      "blogdoc-interchange"
    ),
    (["serve", "SampleDocs"], "blogdoc-serve"),
  ])
  func withoutItsCompanionACommandExits69AndSaysHowToBuildIt(
    _ arguments: [String], companion: String
  ) throws {
    let (directory, alone) = try copyOfBlogdocAlone()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try BlogDocProcess.run(
      arguments, environment: ["PATH": "/usr/bin:/bin"], launcher: alone.path)
    #expect(result.status == 69)
    #expect(
      result.standardError
        == "Error: Cannot run '\(directory.resolvingSymlinksInPath().path)/\(companion)': No such file or directory, and no directory of PATH holds \(companion). 'swift build --product \(companion)' (with -c release for a release build) builds it; scripts/install installs it with blogdoc.\n"
    )
    #expect(result.standardOutput == "")
  }

  @Test func aUsageErrorIsBlogdocsOwnWithoutTheCompanion() throws {
    let (directory, alone) = try copyOfBlogdocAlone()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try BlogDocProcess.run(
      ["import", "x.json", "--from", "rdf"], environment: ["PATH": "/usr/bin:/bin"],
      launcher: alone.path)
    #expect(result.status == 64)
    #expect(
      result.standardError == """
        Error: The value 'rdf' is invalid for '--from <from>'. Please provide one of the following:
          - wxr
          - rss
          - atom
          - jsonfeed
          - markdown
          - json
        Help:  --from <from>  The source's format.
        Usage: blogdoc import [<source>] [--from <from>] [--mapping <mapping>] [--into <into>] [--format <format>] [--message <message>] [--strict] [--skip-invalid] [--dry-run] [--print-mapping]
          See 'blogdoc import --help' for more information.

        """)
  }

  @Test func blogdocServeRunAloneSaysWhoRunsIt() throws {
    let program = BlogDocProcess.executable.deletingLastPathComponent().appendingPathComponent(
      "blogdoc-serve")
    for arguments in [
      ["SampleDocs"], ["show", "SampleDocs/hello-world.xml"], ["import", "SampleDocs"], [],
    ] {
      let result = try BlogDocProcess.run(arguments, launcher: program.path)
      #expect(result.status == 64)
      #expect(
        result.standardError
          == "Error: blogdoc-serve is run by 'blogdoc serve'; see 'blogdoc --help'.\n")
      #expect(result.standardOutput == "")
    }
  }

  /// blogdoc-interchange runs every document command (on Markdown posts, where blogdoc
  /// hands them over), so run by hand it is blogdoc with posts: the same answers.
  @Test(arguments: [
    ["show", "SampleDocs/hello-world.xml"], ["SampleDocs"], ["validate", "SampleDocs/blog.json"],
  ])
  func blogdocInterchangeRunAloneAnswersAsBlogdoc(_ arguments: [String]) throws {
    let program = BlogDocProcess.executable.deletingLastPathComponent().appendingPathComponent(
      "blogdoc-interchange")
    let byCompanion = try BlogDocProcess.run(arguments, launcher: program.path)
    #expect(byCompanion == (try BlogDocProcess.run(arguments)))
  }

  /// blogdoc hands a call to its companion unparsed, and the companion parses it: a bad
  /// argument must get, from the companion, what blogdoc says of it when it parses the call
  /// itself (as it does when the companion is missing).
  @Test(arguments: [
    ["render"], ["render", "x.xml", "--bogus"], ["render", "x.xml", "--entry"],
    ["render", "a.xml", "b.xml"],
    ["import", "x.json"], ["import", "x.json", "--from", "json"],
    ["import", "--from", "rdf", "x.json"],
    ["export", "x.xml"], ["export", "x.xml", "--to", "html"],
    ["export", "x.xml", "--to", "markdown", "--front-matter", "ini"],
    ["serve", "--port", "x"], ["serve", "a", "b"],
  ])
  func aBadArgumentGetsTheSameMessageFromTheCompanion(_ arguments: [String]) throws {
    let (directory, alone) = try copyOfBlogdocAlone()
    defer { try? FileManager.default.removeItem(at: directory) }
    let parsedByBlogdoc = try BlogDocProcess.run(
      arguments, environment: ["PATH": "/usr/bin:/bin"], launcher: alone.path)
    let parsedByCompanion = try BlogDocProcess.run(arguments)
    #expect(parsedByBlogdoc.status == 64)
    #expect(parsedByCompanion == parsedByBlogdoc)
    // The companion did run: both link Foundation, which blogdoc does not.
    #expect(try loadedLibraries(arguments).contains("libFoundation.so"))
  }

  /// blogdoc names `--from`'s and `--front-matter`'s values itself, so as not to link
  /// BlogDocInterchange; blogdoc-interchange maps each name to that module's case.
  @Test func theArgumentNamesAreInterchangesOwn() {
    #expect(ImportSourceFormat.allCases.map(\.rawValue) == ImportFormat.allCases.map(\.rawValue))
    #expect(
      FrontMatterLanguage.allCases.map(\.rawValue) == FrontMatterStyle.allCases.map(\.rawValue))
  }
}
