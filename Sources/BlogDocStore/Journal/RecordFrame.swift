/// How one journal record is laid out on disk, so a reader can walk the file backward.
///
/// A record is its payload (one compact JSON object, which never contains a raw newline),
/// a newline, and a fixed-width 64-byte footer line:
///
///     {"id":42,…}
///     #blogdoc-record v1 len=0000001234 crc=89abcdef seq=000000000042
///
/// `len` is the payload's byte count, `crc` its CRC-32, `seq` the operation's id. A reader
/// seeks to the end, reads the 65 bytes before it (newline and footer), seeks back `len`,
/// and checks the CRC: a torn or damaged record fails one of those checks. Because a
/// footer ends in a raw newline and payloads cannot contain one, a footer found by
/// scanning backward is never a piece of a payload.
enum RecordFrame {
  /// The footer's fixed start.
  static let prefix: [UInt8] = Array("#blogdoc-record v1 ".utf8)
  /// The footer's length, newline included.
  static let footerSize = 64
  /// The newline before the footer plus the footer.
  static let trailerSize = 65
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
    bytes += trailer(payloadLength: payload.count, checksum: CRC32.checksum(payload), sequence: sequence)
    return bytes
  }

  /// What follows a payload of `payloadLength` bytes whose CRC-32 is `checksum`: a
  /// newline and the footer.
  ///
  /// - Precondition: `payloadLength` is at most ``maxPayloadLength`` and `sequence` is in
  ///   `1...maxSequence`.
  static func trailer(payloadLength: Int, checksum: UInt32, sequence: Int) -> [UInt8] {
    precondition(payloadLength <= maxPayloadLength && (1...maxSequence).contains(sequence))
    var bytes: [UInt8] = [UInt8(ascii: "\n")]
    bytes.reserveCapacity(trailerSize)
    bytes += prefix
    bytes += Array("len=".utf8) + digits(payloadLength, width: 10, radix: 10)
    bytes += Array(" crc=".utf8) + digits(Int(checksum), width: 8, radix: 16)
    bytes += Array(" seq=".utf8) + digits(sequence, width: 12, radix: 10)
    bytes.append(UInt8(ascii: "\n"))
    return bytes
  }

  /// The footer in `trailer` (a newline and 64 footer bytes), or `nil` if it is malformed.
  static func footer(in trailer: ArraySlice<UInt8>) -> Footer? {
    guard trailer.count == trailerSize else { return nil }
    let base = trailer.startIndex
    guard trailer[base] == UInt8(ascii: "\n"), trailer[base + trailerSize - 1] == UInt8(ascii: "\n"),
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
      case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = Int(byte - UInt8(ascii: "a")) + 10
      default: return nil
      }
      value = value * radix + digit
    }
    return value
  }
}
