/// Watches directories and reports, in batches, the files written, renamed into place or
/// removed in them: a blogdoc command's atomic rename, an editor's save, a `git checkout`.
///
/// Directories made later under a watched one are watched too, and so is a `.blogdoc`
/// workspace directory wherever one appears, for its journal (``WatchedNames``). On Linux
/// the kernel tells (``InotifyWatcher``); elsewhere the directories are listed again and
/// again (``PollingWatcher``). ``systemDirectoryWatcher(directories:onChange:)`` picks the
/// one this system has.
///
/// ```swift
/// let watcher = try systemDirectoryWatcher(directories: ["/srv/blog"]) { print($0) }
/// watcher.start()   // ["/srv/blog/hello.xml", "/srv/blog/.blogdoc/journal"] after an edit
/// ```
package protocol DirectoryWatcher: Sendable {
  /// Starts reporting on a thread of its own; it runs until the process ends.
  func start()

  /// Adds `directory` (an absolute path) to the watch.
  func watch(_ directory: String)
}

/// The watcher this system has for `directories` (absolute paths): inotify on Linux, polling
/// elsewhere. `onChange` gets the absolute paths of the files that changed, on the watcher's
/// own thread.
///
/// - Throws: ``ServeError`` when the system's watch cannot be set up.
package func systemDirectoryWatcher(
  directories: [String], onChange: @escaping @Sendable ([String]) -> Void
) throws(ServeError) -> any DirectoryWatcher {
  #if os(Linux)
    try InotifyWatcher(directories: directories, onChange: onChange)
  #else
    PollingWatcher(directories: directories, onChange: onChange)
  #endif
}
