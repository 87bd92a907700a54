/// CRC-32 (IEEE 802.3, the zlib and PNG checksum), written by hand because none of the
/// packages this project depends on provides one; it is 20 lines and a 256-entry table.
///
/// The journal stores it in each record's footer to detect torn writes and flipped bits.
/// It detects accidental damage, not tampering; nothing in the journal needs to.
///
/// ```swift
/// print(String(CRC32.checksum(Array("123456789".utf8)), radix: 16))
/// // Prints "cbf43926"
/// ```
enum CRC32 {
  /// The table for the reflected polynomial 0xEDB88320, one entry per byte value.
  static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 {
      value = value & 1 == 1 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1
    }
    return value
  }

  /// The CRC-32 of `bytes`.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    return crc ^ 0xFFFF_FFFF
  }
}
