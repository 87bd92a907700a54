import BlogDocSystem

/// An exclusive lock on a workspace, held while one blogdoc command reads the journal,
/// writes documents and appends its operation.
///
/// It is an `flock` on the history's `lock` (`.blogdoc/lock`, `.git/blogdoc/lock`), which
/// the kernel drops when the process exits or dies, so the lock can never go stale the way a lock file's existence can. Waiting polls
/// a non-blocking `flock` every 10 ms up to the timeout, then gives up with a
/// ``StoreError/Kind/lockBusy`` error (exit 75: try again). `flock` locks belong to an open
/// file description, so two `WorkspaceLock`s in one process exclude each other too.
///
/// Releasing happens in ``unlock()`` or when the lock is deinitialized.
///
/// ```swift
/// let lock = try WorkspaceLock(workspace)
/// defer { lock.unlock() }
/// do {
///   _ = try WorkspaceLock(workspace, timeout: .zero)
/// } catch {
///   print(error.message)
/// }
/// // Prints "Another blogdoc is working in '/home/me/blog'; try again."
/// ```
package final class WorkspaceLock {
  /// The workspace locked.
  package let workspace: Workspace
  private var fd: Int32

  /// Takes the lock on `workspace`, waiting up to `timeout` for another holder to finish.
  ///
  /// - Throws: ``StoreError`` `.lockBusy` when the lock is still held after `timeout`;
  ///   another kind when the lock file cannot be opened.
  package init(_ workspace: Workspace, timeout: Duration = .seconds(2)) throws(StoreError) {
    self.workspace = workspace
    let path = workspace.lockPath
    var fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
    if fd < 0, errno == EACCES || errno == EROFS {
      // A lock file someone else created in a read-only `.blogdoc/` can still be locked.
      fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    }
    guard fd >= 0 else { throw .system("create", path: path, errno: errno) }
    self.fd = fd
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      if code == EINTR { continue }
      guard code == EWOULDBLOCK else {
        close(fd)
        self.fd = -1
        throw .system("lock", path: path, errno: code)
      }
      guard clock.now < deadline else {
        close(fd)
        self.fd = -1
        throw StoreError(
          .lockBusy, path: path, "Another blogdoc is working in '\(workspace.root)'; try again.")
      }
      usleep(10_000)
    }
  }

  /// Whether the lock is still held (``unlock()`` has not been called).
  package var isHeld: Bool { fd >= 0 }

  /// Releases the lock; calling it again does nothing.
  package func unlock() {
    guard fd >= 0 else { return }
    // Closing the last descriptor of the open file description releases the flock.
    close(fd)
    fd = -1
  }

  deinit {
    unlock()
  }
}
