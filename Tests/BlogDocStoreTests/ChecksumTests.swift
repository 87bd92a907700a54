@testable import BlogDocStore
import Testing

@Suite("Checksums")
struct ChecksumTests {
  /// Reference values from the xxhash package (Python bindings of the C library), across
  /// the 4-, 8- and 32-byte step boundaries.
  static let xxh64Vectors: [([UInt8], String)] = [
    (Array("".utf8), "ef46db3751d8e999"),
    (Array("a".utf8), "d24ec4f1a98c6e5b"),
    (Array("abc".utf8), "44bc2cf5ad770999"),
    (Array("0123456789abcdef0123456789abcdef".utf8), "642a94958e71e6c5"),
    (Array("The quick brown fox jumps over the lazy dog".utf8), "0b242d361fda71bc"),
    (allBytesThreeTimes + Array("xyz".utf8), "e921a1b45bd779f8"),
  ]
  static let allBytesThreeTimes: [UInt8] = Array(repeating: Array(0...255), count: 3).flatMap { $0 }

  @Test(arguments: xxh64Vectors)
  func xxh64MatchesTheReferenceImplementation(bytes: [UInt8], hex: String) {
    #expect(String(XXH64.hash(bytes), radix: 16).leftPadded(to: 16) == hex)
  }

  @Test func fingerprintsCarryTheHashAndTheLength() {
    #expect(Journal.FileChange.fingerprint(of: Array("abc".utf8)) == "xxh64:44bc2cf5ad770999:3")
    #expect(Journal.FileChange.fingerprint(of: []) == "xxh64:ef46db3751d8e999:0")
  }

  @Test func crc32MatchesTheCheckValue() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(CRC32.checksum([UInt8]()) == 0)
  }

  @Test func footerRoundTripsAndRejectsMalformedOnes() throws {
    let record = RecordFrame.record(payload: Array("{\"id\":42}".utf8), sequence: 42)
    let text = String(decoding: record, as: UTF8.self)
    let crc = String(CRC32.checksum(Array("{\"id\":42}".utf8)), radix: 16)
    #expect(text == "{\"id\":42}\n#v2 9 \(crc) 42\n")
    let footer = RecordFrame.Footer(
      payloadLength: 9, checksum: CRC32.checksum(Array("{\"id\":42}".utf8)), sequence: 42)
    #expect(RecordFrame.footer(endingWith: record[...])! == (footer, record.count - 9))
    // Format 1's fixed-width footer, which journals written before format 2 hold.
    let old = Array(
      "{\"id\":42}\n#blogdoc-record v1 len=0000000009 crc=\(crc) seq=000000000042\n".utf8)
    #expect(RecordFrame.footer(endingWith: old[...])! == (footer, 65))
    for malformed in [
      "#v2 09 \(crc) 42", "#v2 9 \(crc) 042", "#v2 9 G\(crc.dropFirst()) 42", "#v2 9 \(crc) 42 ",
      "#v3 9 \(crc) 42", "#v2 9 \(crc)",
    ] {
      #expect(
        RecordFrame.footer(endingWith: Array("{}\n\(malformed)\n".utf8)[...]) == nil, "\(malformed)"
      )
    }
    let trailer = old[(old.count - 65)...]
    #expect(RecordFrame.footer(in: trailer) == footer)
    var upperHex = Array(trailer)
    upperHex[40] = UInt8(ascii: "G")
    #expect(RecordFrame.footer(in: upperHex[...]) == nil)
    #expect(RecordFrame.footer(in: trailer.dropLast()) == nil)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}

extension ChecksumTests {
  /// A document streamed to its file is fingerprinted in parts of any size; the hash is
  /// the one-shot one.
  @Test(arguments: [0, 1, 31, 32, 33, 63, 64, 65, 100, 1000])
  func xxh64InPartsIsTheOneShotHash(length: Int) {
    let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    for partSize in [1, 3, 7, 31, 32, 33, 64, 1000] {
      var running = XXH64.Running()
      for start in stride(from: 0, to: bytes.count, by: partSize) {
        running.add(Array(bytes[start..<min(start + partSize, bytes.count)]))
      }
      #expect(running.value == XXH64.hash(bytes))
      #expect(running.count == bytes.count)
    }
  }
}
