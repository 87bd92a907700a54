/// Why the server will not serve a request: an HTTP status and a sentence for the body.
///
/// ```swift
/// throw RequestRefusal(.forbidden, "Host 'evil.example:4000' is not this server.")
/// ```
package struct RequestRefusal: Error, Sendable, Hashable, CustomStringConvertible {
  /// The HTTP status code: 400, 403, 404, 405, 411, 413, 415 or 421.
  package var status: Int
  /// The sentence sent as the body (plain text, or the `error` member of a JSON answer).
  package var message: String

  package init(_ status: Int, _ message: String) {
    self.status = status
    self.message = message
  }

  package var description: String { "\(status): \(message)" }

  /// 400: the request is not what the server reads.
  package static func badRequest(_ message: String) -> RequestRefusal {
    RequestRefusal(400, message)
  }
  /// 403: the request may not do this.
  package static func forbidden(_ message: String) -> RequestRefusal {
    RequestRefusal(403, message)
  }
  /// 404: nothing is served there.
  package static func notFound(_ message: String) -> RequestRefusal { RequestRefusal(404, message) }
}
