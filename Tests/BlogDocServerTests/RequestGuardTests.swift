import BlogDocSystem
import Testing

@testable import BlogDocServer

/// Every Host a client can send, on a server bound to loopback and to every interface;
/// and every way a write can be refused: its Origin, Sec-Fetch-Site, token, framing,
/// length and type. Each refusal is checked by its whole message.
@Suite("Request guard")
struct RequestGuardTests {
  static let token = SessionToken(text: "0123456789abcdef0123456789abcdef")
  static let loopback = RequestGuard(
    port: 4000, address: "127.0.0.1", token: token, limits: RequestLimits())
  static let loopback6 = RequestGuard(
    port: 4000, address: "::1", token: token, limits: RequestLimits())
  static let everywhere = RequestGuard(
    port: 4000, address: "0.0.0.0", token: token, limits: RequestLimits())
  static let lan = RequestGuard(
    port: 4000, address: "192.168.1.20", token: token, limits: RequestLimits())

  static func notThisServer(_ host: String, url: String = "127.0.0.1") -> RequestRefusal {
    RequestRefusal(403, "Host '\(host)' is not this server; open it as http://\(url):4000/.")
  }

  /// This machine's name, as the guard reads it.
  static var machineName: String {
    var buffer = [CChar](repeating: 0, count: 256)
    gethostname(&buffer, 255)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      .lowercased()
  }

  // MARK: - Host

  @Test(arguments: [
    "localhost:4000", "LOCALHOST:4000", "127.0.0.1:4000", "127.0.0.2:4000", "127.255.255.254:4000",
    "[::1]:4000",
    "[0:0:0:0:0:0:0:1]:4000", "localhost:04000",
  ])
  func loopbackNamesAreThisServer(host: String) throws {
    try Self.loopback.checkHost(host)
    try Self.loopback6.checkHost(host)
  }

  @Test(arguments: [
    // DNS rebinding: names an attacker can point at 127.0.0.1.
    "evil.example:4000", "localhost.evil.example:4000", "127.0.0.1.nip.io:4000", "localhost.:4000",
    "evil.example", "sub.localhost.evil:4000",
    // The right name on the wrong port, or none.
    "localhost:4001", "127.0.0.1:80", "127.0.0.1", "localhost", "[::1]", "localhost:65536",
    "localhost:-1",
    "localhost:+4000", "localhost:4000:4000", "localhost: 4000",
    // Addresses that are not loopback, or not written as an address.
    "[::ffff:127.0.0.1]:4000", "[fe80::1]:4000", "0.0.0.0:4000", "[::]:4000", "192.168.1.20:4000",
    "127.1:4000",
    "0x7f.0.0.1:4000", "2130706433:4000",
    // Malformed.
    ":4000", "[::1:4000", "[::1]x:4000", "[]:4000", "user@localhost:4000", "local host:4000",
  ])
  func otherHostsAreRefusedOnLoopback(host: String) {
    #expect(throws: Self.notThisServer(host)) { try Self.loopback.checkHost(host) }
    #expect(throws: Self.notThisServer(host, url: "[::1]")) { try Self.loopback6.checkHost(host) }
  }

  @Test(.enabled(if: machineName != "localhost"))
  func theMachineNameIsRefusedOnLoopback() {
    let host = Self.machineName + ":4000"
    #expect(throws: Self.notThisServer(host)) { try Self.loopback.checkHost(host) }
  }

  @Test func noHostIsABadRequest() {
    let refusal = RequestRefusal(400, "The request has no Host header.")
    #expect(throws: refusal) { try Self.loopback.checkHost(nil) }
    #expect(throws: refusal) { try Self.loopback.checkHost("") }
  }

  @Test func aLongHostIsCutInTheMessage() {
    let host = String(repeating: "a", count: 1000) + ":4000"
    #expect(throws: Self.notThisServer(String(host.prefix(200)))) {
      try Self.loopback.checkHost(host)
    }
  }

  @Test(arguments: [
    "localhost:4000", "127.0.0.1:4000", "[::1]:4000", "192.168.1.20:4000", "10.0.0.7:4000",
    "[fe80::1]:4000",
  ])
  func everyAddressAndLocalhostAreThisServerOnEveryInterface(host: String) throws {
    try Self.everywhere.checkHost(host)
  }

  @Test func theMachineNameIsThisServerBeyondLoopback() throws {
    try Self.everywhere.checkHost(Self.machineName + ":4000")
    try Self.lan.checkHost(Self.machineName.uppercased() + ":4000")
  }

  @Test(arguments: [
    "evil.example:4000", "localhost.evil.example:4000", "localhost:4001", "192.168.1.20",
  ])
  func namesAndWrongPortsAreRefusedOnEveryInterface(host: String) {
    #expect(throws: Self.notThisServer(host)) { try Self.everywhere.checkHost(host) }
  }

  @Test func aServerOnOneAddressTakesThatAddressAndLoopbackOnly() throws {
    try Self.lan.checkHost("192.168.1.20:4000")
    try Self.lan.checkHost("127.0.0.1:4000")
    try Self.lan.checkHost("[::1]:4000")
    #expect(throws: Self.notThisServer("10.0.0.7:4000", url: "192.168.1.20")) {
      try Self.lan.checkHost("10.0.0.7:4000")
    }
  }

  // MARK: - Writes

  /// The headers a page of the server sends with a save.
  static func headers(_ changes: [String: String?] = [:]) -> (String) -> String? {
    var headers: [String: String] = [
      "origin": "http://localhost:4000", "sec-fetch-site": "same-origin",
      "x-blogdoc-token": token.text,
      "content-type": "application/json", "content-length": "42",
    ]
    for (name, value) in changes { headers[name] = value }
    return { headers[$0] }
  }

  @Test func theServersOwnPageMayWrite() throws {
    try Self.loopback.checkWrite(host: "localhost:4000", header: Self.headers())
    try Self.loopback.checkWrite(
      host: "LocalHost:4000",
      header: Self.headers(["content-type": "Application/JSON; charset=utf-8"]))
    // curl and scripts send neither Origin nor Sec-Fetch-Site.
    try Self.loopback.checkWrite(
      host: "localhost:4000", header: Self.headers(["origin": nil, "sec-fetch-site": nil]))
    // A body-less write (undo) needs no type.
    try Self.loopback.checkWrite(
      host: "localhost:4000", header: Self.headers(["content-length": nil, "content-type": nil]))
  }

  @Test(arguments: [
    (
      "http://evil.example",
      "Origin 'http://evil.example' may not change documents here; only pages of this server may."
    ),
    ("null", "Origin 'null' may not change documents here; only pages of this server may."),
    (
      "http://localhost:4001",
      "Origin 'http://localhost:4001' may not change documents here; only pages of this server may."
    ),
    (
      "http://127.0.0.1:4000",
      "Origin 'http://127.0.0.1:4000' may not change documents here; only pages of this server may."
    ),
    (
      "https://localhost:4000",
      "Origin 'https://localhost:4000' may not change documents here; only pages of this server may."
    ),
  ])
  func anotherOriginMayNotWrite(origin: String, message: String) {
    let refusal = RequestRefusal(403, message)
    #expect(throws: refusal) {
      try Self.loopback.checkWrite(host: "localhost:4000", header: Self.headers(["origin": origin]))
    }
    // With or without the token: the Origin is looked at first.
    #expect(throws: refusal) {
      try Self.loopback.checkWrite(
        host: "localhost:4000", header: Self.headers(["origin": origin, "x-blogdoc-token": nil]))
    }
  }

  @Test(arguments: ["cross-site", "same-site", "none"])
  func aRequestFromElsewhereMayNotWrite(site: String) {
    #expect(
      throws: RequestRefusal(
        403, "A \(site) request may not change documents here; only pages of this server may.")
    ) {
      try Self.loopback.checkWrite(
        host: "localhost:4000", header: Self.headers(["sec-fetch-site": site]))
    }
  }

  @Test(arguments: [
    nil, "", "0123456789abcdef0123456789abcdee", "0123456789ABCDEF0123456789ABCDEF",
    "0123456789abcdef",
  ])
  func aWriteWithoutTheTokenIsRefused(token: String?) {
    #expect(
      throws: RequestRefusal(
        403, "The request does not carry this session's token; reload the page.")
    ) {
      try Self.loopback.checkWrite(
        host: "localhost:4000", header: Self.headers(["x-blogdoc-token": token]))
    }
  }

  @Test func aChunkedBodyIsRefused() {
    #expect(throws: RequestRefusal(411, "Send the body with a Content-Length, not in chunks.")) {
      try Self.loopback.checkWrite(
        host: "localhost:4000",
        header: Self.headers(["transfer-encoding": "chunked", "content-length": nil]))
    }
  }

  @Test(arguments: ["abc", "-1", "1e3", "", "99999999999999999999999"])
  func aLengthThatIsNotANumberIsRefused(length: String) {
    #expect(throws: RequestRefusal(400, "Content-Length '\(length)' is not a number of bytes.")) {
      try Self.loopback.checkWrite(
        host: "localhost:4000", header: Self.headers(["content-length": length]))
    }
  }

  @Test func aBodyOverTheLimitIsRefused() throws {
    try Self.loopback.checkWrite(
      host: "localhost:4000", header: Self.headers(["content-length": "8388608"]))
    #expect(
      throws: RequestRefusal(413, "The request body is 8388609 bytes; at most 8388608 are read.")
    ) {
      try Self.loopback.checkWrite(
        host: "localhost:4000", header: Self.headers(["content-length": "8388609"]))
    }
  }

  @Test(arguments: [
    nil, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x",
    "application/jsonp",
    "application/json-patch+json", "text/json",
  ])
  func aBodyThatIsNotJSONIsRefused(type: String?) {
    #expect(
      throws: RequestRefusal(415, "The request body must be JSON (Content-Type: application/json).")
    ) {
      try Self.loopback.checkWrite(
        host: "localhost:4000", header: Self.headers(["content-type": type]))
    }
  }

  // MARK: - Reads

  @Test func anotherSitesPageMayNotReadTheAPI() throws {
    try Self.loopback.checkRead(header: Self.headers())
    try Self.loopback.checkRead(header: Self.headers(["sec-fetch-site": nil]))
    #expect(throws: RequestRefusal(403, "Another site's page may not read documents here.")) {
      try Self.loopback.checkRead(header: Self.headers(["sec-fetch-site": "cross-site"]))
    }
  }
}
