import Foundation
import Testing

/// `blogdoc fields`: the field list users read before `--set`.
@Suite("blogdoc fields")
struct FieldsCommandTests {
  @Test func listsEveryFieldWithItsKindAndAnExample() throws {
    let result = try BlogDocProcess.run(["fields"])
    #expect(
      result
        == .init(
          status: 0,
          standardOutput: """
            FIELD          KIND                        REQUIRED  EXAMPLE
            id             string                      yes       --set id=hello-world
            title          string                      yes       --set title="Hello, World"
            summary        optional text (multi-line)  no        --set summary="A first post."
            authorName     optional string             no        --set authorName="Ada Lovelace"
            postedDate     optional date               no        --set postedDate=2026-11-22T10:00:00Z
            updatedDate    optional date               no        --set updatedDate=2026-11-23T09:30:00+01:00
            bodyText       text (multi-line)           no        --set bodyText="Hello from *blogdoc*."
            tagNames       list of tags                no        --set tagNames=swift,linux
            categoryNames  list of categories          no        --set categoryNames=notes
            isDraft        boolean                     no        --set isDraft=false
            permalink      optional URL                no        --set permalink=https://example.com/hello-world

            """, standardError: ""))
  }

  /// The examples are what they claim: given to `add` through a shell, every one is taken,
  /// and `show --field` prints each value back as the example wrote it.
  @Test func everyExampleIsTakenAsWritten() throws {
    let listing = try BlogDocProcess.run(["fields"]).standardOutput
    let examples = listing.split(separator: "\n").dropFirst().map { line in
      String(line[line.range(of: "--set ")!.upperBound...])
    }
    #expect(examples.count == 11)
    try withTemporaryDirectory { directory in
      #expect(try BlogDocProcess.run(["new", "blog.xml", "--blog"], in: directory).status == 0)
      let command = "blogdoc add blog.xml " + examples.map { "--set " + $0 }.joined(separator: " ")
      let added = try BlogDocProcess.run(
        ["-c", command], in: directory,
        environment: [
          "PATH": BlogDocProcess.executable.deletingLastPathComponent().path + ":/usr/bin:/bin"
        ],
        launcher: "/bin/sh")
      #expect(added.status == 0, "\(added)")
      for example in examples {
        let equals = example.firstIndex(of: "=")!
        let field = String(example[..<equals])
        var value = String(example[example.index(after: equals)...])
        if value.hasPrefix("\"") { value = String(value.dropFirst().dropLast()) }
        let shown = try BlogDocProcess.run(
          ["show", "blog.xml", "--entry", "hello-world", "--field", field], in: directory)
        #expect(shown.standardOutput == value + "\n", "\(field)")
      }
    }
  }
}
