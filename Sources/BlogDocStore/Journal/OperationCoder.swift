import BlogDocCore
import BlogDocJSON
import FoundationEssentials

/// Turns operations into record payloads and back: written by hand as their `Codable` form
/// (see `OperationCoder+Writing.swift` for why), read with Foundation's JSON decoder.
///
/// Why Foundation's decoder and not BlogDocCore's JSON reader: the core's reader works on
/// archived documents (`ArchiveValue`), while operations and diffs are `Codable`, and the
/// diff's Codable form is already exact (integers as strings, ordered members). Foundation's
/// `JSONDecoder` reports no line or column on Linux, which matters little here: a payload
/// has passed its CRC before it is decoded, so a decoding failure means another version
/// wrote it, not that a person mistyped it. Output is compact (no raw newlines, which the
/// framing relies on) with sorted keys, so equal operations have equal bytes.
enum OperationCoder {
  /// The payload for `operation`.
  ///
  /// - Throws: ``StoreError`` (`.journal`) when a value cannot be written as JSON (a
  ///   non-finite number, say).
  static func encode(_ operation: Journal.Operation, path: String) throws(StoreError) -> [UInt8] {
    var payload: [UInt8] = []
    try write(operation, path: path, chunkSize: .max) { payload += $0 }
    return payload
  }

  /// Hands the payload for `operation` to `body` in parts of about `chunkSize` bytes (the
  /// last may be shorter), building one entry change at a time.
  ///
  /// - Throws: ``StoreError`` (`.journal`) when a value cannot be written as JSON, and what
  ///   `body` throws; `body` may have been called before either.
  /// - Complexity: O(*n*) in the payload; holds about `chunkSize` bytes and one entry
  ///   change's values at a time.
  static func write(
    _ operation: Journal.Operation, path: String, chunkSize: Int = 1 << 16,
    to body: ([UInt8]) throws(StoreError) -> Void
  ) throws(StoreError) {
    var stream = CompactJSONStream()
    try operation.writeJournalJSON(to: &stream, path: path) { (stream) throws(StoreError) in
      try stream.drain(ifAtLeast: chunkSize, body)
    }
    try stream.drain(body)
  }

  /// The payload Foundation's `JSONEncoder` writes for `operation`: the form
  /// ``encode(_:path:)`` writes by hand, kept to check it against.
  static func encodeWithFoundation(_ operation: Journal.Operation) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(operation))
  }

  /// The operation in `payload`, which the footer says is record `sequence`.
  static func decode(_ payload: [UInt8], sequence: Int) -> Result<Journal.Operation, DecodeFailure>
  {
    decode(Journal.Operation.self, id: \.id, from: payload, sequence: sequence)
  }

  /// Only the undo pointers of the operation in `payload`.
  ///
  /// Reading the state needs the last record's pointers, not its diffs; an import's diff
  /// can be megabytes, and decoding it into values took longer than the import's own work
  /// (measured: 37% of a 10,000-entry import). A large payload's `files` member is cut
  /// out before decoding (``header(of:)``); in a small one the decoder scans it but builds
  /// nothing for it.
  ///
  /// A payload in the compact form this version writes is read straight from its bytes
  /// (``CompactHeaderScan``); any other goes through Foundation's decoder
  /// (``decodePointersWithFoundation(_:sequence:)``), which explains a refusal.
  static func decodePointers(
    _ payload: [UInt8], sequence: Int
  ) -> Result<UndoPointers, DecodeFailure> {
    let header = payload.count > largePayload ? Self.header(of: payload) : payload
    var scan = CompactHeaderScan(header)
    if let pointers = scan.pointers(sequence: sequence) { return .success(pointers) }
    return decodePointersWithFoundation(header, sequence: sequence)
  }

  /// The undo pointers of `header` (a payload, or the header of a large one) as Foundation's
  /// decoder reads them: the oracle ``CompactHeaderScan`` is held to.
  static func decodePointersWithFoundation(
    _ header: [UInt8], sequence: Int
  ) -> Result<UndoPointers, DecodeFailure> {
    decode(Header.self, id: \.id, from: header, sequence: sequence).map { header in
      UndoPointers(
        nextUndo: header.nextUndo, nextRedo: header.nextRedo, priorUndoState: header.priorUndoState,
        priorRedoState: header.priorRedoState,
        pendingIntent: header.pendingIntent ?? header.ownPendingIntent,
        shownNumber: header.number ?? header.id)
    }
  }

  /// `payload` as a `T` whose id is the footer's `sequence`.
  private static func decode<T: Decodable>(
    _ type: T.Type, id: KeyPath<T, Int>, from payload: [UInt8], sequence: Int
  ) -> Result<T, DecodeFailure> {
    let value: T
    do {
      value = try JSONDecoder().decode(T.self, from: Data(payload))
    } catch let error as DecodingError {
      return .failure(DecodeFailure(reason: Self.reason(error)))
    } catch {
      return .failure(DecodeFailure(reason: "\(error)"))
    }
    guard value[keyPath: id] == sequence else {
      return .failure(
        DecodeFailure(reason: "its id \(value[keyPath: id]) differs from its footer's \(sequence)"))
    }
    return .success(value)
  }

  /// The members of an operation ``decodePointers(_:sequence:)`` reads: the pointers, and
  /// what tells an operation this version understands (its kinds, and every member it
  /// requires) from one it does not.
  private struct Header: Decodable {
    /// For an intent whose record leaves out `pendingIntent` (see `JournalOperation+Coding.swift`):
    /// its own id, which the member would have said. A `null` one decodes as `nil` and is kept.
    var ownPendingIntent: Int? = nil

    private enum CodingKeys: String, CodingKey {
      case id, number, kind, intends, time, message, files, nextUndo, nextRedo, priorUndoState,
        priorRedoState
      case pendingIntent
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.decode(Int.self, forKey: .id)
      number = try container.decodeIfPresent(Int.self, forKey: .number)
      kind = try container.decode(Journal.Operation.Kind.self, forKey: .kind)
      intends = try container.decodeIfPresent(Journal.Operation.Kind.self, forKey: .intends)
      time = try container.decode(Timestamp.self, forKey: .time)
      message = try container.decodeIfPresent(String.self, forKey: .message)
      files = try container.decodeIfPresent(Present.self, forKey: .files)
      nextUndo = try container.decodeIfPresent(Int.self, forKey: .nextUndo)
      nextRedo = try container.decodeIfPresent(Int.self, forKey: .nextRedo)
      priorUndoState = try container.decodeIfPresent(Int.self, forKey: .priorUndoState)
      priorRedoState = try container.decodeIfPresent(Int.self, forKey: .priorRedoState)
      pendingIntent = try container.decodeIfPresent(Int.self, forKey: .pendingIntent)
      if kind == .intent && !container.contains(.pendingIntent) { ownPendingIntent = id }
    }

    var id: Int
    var number: Int?
    var kind: Journal.Operation.Kind
    var intends: Journal.Operation.Kind?
    var time: Timestamp
    var message: String?
    var files: Present?
    var nextUndo: Int?
    var nextRedo: Int?
    var priorUndoState: Int?
    var priorRedoState: Int?
    var pendingIntent: Int?
  }

  /// A member that must be there, read no further.
  private struct Present: Decodable {
    init(from decoder: any Decoder) throws {}
  }

  /// Why a payload is not an operation, in a few words.
  struct DecodeFailure: Error {
    var reason: String
  }

  private static func reason(_ error: DecodingError) -> String {
    func place(_ context: DecodingError.Context) -> String {
      let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
      return path.isEmpty ? "" : " at '\(path.joined(separator: "."))'"
    }
    switch error {
    case .keyNotFound(let key, let context): return "no '\(key.stringValue)'\(place(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      return "\(context.debugDescription.trimmingSuffix("."))\(place(context))"
    @unknown default: return "\(error)"
    }
  }
}

extension String {
  fileprivate func trimmingSuffix(_ suffix: String) -> Substring {
    hasSuffix(suffix) ? dropLast(suffix.count) : self[...]
  }
}
