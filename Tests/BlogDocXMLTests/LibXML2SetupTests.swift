import BlogDocBlog
import BlogDocCore
import BlogDocSystem
import Testing

@testable import BlogDocXML

/// libxml2 is set up in one place: the refusing entity loader and the options of every
/// parse. Each process-wide check runs in a child process of its own (an exit test), where
/// nothing has set libxml2 up before the read under test.
@Suite("libxml2 set-up")
struct LibXML2SetupTests {
  /// `XML_PARSE_HUGE` (libxml2's parser.h), the one never-allowed option the HTML parser has.
  static let huge: Int32 = 1 << 19

  @Test func noXMLReadHasANeverAllowedOption() {
    #expect(LibXML2Setup.readerOptions & LibXML2Setup.neverAllowed == 0)
    #expect(LibXML2Setup.utf8ReaderOptions & LibXML2Setup.neverAllowed == 0)
    #expect(LibXML2Setup.htmlOptions & LibXML2Setup.neverAllowed == Self.huge)
  }

  @Test func anArchiveReadInstallsTheRefusingLoader() async {
    await #expect(processExitsWith: .success) {
      guard !LibXML2Setup.isLoaderInstalled else { exit(2) }
      let xml = "<entry version=\"2\"><id>a</id><title>A</title></entry>"
      _ = try? XMLArchiveFormat().decode(BlogEntry.self, from: Array(xml.utf8), options: .default)
      exit(LibXML2Setup.isLoaderInstalled ? 0 : 1)
    }
  }
}
