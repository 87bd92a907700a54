import BlogDocCore

/// The bytes libxml2 will read, after the checks blogdoc makes before libxml2 sees them.
///
/// - The size bound, before anything is allocated.
/// - UTF-16 (with a byte-order mark, or starting `<` in either byte order) is transcoded
///   to UTF-8 here, so every later check and every location works on one encoding;
///   libxml2 is then told to read UTF-8 whatever the declaration says.
/// - NUL bytes are refused anywhere: libxml2 stops at a NUL after the root element and
///   reports nothing.
/// - A DOCTYPE is refused from the prolog's bytes, before libxml2 parses it, so no entity
///   declaration is ever read, let alone expanded.
final class ReadableInput {
  let bytes: UnsafeRawBufferPointer
  /// Whether the bytes were transcoded from UTF-16.
  let isTranscoded: Bool
  private let owned: UnsafeMutableRawBufferPointer?

  private init(bytes: UnsafeRawBufferPointer, owned: UnsafeMutableRawBufferPointer?) {
    self.bytes = bytes
    self.owned = owned
    self.isTranscoded = owned != nil
  }

  deinit {
    owned?.deallocate()
  }

  var text: ByteText { ByteText(bytes) }

  /// Checks `bytes` and, for UTF-16, transcodes them; `bytes` must outlive the result.
  static func prepare(
    _ bytes: UnsafeRawBufferPointer, options: DecodingOptions
  )
    throws(ArchiveError) -> ReadableInput
  {
    guard bytes.count <= options.maxDocumentBytes else {
      throw ArchiveError(
        .limitExceeded,
        "The document is \(bytes.count) bytes, more than the \(options.maxDocumentBytes) bytes blogdoc reads."
      )
    }
    let input: ReadableInput
    if let utf16 = UTF16Transcoder.byteOrder(of: bytes) {
      let owned = try UTF16Transcoder.transcode(
        bytes, bigEndian: utf16.bigEndian, skipping: utf16.bomLength)
      input = ReadableInput(bytes: UnsafeRawBufferPointer(owned), owned: owned)
    } else {
      input = ReadableInput(bytes: bytes, owned: nil)
    }
    guard input.bytes.contains(where: { !XMLNames.isWhitespace($0) }) else {
      throw ArchiveError(.malformed, "The document is empty.")
    }
    guard input.bytes.count <= Int(Int32.max) else {
      throw ArchiveError(
        .limitExceeded,
        "The document is \(input.bytes.count) bytes of UTF-8, more than the \(Int32.max) libxml2 reads."
      )
    }
    let text = input.text
    if let nul = text.firstOffset(of: 0, from: 0) {
      throw ArchiveError.nul(at: text.location(of: nul))
    }
    if case .doctype(let doctype) = prolog(of: text) {
      throw ArchiveError.doctype(at: text.location(of: doctype))
    }
    return input
  }

  /// What the prolog leads to, looking past the byte-order mark, the XML declaration,
  /// processing instructions, comments and whitespace.
  enum Prolog {
    /// A DOCTYPE starts at this offset.
    case doctype(Int)
    /// Something else (the root element, or text libxml2 will refuse) comes first.
    case root
    /// The bytes end inside the prolog.
    case unfinished
  }

  static func prolog(of text: ByteText) -> Prolog {
    var offset = text.hasMarker("\u{FEFF}", at: 0) ? 3 : 0
    while offset < text.count {
      switch text[offset] {
      case 0x20, 0x09, 0x0A, 0x0D:
        offset += 1
      case UInt8(ascii: "<"):
        if text.hasMarker("<?", at: offset) {
          guard let end = text.offset(after: "?>", from: offset + 2) else { return .unfinished }
          offset = end
        } else if text.hasMarker("<!--", at: offset) {
          guard let end = text.offset(after: "-->", from: offset + 4) else { return .unfinished }
          offset = end
        } else if offset + 9 > text.count {
          // Too short to tell: unfinished only if what is there could still become one.
          let doctype: StaticString = "<!DOCTYPE"
          let available = text.count - offset
          let couldBe = (0..<available).allSatisfy { text[offset + $0] == doctype.utf8Start[$0] }
          return couldBe ? .unfinished : .root
        } else {
          return text.hasMarker("<!DOCTYPE", at: offset) ? .doctype(offset) : .root
        }
      default:
        return .root
      }
    }
    return .unfinished
  }
}
