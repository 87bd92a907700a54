/// A small deterministic generator (SplitMix64), seeded by a hash of the fuzzer's input,
/// so a target picks the same edits for the same bytes every time.
///
/// ```swift
/// var mix = Mix(state: hash)
/// let choice = mix.next(8)   // 0..<8
/// ```
public struct Mix {
  public var state: UInt64

  public init(state: UInt64) {
    self.state = state
  }

  /// A number in `0..<bound` (0 when `bound` is not positive).
  public mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
  }

  /// The FNV-1a hash of `bytes`, to seed a generator with.
  public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    return hash
  }
}

/// Whether `parts` occur in `bytes` in order without overlapping: what a splice target
/// checks of every unchanged piece of its input.
public func occursInOrder(_ parts: [ArraySlice<UInt8>], in bytes: [UInt8]) -> Bool {
  var cursor = bytes.startIndex
  for part in parts where !part.isEmpty {
    guard let found = bytes[cursor...].firstRange(of: part) else { return false }
    cursor = found.upperBound
  }
  return true
}
