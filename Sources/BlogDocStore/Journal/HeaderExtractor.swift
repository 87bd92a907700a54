/// The bytes of a compact JSON object with the value of its top-level `files` member
/// replaced by `[]`, taken in as many parts as the caller has: what reading only an
/// operation's undo pointers needs of its record.
///
/// An import's intent holds every imported entry in `files` (21 MB for 10,000 WordPress
/// posts). Reading the journal's state needs only the members around it, so the scanner
/// streams a large record through this (checksumming it on the way) and keeps a few
/// hundred bytes, instead of the whole payload, a copy in `Data` and Foundation's map of
/// every token.
///
/// ```swift
/// var header = HeaderExtractor()
/// header.add(Array(#"{"files":[{"a":"]"#.utf8))
/// header.add(Array(#""}],"id":3}"#.utf8))
/// print(String(decoding: header.bytes, as: UTF8.self))
/// // Prints "{"files":[],"id":3}"
/// ```
///
/// It matches brackets outside strings and nothing more: valid JSON gives the object
/// without the files; anything else gives bytes the decoder then refuses, as it would
/// have refused the whole payload.
struct HeaderExtractor {
  /// The bytes kept so far.
  private(set) var bytes: [UInt8] = []
  private var depth = 0
  private var isInString = false
  private var isEscaped = false
  /// The top-level string being read, and the last one read (a key, or a string value).
  private var string: [UInt8] = []
  private var lastString: [UInt8] = []
  /// Whether the last byte kept outside a string was the `:` after a key.
  private var isAfterColon = false
  /// Whether the bytes are inside the `files` value, which is left out.
  private var isSkipping = false

  private static let files = Array("files".utf8)

  /// Takes the next part of the payload.
  ///
  /// - Complexity: O(*n*) in the part's length.
  mutating func add(_ part: some Sequence<UInt8>) {
    let done: Void? = part.withContiguousStorageIfAvailable { buffer in add(buffer) }
    if done == nil {
      for byte in part { take(byte) }
    }
  }

  private mutating func add(_ buffer: UnsafeBufferPointer<UInt8>) {
    var index = 0
    while index < buffer.count {
      if isSkipping && !isEscaped {
        // Inside the files value only quotes, backslashes and brackets matter: step over
        // the rest without the bookkeeping (almost all of an import's intent).
        while index < buffer.count, !Self.mattersWhenSkipping(buffer[index], isInString: isInString)
        {
          index += 1
        }
        guard index < buffer.count else { return }
      }
      take(buffer[index])
      index += 1
    }
  }

  @inline(__always)
  private static func mattersWhenSkipping(_ byte: UInt8, isInString: Bool) -> Bool {
    if isInString { return byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") }
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
      UInt8(ascii: "}"):
      return true
    default: return false
    }
  }

  @inline(__always)
  private mutating func take(_ byte: UInt8) {
    if isInString {
      if !isSkipping { bytes.append(byte) }
      if isEscaped {
        isEscaped = false
      } else if byte == UInt8(ascii: "\\") {
        isEscaped = true
      } else if byte == UInt8(ascii: "\"") {
        isInString = false
        if depth == 1 && !isSkipping { lastString = string }
      } else if depth == 1 && !isSkipping && string.count <= Self.files.count {
        string.append(byte)
      }
      return
    }
    switch byte {
    case UInt8(ascii: "\""):
      isInString = true
      string.removeAll(keepingCapacity: true)
    case UInt8(ascii: "["), UInt8(ascii: "{"):
      depth += 1
      if depth == 2 && isAfterColon && lastString == Self.files {
        bytes.append(byte)
        isSkipping = true
        isAfterColon = false
        return
      }
    case UInt8(ascii: "]"), UInt8(ascii: "}"):
      depth -= 1
      if isSkipping && depth == 1 { isSkipping = false }
    default:
      break
    }
    guard !isSkipping else { return }
    bytes.append(byte)
    isAfterColon = byte == UInt8(ascii: ":")
  }
}
