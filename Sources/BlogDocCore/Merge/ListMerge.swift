/// The three-way merge of a list field as a sequence: additions from both sides are kept,
/// and a removal on either side wins.
///
/// The order: the lists are cut into chunks as `diff3` cuts lines, so each side's
/// additions keep their place among the items around them. Where both sides changed the
/// same stretch of the list, the base's items both kept come first, then both sides'
/// additions, the side whose additions sort first (by the items' text) first, so the
/// result does not depend on which side is "ours". An item added by both sides is kept
/// once.
enum ListMerge {
  /// The merged list.
  static func merge(base: [String], ours: [String], theirs: [String]) -> [String] {
    var merged: [String] = []
    for chunk in SequenceMerge.chunks(base: base, ours: ours, theirs: theirs) {
      switch chunk {
      case .stable(let items): merged += items
      case .unstable(let b, let o, let t):
        if o == t || t == b {
          merged += o
        } else if o == b {
          merged += t
        } else {
          merged += combine(base: b, ours: o, theirs: t)
        }
      }
    }
    return trimmingRepeats(merged, ours: ours, theirs: theirs)
  }

  /// One stretch both sides changed: what both kept of the base, then both sides' additions.
  private static func combine(base: [String], ours: [String], theirs: [String]) -> [String] {
    let kept = base.keptByBoth(ours, theirs)
    let oursAdded = ours.subtractingEach(base)
    let theirsAdded = theirs.subtractingEach(base)
    let first = kept + oursAdded + theirsAdded.subtractingEach(oursAdded)
    let second = kept + theirsAdded + oursAdded.subtractingEach(theirsAdded)
    return first.lexicographicallyPrecedes(second) ? first : second
  }

  /// `merged` with later repeats of an item taken out, past the most times either side
  /// holds it (one item added by both sides, at two places, is kept once).
  private static func trimmingRepeats(
    _ merged: [String], ours: [String], theirs: [String]
  ) -> [String] {
    var allowed: [String: Int] = [:]
    for item in ours { allowed[item, default: 0] += 1 }
    var theirCounts: [String: Int] = [:]
    for item in theirs { theirCounts[item, default: 0] += 1 }
    for (item, count) in theirCounts { allowed[item] = max(allowed[item] ?? 0, count) }
    var seen: [String: Int] = [:]
    return merged.filter { item in
      seen[item, default: 0] += 1
      return seen[item]! <= allowed[item, default: 0]
    }
  }
}

extension Array where Element == String {
  /// The items of `self` (a stretch of the base) that both `ours` and `theirs` still hold,
  /// counting repeats, in `self`'s order.
  fileprivate func keptByBoth(_ ours: [String], _ theirs: [String]) -> [String] {
    var inOurs: [String: Int] = [:]
    for item in ours { inOurs[item, default: 0] += 1 }
    var inTheirs: [String: Int] = [:]
    for item in theirs { inTheirs[item, default: 0] += 1 }
    return filter { item in
      guard inOurs[item, default: 0] > 0, inTheirs[item, default: 0] > 0 else { return false }
      inOurs[item]! -= 1
      inTheirs[item]! -= 1
      return true
    }
  }
}
