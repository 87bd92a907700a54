extension OperationCoder {
  /// Payloads larger than this have their `files` member cut out before only their undo
  /// pointers are decoded (see ``header(of:)``); the scanner reads such a record's payload
  /// in parts of this size when it only needs the pointers.
  static let largePayload = 1 << 16

  /// `payload` with the value of its top-level `files` member replaced by `[]`: all
  /// ``decodePointers(_:sequence:)`` needs of a large record.
  ///
  /// ```swift
  /// let header = OperationCoder.header(of: Array(#"{"files":[{"a":"]"}],"id":3}"#.utf8))
  /// print(String(decoding: header, as: UTF8.self))
  /// // Prints "{"files":[],"id":3}"
  /// ```
  ///
  /// - Complexity: O(*n*) in the payload's size.
  static func header(of payload: [UInt8]) -> [UInt8] {
    var extractor = HeaderExtractor()
    extractor.add(payload)
    return extractor.bytes
  }
}
