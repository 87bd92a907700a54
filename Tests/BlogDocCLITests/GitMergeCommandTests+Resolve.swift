import Foundation
import Testing

/// `resolve` after a real `git merge`: its `--set` read as `edit --set` reads it, one
/// journaled operation undo takes back byte for byte, and the conflicts `validate` names,
/// each at its own line with a command that pastes into a shell.
extension GitMergeCommandTests {
  /// After `setup`: `other` also sets title and summary, main sets them otherwise, and
  /// main merges `other`: two conflicts, e.title and e.summary.
  static let twoConflicts =
    Self.setup + """
      git checkout -q other
      blogdoc edit e.xml --set title=Theirs --set summary=TheirSum > /dev/null
      git commit -qam retitle
      git checkout -q main
      blogdoc edit e.xml --set title=Ours2 --set summary=OurSum > /dev/null
      git commit -qam ours2
      git merge -q other -m merge > /dev/null 2>&1 || true

      """

  @Test func resolveSetReadsItsValueAsEditSetDoes() throws {
    try withTemporaryDirectory { directory in
      let script =
        Self.twoConflicts + """
          printf 'From a file\\n' > merged.txt
          blogdoc resolve e.xml --field title --set @merged.txt
          printf 'From stdin' | blogdoc resolve e.xml --field summary --set @-
          blogdoc show e.xml --field title; blogdoc show e.xml --field summary
          """
      let result = try sh(script, in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: """
              Resolved e.title with the value given; 1 conflict left in e.xml: e.summary.
              Resolved e.summary with the value given; no conflicts left in e.xml.
              From a file
              From stdin

              """,
            standardError: ""))
    }
    try withTemporaryDirectory { directory in
      let script =
        Self.twoConflicts + """
          cp e.xml conflicted.xml
          blogdoc resolve e.xml --field title --set '' || echo "empty exit $?"
          cmp e.xml conflicted.xml
          blogdoc resolve e.xml --field title --set @@handle > /dev/null
          sed -n 4p e.xml
          cp e.xml before.xml
          blogdoc resolve e.xml --field summary --set @missing.txt || echo "resolve exit $?"
          cmp e.xml before.xml
          blogdoc new other.xml --set title=Other 2> /dev/null
          blogdoc edit other.xml --set summary=@missing.txt || echo "edit exit $?"
          """
      let result = try sh(script, in: directory)
      // The same words and exit code as edit's, from the same reader.
      let refusal = "Error: Cannot read the value of 'summary' from missing.txt: no such file.\n"
      #expect(
        result
          == .init(
            status: 0,
            standardOutput:
              "empty exit 64\n  <title>@handle</title>\nresolve exit 66\nedit exit 66\n",
            standardError: "Error: e.xml: e.title: Title must not be empty.\n" + refusal + refusal))
    }
  }

  @Test func resolveIsOneOperationUndoTakesBackByteForByte() throws {
    try withTemporaryDirectory { directory in
      let script =
        Self.twoConflicts + """
          cp e.xml conflicted.xml
          blogdoc resolve e.xml --field title --take theirs
          cp e.xml half.xml
          blogdoc resolve e.xml --field summary --set Both
          cp e.xml resolved.xml
          blogdoc undo e.xml
          cmp e.xml half.xml
          blogdoc undo e.xml
          cmp e.xml conflicted.xml
          blogdoc validate e.xml || echo "validate exit $?"
          blogdoc redo -n 2
          cmp e.xml resolved.xml
          blogdoc log -n 2 --oneline | sed -E 's/  [^ ]+  / /'
          """
      let result = try sh(script, in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: """
              Resolved e.title with theirs; 1 conflict left in e.xml: e.summary.
              Resolved e.summary with the value given; no conflicts left in e.xml.
              Undo operation 7 (Resolve e.summary with the value given):
              e.xml:
                ~ e.summary: "Both" → "OurSum"
              Undo operation 6 (Resolve e.title with theirs):
              e.xml:
                ~ e.title: "Theirs" → "Ours2"
              validate exit 65
              Redo operation 6 (Resolve e.title with theirs):
              e.xml:
                ~ e.title: "Ours2" → "Theirs"
              Redo operation 7 (Resolve e.summary with the value given):
              e.xml:
                ~ e.summary: "OurSum" → "Both"
              11 redo  Redo 7: Resolve e.summary with the value given
              10 redo  Redo 6: Resolve e.title with theirs
              … 9 earlier operations; 'blogdoc log -n 11' shows them all.

              """,
            standardError: """
              Error: e.xml:5: merge conflict in e.title: base "Hello", ours "Ours2", theirs "Theirs"; resolve it with 'blogdoc resolve e.xml --field title --take theirs' (or --take ours, --take base, --set VALUE).
              Error: e.xml:6: merge conflict in e.summary: base "Sum", ours "OurSum", theirs "TheirSum"; resolve it with 'blogdoc resolve e.xml --field summary --take theirs' (or --take ours, --take base, --set VALUE).

              """))
    }
  }

  /// The command in a `validate` line, as a person would copy it from between the quotes.
  static func suggestedCommand(in line: Substring) -> String? {
    guard let start = line.range(of: "resolve it with '"),
      let end = line.range(of: "' (or ", options: .backwards)
    else {
      return nil
    }
    return String(line[start.upperBound..<end.lowerBound])
  }

  @Test func eachConflictHasItsOwnLineAndACommandThatPastes() throws {
    try withTemporaryDirectory { directory in
      let validated = try sh(Self.twoConflicts + "blogdoc validate e.xml", in: directory)
      let lines = validated.standardError.split(separator: "\n")
      #expect(validated.status == 65)
      #expect(lines.map { $0.prefix(while: { $0 != " " }) } == ["Error:", "Error:"])
      #expect(lines.map { $0.split(separator: ":")[2] } == ["5", "6"])
      for line in lines {
        let command = try #require(Self.suggestedCommand(in: line))
        #expect(try sh(command, in: directory).status == 0, "\(command)")
      }
      #expect(
        try sh(
          "blogdoc show e.xml --field title; blogdoc show e.xml --field summary", in: directory
        ).standardOutput == "Theirs\nTheirSum\n")
    }
  }
}
