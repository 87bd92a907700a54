import BlogDocCore
import Testing

/// `SpliceEdits` makes the output a naive oracle makes: the source cut at each edit, in
/// order, with the edit's bytes in the cut.
@Suite("Splice edits")
struct SpliceEditsTests {
  /// A small deterministic generator, so that a failure repeats.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Disjoint edits over `count` bytes, in a shuffled order: replacements, removals and
  /// insertions (at most one insertion per offset, none touching another edit's end).
  static func edits(over count: Int, using generator: inout SplitMix) -> [(Range<Int>, [UInt8])] {
    var edits: [(Range<Int>, [UInt8])] = []
    var offset = 0
    while offset < count {
      offset += Int.random(in: 1...4, using: &generator)
      guard offset < count else { break }
      let length = Int.random(in: 0...min(3, count - offset), using: &generator)
      let bytes = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
        UInt8.random(in: 65...90, using: &generator)
      }
      edits.append((offset..<(offset + length), bytes))
      offset += length + 1
    }
    return edits.shuffled(using: &generator)
  }

  /// The oracle: the source with each edit made, walking the edits in source order.
  static func naiveOutput(_ source: [UInt8], _ edits: [(Range<Int>, [UInt8])]) -> [UInt8] {
    var output: [UInt8] = []
    var cursor = 0
    for (range, bytes) in edits.sorted(by: { $0.0.lowerBound < $1.0.lowerBound }) {
      output += source[cursor..<range.lowerBound] + bytes
      cursor = range.upperBound
    }
    return output + source[cursor...]
  }

  @Test func outputAndRangesMatchTheOracle() throws {
    var generator = SplitMix(state: 24)
    for _ in 0..<200 {
      let source = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
        UInt8.random(in: 97...122, using: &generator)
      }
      let made = Self.edits(over: source.count, using: &generator)
      var edits = SpliceEdits<Never>(source: source)
      for (range, bytes) in made { edits.replace(range, with: bytes) }
      let output = try edits.output()
      #expect(output == Self.naiveOutput(source, made))
      // A range holding some edits whole reads as the oracle's output of that range.
      let cut = Int.random(in: 0...source.count, using: &generator)
      let inside = made.filter {
        $0.0.upperBound <= cut && !($0.0.isEmpty && $0.0.lowerBound == cut)
      }
      let crossing = made.contains { $0.0.lowerBound < cut && $0.0.upperBound > cut }
      if !crossing {
        #expect(try edits.bytes(of: 0..<cut) == Self.naiveOutput(Array(source[0..<cut]), inside))
        #expect(
          edits.outputRanges(of: [0..<cut]) == [
            0..<Self.naiveOutput(Array(source[0..<cut]), inside).count
          ])
      }
    }
  }

  @Test func theDocumentationsExamplePrintsWhatItSays() throws {
    var edits = SpliceEdits<Never>(source: Array("<a>old</a>".utf8))
    edits.replace(3..<6, with: Array("new".utf8))
    #expect(String(decoding: try edits.output(), as: UTF8.self) == "<a>new</a>")
  }

  @Test func anInsertionAtARangesEndIsOutsideIt() throws {
    var edits = SpliceEdits<Never>(source: Array("<a>x</a><b/>".utf8))
    edits.replace(8..<8, with: Array("<c/>".utf8))
    edits.replace(3..<4, with: Array("y".utf8))
    #expect(String(decoding: try edits.bytes(of: 0..<8), as: UTF8.self) == "<a>y</a>")
    #expect(String(decoding: try edits.output(), as: UTF8.self) == "<a>y</a><c/><b/>")
  }

  @Test func overlappingEditsAreRefused() {
    var edits = SpliceEdits<Never>(source: Array("0123456789".utf8))
    edits.replace(2..<5, with: [])
    edits.replace(4..<6, with: [])
    #expect(throws: SpliceRefusal(reason: "Two changes would overlap in the file's bytes.")) {
      try edits.output()
    }
    var crossing = SpliceEdits<Never>(source: Array("0123456789".utf8))
    crossing.replace(4..<7, with: [])
    #expect(throws: SpliceRefusal(reason: "Two changes would overlap in the file's bytes.")) {
      try crossing.bytes(of: 0..<5)
    }
  }

  @Test func notesStayWithTheirEdits() {
    var edits = SpliceEdits<String>(source: Array("abc".utf8))
    edits.replace(2..<3, with: [], note: "c")
    edits.replace(0..<1, with: [])
    #expect(edits.sorted.map(\.note) == [nil, "c"])
  }
}
