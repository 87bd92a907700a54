import BlogDocSystem

extension Workspace {
  /// The documents under the workspace's root whose bytes have `fingerprint` (see
  /// ``Journal/FileChange/fingerprint(of:)``), as workspace-relative paths: where a
  /// document the journal names went when it was moved or renamed, as git follows a move
  /// by content.
  ///
  /// Hidden directories (`.git`, `.blogdoc`) are skipped, and only files of a registered
  /// format (`.xml`, `.json`, …) are read; a file is hashed only when its size matches the fingerprint's.
  ///
  /// ```swift
  /// // After `mv e.xml f.xml`:
  /// print(workspace.documents(withFingerprint: change.afterFingerprint))
  /// // ["f.xml"]
  /// ```
  ///
  /// - Complexity: One `stat` per file under the root, plus reading the files whose size
  ///   matches.
  public func documents(withFingerprint fingerprint: String) -> [String] {
    guard let size = fingerprint.split(separator: ":").last.flatMap({ Int($0) }) else { return [] }
    var found: [String] = []
    let suffixes = DocumentFormat.allCases.flatMap(\.fileExtensions).map { "." + $0 }
    var pending = [""]
    while let relative = pending.popLast() {
      guard let directory = opendir(relative.isEmpty ? root : absolutePath(of: relative)) else {
        continue
      }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) {
          String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard !name.hasPrefix(".") else { continue }
        let path = relative.isEmpty ? name : relative + "/" + name
        var info = stat()
        guard lstat(absolutePath(of: path), &info) == 0 else { continue }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
          pending.append(path)
        case S_IFREG where Int(info.st_size) == size && suffixes.contains(where: name.hasSuffix):
          if let bytes = try? FileBytes.read(absolutePath(of: path)),
            Journal.FileChange.fingerprint(of: bytes) == fingerprint
          {
            found.append(path)
          }
        default:
          break
        }
      }
    }
    return found.sorted()
  }
}
