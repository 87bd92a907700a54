import Foundation
import Testing

/// A member the schema does not know, set differently on two branches: a conflict named by
/// its key, resolved with `--field KEY --take …` and never with `--set`.
extension GitMergeCommandTests {
  @Test func anUnknownMemberConflictIsNamedByItsKeyAndTakesASide() throws {
    try withTemporaryDirectory { directory in
      let script = """
        git init -q -b main
        blogdoc git-setup > /dev/null 2>&1
        blogdoc new e.json --set title=Hello --set postedDate=2026-11-20T10:00:00Z 2> /dev/null
        sed -i 's/"title": "Hello",/"title": "Hello",\\n    "mood": "calm",/' e.json
        git add -A && git commit -qm base
        git checkout -qb other
        sed -i 's/calm/glad/' e.json && git commit -qam glad
        git checkout -q main
        sed -i 's/calm/sad/' e.json && git commit -qam sad
        git merge -q other -m merge > /dev/null 2>&1 || true
        cp e.json conflicted.json
        blogdoc validate e.json || echo "validate exit $?"
        blogdoc resolve e.json --field mood --set x || echo "resolve exit $?"
        cmp e.json conflicted.json
        """
      let line =
        #"Error: e.json:7: merge conflict in e.mood: base string("calm"), ours string("sad"), theirs string("glad"); resolve it with 'blogdoc resolve e.json --field mood --take theirs' (or --take ours, --take base)."#
        + "\n"
      let result = try sh(script, in: directory)
      #expect(
        result
          == .init(
            status: 0, standardOutput: "validate exit 65\nresolve exit 64\n",
            standardError: line
              + "Error: --set gives a field a value; e.mood is not a field: use --take.\n"))
      let command = try #require(Self.suggestedCommand(in: line.dropLast()))
      let resolved = try sh(command + "\ngrep -c '\"mood\": \"glad\"' e.json", in: directory)
      #expect(
        resolved
          == .init(
            status: 0,
            standardOutput: "Resolved e.mood with theirs; no conflicts left in e.json.\n1\n",
            standardError: ""))
    }
  }
}
