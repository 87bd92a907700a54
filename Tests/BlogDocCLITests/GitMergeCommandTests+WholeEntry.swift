import Foundation
import Testing

/// An entry removed on one branch and edited on the other, after a real `git merge`: the
/// driver and `validate` name it as the entry it is, and `resolve --entry ID --take …`
/// settles it as one journaled operation.
extension GitMergeCommandTests {
  /// A blog with entries `a` and `b`; branch `other` removes `a`, main edits its title, and
  /// main merges `other` (the driver's words in `merge.err`): one conflict, over entry a.
  static let wholeEntryConflict = """
    git init -q -b main
    blogdoc git-setup > /dev/null 2>&1
    blogdoc new blog.json --blog 2> /dev/null
    blogdoc add blog.json --set id=a --set title=A --set postedDate=2026-11-20T10:00:00Z > /dev/null
    blogdoc add blog.json --set id=b --set title=B --set postedDate=2026-11-21T10:00:00Z > /dev/null
    git add -A && git commit -qm base
    git checkout -qb other
    blogdoc remove blog.json --entry a > /dev/null
    git commit -qam removed
    git checkout -q main
    blogdoc edit blog.json --entry a --set title=Edited > /dev/null
    git commit -qam edited
    git merge -q other -m merge > /dev/null 2> merge.err || true

    """

  /// What `validate` says of the conflict.
  static let wholeEntryLine =
    "Error: blog.json:4: merge conflict in entry a: ours edited it, theirs removed it; resolve it with 'blogdoc resolve blog.json --entry a --take theirs' (or --take ours, --take base).\n"

  @Test func aWholeEntryConflictOffersACommandThatPastesAndOnlyWhatResolveTakes() throws {
    try withTemporaryDirectory { directory in
      let script =
        Self.wholeEntryConflict + """
          grep CONFLICT merge.err
          blogdoc validate blog.json || echo "validate exit $?"
          cp blog.json conflicted.json
          blogdoc resolve blog.json --entry a --set x || echo "resolve exit $?"
          cmp blog.json conflicted.json
          """
      let result = try sh(script, in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput:
              "CONFLICT (entry): blog.json: entry a: ours edited it, theirs removed it\nvalidate exit 65\nresolve exit 64\n",
            standardError: Self.wholeEntryLine
              + "Error: --set gives a field a value; entry a is not a field: use --take.\n"))
      let command = try #require(Self.suggestedCommand(in: Self.wholeEntryLine.dropLast()))
      #expect(command == "blogdoc resolve blog.json --entry a --take theirs")
      #expect(
        try sh(command, in: directory)
          == .init(
            status: 0,
            standardOutput: "Resolved entry a with theirs; no conflicts left in blog.json.\n",
            standardError: ""))
      #expect(
        try sh("blogdoc validate blog.json", in: directory).standardOutput
          == "blog.json: valid, 1 entry\n")
    }
  }

  /// Each side's entry, as `--take` chooses: ours keeps the edit, base the entry as it was.
  @Test(arguments: [("ours", "Edited"), ("base", "A")])
  func resolveEntryTakesThatSidesEntryAndUndoGivesBackTheMarkers(side: String, title: String) throws
  {
    try withTemporaryDirectory { directory in
      let script =
        Self.wholeEntryConflict + """
          cp blog.json conflicted.json
          blogdoc resolve blog.json --entry a --take \(side)
          blogdoc show blog.json --entry a --field title
          blogdoc log -n 1 --oneline | sed -E 's/  [^ ]+  / /'
          blogdoc undo > /dev/null
          cmp blog.json conflicted.json
          """
      let result = try sh(script, in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: """
              Resolved entry a with \(side); no conflicts left in blog.json.
              \(title)
              6 edit  Resolve entry a with \(side)
              … 5 earlier operations; 'blogdoc log -n 6' shows them all.

              """,
            standardError: ""))
    }
  }

  /// The spelling before `--entry ID` alone still resolves, and says what to give now.
  @Test func theFormerFieldSpellingStillResolvesWithANote() throws {
    try withTemporaryDirectory { directory in
      let script =
        Self.wholeEntryConflict + """
          blogdoc resolve blog.json --entry a --field '(entry)' --take ours
          """
      let result = try sh(script, in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: "Resolved entry a with ours; no conflicts left in blog.json.\n",
            standardError:
              "Note: --field '(entry)' is no longer needed: --entry ID alone resolves the entry as a whole.\n"
          ))
    }
  }

  /// Naming no conflict, or nothing at all, is a usage error that lists what is there and
  /// leaves the file as it is.
  @Test func resolveNamingNoWholeEntryConflictIsAUsageError() throws {
    try withTemporaryDirectory { directory in
      let script =
        Self.wholeEntryConflict + """
          cp blog.json conflicted.json
          blogdoc resolve blog.json --entry b --take ours || echo "exit $?"
          blogdoc resolve blog.json --take ours || echo "exit $?"
          blogdoc resolve blog.json --entry a --field title --take ours || echo "exit $?"
          cmp blog.json conflicted.json
          """
      let result = try sh(script, in: directory)
      #expect(
        result
          == .init(
            status: 0, standardOutput: "exit 64\nexit 64\nexit 64\n",
            standardError: """
              Error: No conflict in entry b as a whole in blog.json; its conflicts: entry a.
              Error: Please give --field NAME, or --entry ID alone to resolve the entry ID as a whole.
              Error: No conflict in a.title in blog.json; its conflicts: entry a.

              """))
    }
  }
}
