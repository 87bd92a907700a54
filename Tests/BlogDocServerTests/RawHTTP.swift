import BlogDocCore
import BlogDocJSON
import BlogDocSystem
import Dispatch
import Foundation

/// An HTTP/1.1 client of the fewest parts, on a loopback socket: it sends exactly the
/// bytes it is given (a test's hostile request as written) and reads one answer.
///
/// Sockets block, so each exchange runs on a Dispatch thread, never on the cooperative
/// threads the server in the same process answers on.
enum RawHTTP {
  /// One answer: its status, headers (names lowercased) and body; and whether the server
  /// closed the connection after it.
  struct Answer: CustomStringConvertible {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]
    var closed: Bool

    var text: String { String(decoding: body, as: UTF8.self) }

    /// The body read as JSON.
    var json: ArchiveValue? { try? JSONValueReader.parse(body) }

    /// The `error` member of a JSON answer, or the text of a plain one without its line end.
    var message: String? {
      if headers["content-type"] == "application/json" {
        guard case .string(let error)? = json?.objectValue?["error"] else { return nil }
        return error
      }
      return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    var description: String { "\(status) \(headers) \(text.prefix(500))" }
  }

  struct NoAnswer: Error, CustomStringConvertible {
    var description: String
  }

  /// Sends `request` (with `PORT` replaced by the port) to 127.0.0.1:`port` and reads
  /// the answer; `nil` when the server closed the connection without one.
  static func exchange(_ request: String, port: UInt16, timeout: Int = 10) async throws -> Answer? {
    let bytes = Array(request.replacingOccurrences(of: "PORT", with: String(port)).utf8)
    return try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(
          with: Result { try exchangeBlocking(bytes, port: port, timeout: timeout) })
      }
    }
  }

  /// A request of `method` to `target` with the usual headers and `headers` added.
  static func request(
    _ method: String, _ target: String, headers: [String] = [], body: String? = nil
  ) -> String {
    var lines = ["\(method) \(target) HTTP/1.1", "Host: 127.0.0.1:PORT"] + headers
    if let body {
      lines.append("Content-Length: \(body.utf8.count)")
      return lines.joined(separator: "\r\n") + "\r\n\r\n" + body
    }
    return lines.joined(separator: "\r\n") + "\r\n\r\n"
  }

  private static func exchangeBlocking(
    _ request: [UInt8], port: UInt16, timeout: Int
  ) throws -> Answer? {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw NoAnswer(description: "socket: \(errno)") }
    defer { close(descriptor) }
    var time = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw NoAnswer(description: "connect: \(errno)") }
    var sent = 0
    while sent < request.count {
      let count = request[sent...].withUnsafeBytes {
        send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      // The server may close before it has read everything (a refused body): answer anyway.
      guard count > 0 else { break }
      sent += count
    }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    var answer: Answer?
    while true {
      let count = recv(descriptor, &buffer, buffer.count, 0)
      if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        throw NoAnswer(
          description: "no answer within \(timeout) s; received \(received.count) bytes")
      }
      guard count > 0 else {
        answer?.closed = true
        return answer
      }
      received += buffer[..<count]
      if answer == nil, let parsed = parse(received) {
        answer = parsed
      }
      if let current = answer, let end = headerEnd(received) {
        let length = Int(current.headers["content-length"] ?? "") ?? 0
        if received.count - end >= length {
          answer!.body = Array(received[end..<(end + length)])
          // Is the connection closed after it? Wait a moment to see.
          var little = timeval(tv_sec: 0, tv_usec: 300_000)
          setsockopt(
            descriptor, SOL_SOCKET, SO_RCVTIMEO, &little, socklen_t(MemoryLayout<timeval>.size))
          answer!.closed = recv(descriptor, &buffer, buffer.count, 0) == 0
          return answer
        }
      }
    }
  }

  private static func headerEnd(_ bytes: [UInt8]) -> Int? {
    bytes.firstRange(of: Array("\r\n\r\n".utf8))?.upperBound
  }

  private static func parse(_ bytes: [UInt8]) -> Answer? {
    guard let end = headerEnd(bytes) else { return nil }
    let head = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
    let status = head[0].split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
        in: .whitespaces)
    }
    return Answer(status: status, headers: headers, body: [], closed: false)
  }
}
