import BlogDocCore
import BlogDocStore
import BlogDocSystem

/// A directory of one-entry documents, which the commands take as a collection, the way a
/// static site keeps one post per file: `posts/hello.xml`, Jekyll's dated
/// `_posts/2024-01-05-hello.md`, Hugo's bundles `content/posts/hello/index.md`.
///
/// Listing reads names only: the documents are the folder's files of a registered format
/// (see `DocumentFormat`) and the index files of its subfolders (bundles). Hidden names
/// (`.blogdoc`, `.git`) are passed over; symbolic links, files of no registered format,
/// Hugo's section pages (`_index.md`) and subfolders without an index file are skipped and
/// counted (``skipped``), so a command can say so in one line; so are files that
/// ``FolderDocument`` finds their format does not recognize (a README beside the posts). A
/// link is never followed: it could lead out of the folder.
///
/// ```swift
/// let folder = try DocumentFolder(listing: "posts")
/// print(folder.members.map(\.path), folder.style)
/// // ["posts/2024-01-05-hello.xml", "posts/2024-02-01-more.xml"] dated
/// ```
public struct DocumentFolder: Sendable {
  /// How a site names its documents' files.
  public enum NamingStyle: String, Sendable, Hashable, CaseIterable {
    /// `id.xml`.
    case plain
    /// Jekyll's `YYYY-MM-DD-id.md`.
    case dated
    /// Hugo's page bundle, `id/index.md`.
    case bundle
  }

  /// One document of the folder.
  public struct Member: Sendable, Hashable {
    /// The file's path, as commands name it: the folder's path joined with ``relativePath``.
    public var path: String
    /// The file's path inside the folder: `hello.xml`, `hello/index.md`.
    public var relativePath: String
    /// The file's format, by its extension.
    public var format: DocumentFormat
    /// The file's extension as it is spelled, without the dot (`md`, `markdown`).
    public var fileExtension: String
    /// How the file is named.
    public var style: NamingStyle
  }

  /// The most documents a folder may hold: past it, a command refuses the folder rather
  /// than read them all.
  public static let maxDocuments = 100_000

  /// The folder's path, as the caller named it, without a trailing slash.
  public let path: String
  /// The folder's documents, ordered by relative path (so dated posts by date).
  public internal(set) var members: [Member] = []
  /// How many names of the folder were skipped as no documents (hidden ones aside).
  public internal(set) var skipped = 0

  /// Whether `path` names a directory (following a symbolic link to one: the folder a
  /// user names may be a link; the names inside it are not followed).
  ///
  /// - Complexity: One `stat`.
  public static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return path != "-" && stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// Lists the documents of the folder at `path`.
  ///
  /// - Throws: `StoreError` when the folder cannot be read; `ArchiveError`
  ///   (`.limitExceeded`) when it holds more than ``maxDocuments`` documents.
  /// - Complexity: One `lstat` per name in the folder, and one per registered extension in
  ///   each subfolder.
  public init(listing path: String) throws {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    self.path = String(trimmed)
    let names = try Self.names(in: self.path)
    for name in names {
      let full = Self.joining(self.path, name)
      switch Self.kind(of: full) {
      case S_IFREG:
        guard let member = Self.member(name, in: self.path) else {
          skipped += 1
          continue
        }
        members.append(member)
      case S_IFDIR:
        let found = Self.bundleIndexes(in: name, of: self.path)
        // An empty folder holds nothing to skip (the one an undone `add` of a bundle leaves).
        if found.isEmpty, (try? Self.names(in: full))?.isEmpty != true { skipped += 1 }
        members += found
      default:
        skipped += 1
      }
      guard members.count <= Self.maxDocuments else {
        throw ArchiveError(
          .limitExceeded,
          "The folder holds more than \(Self.maxDocuments) documents; \(Self.maxDocuments) is the most a command reads.",
          file: self.path)
      }
    }
    members.sort { $0.relativePath.utf8.lexicographicallyPrecedes($1.relativePath.utf8) }
  }

  /// One line saying how many names were skipped, or `nil` when none was.
  ///
  /// ```swift
  /// print(folder.skippedNote ?? "")
  /// // Note: 'posts' holds 2 names that are not documents (…); they were skipped.
  /// ```
  public var skippedNote: String? {
    guard skipped > 0 else { return nil }
    let (names, verb, documents) =
      skipped == 1 ? ("name", "is", "a document") : ("names", "are", "documents")
    return
      "Note: '\(path)' holds \(skipped) \(names) that \(verb) not \(documents) (files of no known format, symbolic links, folders without an index file); they were skipped."
  }

  /// The path a store is opened for when it writes the folder's documents: a name inside
  /// the folder, so the workspace found (or made, for the first change) is the folder's,
  /// never one inside a bundle's own folder.
  public var storeAnchor: String { Self.anchor(of: path) }

  /// The ``storeAnchor`` of the folder at `path`.
  public static func anchor(of path: String) -> String { joining(path, ".blogdoc") }

  /// The naming style most of the folder's documents have (`plain` for an empty folder;
  /// on a tie, the first of `plain`, `dated`, `bundle`).
  ///
  /// - Complexity: O(*n*) in the documents.
  public var style: NamingStyle {
    let counts = Dictionary(grouping: members, by: \.style).mapValues(\.count)
    return NamingStyle.allCases.max { counts[$0, default: 0] < counts[$1, default: 0] } ?? .plain
  }

  /// The format and extension most of the folder's documents have, or `nil` for a folder
  /// without documents. On a tie, the format registered first (XML, JSON, …) and then the
  /// extension it lists first.
  ///
  /// - Complexity: O(*n*) in the documents.
  public var commonFormat: (format: DocumentFormat, fileExtension: String)? {
    let formats = DocumentFormat.allCases
    var best: (format: DocumentFormat, fileExtension: String, count: Int)?
    for format in formats {
      for fileExtension in format.fileExtensions {
        let count = members.count {
          $0.format == format && $0.fileExtension.lowercased() == fileExtension
        }
        if count > 0, count > best?.count ?? 0 { best = (format, fileExtension, count) }
      }
    }
    return best.map { ($0.format, $0.fileExtension) }
  }

  /// The path of a new document for the entry `id`, named in the folder's ``style`` with
  /// its ``commonFormat``: `posts/id.xml`, `posts/2026-11-27-id.md` (dated `day`, as
  /// `YYYY-MM-DD`), `posts/id/index.md`; `nil` for a folder without documents.
  ///
  /// ```swift
  /// print(folder.newPath(for: "soup", day: "2026-11-27") ?? "")
  /// // posts/2026-11-27-soup.xml
  /// ```
  public func newPath(for id: String, day: String) -> String? {
    guard let (_, fileExtension) = commonFormat else { return nil }
    switch style {
    case .plain: return Self.joining(path, "\(id).\(fileExtension)")
    case .dated: return Self.joining(path, "\(day)-\(id).\(fileExtension)")
    case .bundle: return Self.joining(path, "\(id)/index.\(fileExtension)")
    }
  }

  /// The names in `directory` that are not hidden.
  private static func names(in directory: String) throws -> [String] {
    guard let stream = opendir(directory) else {
      let code = errno
      let reason = String(cString: strerror(code))
      switch code {
      case ENOENT: throw StoreError(.notFound, path: directory, "No such folder.")
      case EACCES, EPERM: throw StoreError(.permissionDenied, path: directory, "Permission denied.")
      default: throw StoreError(.io, path: directory, "Cannot read the folder: \(reason).")
      }
    }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !name.hasPrefix(".") { names.append(name) }
    }
    return names
  }

  /// The file type of `path` itself (`S_IFREG`, `S_IFDIR`, `S_IFLNK`, …), not following a link.
  private static func kind(of path: String) -> mode_t {
    var info = stat()
    guard lstat(path, &info) == 0 else { return 0 }
    return info.st_mode & S_IFMT
  }

  /// The file `name` of `folder` as a member, when its extension is a registered format's
  /// and it is no section page (`_index.md`).
  private static func member(_ name: String, in folder: String) -> Member? {
    guard let format = DocumentFormat(path: name), let dot = name.lastIndex(of: ".") else {
      return nil
    }
    let stem = name[..<dot]
    guard stem != "_index" else { return nil }
    return Member(
      path: joining(folder, name), relativePath: name, format: format,
      fileExtension: String(name[name.index(after: dot)...]),
      style: isDated(stem) ? .dated : .plain)
  }

  /// The index files (`index.md`, `index.xml`, …) of the subfolder `name` of `folder`:
  /// regular files only, one per registered extension found.
  private static func bundleIndexes(in name: String, of folder: String) -> [Member] {
    var found: [Member] = []
    for format in DocumentFormat.allCases {
      for fileExtension in format.fileExtensions {
        let relative = "\(name)/index.\(fileExtension)"
        guard kind(of: joining(folder, relative)) == S_IFREG else { continue }
        found.append(
          Member(
            path: joining(folder, relative), relativePath: relative, format: format,
            fileExtension: fileExtension, style: .bundle))
      }
    }
    return found
  }

  /// Whether `stem` starts with a Jekyll date, `YYYY-MM-DD-`, and has a name after it.
  static func isDated(_ stem: Substring) -> Bool {
    let bytes = Array(stem.utf8.prefix(12))
    guard bytes.count > 11, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      bytes[10] == UInt8(ascii: "-")
    else { return false }
    return [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0])
    }
  }

  /// `name` inside `directory`.
  static func joining(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}
