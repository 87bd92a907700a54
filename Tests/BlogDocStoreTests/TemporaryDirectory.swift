import BlogDocSystem

/// A fresh directory in the temporary folder (`TMPDIR`, else /tmp) for one test, removed
/// with everything in it at deinit.
final class TemporaryDirectory {
  /// The directory's real path (symbolic links such as a /tmp link resolved).
  let path: String

  init() {
    let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    var template = Array("\(folder ?? "/tmp")/blogdoc-store-XXXXXX".utf8CString)
    let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    precondition(created != nil, "mkdtemp failed")
    let resolved = realpath(created!, nil)!
    path = String(cString: resolved)
    free(resolved)
  }

  deinit {
    remove(path)
  }

  /// `name` inside the directory.
  func callAsFunction(_ name: String) -> String { path + "/" + name }

  /// Creates the directory `name` and any missing parents.
  @discardableResult
  func makeDirectory(_ name: String) -> String {
    var current = path
    for part in name.split(separator: "/") {
      current += "/" + part
      mkdir(current, 0o755)
    }
    return current
  }

  /// Writes `bytes` to the file `name`.
  static func write(_ bytes: [UInt8], to path: String) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    precondition(fd >= 0, "cannot create \(path)")
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes {
        BlogDocSystem.write(fd, $0.baseAddress! + written, $0.count - written)
      }
      precondition(count > 0)
      written += count
    }
    close(fd)
  }

  /// The bytes of the file at `path`, none if it does not exist.
  static func read(_ path: String) -> [UInt8] {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return [] }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        BlogDocSystem.read(fd, $0.baseAddress!, $0.count)
      }
      if count <= 0 { break }
      bytes += buffer[..<count]
    }
    return bytes
  }

  /// The names in the directory (not `.` and `..`), sorted.
  func names() -> [String] {
    guard let stream = opendir(path) else { return [] }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// Whether anything exists at `path`.
  static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }

  /// Removes `path` and, for a directory, everything in it.
  private func remove(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if (info.st_mode & S_IFMT) == S_IFDIR, let directory = opendir(path) {
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        if name != "." && name != ".." { remove(path + "/" + name) }
      }
      closedir(directory)
      rmdir(path)
    } else {
      unlink(path)
    }
  }
}
