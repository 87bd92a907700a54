import BlogDocCore
@testable import BlogDocStore
import BlogDocTestSupport
import BlogDocBlog
import FoundationEssentials
import Testing

/// Records are written by hand as their `Codable` form; Foundation's encoder is the oracle.
@Suite("Journal records written by hand")
struct OperationCoderTests {
  /// An operation changing `before` into `after`, with every optional member set or not.
  static func operation(
    _ before: BlogDocument, _ after: BlogDocument, message: String, flags: Int
  ) -> Journal.Operation {
    var unknownChange = after
    unknownChange.unknownFields = ArchiveObject([
      ArchiveObject.Member(key: "extra", value: .number("2.50"))
    ])
    var layoutOnly = Journal.FileChange(
      path: "a/b.xml", before: [1], after: [2], diff: after.difference(from: before))
    // A format's record keeps the file's former bytes, any bytes (as base64).
    if flags & 256 != 0 {
      layoutOnly.formerBytes = Journal.Bytes(Array(message.utf8) + [0, 0xFF, 0x3E, 0x3F])
    }
    // A removal's record keeps each removed entry's text, any text, by id.
    // A whole file's record names no model and says so.
    if flags & 1024 != 0 { (layoutOnly.wholeFile, layoutOnly.model) = (true, nil) }
    if flags & 512 != 0 {
      layoutOnly.entrySources = [
        .init(id: message, text: "<entry>\(message)</entry>"),
        .init(id: "b", text: "{\"id\": \"b\"}"),
      ]
    }
    // An edit's record keeps the spelling of each value it replaced that a splice would not write so.
    if flags & 2048 != 0 {
      layoutOnly.valueSources = [
        .init(id: message, field: "title", text: #""T\u0069tle \/ \#(message)""#),
        .init(id: "b", field: "rating", text: "1.50E+2"),
      ]
    }
    let files = [
      layoutOnly,
      Journal.FileChange(
        path: "c.json", before: nil, after: [3], diff: unknownChange.difference(from: before),
        layout: .collection),
    ]
    var operation = Journal.Operation(
      id: 7, number: flags & 1 == 0 ? nil : 4, parentID: flags & 2 == 0 ? nil : 6,
      time: Timestamp(secondsSince1970: 1_790_000_000),
      kind: flags & 4 == 0 ? .intent : .edit, intends: flags & 4 == 0 ? .undo : nil,
      concludes: flags & 8 == 0 ? nil : 3,
      message: message, files: flags & 16 == 0 ? files : [], undoes: flags & 32 == 0 ? nil : 2,
      pointers: UndoPointers(
        nextUndo: 5, nextRedo: flags & 64 == 0 ? nil : 1, priorUndoState: 3, priorRedoState: nil,
        pendingIntent: 7))
    if flags & 128 != 0 { operation.redoOfUndo = true }
    return operation
  }

  @Test func theHandWrittenFormIsFoundationsAndReadsBack() async {
    await propertyCheck(
      count: 200, input: Generators.blogDocument(), Generators.blogDocument(),
      Generators.hostileText(), Gen.int(in: 0...4095)
    ) { before, after, message, flags throws in
      let operation = Self.operation(before, after, message: message, flags: flags)
      let written = try OperationCoder.encode(operation, path: "journal")
      #expect(
        String(decoding: written, as: UTF8.self)
          == String(decoding: try OperationCoder.encodeWithFoundation(operation), as: UTF8.self))
      #expect(try OperationCoder.decode(written, sequence: 7).get() == operation)
      // Its undo pointers, read without Foundation's decoder (ASCII records) as with it.
      let pointers = try OperationCoder.decodePointersWithFoundation(written, sequence: 7).get()
      var scan = CompactHeaderScan(written)
      let quick = scan.pointers(sequence: 7)
      #expect(quick == (written.allSatisfy { $0 < 0x80 } ? pointers : nil))
      #expect(try OperationCoder.decodePointers(written, sequence: 7).get() == pointers)
    }
  }
}

extension OperationCoderTests {
  /// Every kind of field value, numbers at their edges, as Foundation writes them.
  @Test(arguments: [
    FieldValue.null, .bool(false), .integer(.max), .integer(.min), .double(0.1), .double(1),
    .double(-2.5e-300),
    .double(1e20), .double(123_456_789.125),
    .date(Timestamp(secondsSince1970: 0, utcOffsetMinutes: -90)),
    .url(URL(string: "https://example.com/a?b=c&d=%C3%A9")!),
    .list(["a\u{2028}b", "\u{0}", "\"/\\"]), .string("\u{7F}\u{1F}\u{FFFE}\u{8}\u{C}"),
  ])
  func aFieldValueIsWrittenAsFoundationWritesIt(value: FieldValue) throws {
    let diff = ArchivedDiff(entryChanges: [
      .modified(
        id: "x", fields: [FieldChange(field: "f", before: .null, after: value)], unknownFields: nil)
    ])
    let operation = Journal.Operation(
      id: 1, parentID: nil, time: Timestamp(secondsSince1970: 0), kind: .edit, message: "m",
      files: [
        Journal.FileChange(
          path: "p", beforeFingerprint: "a", afterFingerprint: "b", diff: diff, model: nil)
      ],
      pointers: UndoPointers(
        nextUndo: nil, nextRedo: nil, priorUndoState: nil, priorRedoState: nil, pendingIntent: nil))
    let written = try OperationCoder.encode(operation, path: "journal")
    #expect(
      String(decoding: written, as: UTF8.self)
        == String(decoding: try OperationCoder.encodeWithFoundation(operation), as: UTF8.self))
    #expect(try OperationCoder.decode(written, sequence: 1).get() == operation)
  }
}

extension OperationCoderTests {
  /// An import's intent is streamed in parts; the parts, whatever their size, are the
  /// payload `encode` gives, and the running checksum is the payload's.
  @Test func aStreamedRecordIsTheEncodedOneInParts() async {
    await propertyCheck(
      count: 100, input: Generators.blogDocument(), Generators.blogDocument(), Gen.int(in: 0...255),
      Gen.int(in: 1...300)
    ) { before, after, flags, chunkSize throws in
      let operation = Self.operation(before, after, message: "m", flags: flags)
      var parts: [[UInt8]] = []
      try OperationCoder.write(operation, path: "journal", chunkSize: chunkSize) {
        parts.append($0)
      }
      let whole = try OperationCoder.encode(operation, path: "journal")
      #expect(Array(parts.joined()) == whole)
      #expect(parts.dropLast().allSatisfy { $0.count >= chunkSize })
      var checksum = CRC32.Running()
      for part in parts { checksum.add(part) }
      #expect(checksum.value == CRC32.checksum(whole))
    }
  }

  /// Only the undo pointers of a large record are read, with its files cut out; they are
  /// those of the whole record.
  @Test func aLargeRecordsPointersAreReadWithoutItsFiles() throws {
    let entries = (0..<400).map { index in
      var entry = BlogEntry()
      entry.id = "entry-\(index)"
      entry.title = "Title \"\(index)\" with ] and } and \\ inside"
      entry.bodyText = String(repeating: "[{ body ", count: 30)
      return entry
    }
    let after = try BlogDocument(entries: entries)
    let operation = Self.operation(
      try BlogDocument(entries: []), after, message: "Import", flags: 0b1100_0011)
    let payload = try OperationCoder.encode(operation, path: "journal")
    #expect(payload.count > OperationCoder.largePayload)
    let header = OperationCoder.header(of: payload)
    #expect(header.count < 1000)
    #expect(String(decoding: header, as: UTF8.self).contains(#""files":[],"id":7,"#))
    let pointers = try OperationCoder.decodePointers(payload, sequence: 7).get()
    #expect(
      pointers
        == UndoPointers(
          nextUndo: 5, nextRedo: 1, priorUndoState: 3, priorRedoState: nil, pendingIntent: 7,
          shownNumber: 4))
  }

  @Test func theHeaderIsTheObjectWithoutItsFilesWhateverTheParts() async {
    #expect(
      OperationCoder.header(of: Array(#"{"files":[],"id":1}"#.utf8))
        == Array(#"{"files":[],"id":1}"#.utf8))
    #expect(
      OperationCoder.header(
        of: Array(#"{"concludes":2,"files":[{"k":"a\"]","files":[1]}],"id":3,"kind":"files"}"#.utf8)
      )
        == Array(#"{"concludes":2,"files":[],"id":3,"kind":"files"}"#.utf8))
    await propertyCheck(
      count: 100, input: Generators.blogDocument(), Generators.hostileText(), Gen.int(in: 0...255),
      Gen.int(in: 1...97)
    ) { after, message, flags, partSize throws in
      let operation = Self.operation(
        try BlogDocument(entries: []), after, message: message, flags: flags)
      let payload = try OperationCoder.encode(operation, path: "journal")
      var extractor = HeaderExtractor()
      for start in stride(from: 0, to: payload.count, by: partSize) {
        extractor.add(payload[start..<min(start + partSize, payload.count)])
      }
      var withoutFiles = operation
      withoutFiles.files = []
      // A record that changed no file has no `files` member (format 2); the header of one
      // that did holds it empty, where the members' order puts it (before `id`).
      var expected = String(
        decoding: try OperationCoder.encode(withoutFiles, path: "journal"), as: UTF8.self)
      if !operation.files.isEmpty {
        expected.insert(contentsOf: #""files":[],"#, at: expected.range(of: #""id":"#)!.lowerBound)
      }
      #expect(extractor.bytes == Array(expected.utf8))
    }
  }
}
