/// A three-way merge of two sequences edited from a common base, in the manner of diff3:
/// the base is matched to each side by a longest common subsequence, and the sequences are
/// cut into chunks that are either unchanged on both sides or changed on at least one.
///
/// - Complexity: O(*n* + *d*²) time for sequences of *n* elements whose changed middles
///   (after the common prefix and suffix) hold *d* elements, O(*d*²) memory.
struct SequenceMerge<Element: Hashable> {
  /// One chunk of the merged sequence.
  enum Chunk: Equatable {
    /// Elements unchanged on both sides.
    case stable([Element])
    /// Elements at least one side changed: what the base, ours and theirs hold here.
    case unstable(base: [Element], ours: [Element], theirs: [Element])
  }

  /// The chunks of the merge of `ours` and `theirs` against `base`, in order.
  static func chunks(base: [Element], ours: [Element], theirs: [Element]) -> [Chunk] {
    let oursMatch = matches(base, ours)
    let theirsMatch = matches(base, theirs)
    var chunks: [Chunk] = []
    var (i, j, k) = (0, 0, 0)
    while i < base.count || j < ours.count || k < theirs.count {
      var n = 0
      while i + n < base.count, oursMatch[i + n] == j + n, theirsMatch[i + n] == k + n { n += 1 }
      if n > 0 {
        chunks.append(.stable(Array(base[i..<(i + n)])))
        i += n
        j += n
        k += n
        continue
      }
      var next = i
      while next < base.count, oursMatch[next] == nil || theirsMatch[next] == nil { next += 1 }
      let (nextOurs, nextTheirs) =
        next < base.count ? (oursMatch[next]!, theirsMatch[next]!) : (ours.count, theirs.count)
      chunks.append(
        .unstable(
          base: Array(base[i..<next]), ours: Array(ours[j..<nextOurs]),
          theirs: Array(theirs[k..<nextTheirs])))
      (i, j, k) = (next, nextOurs, nextTheirs)
    }
    return chunks
  }

  /// For each element of `base`, the position of the element of `other` it matches in a
  /// longest common subsequence, or `nil`.
  private static func matches(_ base: [Element], _ other: [Element]) -> [Int?] {
    var result = [Int?](repeating: nil, count: base.count)
    var prefix = 0
    while prefix < base.count, prefix < other.count, base[prefix] == other[prefix] {
      result[prefix] = prefix
      prefix += 1
    }
    var suffix = 0
    while suffix < base.count - prefix, suffix < other.count - prefix,
      base[base.count - 1 - suffix] == other[other.count - 1 - suffix]
    {
      result[base.count - 1 - suffix] = other.count - 1 - suffix
      suffix += 1
    }
    let b = Array(base[prefix..<(base.count - suffix)])
    let o = Array(other[prefix..<(other.count - suffix)])
    guard !b.isEmpty, !o.isEmpty else { return result }
    // Past this many cells the middles are taken as wholly changed: a conflict, never a
    // wrong merge.
    guard b.count * o.count <= 4_000_000 else { return result }
    // lengths[x][y]: the LCS length of b[x...] and o[y...].
    let width = o.count + 1
    var lengths = [Int32](repeating: 0, count: (b.count + 1) * width)
    for x in stride(from: b.count - 1, through: 0, by: -1) {
      for y in stride(from: o.count - 1, through: 0, by: -1) {
        lengths[x * width + y] =
          b[x] == o[y]
          ? lengths[(x + 1) * width + y + 1] + 1
          : max(lengths[(x + 1) * width + y], lengths[x * width + y + 1])
      }
    }
    var (x, y) = (0, 0)
    while x < b.count, y < o.count {
      if b[x] == o[y] {
        result[prefix + x] = prefix + y
        x += 1
        y += 1
      } else if lengths[(x + 1) * width + y] >= lengths[x * width + y + 1] {
        x += 1
      } else {
        y += 1
      }
    }
    return result
  }
}
