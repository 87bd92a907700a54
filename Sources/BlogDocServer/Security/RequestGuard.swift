import BlogDocSystem

/// The checks every request passes before a handler sees it: the Host it names, and for
/// requests that change anything, the session token, the Origin and the body's size.
///
/// The server writes files, and any page open in the user's browser can send it requests,
/// so it trusts none of them:
/// - **Host.** A page on `evil.example` whose name an attacker re-points at 127.0.0.1 (DNS
///   rebinding) sends `Host: evil.example:PORT`. Only `localhost`, IP addresses (which
///   cannot be re-pointed) and, when serving beyond loopback, this machine's own name are
///   accepted, with the port the server listens on.
/// - **Writes** (every POST) need the ``SessionToken`` in `X-Blogdoc-Token`, an Origin (when
///   the client sends one) that is the server's own, a `Sec-Fetch-Site` (when sent) of
///   `same-origin`, a JSON body, and a `Content-Length` no larger than
///   ``RequestLimits/maxBodyBytes``.
/// - **Reads of the API** refuse `Sec-Fetch-Site: cross-site`.
///
/// ```swift
/// let checks = RequestGuard(port: 4000, address: "127.0.0.1", token: SessionToken(), limits: RequestLimits())
/// try checks.checkHost("localhost:4000")        // passes
/// try checks.checkHost("evil.example:4000")     // throws 403
/// ```
package struct RequestGuard: Sendable {
  /// The port the server listens on.
  package let port: UInt16
  /// The address it listens on (`127.0.0.1`, `::1`, `0.0.0.0`, …).
  package let address: String
  /// The token state-changing requests must carry.
  package let token: SessionToken
  /// Size limits.
  package let limits: RequestLimits
  /// This machine's name, accepted as a Host when the server listens beyond loopback.
  private let machineName: String?

  package init(port: UInt16, address: String, token: SessionToken, limits: RequestLimits) {
    self.port = port
    self.address = address
    self.token = token
    self.limits = limits
    machineName = Self.isLoopback(address) ? nil : Self.hostName()
  }

  /// Throws unless `host` (the Host header) names this server.
  package func checkHost(_ host: String?) throws(RequestRefusal) {
    guard let host, !host.isEmpty else { throw .badRequest("The request has no Host header.") }
    guard let (name, hostPort) = Self.split(host), hostPort == port, accepts(name) else {
      throw .forbidden(
        "Host '\(host.prefix(200))' is not this server; open it as http://\(Self.urlHost(address)):\(port)/."
      )
    }
  }

  /// Throws unless a request that changes state may: the token, its Origin and
  /// Sec-Fetch-Site, its content type and the length of its body.
  ///
  /// - Parameter header: The request's header of a (lowercase) name, if sent.
  package func checkWrite(host: String, header: (String) -> String?) throws(RequestRefusal) {
    if let origin = header("origin"), origin.lowercased() != "http://" + host.lowercased() {
      throw .forbidden(
        "Origin '\(origin.prefix(200))' may not change documents here; only pages of this server may."
      )
    }
    if let site = header("sec-fetch-site"), site != "same-origin" {
      throw .forbidden(
        "A \(site.prefix(40)) request may not change documents here; only pages of this server may."
      )
    }
    guard token.matches(header("x-blogdoc-token")) else {
      throw .forbidden("The request does not carry this session's token; reload the page.")
    }
    guard header("transfer-encoding") == nil else {
      throw RequestRefusal(411, "Send the body with a Content-Length, not in chunks.")
    }
    let length = header("content-length") ?? "0"
    guard let bytes = Int(length), bytes >= 0 else {
      throw .badRequest("Content-Length '\(length.prefix(40))' is not a number of bytes.")
    }
    guard bytes <= limits.maxBodyBytes else {
      throw RequestRefusal(
        413, "The request body is \(bytes) bytes; at most \(limits.maxBodyBytes) are read.")
    }
    if bytes > 0 {
      let type = header("content-type") ?? ""
      guard type.lowercased().split(separator: ";").first?.trimmingSpaces == "application/json"
      else {
        throw RequestRefusal(415, "The request body must be JSON (Content-Type: application/json).")
      }
    }
  }

  /// Throws for a cross-site read of the API (its answers are the documents' contents).
  package func checkRead(header: (String) -> String?) throws(RequestRefusal) {
    if header("sec-fetch-site") == "cross-site" {
      throw .forbidden("Another site's page may not read documents here.")
    }
  }

  /// Whether `name` (a Host's name, lowercased, IPv6 without brackets) may name the server.
  private func accepts(_ name: String) -> Bool {
    if name == "localhost" { return true }
    if let machineName, name == machineName { return true }
    guard Self.isIPAddress(name) else { return false }
    if Self.isLoopback(address) { return Self.isLoopback(name) }
    return Self.isUnspecified(address) || Self.isLoopback(name) || name == address.lowercased()
  }

  /// `host:port` split, the name lowercased and IPv6 brackets removed; the port is 80 when
  /// absent. `nil` for anything else.
  package static func split(_ host: String) -> (name: String, port: UInt16)? {
    let lowered = host.lowercased()
    var name = Substring(lowered)
    var portText: Substring?
    if name.hasPrefix("[") {
      guard let close = name.firstIndex(of: "]") else { return nil }
      let rest = name[name.index(after: close)...]
      name = name[name.index(after: name.startIndex)..<close]
      if !rest.isEmpty {
        guard rest.first == ":" else { return nil }
        portText = rest.dropFirst()
      }
    } else if let colon = name.lastIndex(of: ":") {
      portText = name[name.index(after: colon)...]
      name = name[..<colon]
    }
    guard !name.isEmpty else { return nil }
    guard let portText else { return (String(name), 80) }
    guard portText.allSatisfy(\.isASCIIDigit), let port = UInt16(portText) else { return nil }
    return (String(name), port)
  }

  /// Whether `name` is an IPv4 or IPv6 address (not a name DNS could re-point).
  package static func isIPAddress(_ name: String) -> Bool {
    var v4 = in_addr()
    var v6 = in6_addr()
    return inet_pton(AF_INET, name, &v4) == 1 || inet_pton(AF_INET6, name, &v6) == 1
  }

  /// Whether `name` is a loopback address (127.0.0.0/8 or ::1).
  package static func isLoopback(_ name: String) -> Bool {
    var v4 = in_addr()
    if inet_pton(AF_INET, name, &v4) == 1 { return UInt32(bigEndian: v4.s_addr) >> 24 == 127 }
    var v6 = in6_addr()
    guard inet_pton(AF_INET6, name, &v6) == 1 else { return false }
    return withUnsafeBytes(of: &v6) { bytes in
      bytes.dropLast().allSatisfy { $0 == 0 } && bytes.last == 1
    }
  }

  /// Whether `name` is the address of every interface (0.0.0.0 or ::).
  static func isUnspecified(_ name: String) -> Bool {
    var v4 = in_addr()
    if inet_pton(AF_INET, name, &v4) == 1 { return v4.s_addr == 0 }
    var v6 = in6_addr()
    guard inet_pton(AF_INET6, name, &v6) == 1 else { return false }
    return withUnsafeBytes(of: &v6) { bytes in bytes.allSatisfy { $0 == 0 } }
  }

  /// `address` as a URL writes it: IPv6 in brackets, every interface as 127.0.0.1.
  static func urlHost(_ address: String) -> String {
    if isUnspecified(address) { return "127.0.0.1" }
    return address.contains(":") ? "[\(address)]" : address
  }

  private static func hostName() -> String? {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count - 1) == 0 else { return nil }
    let name = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return name.isEmpty ? nil : name.lowercased()
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension Substring {
  fileprivate var trimmingSpaces: Substring {
    var text = self
    while text.first == " " || text.first == "\t" { text = text.dropFirst() }
    while text.last == " " || text.last == "\t" { text = text.dropLast() }
    return text
  }
}
