import BlogDocStore
import Foundation
import Testing
import BlogDocBlog

@testable import BlogDocServer

/// Which files a site serves: documents under its directory, none in hidden directories,
/// none reached through a symbolic link that leaves it, and in FILE mode only that file.
@Suite("Served site")
struct ServedSiteTests {
  /// A served directory `site/` beside an `outside/` one holding a secret document.
  static func layout() throws -> ScratchDirectory {
    let scratch = try ScratchDirectory()
    try scratch.copySamples("hello-world.xml", "blog.json", into: "site")
    try scratch.copySamples("unicode-and-rtl.xml", into: "site/posts/2026")
    try scratch.copySamples("hello-world.json", into: "site/.blogdoc")
    try scratch.copySamples("hello-world.json", into: "site/.git")
    try scratch.copySamples("hello-world.json", into: "site/posts/.drafts")
    try scratch.write("not a document", to: "site/notes.txt")
    try scratch.write("x", to: "site/.hidden.xml")
    // Names no request can name: a dot and a combining mark, a control character.
    try scratch.copySamples("hello-world.json", into: "site/.\u{301}drafts")
    try scratch.write("x", to: "site/.\u{301}x.xml")
    try scratch.write("x", to: "site/a\u{85}b.xml")
    try scratch.copySamples("long-body.xml", into: "outside")
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: scratch.path + "/site/leak.xml", withDestinationPath: "../outside/long-body.xml")
    try manager.createSymbolicLink(
      atPath: scratch.path + "/site/linked", withDestinationPath: scratch.path + "/outside")
    try manager.createSymbolicLink(
      atPath: scratch.path + "/site/alias.xml", withDestinationPath: "hello-world.xml")
    try manager.createSymbolicLink(
      atPath: scratch.path + "/site/inside", withDestinationPath: "posts")
    try manager.createSymbolicLink(
      atPath: scratch.path + "/site/dangling.xml", withDestinationPath: "nowhere.xml")
    try manager.createDirectory(
      atPath: scratch.path + "/site/folder.xml", withIntermediateDirectories: true)
    return scratch
  }

  @Test func aDirectoryListsItsDocumentsButNoHiddenOnes() throws {
    let scratch = try Self.layout()
    let site = try ServedSite(path: scratch.path + "/site", model: BlogEntry.self)
    #expect(site.root == scratch.path + "/site")
    #expect(site.only == nil)
    // A link to a document inside is listed; one leaving the directory, a dangling one
    // and the directories of links are not.
    #expect(
      site.documents() == [
        "alias.xml", "blog.json", "hello-world.xml", "posts/2026/unicode-and-rtl.xml",
      ])
    // Every directory a document may be written in is watched, the root first.
    #expect(site.directories().first == scratch.path + "/site")
    #expect(
      Set(site.directories())
        == Set(["", "/posts", "/posts/2026", "/folder.xml"].map { scratch.path + "/site" + $0 }))
  }

  @Test func aListedDocumentIsServedFromTheRoot() throws {
    let scratch = try Self.layout()
    let site = try ServedSite(path: scratch.path + "/site", model: BlogEntry.self)
    #expect(try site.file("hello-world.xml") == scratch.path + "/site/hello-world.xml")
    #expect(
      try site.file("posts/2026/unicode-and-rtl.xml") == scratch.path
        + "/site/posts/2026/unicode-and-rtl.xml")
    // Within the directory, a link may name the same document twice.
    #expect(try site.file("alias.xml") == scratch.path + "/site/alias.xml")
    #expect(
      try site.file("inside/2026/unicode-and-rtl.xml") == scratch.path
        + "/site/inside/2026/unicode-and-rtl.xml")
  }

  @Test(arguments: [
    "leak.xml", "linked/long-body.xml", "dangling.xml", "folder.xml", "notes.txt", "missing.xml",
    "../outside/long-body.xml",
    "posts/../../outside/long-body.xml", "hello-world.XML.txt", "", "posts",
  ])
  func anythingElseIsNotServed(relative: String) throws {
    let scratch = try Self.layout()
    let site = try ServedSite(path: scratch.path + "/site", model: BlogEntry.self)
    #expect(throws: RequestRefusal(404, "'\(relative)' is not a document served here.")) {
      try site.file(relative)
    }
  }

  @Test func aFileIsServedAlone() throws {
    let scratch = try Self.layout()
    let site = try ServedSite(path: scratch.path + "/site/hello-world.xml", model: BlogEntry.self)
    #expect(site.root == scratch.path + "/site")
    #expect(site.only == "hello-world.xml")
    #expect(site.documents() == ["hello-world.xml"])
    #expect(site.directories() == [scratch.path + "/site"])
    #expect(try site.file("hello-world.xml") == scratch.path + "/site/hello-world.xml")
    for other in ["blog.json", "alias.xml", "posts/2026/unicode-and-rtl.xml"] {
      #expect(throws: RequestRefusal(404, "'\(other)' is not a document served here.")) {
        try site.file(other)
      }
    }
    #expect(site.relativePath(of: scratch.path + "/site/hello-world.xml") == "hello-world.xml")
    #expect(site.relativePath(of: scratch.path + "/site/blog.json") == nil)
  }

  @Test func aFileReachedThroughALinkIsServedFromItsRealDirectory() throws {
    let scratch = try Self.layout()
    let site = try ServedSite(path: scratch.path + "/site/leak.xml", model: BlogEntry.self)
    #expect(site.root == scratch.path + "/outside")
    #expect(site.only == "long-body.xml")
  }

  @Test func changedFilesAreNamedOnlyWhenListed() throws {
    let scratch = try Self.layout()
    let site = try ServedSite(path: scratch.path + "/site", model: BlogEntry.self)
    let root = scratch.path + "/site"
    #expect(
      site.relativePath(of: root + "/posts/2026/unicode-and-rtl.xml")
        == "posts/2026/unicode-and-rtl.xml")
    #expect(site.relativePath(of: root + "/.blogdoc/journal") == nil)
    #expect(site.relativePath(of: root + "/posts/.drafts/a.xml") == nil)
    #expect(site.relativePath(of: root + "/.\u{301}drafts/hello-world.json") == nil)
    #expect(site.relativePath(of: root + "/notes.txt") == nil)
    #expect(site.relativePath(of: scratch.path + "/outside/long-body.xml") == nil)
  }

  @Test func whatCannotBeServedIsSaidAtStart() throws {
    let scratch = try Self.layout()
    #expect(throws: ServeError(.inputMissing, "'\(scratch.path)/none': No such file or directory."))
    {
      try ServedSite(path: scratch.path + "/none", model: BlogEntry.self)
    }
    // The registered extensions, whichever other suites of this process registered
    // (blogdoc-serve's own list is checked in BlogDocCLITests).
    #expect {
      try ServedSite(path: scratch.path + "/site/notes.txt", model: BlogEntry.self)
    } throws: { error in
      error as? ServeError
        == ServeError(
          .usage,
          "'\(scratch.path)/site/notes.txt' is not a document: its name does not end in \(DocumentFormat.extensionList)."
        )
    }
    #expect(throws: ServeError(.usage, "'/dev/null' is neither a document nor a directory.")) {
      try ServedSite(path: "/dev/null", model: BlogEntry.self)
    }
  }

  @Test func aListingCountsWhatIsNotADocument() throws {
    let scratch = try Self.layout()
    try scratch.write(ServePolishTests.mapping, to: "site/mapping.json")
    try scratch.write(#"{"formatVersion": 2, "entry": {"id": "#, to: "site/posts/broken.json")
    let site = try ServedSite(path: scratch.path + "/site", model: BlogEntry.self)
    // Links leaving the directory or leading nowhere are named as documents and are none;
    // notes.txt and the links to directories are of no document format.
    #expect(
      site.listing()
        == SiteListing(
          documents: [
            "alias.xml", "blog.json", "hello-world.xml", "posts/2026/unicode-and-rtl.xml",
            "posts/broken.json",
          ],
          notDocuments: ["dangling.xml", "leak.xml", "mapping.json"], otherFiles: 3))
    #expect(site.documents() == site.listing().documents)
    #expect(throws: RequestRefusal(404, "'mapping.json' is not a document served here.")) {
      try site.file("mapping.json")
    }
    #expect {
      try ServedSite(path: scratch.path + "/site/mapping.json", model: BlogEntry.self)
    } throws: { error in
      error as? ServeError
        == ServeError(
          .usage,
          "'\(scratch.path)/site/mapping.json' is not a document: it is no entry or blog of this program (an import mapping, say)."
        )
    }
  }

  @Test func theNoteSaysWhatWasNotListed() {
    #expect(SiteListing(documents: ["a.xml"]).skippedNote == nil)
    #expect(
      SiteListing(otherFiles: 1).skippedNote == "Not listed: 1 file of no document format.")
    #expect(
      SiteListing(notDocuments: ["m.json"], otherFiles: 2).skippedNote
        == "Not listed: 1 file named as a document that is none ('m.json'), and 2 files of no document format."
    )
    #expect(
      SiteListing(notDocuments: ["a.json", "b.json", "c.xml", "d.md", "e.json"]).skippedNote
        == "Not listed: 5 files named as documents that are none ('a.json', 'b.json', 'c.xml', 2 more)."
    )
  }
}
