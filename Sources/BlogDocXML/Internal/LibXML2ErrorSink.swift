import BlogDocCore
internal import BlogDocLibXML2

/// Collects the errors libxml2 reports while reading one document.
///
/// ``LibXML2PushParser``'s error handler hands each one to ``record(_:)``.
///
/// Every error counts, including the namespace errors libxml2 calls non-fatal (an
/// undeclared prefix): blogdoc refuses the document for the first one. Warnings (a
/// relative namespace URI, say) are not errors and are ignored, and so is the one warning
/// libxml2 2.9 reports at error level: a namespace name its URI parser refuses
/// (`XML_WAR_NS_URI`). Such names are IRIs more often than not
/// (`xmlns:u="http://ëxämplë.com/"`, which WordPress exports and imports); Namespaces in
/// XML 1.1 allows them, later libxml2 only warns, and the name is bound all the same.
final class LibXML2ErrorSink {
  /// The first error reported, as blogdoc reports it.
  private(set) var first: ArchiveError?

  /// The line of the innermost open element's start tag (see ``prematureEnd(_:)``): the
  /// parser builds no nodes to ask, so the reader that knows it sets this.
  var innermostElementLine: (() -> Int)?
  /// Whether ``first`` is libxml2's report of a document that ends inside an element.
  private(set) var isPrematureEnd = false

  /// Keeps `error` as ``first`` if it is the first that counts; returns whether it was.
  @discardableResult
  func record(_ error: xmlError) -> Bool {
    guard first == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue, !Self.isWarning(error.code)
    else { return false }
    let premature = prematureEnd(error)
    let message = premature ?? error.message.map { Self.sentence(from: String(cString: $0)) }
    let location =
      error.line > 0 ? SourceLocation(line: Int(error.line), column: Int(max(error.int2, 1))) : nil
    first = ArchiveError(
      .malformed, message ?? "libxml2 reported error \(error.code) without a message.",
      at: location)
    isPrematureEnd = premature != nil
    return true
  }

  /// libxml2's own words for a document that ends inside an element, as its tree parser
  /// (and `xmllint`) say them: `Premature end of data in tag bodyText line 3.`, naming the
  /// innermost open element and the line its start tag ends on (at most 65535, as libxml2
  /// records lines in nodes). libxml2's push parser reports a truncated document as
  /// `Extra content at the end of the document`, the message meant for something after the
  /// root; `nil` for any other error.
  ///
  /// The corresponding libxml2 fields are the parser context's `nameNr` and `name`.
  private func prematureEnd(_ error: xmlError) -> String? {
    guard error.domain == Int32(XML_FROM_PARSER.rawValue),
      error.code == Int32(XML_ERR_DOCUMENT_END.rawValue),
      let context = error.ctxt?.assumingMemoryBound(to: xmlParserCtxt.self),
      context.pointee.nameNr > 0, let name = context.pointee.name
    else { return nil }
    let line = innermostElementLine.map { min($0(), 65535) } ?? 0
    return "Premature end of data in tag \(String(cString: name))"
      + (line > 0 ? " line \(line)." : ".")
  }

  /// Whether libxml2 reports `code` as an error though its name calls it a warning: a
  /// namespace name that is not a URI (an IRI, say) is bound as written.
  static func isWarning(_ code: Int32) -> Bool {
    code == Int32(XML_WAR_NS_URI.rawValue)
  }

  /// libxml2's message as one sentence: lines joined, spaces tidied, a capital first and a
  /// full stop last.
  ///
  /// ```swift
  /// print(LibXML2ErrorSink.sentence(from: "Opening and ending tag mismatch: title line 5 and entry\n"))
  /// // Prints "Opening and ending tag mismatch: title line 5 and entry."
  /// ```
  static func sentence(from message: String) -> String {
    let parts = message.split(whereSeparator: \.isNewline).map { line in
      var part = line.trimmingWhitespace()
      while part.hasSuffix("!") || part.hasSuffix(".") || part.hasSuffix(",") {
        part = String(part.dropLast()).trimmingWhitespace()
      }
      return part
    }.filter { !$0.isEmpty }
    guard var text = parts.first else { return "libxml2 reported an error without a message." }
    for part in parts.dropFirst() {
      text += "; " + part.prefix(1).lowercased() + part.dropFirst()
    }
    // Capitalise a plain first word, but not an identifier such as `xmlParseCharRef`.
    let firstWord = text.prefix { $0.isLetter }
    if firstWord.dropFirst().allSatisfy(\.isLowercase) {
      text = text.prefix(1).uppercased() + text.dropFirst()
    }
    return text + "."
  }
}
