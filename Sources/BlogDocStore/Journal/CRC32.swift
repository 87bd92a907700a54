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
    var running = Running()
    running.add(bytes)
    return running.value
  }

  /// A CRC-32 taken over bytes given in parts: the journal's writer checksums a record
  /// as it streams it to the file.
  ///
  /// ```swift
  /// var running = CRC32.Running()
  /// running.add(Array("12345".utf8))
  /// running.add(Array("6789".utf8))
  /// print(String(running.value, radix: 16))
  /// // Prints "cbf43926"
  /// ```
  struct Running {
    private var register: UInt32 = 0xFFFF_FFFF

    /// The CRC-32 of the bytes added so far.
    var value: UInt32 { register ^ 0xFFFF_FFFF }

    /// Takes `bytes` into the checksum.
    ///
    /// - Complexity: O(*n*) in the number of bytes.
    mutating func add(_ bytes: some Sequence<UInt8>) {
      var crc = register
      table.withUnsafeBufferPointer { table in
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
          for byte in buffer { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        }
        if done == nil {
          for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        }
      }
      register = crc
    }
  }
}
