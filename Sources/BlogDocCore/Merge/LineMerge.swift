/// A line-level three-way merge of text, as `git merge-file` does it: lines changed on one
/// side take that side's lines, lines changed alike on both sides are clean, and lines
/// changed differently on both sides (or edits that touch, with no unchanged line between
/// them) are a conflict.
///
/// ```swift
/// let merged = LineMerge.merge(base: "a\nb\nc\n", ours: "A\nb\nc\n", theirs: "a\nb\nC\n")
/// print(merged.text, merged.conflicts)
/// // Prints "A\nb\nC\n 0"
/// ```
///
/// - Complexity: O(*n* + *d*²) for *n* lines whose changed middle (past the common first and
///   last lines) holds *d* lines; a middle of more than 2,000 lines on both sides is taken
///   as changed as a whole, which can only add a conflict.
public enum LineMerge {
  /// What a merge gives: the merged text, with conflict markers around each conflicting
  /// hunk, and how many hunks conflict.
  public struct Result: Hashable, Sendable {
    /// The merged text; where ``conflicts`` is not 0 it holds markers.
    public var text: String
    /// The number of conflicting hunks.
    public var conflicts: Int
  }

  /// The labels written after the markers of a conflicting hunk.
  public struct Labels: Hashable, Sendable {
    /// After `<<<<<<<`: the side being merged into.
    public var ours: String
    /// After `|||||||`: the common ancestor.
    public var base: String
    /// After `>>>>>>>`: the side being merged in.
    public var theirs: String

    /// Makes labels; the default ones are `ours`, `base` and `theirs`.
    public init(ours: String = "ours", base: String = "base", theirs: String = "theirs") {
      self.ours = ours
      self.base = base
      self.theirs = theirs
    }
  }

  /// The merge of `ours` and `theirs` against `base`. A conflicting hunk is written with
  /// all three sides, in git's `diff3` style:
  ///
  /// ```
  /// <<<<<<< ours
  /// our lines
  /// ||||||| base
  /// the base's lines
  /// =======
  /// their lines
  /// >>>>>>> theirs
  /// ```
  ///
  /// - Parameters:
  ///   - base: The common ancestor.
  ///   - ours: The side being merged into.
  ///   - theirs: The side being merged in.
  ///   - labels: What follows each marker.
  ///   - markerSize: The length of each marker (git's `%L`, 7 by default).
  public static func merge(
    base: String, ours: String, theirs: String, labels: Labels = Labels(), markerSize: Int = 7
  ) -> Result {
    let chunks = SequenceMerge.chunks(base: lines(base), ours: lines(ours), theirs: lines(theirs))
    var text = ""
    var conflicts = 0
    for chunk in chunks {
      switch resolve(chunk) {
      case .some(let lines): text += lines.joined()
      case .none:
        guard case .unstable(let b, let o, let t) = chunk else { continue }
        conflicts += 1
        let size = max(markerSize, 1)
        text += marker("<", size, labels.ours) + block(o)
        text += marker("|", size, labels.base) + block(b)
        text += String(repeating: "=", count: size) + "\n" + block(t)
        text += marker(">", size, labels.theirs)
      }
    }
    return Result(text: text, conflicts: conflicts)
  }

  /// The merge of `ours` and `theirs` against `base`, or `nil` when a hunk conflicts.
  ///
  /// ```swift
  /// LineMerge.mergeCleanly(base: "a\n", ours: "b\n", theirs: "c\n")  // nil
  /// ```
  public static func mergeCleanly(base: String, ours: String, theirs: String) -> String? {
    var text = ""
    for chunk in SequenceMerge.chunks(base: lines(base), ours: lines(ours), theirs: lines(theirs)) {
      guard let lines = resolve(chunk) else { return nil }
      text += lines.joined()
    }
    return text
  }

  /// The lines a chunk merges to, or `nil` when both sides changed it differently.
  private static func resolve(_ chunk: SequenceMerge<Substring>.Chunk) -> [Substring]? {
    switch chunk {
    case .stable(let lines): return lines
    case .unstable(let base, let ours, let theirs):
      if ours == theirs || theirs == base { return ours }
      if ours == base { return theirs }
      return nil
    }
  }

  /// `text` cut after each line feed; the last line may have none.
  static func lines(_ text: String) -> [Substring] {
    var lines: [Substring] = []
    var start = text.startIndex
    var index = start
    while index < text.endIndex {
      let next = text.index(after: index)
      if text[index] == "\n" || text[index] == "\r\n" {
        lines.append(text[start..<next])
        start = next
      }
      index = next
    }
    if start < text.endIndex { lines.append(text[start...]) }
    return lines
  }

  private static func marker(_ character: Character, _ size: Int, _ label: String) -> String {
    String(repeating: character, count: size) + (label.isEmpty ? "" : " " + label) + "\n"
  }

  /// The lines of one side inside markers, ending in a line feed so the next marker starts
  /// a line.
  private static func block(_ lines: [Substring]) -> String {
    let text = lines.joined()
    return text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"
  }
}
