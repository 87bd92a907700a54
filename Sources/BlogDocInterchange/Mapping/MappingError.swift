/// A mapping that cannot be used as written: an unknown field or transformer, a bad key path.
///
/// ```swift
/// // cms.map.json: fields.postedDate.transform: Unknown transformer 'dat'. Did you mean 'date'?
/// ```
public struct MappingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The sentence saying what is wrong.
  public var message: String
  /// Where in the mapping, as a dotted path: `fields.postedDate.transform`.
  public var path: String?
  /// The mapping file, when known.
  public var file: String?

  /// Makes an error saying `message`, at `path` in the mapping `file` when known.
  public init(_ message: String, path: String? = nil, file: String? = nil) {
    self.message = message
    self.path = path
    self.file = file
  }

  /// This error, at `path` in the mapping, unless it already names a deeper place.
  func at(_ path: String) -> MappingError {
    var copy = self
    copy.path = self.path.map { path + "." + $0 } ?? path
    return copy
  }

  /// `file: path: message`, leaving out what is unknown.
  public var description: String {
    var prefix = ""
    if let file { prefix += file + ": " }
    if let path { prefix += path + ": " }
    return prefix + message
  }
}
