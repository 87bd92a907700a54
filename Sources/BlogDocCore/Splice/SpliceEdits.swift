/// The byte replacements a splice collects over the source it was read from, and the
/// output they make: every byte not inside a replacement is the source's.
///
/// A splicing writer (`XMLSplice`, `JSONSplice`, or a format of your own) appends one
/// replacement per change it decides on, in any order, then takes the output once:
///
/// ```swift
/// var edits = SpliceEdits<Never>(source: Array("<a>old</a>".utf8))
/// edits.replace(3..<6, with: Array("new".utf8))
/// print(String(decoding: try edits.output(), as: UTF8.self))
/// // Prints "<a>new</a>"
/// ```
///
/// Each replacement may carry a `Note`, what the writer needs to prove it later (what
/// `JSONSplice` reads a replaced member value back as); a writer that needs none uses
/// `Never`.
public struct SpliceEdits<Note> {
  /// One replacement: a source range (empty for an insertion) and the bytes for it.
  public struct Edit {
    /// The source bytes replaced; an empty range inserts at its offset.
    public var range: Range<Int>
    /// The bytes written in place of `range`.
    public var bytes: [UInt8]
    /// What the writer noted about `bytes`, if anything.
    public var note: Note?
  }

  /// The bytes the document was read from.
  public let source: [UInt8]
  /// The replacements so far, in the order they were made; they never overlap.
  public private(set) var edits: [Edit] = []

  /// No replacement yet of `source`.
  public init(source: [UInt8]) {
    self.source = source
  }

  /// Whether no replacement was made.
  public var isEmpty: Bool { edits.isEmpty }

  /// Replaces the source bytes of `range` with `bytes`; an empty `range` inserts them.
  public mutating func replace(_ range: Range<Int>, with bytes: [UInt8], note: Note? = nil) {
    edits.append(Edit(range: range, bytes: bytes, note: note))
  }

  /// Forgets every replacement made so far.
  public mutating func removeAll() {
    edits.removeAll()
  }

  /// The replacements in source order, an insertion before a replacement at its offset.
  ///
  /// - Complexity: O(*e* log *e*) in the replacements.
  public var sorted: [Edit] {
    edits.sorted {
      ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
    }
  }

  /// The source with every replacement made.
  ///
  /// - Throws: `SpliceRefusal` when two replacements overlap.
  /// - Complexity: O(*n* + *e* log *e*) in the size of the source and the replacements.
  public func output() throws(SpliceRefusal) -> [UInt8] {
    try bytes(of: 0..<source.count)
  }

  /// The bytes of `range` of the source with the replacements inside it made; an
  /// insertion at either end of `range` is outside it.
  ///
  /// - Throws: `SpliceRefusal` when two replacements overlap, or one crosses an end of
  ///   `range`.
  /// - Complexity: O(*r* + *e* log *e*) in the size of `range` and the replacements.
  public func bytes(of range: Range<Int>) throws(SpliceRefusal) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(range.count + 256)
    var cursor = range.lowerBound
    for edit in sorted {
      let isInside =
        edit.range.lowerBound >= range.lowerBound && edit.range.upperBound <= range.upperBound
        && !(edit.range.isEmpty
          && (edit.range.lowerBound == range.lowerBound
            || edit.range.lowerBound == range.upperBound))
      guard isInside else {
        if edit.range.lowerBound < range.upperBound && edit.range.upperBound > range.lowerBound {
          throw SpliceRefusal(reason: "Two changes would overlap in the file's bytes.")
        }
        continue
      }
      guard edit.range.lowerBound >= cursor else {
        throw SpliceRefusal(reason: "Two changes would overlap in the file's bytes.")
      }
      output += source[cursor..<edit.range.lowerBound]
      output += edit.bytes
      cursor = edit.range.upperBound
    }
    output += source[cursor..<range.upperBound]
    return output
  }

  /// Where each of `ranges` (ascending, disjoint source ranges) lies in ``output()``, with
  /// the replacements inside it; an insertion at a range's start is before it.
  ///
  /// - Complexity: O(*e* log *e* + *p*) in the replacements and ranges.
  public func outputRanges(of ranges: [Range<Int>]) -> [Range<Int>] {
    let sorted = self.sorted
    var next = 0
    var shift = 0
    return ranges.map { range in
      while next < sorted.count, sorted[next].range.upperBound <= range.lowerBound,
        sorted[next].range != range
      {
        shift += sorted[next].bytes.count - sorted[next].range.count
        next += 1
      }
      let start = range.lowerBound + shift
      while next < sorted.count,
        sorted[next].range.lowerBound < range.upperBound || sorted[next].range == range
      {
        shift += sorted[next].bytes.count - sorted[next].range.count
        next += 1
      }
      return start..<(range.upperBound + shift)
    }
  }
}
