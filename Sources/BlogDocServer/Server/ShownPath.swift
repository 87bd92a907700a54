import BlogDocSystem

/// A file's path as messages name it: relative to the directory the server was started
/// in when it lies below it (as `blogdoc edit` names the files it was given), else absolute.
///
/// ```swift
/// // In /home/ada/blog:
/// ShownPath().of("/home/ada/blog/posts/a.xml")   // "posts/a.xml"
/// ```
package struct ShownPath: Sendable {
  /// The directory paths are shown relative to.
  package let workingDirectory: String

  /// Paths relative to the process's working directory (its real path).
  package init() {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let directory = getcwd(&buffer, buffer.count).map { String(cString: $0) } ?? "/"
    let real = realpath(directory, nil)
    defer { free(real) }
    workingDirectory = real.map { String(cString: $0) } ?? directory
  }

  /// `absolute` as messages name it.
  package func of(_ absolute: String) -> String {
    let prefix = workingDirectory == "/" ? "/" : workingDirectory + "/"
    return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
  }
}
