/// XXH64, Yann Collet's 64-bit non-cryptographic hash, for file fingerprints.
///
/// Written by hand: no package mirrored here provides it, and SHA-256 (what swift-crypto
/// offers) measured 126 ms for a 27 MB blog, twice per edit, which alone put a one-field
/// edit of a 10,000-entry blog past its latency target. A fingerprint only has to tell
/// which of two known states a file is in, or that it is in neither; XXH64 with the file's
/// length does that at memory speed. (It is no defence against someone crafting a
/// collision, which the journal does not need: undo checks field values, not hashes.)
///
/// ```swift
/// print(XXH64.hash(Array("abc".utf8)) == 0x44bc2cf5ad770999)
/// // Prints "true"
/// ```
public enum XXH64 {
  private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
  private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
  private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
  private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

  /// The XXH64 of `bytes` with seed 0.
  ///
  /// - Complexity: O(*n*), reading 32 bytes per step.
  public static func hash(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBytes { hash($0) }
  }

  /// The XXH64 of the bytes of `buffer` with seed 0.
  ///
  /// - Complexity: O(*n*), reading 32 bytes per step.
  public static func hash(_ buffer: UnsafeRawBufferPointer) -> UInt64 {
    let count = buffer.count
    var offset = 0
    func word(_ at: Int) -> UInt64 { UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
    var h: UInt64
    if count >= 32 {
      var v1 = prime1 &+ prime2
      var v2 = prime2
      var v3: UInt64 = 0
      var v4 = 0 &- prime1
      while offset + 32 <= count {
        v1 = round(v1, word(offset))
        v2 = round(v2, word(offset + 8))
        v3 = round(v3, word(offset + 16))
        v4 = round(v4, word(offset + 24))
        offset += 32
      }
      h = v1.rotatedLeft(1) &+ v2.rotatedLeft(7) &+ v3.rotatedLeft(12) &+ v4.rotatedLeft(18)
      for v in [v1, v2, v3, v4] {
        h = (h ^ round(0, v)) &* prime1 &+ prime4
      }
    } else {
      h = prime5
    }
    h &+= UInt64(count)
    while offset + 8 <= count {
      h ^= round(0, word(offset))
      h = h.rotatedLeft(27) &* prime1 &+ prime4
      offset += 8
    }
    if offset + 4 <= count {
      let half = UInt64(UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
      h ^= half &* prime1
      h = h.rotatedLeft(23) &* prime2 &+ prime3
      offset += 4
    }
    while offset < count {
      h ^= UInt64(buffer[offset]) &* prime5
      h = h.rotatedLeft(11) &* prime1
      offset += 1
    }
    h ^= h >> 33
    h &*= prime2
    h ^= h >> 29
    h &*= prime3
    h ^= h >> 32
    return h
  }

  @inline(__always)
  private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
    (accumulator &+ input &* prime2).rotatedLeft(31) &* prime1
  }
}

extension UInt64 {
  @inline(__always)
  fileprivate func rotatedLeft(_ count: UInt64) -> UInt64 {
    (self << count) | (self >> (64 - count))
  }
}
