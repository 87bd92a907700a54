import BlogDocCore
import FlyingFox
import Foundation

/// The responses the server sends, each with the headers that keep a browser from using
/// them against the user: no sniffing, no framing, no referrer, no caching, and no use by
/// another site's page.
///
/// ```swift
/// return Answer.html(page, policy: Answer.editorPolicy)
/// return Answer.json(["ok": .bool(true)])
/// return Answer.refusal(RequestRefusal(403, "Host 'evil.example:4000' is not this server."))
/// ```
package enum Answer {
  /// The Content-Security-Policy of the server's own pages (index, editor): scripts and
  /// styles only from the server, requests only to it.
  package static let editorPolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' https: http: data:; form-action 'none'; frame-ancestors 'none'; base-uri 'none'"

  /// The policy of a rendered page: `render`'s own (no script, inline style, images from
  /// the web) and the one script that reloads it, from the server.
  package static let pagePolicy =
    "default-src 'none'; style-src 'unsafe-inline'; img-src https: http: data:; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'"

  /// An HTML page.
  package static func html(_ page: String, policy: String, status: Int = 200) -> HTTPResponse {
    response(status, type: "text/html; charset=utf-8", body: Data(page.utf8), policy: policy)
  }

  /// A JSON answer of the API.
  package static func json(
    _ object: ArchiveObject, status: Int = 200, closing: Bool = false
  ) -> HTTPResponse {
    // Values come from documents and messages, which hold only characters the writer
    // takes; a refusal would be a bug, answered as one.
    guard let bytes = try? ArchiveValue.object(object).compactJSONBytes() else {
      return refusal(RequestRefusal(500, "The answer could not be written as JSON."))
    }
    return response(
      status, type: "application/json", body: Data(bytes), policy: editorPolicy, closing: closing)
  }

  /// A refused request: JSON for the API (`{"ok":false,"error":…}`), text otherwise.
  ///
  /// - Parameter closing: Whether the connection ends after this answer (see
  ///   ``ClosingBody``): for a request whose body was not read.
  package static func refusal(
    _ refusal: RequestRefusal, asJSON: Bool = false, closing: Bool = false
  ) -> HTTPResponse {
    var answer =
      asJSON
      ? json(
        ["ok": .bool(false), "error": .string(refusal.message)], status: refusal.status,
        closing: closing)
      : response(
        refusal.status, type: "text/plain; charset=utf-8",
        body: Data((refusal.message + "\n").utf8), policy: editorPolicy,
        closing: closing)
    if closing { answer.headers[.connection] = "close" }
    // RFC 9110 §15.5.6: a 405 names the methods the server takes.
    if refusal.status == 405 { answer.headers[HTTPHeader("Allow")] = "GET, HEAD, POST" }
    return answer
  }

  /// A redirect to `location`, a path of this server (303: the browser GETs it).
  package static func redirect(to location: String) -> HTTPResponse {
    var answer = response(
      303, type: "text/plain; charset=utf-8", body: Data("See \(location)\n".utf8),
      policy: editorPolicy)
    answer.headers[.location] = location
    return answer
  }

  /// A script or style sheet of the server's own.
  package static func asset(_ text: String, type: String) -> HTTPResponse {
    response(200, type: type, body: Data(text.utf8), policy: editorPolicy)
  }

  /// A stream of server-sent events.
  package static func events(_ stream: EventStream) -> HTTPResponse {
    var answer = HTTPResponse(
      statusCode: HTTPStatusCode(200, phrase: "OK"),
      headers: headers(type: "text/event-stream", policy: editorPolicy),
      body: HTTPBodySequence(from: stream))
    answer.headers[HTTPHeader("X-Accel-Buffering")] = "no"
    return answer
  }

  private static func response(
    _ status: Int, type: String, body: Data, policy: String, closing: Bool = false
  )
    -> HTTPResponse
  {
    let code = HTTPStatusCode(status, phrase: phrase(status))
    guard closing else {
      return HTTPResponse(
        statusCode: code, headers: headers(type: type, policy: policy), body: body)
    }
    return HTTPResponse(
      statusCode: code, headers: headers(type: type, policy: policy),
      body: HTTPBodySequence(from: ClosingBody(Array(body)), count: body.count))
  }

  private static func headers(type: String, policy: String) -> HTTPHeaders {
    var headers = HTTPHeaders()
    headers[.contentType] = type
    headers[HTTPHeader("Content-Security-Policy")] = policy
    headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
    headers[HTTPHeader("X-Frame-Options")] = "DENY"
    headers[HTTPHeader("Referrer-Policy")] = "no-referrer"
    headers[HTTPHeader("Cross-Origin-Resource-Policy")] = "same-origin"
    headers[HTTPHeader("Cache-Control")] = "no-store"
    return headers
  }

  private static func phrase(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 303: "See Other"
    case 400: "Bad Request"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 409: "Conflict"
    case 411: "Length Required"
    case 413: "Content Too Large"
    case 415: "Unsupported Media Type"
    case 422: "Unprocessable Content"
    case 503: "Service Unavailable"
    default: "Internal Server Error"
    }
  }
}
