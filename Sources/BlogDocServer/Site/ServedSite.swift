import BlogDocCore
import BlogDocStore
import BlogDocSystem

/// The documents a server shows: one file, or every document file under a directory (`.xml`
/// and `.json`, and the extensions of the formats the program registered, such as a
/// Markdown post's `.md`), and the only way a request's path becomes a file's path.
///
/// A path from a request (already checked segment by segment by ``TargetPath``) is served
/// only if it names a document the site lists: a regular file with a document's extension
/// whose real path, symbolic links followed, is inside the served directory, and whose
/// start is meant as a document of the model (`DocumentFormat.isDocument(_:of:)`, the
/// rule `merge` goes by): a folder of posts lists its posts, not its `README.md`, and a
/// folder of documents not the import mapping beside them.
///
/// ```swift
/// let site = try ServedSite(path: "SampleDocs", model: Pages.Entry.self)
/// print(site.documents().prefix(2))
/// // Prints "["blog.json", "blog.xml"]"
/// ```
package struct ServedSite: Sendable {
  /// The served directory's real path.
  package let root: String
  /// When one file was given, its path under ``root``.
  package let only: String?
  /// Whether a file's start, in a format, is meant as a document of the model.
  private let meansDocument: @Sendable ([UInt8], DocumentFormat) -> Bool

  /// The most documents listed, and the deepest directory looked into.
  static let maxDocuments = 10_000
  static let maxDepth = 8

  /// The site of `path`: a document file of `model` (served alone) or a directory.
  ///
  /// - Throws: ``ServeError`` when `path` does not exist or is neither.
  package init<M: Model>(path: String, model: M.Type) throws(ServeError) {
    meansDocument = { bytes, format in format.isDocument(bytes, of: M.self) }
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
      guard let start = Self.start(of: path), format.isDocument(start, of: M.self) else {
        let why =
          format == .xml || format == .json
          ? "it is no \(M.schema.entryName) or \(M.schema.collectionName) of this program (an import mapping, say)"
          : "the \(format.rawValue) format does not recognize its first bytes"
        throw ServeError(.usage, "'\(path)' is not a document: \(why).")
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
  /// - Complexity: As ``listing()``.
  package func documents() -> [String] { listing().documents }

  /// The documents, as ``documents()``, and the files passed over: those named as
  /// documents that are not (an import mapping) and those of no document format.
  ///
  /// - Complexity: One walk of the directory tree (up to ``maxDepth`` levels and
  ///   ``maxDocuments`` files), reading at most ``sniffedBytes`` of each file named as a
  ///   document.
  package func listing() -> SiteListing {
    var listing = SiteListing()
    if let only {
      listing.documents = [only]
      return listing
    }
    walk("", depth: 0, into: &listing)
    listing.documents.sort()
    listing.notDocuments.sort()
    return listing
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
    guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG, holdsDocument(real, format)
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

  private func walk(_ directory: String, depth: Int, into found: inout SiteListing) {
    for (name, isDirectory) in Self.entries(of: directory.isEmpty ? root : root + "/" + directory) {
      guard found.documents.count < Self.maxDocuments else { return }
      let relative = directory.isEmpty ? name : directory + "/" + name
      if isDirectory {
        if depth < Self.maxDepth { walk(relative, depth: depth + 1, into: &found) }
      } else if DocumentFormat(path: name) == nil {
        found.otherFiles += 1
      } else if (try? file(relative)) != nil {
        found.documents.append(relative)
      } else {
        found.notDocuments.append(relative)
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

  /// Whether the file at `path`, named as `format`'s documents are, is meant as one
  /// (`DocumentFormat.isDocument(_:of:)`): XML naming the model's namespace, JSON with its
  /// version, entry or collection key, a file another registered format recognizes (a
  /// Markdown file with front matter). A broken document is one: it is listed, and its
  /// page says what is wrong.
  ///
  /// - Complexity: O(1): at most ``sniffedBytes`` bytes are read.
  func holdsDocument(_ path: String, _ format: DocumentFormat) -> Bool {
    Self.start(of: path).map { meansDocument($0, format) } ?? false
  }

  /// The first ``sniffedBytes`` bytes of the file at `path` (all of a shorter one), or
  /// `nil` when it cannot be read.
  private static func start(of path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var start = [UInt8](repeating: 0, count: sniffedBytes)
    var count = 0
    while count < start.count {
      let got = start.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress! + count, sniffedBytes - count)
      }
      guard got != 0 else { break }
      guard got > 0 else { return nil }
      count += got
    }
    return Array(start.prefix(count))
  }

  /// How much of a file named as a document is read to tell whether it is one: the start
  /// of a document names what it is (an XML root's namespace, the JSON `formatVersion`
  /// blogdoc writes first, front matter).
  static let sniffedBytes = 65_536

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
