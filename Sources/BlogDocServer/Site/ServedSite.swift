import BlogDocStore
import BlogDocSystem

/// The documents a server shows: one file, or every document file under a directory (`.xml`
/// and `.json`, and the extensions of the formats the program registered, such as a
/// Markdown post's `.md`), and the only way a request's path becomes a file's path.
///
/// A path from a request (already checked segment by segment by ``TargetPath``) is served
/// only if it names a document the site lists: a regular file with a document's extension
/// whose real path, symbolic links followed, is inside the served directory. A file of a
/// registered format must besides start as the format's documents do: a folder of posts
/// lists its posts, not its `README.md`.
///
/// ```swift
/// let site = try ServedSite(path: "SampleDocs")
/// print(site.documents().prefix(2))
/// // Prints "["blog.json", "blog.xml"]"
/// ```
package struct ServedSite: Sendable {
  /// The served directory's real path.
  package let root: String
  /// When one file was given, its path under ``root``.
  package let only: String?

  /// The most documents listed, and the deepest directory looked into.
  static let maxDocuments = 10_000
  static let maxDepth = 8

  /// The site of `path`: a document file (served alone) or a directory.
  ///
  /// - Throws: ``ServeError`` when `path` does not exist or is neither.
  package init(path: String) throws(ServeError) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw ServeError(.inputMissing, "'\(path)': \(String(cString: strerror(errno))).")
    }
    guard let real = Self.realPath(path) else {
      throw ServeError(.inputMissing, "'\(path)': \(String(cString: strerror(errno))).")
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR:
      root = real
      only = nil
    case S_IFREG:
      guard let format = DocumentFormat(path: path) else {
        throw ServeError(
          .usage,
          "'\(path)' is not a document: its name does not end in \(DocumentFormat.extensionList)."
        )
      }
      guard Self.holdsDocument(path, format) else {
        throw ServeError(
          .usage,
          "'\(path)' is not a document: the \(format.rawValue) format does not recognize its first bytes."
        )
      }
      let slash = real.lastIndex(of: "/")!
      root = slash == real.startIndex ? "/" : String(real[..<slash])
      only = String(real[real.index(after: slash)...])
    default:
      throw ServeError(.usage, "'\(path)' is neither a document nor a directory.")
    }
  }

  /// The documents' paths under ``root``, sorted: the one file, or every document file
  /// below the directory whose path has no segment starting with a dot.
  ///
  /// - Complexity: One walk of the directory tree (up to ``maxDepth`` levels and
  ///   ``maxDocuments`` files).
  package func documents() -> [String] {
    if let only { return [only] }
    var found: [String] = []
    walk("", depth: 0, into: &found)
    return found.sorted()
  }

  /// The directories whose changes the server watches: the served one and, for a
  /// directory, every one below it that ``documents()`` looks into.
  package func directories() -> [String] {
    guard only == nil else { return [root] }
    var found: [String] = []
    collectDirectories("", depth: 0, into: &found)
    return found.map { $0.isEmpty ? root : root + "/" + $0 }
  }

  /// The absolute path of the document `relative` names.
  ///
  /// - Throws: ``RequestRefusal`` (404) for anything the site does not list.
  package func file(_ relative: String) throws(RequestRefusal) -> String {
    let notServed = RequestRefusal.notFound(
      "'\(relative.prefix(200))' is not a document served here.")
    if let only {
      guard relative == only else { throw notServed }
    }
    guard let format = DocumentFormat(path: relative) else { throw notServed }
    let path = root == "/" ? "/" + relative : root + "/" + relative
    guard let real = Self.realPath(path), real.hasPrefix(root == "/" ? "/" : root + "/") else {
      throw notServed
    }
    var info = stat()
    guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Self.holdsDocument(real, format)
    else { throw notServed }
    return path
  }

  /// The path of `absolute` under ``root``, if it is a document the site lists.
  package func relativePath(of absolute: String) -> String? {
    let prefix = root == "/" ? "/" : root + "/"
    guard absolute.hasPrefix(prefix) else { return nil }
    let relative = String(absolute.dropFirst(prefix.count))
    guard let only else {
      let hidden = relative.utf8.split(separator: UInt8(ascii: "/")).contains {
        $0.first == UInt8(ascii: ".")
      }
      return hidden || DocumentFormat(path: relative) == nil ? nil : relative
    }
    return relative == only ? relative : nil
  }

  private func walk(_ directory: String, depth: Int, into found: inout [String]) {
    for (name, isDirectory) in Self.entries(of: directory.isEmpty ? root : root + "/" + directory) {
      guard found.count < Self.maxDocuments else { return }
      let relative = directory.isEmpty ? name : directory + "/" + name
      if isDirectory {
        if depth < Self.maxDepth { walk(relative, depth: depth + 1, into: &found) }
      } else if DocumentFormat(path: name) != nil, (try? file(relative)) != nil {
        found.append(relative)
      }
    }
  }

  private func collectDirectories(_ directory: String, depth: Int, into found: inout [String]) {
    found.append(directory)
    guard depth < Self.maxDepth else { return }
    for (name, isDirectory) in Self.entries(of: directory.isEmpty ? root : root + "/" + directory)
    where isDirectory {
      collectDirectories(
        directory.isEmpty ? name : directory + "/" + name, depth: depth + 1, into: &found)
    }
  }

  /// The names in `directory` that a request can name (none that starts with a dot, none
  /// with a control character: ``TargetPath`` refuses both), each with whether it is a
  /// directory (not following a symbolic link to one).
  private static func entries(of directory: String) -> [(name: String, isDirectory: Bool)] {
    guard let stream = opendir(directory) else { return [] }
    defer { closedir(stream) }
    var entries: [(String, Bool)] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      guard name.utf8.first != UInt8(ascii: "."),
        !name.unicodeScalars.contains(where: TargetPath.isControl)
      else {
        continue
      }
      var info = stat()
      guard lstat(directory + "/" + name, &info) == 0 else { continue }
      entries.append((name, info.st_mode & S_IFMT == S_IFDIR))
    }
    return entries
  }

  /// Whether the file at `path`, named as `format`'s documents are, is one: any XML or JSON
  /// file is (a broken one is listed, and its page says what is wrong), and a file of a
  /// registered format is when the format recognizes its first bytes (a Markdown file is a
  /// post when it starts with front matter).
  ///
  /// - Complexity: O(1): at most ``sniffedBytes`` bytes are read, and none for XML and JSON.
  static func holdsDocument(_ path: String, _ format: DocumentFormat) -> Bool {
    guard format != .xml, format != .json else { return true }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var start = [UInt8](repeating: 0, count: sniffedBytes)
    let count = start.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, sniffedBytes) }
    guard count >= 0 else { return false }
    return format.archiveFormat.recognizes(start.prefix(count))
  }

  /// How much of a file of a registered format is read to tell whether it is a document.
  static let sniffedBytes = 4_096

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
