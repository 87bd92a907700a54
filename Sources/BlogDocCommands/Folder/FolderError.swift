/// A folder of documents a command cannot take as it is: a document holding a whole
/// collection, two documents holding one id, a new document's name that is taken.
///
/// ```swift
/// throw FolderError("Both 'a.xml' and 'b.xml' hold the entry 'x'; …", exitCode: 65)
/// ```
public struct FolderError: Error, ExitCodeProviding, CustomStringConvertible {
  /// The problem, as one or more sentences naming the files.
  public var description: String
  /// The sysexits code a command exits with (65 bad data, 73 cannot create, …).
  public var exitCode: Int32

  /// An error saying `description`, exiting with `exitCode`.
  public init(_ description: String, exitCode: Int32) {
    self.description = description
    self.exitCode = exitCode
  }
}
