import BlogDocSystem

extension CompanionProgram {
  /// The commands that run in blogdoc whatever their arguments name: they read no
  /// document (`git-setup` records blogdoc's own path for git to run).
  static let alwaysBlogdocs = ["help", "init", "trim", "git-setup"]

  /// The companion that runs the call `arguments` make, before blogdoc parses them: the
  /// command's own (``running(_:)``), or blogdoc-interchange for any other document
  /// command when one of its arguments names a Markdown post (`.md`, `.markdown`) or a
  /// directory holding posts (see ``namesPosts(_:)``). `nil` for help, completions and
  /// every other call, which blogdoc runs.
  ///
  /// An option's value that merely ends in `.md` (`--set title=notes.md`) sends the call
  /// over too: the companion runs every command as blogdoc does, only its start is slower.
  ///
  /// ```swift
  /// CompanionProgram.taking(["edit", "hello.md", "--set", "title=Hi"])?.name
  /// // "blogdoc-interchange"
  /// CompanionProgram.taking(["edit", "hello.xml", "--set", "title=Hi"])   // nil
  /// ```
  ///
  /// - Complexity: O(*n*) in the arguments' length, with a `stat` for each argument that
  ///   does not start with `-`, and a listing of each that is a directory: for an XML
  ///   call, a few thousand instructions (it runs before every blogdoc command).
  package static func taking(_ arguments: [String]) -> CompanionProgram? {
    guard let command = arguments.first else { return nil }
    var companion = running(command)
    if companion == nil, !alwaysBlogdocs.contains(command) {
      for argument in arguments.dropFirst() where namesPosts(argument) {
        companion = interchange
        break
      }
    }
    guard let companion, BlogDoc.runsOnly(arguments.dropFirst()) else { return nil }
    return companion
  }

  /// Whether `argument` names a Markdown post (by its extension), or a directory holding
  /// one: a post in it, or a page bundle's `index.md` in a directory in it (Hugo's
  /// `content/posts/hello/index.md`).
  static func namesPosts(_ argument: String) -> Bool {
    if isPostName(argument) { return true }
    guard !argument.hasPrefix("-"), isDirectory(argument) else { return false }
    return listing(argument).contains { name, isDirectory in
      isPostName(name)
        || (isDirectory
          && ["index.md", "index.markdown"].contains {
            access("\(argument)/\(name)/\($0)", F_OK) == 0
          })
    }
  }

  /// Whether `name` ends in `.md` or `.markdown`, in any case. Compared by the C library
  /// (no generic code: this runs before every blogdoc command).
  static func isPostName(_ name: String) -> Bool {
    name.withCString { name in
      guard let dot = strrchr(name, 0x2E), strchr(dot, 0x2F) == nil else { return false }
      for fileExtension in HandedOverFormat().fileExtensions
      where strcasecmp(dot + 1, fileExtension) == 0 {
        return true
      }
      return false
    }
  }

  /// Whether `path` is a directory (symbolic links followed).
  private static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// The names in the directory at `path` that do not start with a dot, each with whether
  /// it is a directory; empty when it cannot be listed.
  private static func listing(_ path: String) -> [(name: String, isDirectory: Bool)] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [(String, Bool)] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard !name.hasPrefix(".") else { continue }
      let type = entry.pointee.d_type
      let isDirectory =
        type == UInt8(DT_DIR) || (type == UInt8(DT_UNKNOWN) && Self.isDirectory(path + "/" + name))
      names.append((name, isDirectory))
    }
    return names
  }
}
