import BlogDocSystem
import BlogDocXML
import Testing

@testable import BlogDocInterchange

/// The HTML parser of imported bodies sets libxml2 up as every XML read does (it once did
/// not: an import whose first libxml2 use was an HTML body ran with libxml2's own loader).
@Suite("HTML parsing sets libxml2 up")
struct HTMLTreeSetupTests {
  @Test func parsingABodyInstallsTheRefusingLoader() async {
    await #expect(processExitsWith: .success) {
      guard !LibXML2Setup.isLoaderInstalled else { exit(2) }
      let tree = HTMLTree(parsing: "<!DOCTYPE html SYSTEM \"file:///etc/passwd\"><p>Hello</p>")
      guard tree.withRoot({ $0.map(HTMLTree.name(of:)) }) == "html" else { exit(3) }
      exit(LibXML2Setup.isLoaderInstalled ? 0 : 1)
    }
  }
}
