import BlogDocSystem

/// String path helpers for the workspace: joining, splitting and `realpath`.
enum Paths {
  /// `name` inside `directory`.
  static func joining(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// The directory part of `path` (`.` when it has none, `/` for a top-level name).
  static func directoryName(of path: String) -> String {
    AtomicFile.directoryName(of: path)
  }

  /// The absolute path of the existing `path` with every symbolic link resolved.
  ///
  /// - Throws: ``StoreError`` when `path` does not exist or cannot be searched.
  static func real(_ path: String) throws(StoreError) -> String {
    guard let resolved = realpath(path, nil) else {
      throw .system("open", path: path, errno: errno)
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The real path of the document at `path`: the link's target if it is a symbolic link,
  /// or, when it does not exist yet, its real directory joined with its name.
  static func realDocument(_ path: String) throws(StoreError) -> String {
    if let resolved = realpath(path, nil) {
      defer { free(resolved) }
      return String(cString: resolved)
    }
    let directory = try real(directoryName(of: path))
    return joining(directory, AtomicFile.baseName(of: path))
  }
}
