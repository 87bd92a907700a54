import Foundation
import Testing

/// The driver `git-setup` records: the running program by its absolute path, so git runs
/// it without blogdoc on PATH; `git-setup --check`; and a driver line without `%P`.
extension GitMergeCommandTests {
  /// A PATH with git and the shell's tools, and no blogdoc.
  static let pathWithoutBlogdoc = "/usr/bin:/bin"

  @Test func gitRunsTheDriverWithoutBlogdocOnPath() throws {
    try withTemporaryDirectory { directory in
      let script =
        Self.setup + """
          PATH=\(Self.pathWithoutBlogdoc) git merge -q other -m merge > /dev/null
          git status --porcelain
          """ + "\n" + Self.fields
      let result = try sh(script, in: directory)
      #expect(
        result == .init(status: 0, standardOutput: "Ours\nTheirs\na,o,t\n", standardError: ""))
    }
  }

  @Test func gitSetupCheckSaysWhetherGitCanRunTheDriver() throws {
    try withTemporaryDirectory { directory in
      let driver = "\(Self.program) merge %O %A %B --path %P --marker-size %L"
      let checked = try sh(
        "git init -q\nblogdoc git-setup > /dev/null 2>&1\nblogdoc git-setup --check", in: directory)
      #expect(
        checked
          == .init(
            status: 0,
            standardOutput:
              "git config merge.blogdoc.driver: \(driver)\n\(Self.program) exists and is executable: git can run it.\n",
            standardError: ""))
      let again = "Run 'blogdoc git-setup' again with the blogdoc git should run.\n"
      let cases: [(String, String)] = [
        (
          "git config --unset merge.blogdoc.driver",
          "is not set, so git merges documents line by line; run 'blogdoc git-setup' to set it.\n"
        ),
        (
          "git config merge.blogdoc.driver 'blogdoc merge %O %A %B --path %P'",
          "runs 'blogdoc', which git looks for on its PATH: it is \(Self.program) here, but git run from a GUI client, an IDE or cron may have another PATH, and then leaves our side of each file unmerged. "
            + again
        ),
        (
          "git config merge.blogdoc.driver '\"/no such/blogdoc\" merge %O %A %B'",
          "runs '/no such/blogdoc', which does not exist (or is not a file): git would leave our side of each file unmerged. "
            + again
        ),
        (
          "printf '#!/bin/sh\\n' > tool && git config merge.blogdoc.driver \"$PWD/tool merge %O %A %B\"",
          "runs '\(directory.resolvingSymlinksInPath().path)/tool', which is not executable: git would leave our side of each file unmerged. "
            + again
        ),
      ]
      for (configure, problem) in cases {
        #expect(
          try sh(configure + "\nblogdoc git-setup --check", in: directory)
            == .init(
              status: 1, standardOutput: "",
              standardError: "Error: git config merge.blogdoc.driver " + problem))
      }
      #expect(
        try sh(
          "git config merge.blogdoc.driver 'blogdoc merge %O %A %B'\nPATH=\(Self.pathWithoutBlogdoc) \(Self.program) git-setup --check",
          in: directory)
          == .init(
            status: 1, standardOutput: "",
            standardError:
              "Error: git config merge.blogdoc.driver runs 'blogdoc', which git looks for on its PATH: it is not found here, and git run from a GUI client, an IDE or cron may have another PATH, and then leaves our side of each file unmerged. "
              + again))
    }
  }

  /// git's temporary files have no extension: without `%P` the driver tells XML from JSON
  /// by content, and still merges field-disjoint changes (a line merge conflicts on them).
  @Test func aDriverLineWithoutThePathMergesFieldByField() throws {
    try withTemporaryDirectory { directory in
      let script = """
        git init -q -b main
        blogdoc git-setup > /dev/null 2>&1
        git config merge.blogdoc.driver '\(Self.program) merge %O %A %B'
        for f in e.xml e.json; do blogdoc new $f --set title=Hello --set summary=Sum --set tagNames=a --set postedDate=2026-11-20T10:00:00Z 2> /dev/null; done
        git add -A && git commit -qm base
        git checkout -qb other
        for f in e.xml e.json; do blogdoc edit $f --set summary=Theirs --add tagNames=t > /dev/null; done
        git commit -qam theirs
        git checkout -q main
        for f in e.xml e.json; do blogdoc edit $f --set title=Ours --add tagNames=o > /dev/null; done
        git commit -qam ours
        PATH=\(Self.pathWithoutBlogdoc) git merge -q other -m merge > /dev/null
        git status --porcelain
        for f in e.xml e.json; do blogdoc show $f --field title; blogdoc show $f --field summary; blogdoc show $f --field tagNames; done
        """
      let result = try sh(script, in: directory)
      #expect(
        result
          == .init(
            status: 0, standardOutput: "Ours\nTheirs\na,o,t\nOurs\nTheirs\na,o,t\n",
            standardError: ""))
    }
  }
}

extension GitMergeCommandTests {
  /// The driver's own words on a conflict name a command that pastes; without the path,
  /// git's temporary file is named for the conflicts alone.
  @Test func theDriverSaysHowToListTheConflicts() throws {
    try withTemporaryDirectory { directory in
      let script = """
        blogdoc new 'my post.xml' --set title=Base 2> /dev/null
        cp 'my post.xml' base
        blogdoc edit 'my post.xml' --set title=Ours > /dev/null 2>&1 && cp 'my post.xml' ours
        blogdoc edit 'my post.xml' --set title=Theirs > /dev/null 2>&1 && cp 'my post.xml' theirs
        cp ours ours2
        blogdoc merge base ours theirs --path 'my post.xml' || echo "exit $?"
        blogdoc merge base ours2 theirs || echo "exit $?"
        """
      let result = try sh(script, in: directory)
      #expect(
        result
          == .init(
            status: 0, standardOutput: "exit 1\nexit 1\n",
            standardError: """
              CONFLICT (field): my post.xml: my-post.title: base "Base", ours "Ours", theirs "Theirs"
              'blogdoc validate "my post.xml"' lists each conflict with a command that resolves it.
              CONFLICT (field): ours2: my-post.title: base "Base", ours "Ours", theirs "Theirs"
              'blogdoc validate' of the file lists each conflict with a command that resolves it.

              """))
    }
  }
}
