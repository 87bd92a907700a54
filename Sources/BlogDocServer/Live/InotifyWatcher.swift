#if os(Linux)
  import BlogDocSystem
  import Foundation
  import Synchronization

  /// The ``DirectoryWatcher`` of Linux: the kernel tells of each change (``Inotify``).
  ///
  /// Events are gathered for ``settleMilliseconds`` after the first one of a burst, so a
  /// save that touches several files (an operation's document and its journal) is one
  /// report.
  ///
  /// ```swift
  /// let watcher = try InotifyWatcher(directories: ["/srv/blog"]) { paths in print(paths) }
  /// watcher.start()   // ["/srv/blog/hello.xml", "/srv/blog/.blogdoc/journal"] after an edit
  /// ```
  package final class InotifyWatcher: DirectoryWatcher {
    /// How long a burst of events is gathered before it is reported.
    package static let settleMilliseconds: Int32 = 10

    private let events: Inotify
    private let onChange: @Sendable ([String]) -> Void
    /// The watched directory of each watch id.
    private let watched = Mutex<[Int32: String]>([:])

    /// Watches `directories` (absolute paths), and the workspace directory in each;
    /// `onChange` gets the absolute paths of the files that changed, on the watcher's own
    /// thread.
    ///
    /// - Throws: ``ServeError`` when inotify cannot be set up.
    package init(
      directories: [String], onChange: @escaping @Sendable ([String]) -> Void
    ) throws(ServeError) {
      switch Inotify.make() {
      case .success(let events): self.events = events
      case .failure(let failure):
        throw ServeError(.unavailable, "Cannot watch files for changes: \(failure.reason).")
      }
      self.onChange = onChange
      for directory in directories {
        watch(directory)
        let workspace = directory + "/" + WatchedNames.workspace
        if access(workspace, F_OK) == 0 { watch(workspace) }
      }
    }

    deinit { events.close() }

    package func start() {
      let thread = Thread { [self] in run() }
      thread.name = "blogdoc serve: file watcher"
      thread.start()
    }

    package func watch(_ directory: String) {
      guard let id = events.add(directory) else { return }
      watched.withLock { $0[id] = directory }
    }

    private func run() {
      while true {
        guard events.wait(milliseconds: -1) else { continue }
        var changed: [String] = []
        drain(into: &changed)
        // Gather the rest of the burst.
        while events.wait(milliseconds: Self.settleMilliseconds) { drain(into: &changed) }
        if !changed.isEmpty { onChange(changed) }
      }
    }

    /// Reads every pending event, adding the changed files' paths to `changed`.
    private func drain(into changed: inout [String]) {
      for event in events.read() {
        guard let directory = watched.withLock({ $0[event.watch] }) else { continue }
        let path = directory + "/" + event.name
        if event.isDirectory {
          if event.isArrival, WatchedNames.watchesDirectory(event.name) { watch(path) }
          continue
        }
        guard WatchedNames.reportsFile(event.name), !event.isCreation else { continue }
        if !changed.contains(path) { changed.append(path) }
      }
    }
  }
#endif
