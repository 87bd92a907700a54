import BlogDocSystem
import Foundation
import Synchronization

/// The ``DirectoryWatcher`` of a system that does not tell of changes (any but Linux): it
/// lists the watched directories every ``intervalMilliseconds`` and reports the files whose
/// identity (device, inode, size, change time) is new, changed or gone since the last look.
///
/// A file written twice within one interval is one report; one written and put back as it
/// was within one interval, with the same change time, is none (a rename over it, as every
/// blogdoc write is, gives it a new inode).
///
/// ```swift
/// let watcher = PollingWatcher(directories: ["/srv/blog"]) { paths in print(paths) }
/// watcher.start()   // ["/srv/blog/hello.xml"] within a quarter of a second of an edit
/// ```
///
/// - Complexity: Each look is O(*n*) system calls in the number of files watched.
package final class PollingWatcher: DirectoryWatcher {
  /// How long the watcher waits between two looks, by default.
  package static let defaultIntervalMilliseconds = 250

  /// One file or directory as a look found it.
  struct Entry: Equatable {
    var isDirectory: Bool
    var identity: PageCache.FileIdentity?
  }

  /// How long the watcher waits between two looks.
  package let intervalMilliseconds: Int
  private let onChange: @Sendable ([String]) -> Void
  /// What the last look found in each watched directory, by name.
  private let listings = Mutex<[String: [String: Entry]]>([:])

  /// Watches `directories` (absolute paths), and the workspace directory in each, looking
  /// every `intervalMilliseconds`; `onChange` gets the absolute paths of the files that
  /// changed, on the watcher's own thread.
  package init(
    directories: [String], intervalMilliseconds: Int = defaultIntervalMilliseconds,
    onChange: @escaping @Sendable ([String]) -> Void
  ) {
    self.intervalMilliseconds = intervalMilliseconds
    self.onChange = onChange
    for directory in directories {
      watch(directory)
      let workspace = directory + "/" + WatchedNames.workspace
      if access(workspace, F_OK) == 0 { watch(workspace) }
    }
  }

  package func start() {
    let thread = Thread { [self] in
      while true {
        usleep(UInt32(intervalMilliseconds) * 1000)
        let changed = look()
        if !changed.isEmpty { onChange(changed) }
      }
    }
    thread.name = "blogdoc serve: file watcher"
    thread.start()
  }

  /// Watches `directory` from what it holds now: its files are reported when they change
  /// after this.
  package func watch(_ directory: String) {
    guard let listing = Self.listing(of: directory) else { return }
    listings.withLock { $0[directory] = listing }
  }

  /// Looks at every watched directory once and returns the paths of the files changed
  /// since the last look, in the order found. A directory made since is watched from
  /// empty, so the files it holds are reported; one that is gone is no longer watched, and
  /// its files are reported.
  func look() -> [String] {
    var changed: [String] = []
    var pending = listings.withLock { Array($0.keys) }.sorted()
    while !pending.isEmpty {
      let directory = pending.removeFirst()
      let before = listings.withLock { $0[directory] } ?? [:]
      let now = Self.listing(of: directory)
      listings.withLock { $0[directory] = now }
      for name in Set(before.keys).union(now.map { Array($0.keys) } ?? []).sorted() {
        let old = before[name]
        let new = now?[name]
        guard old != new else { continue }
        let path = directory + "/" + name
        if let new, new.isDirectory {
          if old == nil, WatchedNames.watchesDirectory(name) {
            listings.withLock { $0[path] = [:] }
            pending.append(path)
          }
          continue
        }
        if old?.isDirectory == true, new == nil { continue }
        if WatchedNames.reportsFile(name) { changed.append(path) }
      }
    }
    return changed
  }

  /// What `directory` holds now, by name; `nil` when it cannot be listed (it is gone).
  private static func listing(of directory: String) -> [String: Entry]? {
    guard let stream = opendir(directory) else { return nil }
    defer { closedir(stream) }
    var entries: [String: Entry] = [:]
    while let found = readdir(stream) {
      let name = withUnsafeBytes(of: found.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name != ".", name != ".." else { continue }
      let path = directory + "/" + name
      var info = stat()
      let isDirectory = lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
      entries[name] = Entry(
        isDirectory: isDirectory, identity: isDirectory ? nil : PageCache.FileIdentity(path: path))
    }
    return entries
  }
}
