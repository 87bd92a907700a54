/// How one journal record is laid out on disk, so a reader can walk the file backward.
///
/// A record is its payload (one compact JSON object, which never contains a raw newline),
/// a newline, and a footer line. This version writes the compact footer of format 2:
///
///     {"id":42,…}
///     #v2 1234 89abcdef 42
///
/// the payload's byte count, its CRC-32 (eight hex digits) and the operation's id. Format
/// 1 wrote a fixed-width 64-byte footer, still read (a journal can hold both):
///
///     #blogdoc-record v1 len=0000001234 crc=89abcdef seq=000000000042
///
/// Why the shorter footer: the fixed one was 65 of the ~820 bytes a small edit costs (an
/// intent and a commit, each framed), most of it padding and labels; the compact one says
/// the same in ~22. Nothing a reader checks is lost: it finds the footer as the line
/// between the record's last two newlines (a payload never holds one, so a footer found
/// this way is never a piece of a payload), seeks back `len`, and checks the CRC and that
/// the payload's id is the footer's; a torn or damaged record fails one of those checks.
enum RecordFrame {
  /// The fixed start of a format-1 footer.
  static let prefix: [UInt8] = Array("#blogdoc-record v1 ".utf8)
  /// The start of a format-2 footer, the one this version writes.
  static let compactPrefix: [UInt8] = Array("#v2 ".utf8)
  /// The length of a format-1 footer, newline included.
  static let footerSize = 64
  /// The newline before a format-1 footer plus the footer.
  static let trailerSize = 65
  /// The most bytes a trailer (the newline before a footer, and the footer) of either
  /// format takes; a compact one is at most 4 + 10 + 1 + 8 + 1 + 12 + 1 + 1 = 38.
  static let maxTrailerSize = 65
  /// The largest payload `len` can state (ten digits).
  static let maxPayloadLength = 9_999_999_999
  /// The largest sequence number `seq` can state (twelve digits).
  static let maxSequence = 999_999_999_999

  /// What a footer states.
  struct Footer: Equatable {
    var payloadLength: Int
    var checksum: UInt32
    var sequence: Int
  }

  /// The bytes of a whole record: `payload`, a newline, the footer.
  ///
  /// - Precondition: `payload` has no more than ``maxPayloadLength`` bytes and
  ///   `sequence` is in `1...maxSequence`.
  static func record(payload: [UInt8], sequence: Int) -> [UInt8] {
    var bytes = payload
    bytes += trailer(
      payloadLength: payload.count, checksum: CRC32.checksum(payload), sequence: sequence)
    return bytes
  }

  /// What follows a payload of `payloadLength` bytes whose CRC-32 is `checksum`: a
  /// newline and the compact (format 2) footer.
  ///
  /// - Precondition: `payloadLength` is at most ``maxPayloadLength`` and `sequence` is in
  ///   `1...maxSequence`.
  static func trailer(payloadLength: Int, checksum: UInt32, sequence: Int) -> [UInt8] {
    precondition(payloadLength <= maxPayloadLength && (1...maxSequence).contains(sequence))
    var bytes: [UInt8] = [UInt8(ascii: "\n")]
    bytes.reserveCapacity(38)
    bytes += compactPrefix
    bytes += Array(String(payloadLength).utf8)
    bytes += [UInt8(ascii: " ")] + digits(Int(checksum), width: 8, radix: 16)
    bytes += [UInt8(ascii: " ")] + Array(String(sequence).utf8)
    bytes.append(UInt8(ascii: "\n"))
    return bytes
  }

  /// The footer of the record that ends where `window` ends (`window` holds up to
  /// ``maxTrailerSize`` bytes before that end), of either format, with the length of its
  /// trailer; `nil` if the bytes there are no footer.
  static func footer(endingWith window: ArraySlice<UInt8>) -> (footer: Footer, trailerLength: Int)?
  {
    let newline = UInt8(ascii: "\n")
    guard window.last == newline, let start = window.dropLast().lastIndex(of: newline) else {
      return nil
    }
    let trailerLength = window.endIndex - start
    if trailerLength == trailerSize {
      return footer(in: window[start...]).map { ($0, trailerLength) }
    }
    return compactFooter(in: window[(start + 1)..<(window.endIndex - 1)]).map {
      ($0, trailerLength)
    }
  }

  /// What a compact footer line (without its newline) states, or `nil` if it is malformed:
  /// only its three numbers in their shortest form (no sign, no leading zero but for `0`).
  static func compactFooter(in line: ArraySlice<UInt8>) -> Footer? {
    guard line.starts(with: compactPrefix) else { return nil }
    let fields = line.dropFirst(compactPrefix.count).split(
      separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
    guard fields.count == 3, fields[1].count == 8,
      (1...10).contains(fields[0].count), (1...12).contains(fields[2].count),
      fields[0].first != UInt8(ascii: "0") || fields[0].count == 1,
      fields[2].first != UInt8(ascii: "0"),
      let length = number(fields[0], radix: 10),
      let checksum = number(fields[1], radix: 16),
      let sequence = number(fields[2], radix: 10)
    else { return nil }
    return Footer(payloadLength: length, checksum: UInt32(checksum), sequence: sequence)
  }

  /// The format-1 footer in `trailer` (a newline and 64 footer bytes), or `nil` if it is
  /// malformed.
  static func footer(in trailer: ArraySlice<UInt8>) -> Footer? {
    guard trailer.count == trailerSize else { return nil }
    let base = trailer.startIndex
    guard trailer[base] == UInt8(ascii: "\n"),
      trailer[base + trailerSize - 1] == UInt8(ascii: "\n"),
      trailer[(base + 1)..<(base + 1 + prefix.count)].elementsEqual(prefix),
      trailer[(base + 20)..<(base + 24)].elementsEqual("len=".utf8),
      trailer[(base + 34)..<(base + 39)].elementsEqual(" crc=".utf8),
      trailer[(base + 47)..<(base + 52)].elementsEqual(" seq=".utf8),
      let length = number(trailer[(base + 24)..<(base + 34)], radix: 10),
      let checksum = number(trailer[(base + 39)..<(base + 47)], radix: 16),
      let sequence = number(trailer[(base + 52)..<(base + 64)], radix: 10)
    else { return nil }
    return Footer(payloadLength: length, checksum: UInt32(checksum), sequence: sequence)
  }

  /// `value` as exactly `width` digits (lowercase for hexadecimal), zero-padded.
  private static func digits(_ value: Int, width: Int, radix: Int) -> [UInt8] {
    let text = Array(String(value, radix: radix).utf8)
    return Array(repeating: UInt8(ascii: "0"), count: max(0, width - text.count)) + text
  }

  /// The number `bytes` spell in `radix`, accepting only `0-9` and, for 16, `a-f`.
  private static func number(_ bytes: ArraySlice<UInt8>, radix: Int) -> Int? {
    var value = 0
    for byte in bytes {
      let digit: Int
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16:
        digit = Int(byte - UInt8(ascii: "a")) + 10
      default: return nil
      }
      value = value * radix + digit
    }
    return value
  }
}
