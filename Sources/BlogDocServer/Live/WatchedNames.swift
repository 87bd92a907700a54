/// What a ``DirectoryWatcher`` watches and reports, whichever way it learns of changes.
///
/// ```swift
/// WatchedNames.watchesDirectory(".blogdoc")       // true: the workspace, for its journal
/// WatchedNames.reportsFile(".hello.xml.blogdoc-Ab12Cd")   // false: a temporary file
/// ```
enum WatchedNames {
  /// The name of a workspace directory, watched wherever it appears.
  static let workspace = ".blogdoc"

  /// Whether a directory named `name`, made under a watched one, is watched too: documents
  /// may be written in it, or it is a workspace. Other hidden directories (`.git`) are not.
  static func watchesDirectory(_ name: String) -> Bool {
    !name.hasPrefix(".") || name == workspace
  }

  /// Whether a change to the file named `name` is reported: a temporary file beside a
  /// document (`.NAME.blogdoc-XXXXXX`), or any hidden file, is not.
  static func reportsFile(_ name: String) -> Bool { !name.hasPrefix(".") }
}
