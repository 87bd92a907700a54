import FoundationEssentials

/// Turns operations into record payloads and back, with Foundation's JSON coders.
///
/// Why Foundation's and not BlogDocCore's JSON: the core's reader and writer work on
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
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return Array(try encoder.encode(operation))
    } catch {
      throw StoreError(.journal, path: path, "Cannot record operation \(operation.id): \(error).")
    }
  }

  /// The operation in `payload`, which the footer says is record `sequence`.
  static func decode(_ payload: [UInt8], sequence: Int) -> Result<Journal.Operation, DecodeFailure> {
    let operation: Journal.Operation
    do {
      operation = try JSONDecoder().decode(Journal.Operation.self, from: Data(payload))
    } catch let error as DecodingError {
      return .failure(DecodeFailure(reason: Self.reason(error)))
    } catch {
      return .failure(DecodeFailure(reason: "\(error)"))
    }
    guard operation.id == sequence else {
      return .failure(DecodeFailure(reason: "its id \(operation.id) differs from its footer's \(sequence)"))
    }
    return .success(operation)
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
