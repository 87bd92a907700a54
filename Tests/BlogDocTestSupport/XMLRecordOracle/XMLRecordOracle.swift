import BlogDocCore
import BlogDocLibXML2
import BlogDocSystem

/// What `XMLRecordReader` should make of some bytes, worked out a second, naive way: libxml2's
/// tree parser reads the whole document, and the records are built from the tree by the
/// reader's documented rules.
///
/// The reader streams (libxml2's SAX2 push parser fed in 64 KB chunks) and builds records from events;
/// this oracle parses in one go (`xmlCtxtReadMemory`, with the same untrusted-input options:
/// `XML_PARSE_NONET`, the bytes read as UTF-8, never `NOENT`, `DTDLOAD`, `DTDATTR`,
/// `XINCLUDE` or `HUGE`) and walks the finished tree. The two agree on every input when:
///
/// - **libxml2 refuses:** any error it reports at error level or above refuses the bytes,
///   non-fatal namespace errors (an undeclared prefix) included, except `XML_WAR_NS_URI`:
///   a namespace name that is not a URI (an IRI) is bound as written and accepted.
/// - **blogdoc refuses what libxml2 accepts**, checked in this order:
///   1. a NUL byte anywhere (libxml2 stops at one after the root without a word);
///   2. a UTF-16 byte order at the start (`FE FF`, `FF FE`, `00 3C`, `3C 00`): records are
///      streamed from UTF-8 only;
///   3. a DOCTYPE (the tree has an internal or external subset): no DTD is read, so no
///      entity but the predefined five can be referenced;
///   4. an element nested more than `maxDepth` levels deep inside a record (the record
///      element is level 1).
/// - **Otherwise the records are:** every element whose chain of qualified names from the
///   root equals the record path, in document order (an element on the path inside a record
///   is part of that record, not another one), each with the line of its start tag. An
///   element with neither attributes nor child elements is its text; any other is an object
///   of its attributes as `@qualifiedName` (namespace declarations left out), then its
///   child elements by qualified name in document order, a repeated name holding an array of
///   every value at the place of its first, then `#text` when its text is not all XML
///   whitespace. Text is every text and CDATA child's content, concatenated; comments and
///   processing instructions are nothing.
///
/// Two limits of the reader's, which the oracle takes as given. libxml2 2.9's streaming
/// parser merges adjacent CDATA sections before the reader normalizes their line breaks, so
/// a CR ending one section right before an LF starting the next is one line feed, not two:
/// the oracle reads `\r]]><![CDATA[\n` as `]]><![CDATA[\r\n`. And the reader also refuses a prolog (declaration, comments, processing
/// instructions before the root) longer than its 64 KB chunk, which the oracle does not
/// model; give it inputs shorter than ``maxInputSize``.
///
/// ```swift
/// let verdict = XMLRecordOracle.verdict(on: Array("<r><i a='1'>x</i></r>".utf8), recordPath: ["r", "i"])
/// print(verdict)
/// // Prints "records([…@a: "1", #text: "x"…, line 1])"
/// ```
public enum XMLRecordOracle {
  /// Inputs at least this long may be refused by the reader for their prolog alone.
  public static let maxInputSize = 64 * 1024

  /// A record as the oracle expects it: the value and the line of its start tag.
  public struct Record: Hashable, Sendable, CustomStringConvertible {
    public var value: ArchiveValue
    public var line: Int

    public init(value: ArchiveValue, line: Int) {
      self.value = value
      self.line = line
    }

    public var description: String { "\(value), line \(line)" }
  }

  /// Why the oracle refuses bytes.
  public enum Refusal: Hashable, Sendable {
    /// libxml2 reported an error: its code and message.
    case libxml2(code: Int32, message: String)
    case nul
    case utf16
    case doctype
    case tooDeep
  }

  /// The records the bytes hold, or why they must be refused.
  public enum Verdict: Hashable, Sendable {
    case records([Record])
    case refused(Refusal)
  }

  /// The verdict on `bytes` for records at `recordPath` nested at most `maxDepth` deep.
  ///
  /// - Complexity: O(*n*) time and memory in the size of `bytes`: the whole tree is built.
  public static func verdict(
    on bytes: [UInt8], recordPath: [String], maxDepth: Int = 256
  ) -> Verdict {
    if bytes.contains(0) { return .refused(.nul) }
    if bytes.count >= 2 {
      switch (bytes[0], bytes[1]) {
      case (0xFE, 0xFF), (0xFF, 0xFE), (0x00, 0x3C), (0x3C, 0x00): return .refused(.utf16)
      default: break
      }
    }
    guard let context = xmlNewParserCtxt() else {
      fatalError("libxml2 could not allocate a parser context.")
    }
    defer { xmlFreeParserCtxt(context) }
    let errors = ErrorLog()
    context.pointee.sax.pointee.serror = { data, error in
      guard let data, let error else { return }
      let context = data.assumingMemoryBound(to: xmlParserCtxt.self)
      Unmanaged<ErrorLog>.fromOpaque(context.pointee._private).takeUnretainedValue().record(
        error.pointee)
    }
    context.pointee._private = Unmanaged.passUnretained(errors).toOpaque()
    let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_IGNORE_ENC.rawValue)
    let document = mergingSplitLineBreaks(bytes).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        xmlCtxtReadMemory(context, $0.baseAddress, Int32($0.count), nil, "UTF-8", options)
      }
    }
    defer { if let document { xmlFreeDoc(document) } }
    if let first = errors.first { return .refused(first) }
    guard let document else {
      return .refused(.libxml2(code: -1, message: "No document and no error."))
    }
    if document.pointee.intSubset != nil || document.pointee.extSubset != nil {
      return .refused(.doctype)
    }
    var walk = TreeWalk(recordPath: recordPath, maxDepth: maxDepth)
    guard let root = xmlDocGetRootElement(document) else { return .records([]) }
    do {
      try walk.visit(root, path: [])
    } catch {
      return .refused(.tooDeep)
    }
    return .records(walk.records)
  }

  /// `bytes` with every `\r]]><![CDATA[\n` written `]]><![CDATA[\r\n` (see the type's
  /// limits); the same bytes when there is none, which is nearly always.
  static func mergingSplitLineBreaks(_ bytes: [UInt8]) -> [UInt8] {
    let split = Array("\r]]><![CDATA[\n".utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0D, bytes[index...].starts(with: split) {
        result += split.dropFirst().dropLast() + [0x0D, 0x0A]
        index += split.count
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return result
  }

  /// The errors libxml2 reports while parsing, by the rule ``XMLRecordOracle`` states.
  private final class ErrorLog {
    private(set) var first: Refusal?

    func record(_ error: xmlError) {
      guard first == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue,
        error.code != Int32(XML_WAR_NS_URI.rawValue)
      else { return }
      first = .libxml2(code: error.code, message: error.message.map { String(cString: $0) } ?? "")
    }
  }
}
