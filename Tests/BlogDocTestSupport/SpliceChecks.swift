import BlogDocCore
import BlogDocBlog

extension SpliceEdit {
  /// `document` with `edits` applied through a proxy, in order; on a single entry the
  /// edits that add, remove or move entries are skipped.
  public static func applying(_ edits: [SpliceEdit], to document: BlogDocument) -> BlogDocument {
    var proxy = DocumentProxy(document)
    for (serial, edit) in edits.enumerated()
    where document.layout == .collection || !edit.changesEntries {
      edit.apply(to: &proxy, serial: serial)
    }
    return proxy.current
  }
}

/// Whether `parts` occur in `bytes` in order, without overlapping: every unchanged piece of
/// a source is still in a splice's output.
///
/// - Complexity: O(*n* · *m*) in the sizes of `bytes` and the longest part.
public func occursInOrder(_ parts: [ArraySlice<UInt8>], in bytes: [UInt8]) -> Bool {
  var cursor = bytes.startIndex
  for part in parts where !part.isEmpty {
    guard let found = bytes[cursor...].firstRange(of: part) else { return false }
    cursor = found.upperBound
  }
  return true
}
