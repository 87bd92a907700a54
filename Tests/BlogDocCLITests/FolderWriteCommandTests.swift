import Foundation
import Testing

/// `edit`, `add` and `remove` on a folder of one-entry documents change one file each, as
/// one journaled operation that `undo` reverts to the exact bytes.
@Suite("A folder of documents changed file by file")
struct FolderWriteCommandTests {
  static let posts = [
    "posts/alpha.xml": FolderFixture.entry("alpha", title: "Alpha"),
    "posts/beta.xml": FolderFixture.entry("beta", title: "Beta"),
  ]

  @Test func editChangesTheEntrysOwnFileAsAnEditOfThatFileWould() throws {
    var files = Self.posts
    files["oracle/beta.xml"] = FolderFixture.entry("beta", title: "Beta")
    try FolderFixture.with(files) { folder in
      let original = try folder.text("posts/beta.xml")
      let alpha = try folder.text("posts/alpha.xml")
      try folder.expectFirstChange(
        ["edit", "posts", "--entry", "beta", "--set", "title=Second"],
        printing: "~ beta.title: \"Beta\" → \"Second\"\n")
      // The oracle: the same edit of the file named directly.
      let direct = try folder.run(["edit", "oracle/beta.xml", "--set", "title=Second"])
      #expect(direct.status == 0)
      #expect(try folder.text("posts/beta.xml") == (try folder.text("oracle/beta.xml")))
      #expect(try folder.text("posts/alpha.xml") == alpha)
      let undone = try folder.run(["undo"], in: "posts")
      #expect(undone.status == 0)
      #expect(try folder.text("posts/beta.xml") == original)
    }
  }

  @Test func editWithNoChangeOpensTheEntrysFileInTheEditor() throws {
    try FolderFixture.with(Self.posts) { folder in
      let (alpha, beta) = (try folder.text("posts/alpha.xml"), try folder.text("posts/beta.xml"))
      try folder.expectFirstChange(
        ["edit", "posts", "--entry", "beta"],
        printing: "~ beta.title: \"Beta\" → \"From the editor\"\n",
        environment: [
          "EDITOR": "sed -i -e 's/^title: .*/title: From the editor/'", "VISUAL": "",
          "BLOGDOC_EDITOR_NO_TTY": "1",
        ])
      #expect(
        try folder.text("posts/beta.xml")
          == beta.replacing("<title>Beta<", with: "<title>From the editor<"))
      #expect(try folder.text("posts/alpha.xml") == alpha)
      #expect(try folder.run(["undo"], in: "posts").status == 0)
      #expect(try folder.text("posts/beta.xml") == beta)
    }
  }

  @Test func aBundlesFirstEditStartsTheFoldersHistoryNotOneInTheBundle() throws {
    try FolderFixture.with([
      "posts/alpha/index.xml": FolderFixture.entry("alpha", title: "Alpha"),
      "posts/beta/index.xml": FolderFixture.entry("beta", title: "Beta"),
    ]) { folder in
      try folder.expectFirstChange(
        ["edit", "posts", "--entry", "alpha", "--set", "title=A"],
        printing: "~ alpha.title: \"Alpha\" → \"A\"\n")
      #expect(try folder.names(in: "posts/alpha") == ["index.xml"])
      let removed = try folder.run(["remove", "posts", "--entry", "beta"])
      #expect(removed == .init(status: 0, standardOutput: "- beta (from 0)\n", standardError: ""))
      // One history: both operations are undone from the folder.
      #expect(try folder.run(["undo", "-n", "2"], in: "posts").status == 0)
      #expect(
        try folder.text("posts/alpha/index.xml") == FolderFixture.entry("alpha", title: "Alpha"))
      #expect(try folder.text("posts/beta/index.xml") == FolderFixture.entry("beta", title: "Beta"))
    }
  }

  /// Calls refused with one error line and their exit code: each leaves every file as it
  /// was and starts no history.
  static let refusals: [(arguments: [String], status: Int32, message: String)] = [
    (
      ["edit", "posts", "--set", "title=X"], 64,
      "Please choose an entry of 'posts' with '--entry <id>'."
    ),
    (
      ["edit", "posts", "--entry", "betta", "--set", "title=X"], 64,
      "Unknown entry 'betta' in 'posts'. Did you mean 'beta'?"
    ),
    (
      ["edit", "posts", "--entry", "beta", "--set", "id=alpha"], 65,
      "'posts' already has an entry 'alpha', in 'posts/alpha.xml'; give 'beta' another id."
    ),
    (
      ["add", "posts", "--set", "id=beta"], 65,
      "'posts' already has an entry 'beta', in 'posts/beta.xml'; give the new entry another id."
    ),
    (
      ["add", "posts", "--set", "id=gamma"], 65,
      "posts/gamma.xml: gamma.title: Title must not be empty."
    ),
    (
      ["add", "empty", "--set", "id=first"], 64,
      "'empty' holds no documents to take a format and file names from; make the first one with 'blogdoc new'."
    ),
    (
      ["remove", "posts", "--entry", "gamma"], 64,
      "Unknown entry 'gamma' in 'posts'."
    ),
    (
      ["undo", "posts"], 64,
      "'posts' is a folder; name one of its documents to undo the latest operation on it, or run 'blogdoc undo' where its history is."
    ),
    (
      ["add", "taken", "--set", "id=gamma", "--set", "title=G"], 73,
      "taken/gamma.xml: Already exists; blogdoc add never replaces a file."
    ),
  ]

  @Test(arguments: refusals.indices)
  func aRefusedCallWritesNothing(_ index: Int) throws {
    let (arguments, status, message) = Self.refusals[index]
    var files = Self.posts
    // A file named for an id it does not hold.
    files["taken/gamma.xml"] = FolderFixture.entry("zeta", title: "Zeta")
    try FolderFixture.with(files) { folder in
      try FileManager.default.createDirectory(
        at: folder.directory.appendingPathComponent("empty"), withIntermediateDirectories: true)
      let before = try folder.snapshot()
      try folder.expectRefusal(arguments, status: status, message)
      #expect(try folder.snapshot() == before)
      #expect(try folder.names(in: "posts") == ["alpha.xml", "beta.xml"])
      #expect(try folder.names(in: "empty") == [])
    }
  }

  @Test func addMakesAFileNamedAsTheOthersAreAndUndoRemovesIt() throws {
    let layouts: [(files: [String: String], made: String)] = [
      (Self.posts, "posts/gamma.xml"),
      (
        [
          "posts/2026-01-02-alpha.xml": FolderFixture.entry("alpha", title: "Alpha"),
          "posts/2026-01-03-beta.xml": FolderFixture.entry("beta", title: "Beta"),
          "posts/about.xml": FolderFixture.entry("about", title: "About"),
        ], "posts/2026-11-18-gamma.xml"
      ),
      (
        [
          "posts/alpha/index.xml": FolderFixture.entry("alpha", title: "Alpha"),
          "posts/beta/index.xml": FolderFixture.entry("beta", title: "Beta"),
        ], "posts/gamma/index.xml"
      ),
    ]
    for (files, made) in layouts {
      try FolderFixture.with(files) { folder in
        let before = try folder.snapshot()
        try folder.expectFirstChange(
          ["add", "posts", "--set", "id=gamma", "--set", "title=Gamma"],
          printing: "+ gamma (at 0)\n")
        let shown = try folder.run(["show", made, "--field", "title"])
        #expect(shown.standardOutput == "Gamma\n")
        // Written as `new` writes a new file: the oracle.
        let oracle = try folder.run([
          "new", "oracle.xml", "--set", "id=gamma", "--set", "title=Gamma",
        ])
        #expect(oracle.status == 0)
        #expect(try folder.text(made) == (try folder.text("oracle.xml")))
        let undone = try folder.run(["undo"], in: "posts")
        #expect(undone.status == 0)
        var after = try folder.snapshot().filter { !$0.key.contains(".blogdoc") }
        after["oracle.xml"] = nil
        #expect(after == before)
        // A bundle's folder stays, empty, for a redo to write into; it is no skipped name.
        let listed = try folder.run(["show", "posts"])
        #expect(listed.status == 0)
        #expect(listed.standardError == "")
      }
    }
  }

  @Test func aDatedNameTakesTheEntrysOwnDate() throws {
    try FolderFixture.with([
      "posts/2026-01-02-alpha.xml": FolderFixture.entry("alpha", title: "Alpha")
    ]) { folder in
      try folder.expectFirstChange(
        [
          "add", "posts", "--set", "id=old", "--set", "title=Old", "--set",
          "postedDate=2020-05-06T23:30:00-02:00",
        ],
        printing: "+ old (at 0)\n")
      #expect(
        try folder.names(in: "posts") == [".blogdoc", "2020-05-06-old.xml", "2026-01-02-alpha.xml"])
    }
  }

  @Test func removeDeletesTheFileAndUndoGivesBackItsExactBytes() throws {
    try FolderFixture.with(Self.posts) { folder in
      let original = try folder.snapshot()
      try folder.expectFirstChange(
        ["remove", "posts", "--entry", "alpha"], printing: "- alpha (from 0)\n")
      #expect(try folder.names(in: "posts") == [".blogdoc", "beta.xml"])
      let undone = try folder.run(["undo"], in: "posts")
      #expect(undone.status == 0)
      let back = try folder.snapshot().filter { !$0.key.contains(".blogdoc") }
      #expect(back == original)
      // Again after a redo: the bytes come back from the journal, not written anew.
      #expect(try folder.run(["redo"], in: "posts").status == 0)
      #expect(try folder.run(["undo"], in: "posts").status == 0)
      #expect(try folder.snapshot().filter { !$0.key.contains(".blogdoc") } == original)
    }
  }

  @Test func removeOfABundleKeepsItsOtherFilesAndSaysSo() throws {
    try FolderFixture.with([
      "posts/alpha/index.xml": FolderFixture.entry("alpha", title: "Alpha"),
      "posts/alpha/photo.jpg": "jpeg\n",
      "posts/beta/index.xml": FolderFixture.entry("beta", title: "Beta"),
    ]) { folder in
      let original = try folder.snapshot()
      try folder.expectFirstChange(
        ["remove", "posts", "--entry", "alpha"], printing: "- alpha (from 0)\n",
        notes: ["Note: Kept the 1 other file of the bundle 'posts/alpha/'."])
      #expect(try folder.names(in: "posts/alpha") == ["photo.jpg"])
      #expect(try folder.run(["undo"], in: "posts").status == 0)
      #expect(try folder.snapshot().filter { !$0.key.contains(".blogdoc") } == original)
    }
  }

  @Test func diffOfAFolderShowsItsHistoryAsABlogsIsShown() throws {
    var files = Self.posts
    files["other/alpha.xml"] = FolderFixture.entry("alpha", title: "Alpha")
    try FolderFixture.with(files) { folder in
      // One history above the folder, which holds the changes of another folder too.
      #expect(try folder.run(["init"]).status == 0)
      #expect(try folder.run(["edit", "posts", "--entry", "beta", "--set", "title=B"]).status == 0)
      #expect(try folder.run(["edit", "other/alpha.xml", "--set", "title=Other"]).status == 0)
      #expect(
        try folder.run(["add", "posts", "--set", "id=gamma", "--set", "title=G"]).status == 0)
      let latest = try folder.run(["diff", "posts"])
      #expect(latest == .init(status: 0, standardOutput: "+ gamma (at 0)\n", standardError: ""))
      let all = try folder.run(["diff", "posts", "--from", "0"])
      #expect(
        all
          == .init(
            status: 0, standardOutput: "~ beta.title: \"Beta\" → \"B\"\n+ gamma (at 0)\n",
            standardError: ""))
      let other = try folder.run(["diff", "other", "--from", "0"])
      #expect(other.standardOutput == "~ alpha.title: \"Alpha\" → \"Other\"\n")
      // The log of a folder is that of its documents: not operation 2, on the other folder.
      let log = try folder.run(["log", "posts", "--oneline"]).standardOutput
      let lines = log.split(separator: "\n")
      #expect(lines.count == 2, "\(log)")
      #expect(
        lines.first?.hasPrefix("3  ") == true && lines.first?.hasSuffix("  Add gamma") == true)
      #expect(lines.last?.hasPrefix("1  ") == true && lines.last?.hasSuffix("  Set title") == true)
    }
  }
}
