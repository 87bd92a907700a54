import Foundation
import Testing

/// `blogdoc serve` refuses what it cannot serve before it listens, with one line and the
/// documented exit code. (Serving itself is tested in BlogDocServerTests, in the torture
/// run's `serve` suite and by `scripts/serve-browser-check`.)
@Suite("blogdoc serve: refusals")
struct ServeCommandTests {
  @Test func aMissingPathExits66() throws {
    let result = try BlogDocProcess.run(["serve", "SampleDocs/no-such-dir"])
    #expect(result.status == 66)
    #expect(result.standardError == "Error: 'SampleDocs/no-such-dir': No such file or directory.\n")
    #expect(result.standardOutput == "")
  }

  @Test func aFileThatIsNoDocumentExits64() throws {
    let result = try BlogDocProcess.run(["serve", "Package.swift"])
    #expect(result.status == 64)
    #expect(
      result.standardError
        == "Error: 'Package.swift' is not a document: its name does not end in .xml, .json, .md or .markdown.\n"
    )
    // A Markdown file is a post when it starts with front matter; the README does not.
    let readme = try BlogDocProcess.run(["serve", "README.md"])
    #expect(readme.status == 64)
    #expect(
      readme.standardError
        == "Error: 'README.md' is not a document: the markdown format does not recognize its first bytes.\n"
    )
  }

  @Test func aHostNameToBindIsRefused() throws {
    let result = try BlogDocProcess.run(["serve", "SampleDocs", "--bind", "localhost"])
    #expect(result.status == 64)
    #expect(
      result.standardError
        == "Error: 'localhost' is not an IP address to listen on; give one such as 127.0.0.1 or ::1.\n"
    )
  }

  @Test func aPortInUseExits74() throws {
    // Hold a port the way another server would.
    let holder = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(holder) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(holder, $0, length) == 0 && listen(holder, 1) == 0
          && getsockname(holder, $0, &length) == 0
      }
    }
    try #require(bound)
    let port = UInt16(bigEndian: address.sin_port)
    let result = try BlogDocProcess.run(["serve", "SampleDocs", "--port", String(port)])
    #expect(result.status == 74)
    #expect(
      result.standardError == "Error: Cannot listen on 127.0.0.1:\(port): Address already in use.\n"
    )
  }
}
