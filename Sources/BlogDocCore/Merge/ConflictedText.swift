/// A text holding conflict markers as ``LineMerge`` writes them (git's `diff3` style), cut
/// back into the three texts it was merged from.
///
/// blogdoc writes a conflicted document as the line merge of three whole documents (the
/// merged one with each conflicting field taken from ours, from the base and from
/// theirs), so a person reading the raw file sees git's familiar markers around the
/// conflicting fields only, and blogdoc reads the three documents back by taking each
/// side of every hunk.
///
/// ```swift
/// let text = "a\n<<<<<<< ours\nb\n||||||| base\nc\n=======\nd\n>>>>>>> theirs\n"
/// let sides = ConflictedText(text)!
/// print(sides.ours, sides.base, sides.theirs, sides.hunks)
/// // Prints "a\nb\n a\nc\n a\nd\n 1"
/// ```
public struct ConflictedText: Hashable, Sendable {
  /// The text with every hunk's ours side.
  public var ours: String
  /// The text with every hunk's base side.
  public var base: String
  /// The text with every hunk's theirs side.
  public var theirs: String
  /// The number of conflicting hunks.
  public var hunks: Int
  /// The 1-based line of the first `<<<<<<<` marker.
  public var firstLine: Int
  /// The 1-based line in the conflicted text of each line of ``ours``, ``base`` and
  /// ``theirs`` (see ``line(_:of:)``).
  private var lineNumbers: [MergeSide: [Int]]

  /// The three sides of `text`, or `nil` when it holds no complete `diff3`-style hunk
  /// (no markers, or a hunk without its base section or its end).
  ///
  /// - Complexity: O(*n*) in the text's length.
  public init?(_ text: String) {
    enum State { case outside, ours, base, theirs }
    var state = State.outside
    var (ours, base, theirs) = ("", "", "")
    var hunks = 0
    var firstLine = 0
    var size = 0
    var numbers: [MergeSide: [Int]] = [.ours: [], .base: [], .theirs: []]
    for (number, line) in LineMerge.lines(text).enumerated() {
      switch state {
      case .outside:
        if let run = Self.marker("<", line) {
          size = run
          state = .ours
          hunks += 1
          if firstLine == 0 { firstLine = number + 1 }
        } else {
          ours += line
          base += line
          theirs += line
          for side in [MergeSide.ours, .base, .theirs] { numbers[side]!.append(number + 1) }
        }
      case .ours:
        if Self.marker("|", line) == size {
          state = .base
        } else if Self.marker("=", line) == size {
          return nil
        } else {
          ours += line
          numbers[.ours]!.append(number + 1)
        }
      case .base:
        if Self.marker("=", line) == size {
          state = .theirs
        } else {
          base += line
          numbers[.base]!.append(number + 1)
        }
      case .theirs:
        if Self.marker(">", line) == size {
          state = .outside
        } else {
          theirs += line
          numbers[.theirs]!.append(number + 1)
        }
      }
    }
    guard hunks > 0, state == .outside else { return nil }
    self.ours = ours
    self.base = base
    self.theirs = theirs
    self.hunks = hunks
    self.firstLine = firstLine
    self.lineNumbers = numbers
  }

  /// The 1-based line in the conflicted text of the 1-based `line` of `side`'s text
  /// (``firstLine`` past its end).
  ///
  /// ```swift
  /// let text = "a\n<<<<<<< ours\nb\n||||||| base\nc\n=======\nd\n>>>>>>> theirs\n"
  /// ConflictedText(text)!.line(2, of: .theirs)   // 7, the line "d"
  /// ```
  ///
  /// - Complexity: O(1).
  public func line(_ line: Int, of side: MergeSide) -> Int {
    let numbers = lineNumbers[side] ?? []
    return numbers.indices.contains(line - 1) ? numbers[line - 1] : firstLine
  }

  /// The 1-based line of the first line of `bytes` that starts with `<<<<<<<`, or `nil`.
  ///
  /// - Complexity: O(*n*) in the bytes.
  public static func firstMarkerLine(in bytes: some Collection<UInt8>) -> Int? {
    var line = 1
    var run = 0
    var atLineStart = true
    for byte in bytes {
      if byte == UInt8(ascii: "\n") {
        if run >= 7 { return line }
        line += 1
        run = 0
        atLineStart = true
        continue
      }
      if atLineStart, byte == UInt8(ascii: "<") {
        run += 1
        continue
      }
      if run >= 7, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\r") { return line }
      atLineStart = false
      run = 0
    }
    return run >= 7 ? line : nil
  }

  /// The length of the run of `character` a marker line starts with (7 or more, then a
  /// space or the line's end), or `nil` when `line` is no such marker.
  private static func marker(_ character: Character, _ line: Substring) -> Int? {
    var run = 0
    var index = line.startIndex
    while index < line.endIndex, line[index] == character {
      run += 1
      index = line.index(after: index)
    }
    guard run >= 7 else { return nil }
    guard
      index == line.endIndex || line[index] == " " || line[index] == "\n" || line[index] == "\r\n"
    else { return nil }
    return run
  }
}
