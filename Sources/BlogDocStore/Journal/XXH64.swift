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
package enum XXH64 {
  private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
  private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
  private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
  private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

  /// The XXH64 of `bytes` with seed 0.
  ///
  /// - Complexity: O(*n*), reading 32 bytes per step.
  package static func hash(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBytes { hash($0) }
  }

  /// The XXH64 of the bytes of `buffer` with seed 0.
  ///
  /// - Complexity: O(*n*), reading 32 bytes per step.
  package static func hash(_ buffer: UnsafeRawBufferPointer) -> UInt64 {
    let count = buffer.count
    var offset = 0
    func word(_ at: Int) -> UInt64 {
      UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: at, as: UInt64.self))
    }
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
      h = merged(v1, v2, v3, v4)
    } else {
      h = prime5
    }
    return finished(h &+ UInt64(count), tail: buffer, from: offset)
  }

  /// The four lanes' accumulators folded into one, for an input of 32 bytes or more.
  private static func merged(_ v1: UInt64, _ v2: UInt64, _ v3: UInt64, _ v4: UInt64) -> UInt64 {
    var h = v1.rotatedLeft(1) &+ v2.rotatedLeft(7) &+ v3.rotatedLeft(12) &+ v4.rotatedLeft(18)
    for v in [v1, v2, v3, v4] {
      h = (h ^ round(0, v)) &* prime1 &+ prime4
    }
    return h
  }

  /// `h` with the bytes of `buffer` from `offset` on (fewer than 32) mixed in, avalanched.
  private static func finished(
    _ h: UInt64, tail buffer: UnsafeRawBufferPointer, from offset: Int
  ) -> UInt64 {
    var h = h
    var offset = offset
    let count = buffer.count
    func word(_ at: Int) -> UInt64 {
      UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: at, as: UInt64.self))
    }
    while offset + 8 <= count {
      h ^= round(0, word(offset))
      h = h.rotatedLeft(27) &* prime1 &+ prime4
      offset += 8
    }
    if offset + 4 <= count {
      let half = UInt64(
        UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
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

extension XXH64 {
  /// An XXH64 taken over bytes given in parts: a document encoded straight to its file is
  /// fingerprinted on the way, never held whole.
  ///
  /// ```swift
  /// var running = XXH64.Running()
  /// running.add(Array("a".utf8))
  /// running.add(Array("bc".utf8))
  /// print(running.value == XXH64.hash(Array("abc".utf8)), running.count)
  /// // Prints "true 3"
  /// ```
  package struct Running: Sendable {
    private var v1 = XXH64.prime1 &+ XXH64.prime2
    private var v2 = XXH64.prime2
    private var v3: UInt64 = 0
    private var v4 = 0 &- XXH64.prime1
    /// The bytes of a stripe not complete yet (fewer than 32).
    private var pending: [UInt8] = []
    /// The number of bytes added so far.
    package private(set) var count = 0

    /// A hash of no bytes yet.
    package init() {}

    /// Takes `bytes` into the hash.
    ///
    /// - Complexity: O(*n*), reading 32 bytes per step.
    package mutating func add(_ bytes: [UInt8]) {
      bytes.withUnsafeBytes { add($0) }
    }

    /// Takes the bytes of `buffer` into the hash.
    ///
    /// - Complexity: O(*n*), reading 32 bytes per step.
    package mutating func add(_ buffer: UnsafeRawBufferPointer) {
      count += buffer.count
      var offset = 0
      if !pending.isEmpty {
        let taken = min(32 - pending.count, buffer.count)
        pending += buffer[0..<taken]
        offset = taken
        guard pending.count == 32 else { return }
        pending.withUnsafeBytes { consumeStripe($0, at: 0) }
        pending.removeAll(keepingCapacity: true)
      }
      while offset + 32 <= buffer.count {
        consumeStripe(buffer, at: offset)
        offset += 32
      }
      pending += buffer[offset...]
    }

    /// The XXH64 (seed 0) of the bytes added so far.
    package var value: UInt64 {
      let start = count >= 32 ? XXH64.merged(v1, v2, v3, v4) : XXH64.prime5
      return pending.withUnsafeBytes { XXH64.finished(start &+ UInt64(count), tail: $0, from: 0) }
    }

    private mutating func consumeStripe(_ buffer: UnsafeRawBufferPointer, at offset: Int) {
      func word(_ at: Int) -> UInt64 {
        UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: at, as: UInt64.self))
      }
      v1 = XXH64.round(v1, word(offset))
      v2 = XXH64.round(v2, word(offset + 8))
      v3 = XXH64.round(v3, word(offset + 16))
      v4 = XXH64.round(v4, word(offset + 24))
    }
  }
}

extension UInt64 {
  @inline(__always)
  fileprivate func rotatedLeft(_ count: UInt64) -> UInt64 {
    (self << count) | (self >> (64 - count))
  }
}
