import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Watches directories with inotify and reports, in batches, the files written, renamed
/// into place or removed in them: a blogdoc command's atomic rename, an editor's save, a
/// `git checkout`.
///
/// Events are gathered for ``settleMilliseconds`` after the first one of a burst, so a
/// save that touches several files (an operation's document and its journal) is one
/// report. Directories made later under a watched one are watched too, and so is a
/// `.blogdoc` workspace directory wherever one appears, for its journal.
///
/// ```swift
/// let watcher = try DirectoryWatcher(directories: ["/srv/blog"]) { paths in print(paths) }
/// watcher.start()   // ["/srv/blog/hello.xml", "/srv/blog/.blogdoc/journal"] after an edit
/// ```
package final class DirectoryWatcher: Sendable {
  /// How long a burst of events is gathered before it is reported.
  package static let settleMilliseconds: Int32 = 10

  private let descriptor: Int32
  private let onChange: @Sendable ([String]) -> Void
  /// The watched directory of each watch descriptor.
  private let watched = Mutex<[Int32: String]>([:])

  private static let fileEvents = UInt32(
    IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE)

  /// Watches `directories` (absolute paths); `onChange` gets the absolute paths of the
  /// files that changed, on the watcher's own thread.
  ///
  /// - Throws: ``ServeError`` when inotify cannot be set up.
  package init(
    directories: [String], onChange: @escaping @Sendable ([String]) -> Void
  ) throws(ServeError) {
    descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
    guard descriptor >= 0 else {
      throw ServeError(
        .unavailable, "Cannot watch files for changes: \(String(cString: strerror(errno))).")
    }
    self.onChange = onChange
    for directory in directories {
      watch(directory)
      let workspace = directory + "/.blogdoc"
      if access(workspace, F_OK) == 0 { watch(workspace) }
    }
  }

  deinit { close(descriptor) }

  /// Starts reporting on a thread of its own; it runs until the process ends.
  package func start() {
    let thread = Thread { [self] in run() }
    thread.name = "blogdoc serve: file watcher"
    thread.start()
  }

  /// Adds `directory` to the watch.
  package func watch(_ directory: String) {
    let id = inotify_add_watch(descriptor, directory, Self.fileEvents | UInt32(IN_ONLYDIR))
    guard id >= 0 else { return }
    watched.withLock { $0[id] = directory }
  }

  private func run() {
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      guard poll(&poller, 1, -1) > 0 else { continue }
      var changed: [String] = []
      drain(into: &changed)
      // Gather the rest of the burst.
      while poll(&poller, 1, Self.settleMilliseconds) > 0 { drain(into: &changed) }
      if !changed.isEmpty { onChange(changed) }
    }
  }

  /// Reads every pending event, adding the changed files' paths to `changed`.
  private func drain(into changed: inout [String]) {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      var offset = 0
      while offset + MemoryLayout<inotify_event>.size <= count {
        let event = buffer.withUnsafeBytes {
          $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
        }
        let nameStart = offset + MemoryLayout<inotify_event>.size
        let nameBytes = buffer[nameStart..<min(nameStart + Int(event.len), count)].prefix {
          $0 != 0
        }
        offset = nameStart + Int(event.len)
        guard let directory = watched.withLock({ $0[event.wd] }), !nameBytes.isEmpty else {
          continue
        }
        let name = String(decoding: nameBytes, as: UTF8.self)
        let path = directory + "/" + name
        if event.mask & UInt32(IN_ISDIR) != 0 {
          // A new directory: documents may be written in it, or it is a workspace.
          if event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0,
            !name.hasPrefix(".") || name == ".blogdoc"
          {
            watch(path)
          }
          continue
        }
        // A temporary file beside a document (`.NAME.blogdoc-XXXXXX`) is not a change.
        guard !name.hasPrefix(".") else { continue }
        if event.mask & UInt32(IN_CREATE) != 0 { continue }
        if !changed.contains(path) { changed.append(path) }
      }
    }
  }
}
