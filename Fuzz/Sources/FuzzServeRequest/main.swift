import BlogDocCore
import BlogDocJSON
import BlogDocBlog
import FuzzSupport
import ServeRequestChecks

/// Reads arbitrary bytes as `blogdoc serve` reads a request once FlyingFox has split it: a
/// request line, headers and a body. The target goes through TargetPath, the Host and the
/// write headers through RequestGuard (on loopback and on every interface), and the body
/// through JSONValueReader and EntrySave. Nothing may trap, and whatever passes a check
/// must be what the check promises:
/// - every segment of a target is a plain name (not empty, not hidden, no slash, backslash
///   or control character);
/// - a Host that passes names this server: localhost or a loopback address (any address
///   beyond loopback) on its port;
/// - a write that passes carries the token, no foreign Origin or Sec-Fetch-Site, no
///   chunks, and a JSON body within the limit;
/// - a save's edits set fields of the schema other than the id, and an entry they make,
///   shown in the form and saved back unchanged, is the same entry.
let token = SessionToken(text: "0123456789abcdef0123456789abcdef")
let limits = RequestLimits()
let loopback = RequestGuard(port: 4000, address: "127.0.0.1", token: token, limits: limits)
let everywhere = RequestGuard(port: 4000, address: "0.0.0.0", token: token, limits: limits)
let start = BlogEntry(id: "hello", title: "Hello")

/// The request's parts as FlyingFox hands them over: lines end in LF (a CR before it is
/// trimmed), the request line has three words, a header is `name: value`, the last of a
/// name wins, and names are compared without case.
struct Request {
  var target = ""
  var headers: [String: String] = [:]
  var body: [UInt8] = []

  init?(_ bytes: [UInt8]) {
    let end = bytes.firstRange(of: Array("\r\n\r\n".utf8))
    let head = end.map { bytes[..<$0.lowerBound] } ?? bytes[...]
    body = end.map { Array(bytes[$0.upperBound...]) } ?? []
    var lines = head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
      trimmed(String(decoding: $0, as: UTF8.self))
    }
    guard !lines.isEmpty else { return nil }
    let words = lines.removeFirst().split(separator: " ", maxSplits: 2)
    guard words.count == 3 else { return nil }
    target = String(words[1])
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[trimmed(line[..<colon]).lowercased()] = trimmed(line[line.index(after: colon)...])
    }
  }
}

/// `text` without the spaces, tabs and line ends around it, as FlyingFox trims.
func trimmed(_ text: some StringProtocol) -> String {
  let isSpace = { (scalar: Unicode.Scalar) in scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n" }
  var scalars = Substring(text).unicodeScalars[...]
  while let first = scalars.first, isSpace(first) { scalars = scalars.dropFirst() }
  while let last = scalars.last, isSpace(last) { scalars = scalars.dropLast() }
  return String(String.UnicodeScalarView(scalars))
}

func checkTarget(_ raw: String) {
  guard let target = try? TargetPath(raw) else { return }
  for segment in target.segments {
    check(
      !segment.isEmpty && segment.utf8.first != UInt8(ascii: ".")
        && !segment.utf8.contains(UInt8(ascii: "/")) && !segment.utf8.contains(UInt8(ascii: "\\"))
        && !segment.unicodeScalars.contains { $0.properties.generalCategory == .control },
      "'\(raw)' read as the segment \(segment.debugDescription)")
  }
  for (name, value) in target.query {
    check(!(name + value).unicodeScalars.contains { $0.properties.generalCategory == .control }, "'\(raw)': control in query")
  }
}

func checkHost(_ host: String?) {
  if (try? loopback.checkHost(host)) != nil {
    let split = RequestGuard.split(host!)
    check(split?.port == 4000, "'\(host!)' passed on another port")
    check(split?.name == "localhost" || RequestGuard.isLoopback(split?.name ?? ""), "'\(host!)' passed on loopback")
  }
  if (try? everywhere.checkHost(host)) != nil {
    check(RequestGuard.split(host!)?.port == 4000, "'\(host!)' passed on another port beyond loopback")
  }
}

func checkWrite(_ request: Request) {
  let host = request.headers["host"] ?? ""
  guard (try? loopback.checkWrite(host: host, header: { request.headers[$0] })) != nil else { return }
  let headers = request.headers
  check(headers["x-blogdoc-token"] == token.text, "a write passed without the token")
  check(headers["origin"].map { $0.lowercased() == "http://" + host.lowercased() } ?? true, "a foreign Origin passed")
  check(headers["sec-fetch-site"].map { $0 == "same-origin" } ?? true, "a foreign Sec-Fetch-Site passed")
  check(headers["transfer-encoding"] == nil, "a chunked write passed")
  let length = Int(headers["content-length"] ?? "0")
  check(length.map { (0...limits.maxBodyBytes).contains($0) } ?? false, "a write of length \(String(describing: length)) passed")
  if let length, length > 0 {
    let type = headers["content-type"]?.lowercased() ?? ""
    check(type.hasPrefix("application/json"), "a write of type '\(type)' passed")
  }
}

func checkSave(_ body: [UInt8]) {
  guard let value = try? JSONValueReader.parse(body), let save = try? EntrySave<BlogEntry>(value) else { return }
  for edit in save.edits {
    check(edit.field != "id" && BlogEntry.schema.field(named: edit.field) != nil, "an edit of '\(edit.field)' passed")
  }
  var document = ModelDocument(entry: start)
  do {
    _ = try document.transaction("Save") { proxy in
      for edit in save.edits {
        try proxy.update(id: "hello") { entry throws in try edit.apply(to: &entry) }
      }
    }
  } catch {
    return
  }
  guard let entry = document[id: "hello"] else { return }
  // The entry as the form shows it, saved back unchanged, is the same entry.
  let form = ArchiveObject(FormFields<BlogEntry>.values(of: entry).members.filter { $0.key != "id" })
  do {
    let again = try EntrySave<BlogEntry>(.object(["values": .object(form), "base": .object(form)]))
    check(again.problems.isEmpty, "the form of a saved entry has problems: \(again.problems)")
    var copy = ModelDocument(entry: entry)
    _ = try copy.transaction("Again") { proxy in
      for edit in again.edits {
        try proxy.update(id: "hello") { each throws in try edit.apply(to: &each) }
      }
    }
    check(copy[id: "hello"], equals: entry, "the form of a saved entry saves as another entry")
  } catch {
    check(false, "the form of a saved entry cannot be saved: \(error)")
  }
}

runFuzzer { bytes in
  guard let request = Request(bytes) else { return }
  checkTarget(request.target)
  checkHost(request.headers["host"])
  checkWrite(request)
  checkSave(request.body)
}
