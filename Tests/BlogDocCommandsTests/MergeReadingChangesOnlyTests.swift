import BlogDocCommands
import BlogDocCore
import BlogDocStore
import BlogDocTestSupport
import BlogDocBlog
import Synchronization
import Testing

/// The three files a merge driver is handed: a blog in a random layout and two sides
/// edited from it as blogdoc writes an edit (spliced into the base's bytes), some then
/// changed byte by byte (a comment between entries, a root attribute, a copied entry,
/// garbage, a DOCTYPE).
struct MergeFiles: Sendable, CustomStringConvertible {
  var format: DocumentFormat
  var base: [UInt8]
  var ours: [UInt8]
  var theirs: [UInt8]
  var steps: [String]

  var name: String { "blog.\(format.rawValue)" }

  var description: String {
    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
    return
      "\(steps.joined(separator: "; "))\nbase:\n\(text(base))\nours:\n\(text(ours))\ntheirs:\n\(text(theirs))"
  }
}

/// `merge` reading each side only where it differs from the base gives what reading all
/// three whole gives: the same bytes for ours and the same conflicts, or the same error.
@Suite("merge reading only the changed entries")
struct MergeReadingChangesOnlyTests {
  /// How many sides were read relative to the base, so the property is not vacuous.
  static let relativeReads = Atomic<Int>(0)

  @Test func givesTheBytesConflictsAndErrorsOfReadingAllThreeWhole() async {
    let count = propertyCount(400)
    await propertyCheck(count: count, input: Self.mergeFiles) { files in
      Self.expectSameMerge(files)
    }
    #expect(Self.relativeReads.load(ordering: .relaxed) > count / 2)
  }

  /// Expects both paths to merge `files` alike, and counts the sides read relatively.
  static func expectSameMerge(
    _ files: MergeFiles, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    func outcome(_ readsChangesOnly: Bool) -> Outcome {
      do {
        let merged = try DocumentMergeDriver.merge(
          BlogEntry.self, base: files.base, ours: files.ours, theirs: files.theirs,
          as: files.format,
          named: files.name, markerSize: 7, readsChangesOnly: readsChangesOnly)
        return .merged(merged.bytes, conflicts: merged.conflicts.map(\.description))
      } catch {
        return .failed("\(error)")
      }
    }
    #expect(outcome(true) == outcome(false), sourceLocation: sourceLocation)
    // The decoded documents and ours's map, too.
    let sides = Result(catching: {
      try MergeSides<BlogEntry>.decode(
        base: files.base, ours: files.ours, theirs: files.theirs, as: files.format,
        named: files.name)
    })
    let whole = Result(catching: {
      try MergeSides<BlogEntry>.decode(
        base: files.base, ours: files.ours, theirs: files.theirs, as: files.format,
        named: files.name,
        readsChangesOnly: false)
    })
    if case .success(let a) = sides, case .success(let b) = whole {
      #expect(a.base == b.base, sourceLocation: sourceLocation)
      #expect(a.ours == b.ours, sourceLocation: sourceLocation)
      #expect(a.oursMap == b.oursMap, sourceLocation: sourceLocation)
      #expect(a.theirs == b.theirs, sourceLocation: sourceLocation)
    }
    if let (decoded, map) = try? DocumentFile.decodeForEditing(
      BlogEntry.self, from: files.base, as: files.format, named: "base")
    {
      let decoder = SideDecoder(
        base: decoded.document, bytes: files.base, map: map, format: files.format)
      for side in [files.ours, files.theirs] where decoder.decode(side, withSourceMap: true) != nil
      {
        relativeReads.add(1, ordering: .relaxed)
      }
    }
  }

  /// What a merge gave: ours's new bytes and the conflicts, or an error.
  enum Outcome: Equatable {
    case merged([UInt8], conflicts: [String])
    case failed(String)
  }

  /// A random blog in a random layout and two sides edited from it.
  static let mergeFiles = Generator<MergeFiles, Shrink.None<MergeFiles>> { rng in
    let format: DocumentFormat = Bool.random(using: &rng) ? .xml : .json
    var steps = ["\(format)"]
    let document: BlogDocument
    if Int.random(in: 0..<10, using: &rng) == 0 {
      document = Generators.singleOrBlog.run(using: &rng)
    } else {
      document = Generators.blogDocument(maxCount: 8).run(using: &rng)
    }
    let base: [UInt8]
    switch format {
    case .xml:
      let layout = Generators.xmlLayout.run(using: &rng)
      steps.append("\(layout)")
      base = layout.render(document)
    case .json:
      let layout = Generators.jsonLayout.run(using: &rng)
      steps.append("\(layout)")
      base = layout.render(document)
    default:
      preconditionFailure("Only XML and JSON sides are generated, not \(format).")
    }
    var sides: [[UInt8]] = []
    for side in ["ours", "theirs"] {
      var edited = document
      for serial in 0..<Int.random(in: 0...3, using: &rng) {
        let operation = Generators.editOperation.run(using: &rng)
        var next = edited
        // A single-entry document keeps its one entry (the splice writer assumes it).
        if (try? next.transaction("edit") { operation.apply(to: &$0, serial: serial) }) != nil,
          next.layout == .collection || next.count == 1
        {
          edited = next
          steps.append("\(side): \(operation)")
        }
      }
      var bytes =
        (try? DocumentFile.encode(edited, for: "blog.\(format.rawValue)", splicingInto: base).bytes)
        ?? base
      if Int.random(in: 0..<3, using: &rng) == 0 {
        let change = Self.byteChange(format, using: &rng)
        steps.append("\(side): \(change)")
        bytes = Self.apply(change, to: bytes, format: format, using: &rng)
      }
      sides.append(bytes)
    }
    // Sometimes both sides made the same change.
    if Int.random(in: 0..<10, using: &rng) == 0 {
      sides[1] = sides[0]
      steps.append("theirs = ours")
    }
    return MergeFiles(format: format, base: base, ours: sides[0], theirs: sides[1], steps: steps)
  }

  /// A change made to a file's bytes rather than to its document.
  enum ByteChange: CaseIterable {
    case commentBetweenEntries, rootAttribute, copiedEntry, removedEntryBytes, garbage,
      garbageAtAnEntry, doctype
    case memberAfterEntries
  }

  static func byteChange(
    _ format: DocumentFormat, using rng: inout any SeededRandomNumberGenerator
  ) -> ByteChange {
    ByteChange.allCases.randomElement(using: &rng)!
  }

  /// `bytes` with `change` made, where the file's own map says its entries lie; the bytes
  /// as they are when they do not read.
  static func apply(
    _ change: ByteChange, to bytes: [UInt8], format: DocumentFormat,
    using rng: inout any SeededRandomNumberGenerator
  ) -> [UInt8] {
    guard
      let (_, map) = try? DocumentFile.decodeForEditing(
        BlogEntry.self, from: bytes, as: format, named: "side")
    else { return bytes }
    let records: [Range<Int>]
    let root: Range<Int>
    if let xml = map.xml {
      records = xml.records.map(\.element.range)
      root = xml.root.range
    } else if let json = map.json {
      records = json.records.map(\.range)
      root = json.root
    } else {
      return bytes
    }
    let boundaries = records.flatMap { [$0.lowerBound, $0.upperBound] }
    let boundary = boundaries.randomElement(using: &rng)
    var result = bytes
    func insert(_ text: String, at offset: Int) {
      result.insert(contentsOf: Array(text.utf8), at: offset)
    }
    switch (change, format) {
    case (.commentBetweenEntries, .xml):
      if let boundary { insert("<!-- added -->", at: boundary) }
    case (.commentBetweenEntries, .json):
      if let boundary { insert("\n ", at: boundary) }
    case (.rootAttribute, .xml):
      // Before the root start tag's `>`.
      if let end = bytes[root].firstIndex(of: UInt8(ascii: ">")) {
        insert(" lang=\"en\"", at: bytes[end - 1] == UInt8(ascii: "/") ? end - 1 : end)
      }
    case (.rootAttribute, .json), (.memberAfterEntries, .json):
      insert(", \"lang\": \"en\"", at: root.upperBound - 1)
    case (.memberAfterEntries, .xml):
      if let last = records.last { insert("<lang>en</lang>", at: last.upperBound) }
    case (.copiedEntry, _):
      if let record = records.randomElement(using: &rng), let boundary {
        let separator = format == .json ? "," : ""
        let copy = Array(bytes[record])
        if boundary == records.first(where: { $0.lowerBound == boundary })?.lowerBound {
          result.insert(contentsOf: copy + Array(separator.utf8), at: boundary)
        } else {
          result.insert(contentsOf: Array(separator.utf8) + copy, at: boundary)
        }
      }
    case (.removedEntryBytes, _):
      // Without its separator: a JSON array is left with a comma too many.
      if let record = records.randomElement(using: &rng) { result.removeSubrange(record) }
    case (.garbageAtAnEntry, _):
      if let boundary {
        insert(
          ["<<", "{{", "&", "]]>", "\"", ",", "<x>", "</x>"].randomElement(using: &rng)!,
          at: boundary)
      }
    case (.garbage, _):
      let offset = Int.random(in: 0...bytes.count, using: &rng)
      insert(["<<", "{{", "&", "]]>", "\"", ","].randomElement(using: &rng)!, at: offset)
    case (.doctype, _):
      if let boundary { insert("<!DOCTYPE blog>", at: boundary) }
    case (.commentBetweenEntries, _), (.rootAttribute, _), (.memberAfterEntries, _):
      preconditionFailure("Only XML and JSON sides are generated, not \(format).")
    }
    return result
  }
}
