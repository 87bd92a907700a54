extension OperationCoder {
  /// Payloads larger than this have their `files` member cut out before only their undo
  /// pointers are decoded (see ``header(of:)``).
  static let largePayload = 1 << 16

  /// `payload` with the value of its top-level `files` member replaced by `[]`, or `nil`
  /// when it is not an object whose members can be stepped over.
  ///
  /// Reading the state needs the last record's pointers only. An import's intent holds
  /// every imported entry in `files` (21 MB for 10,000 WordPress posts): handing all of it
  /// to Foundation's decoder copied it into `Data` and mapped every token of it, for
  /// members it then skips. Stepping over the value matches brackets outside strings and
  /// nothing more, so only a large payload is read this way; a small one is decoded
  /// whole, and any payload that does not step over cleanly too.
  ///
  /// ```swift
  /// let header = OperationCoder.header(of: Array(#"{"files":[{"a":"]"}],"id":3}"#.utf8))
  /// print(String(decoding: header!, as: UTF8.self))
  /// // Prints "{"files":[],"id":3}"
  /// ```
  ///
  /// - Complexity: O(*n*) in the payload's size, without allocating but for the result.
  static func header(of payload: [UInt8]) -> [UInt8]? {
    payload.withUnsafeBufferPointer { bytes -> [UInt8]? in
      var index = 0
      guard bytes.first == UInt8(ascii: "{") else { return nil }
      index += 1
      while index < bytes.count {
        let keyStart = index
        guard bytes[index] == UInt8(ascii: "\""), let keyEnd = endOfString(bytes, at: index),
          keyEnd < bytes.count, bytes[keyEnd] == UInt8(ascii: ":")
        else { return nil }
        let valueStart = keyEnd + 1
        guard let valueEnd = endOfValue(bytes, at: valueStart), valueEnd < bytes.count else { return nil }
        if bytes[keyStart..<keyEnd].elementsEqual(#""files""#.utf8) {
          return Array(bytes[..<valueStart]) + Array("[]".utf8) + Array(bytes[valueEnd...])
        }
        switch bytes[valueEnd] {
        case UInt8(ascii: ","): index = valueEnd + 1
        default: return nil
        }
      }
      return nil
    }
  }

  /// The index after the string whose opening quote is at `start`.
  private static func endOfString(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
    var index = start + 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\\"): index += 2
      case UInt8(ascii: "\""): return index + 1
      default: index += 1
      }
    }
    return nil
  }

  /// The index after the value starting at `start`: a string, a container with its
  /// brackets matched outside strings, or a literal up to the next `,`, `}` or `]`.
  private static func endOfValue(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
    guard start < bytes.count else { return nil }
    switch bytes[start] {
    case UInt8(ascii: "\""):
      return endOfString(bytes, at: start)
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      var depth = 0
      var index = start
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          guard let end = endOfString(bytes, at: index) else { return nil }
          index = end
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
          if depth == 0 { return index + 1 }
        default:
          break
        }
        index += 1
      }
      return nil
    default:
      var index = start
      while index < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[index]) {
        index += 1
      }
      return index > start ? index : nil
    }
  }
}
