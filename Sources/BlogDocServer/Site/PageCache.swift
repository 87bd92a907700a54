import BlogDocSystem
import Synchronization

/// The pages drawn lately, each kept while its file is unchanged (same device, inode,
/// size and change time), so the pages that reload together after one save draw it once.
///
/// ```swift
/// let html = try pages.page(for: path, entry: nil) { try draw(path) }
/// ```
package final class PageCache: Sendable {
  /// What identifies one version of a file on disk.
  struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var changed: Int
    var changedNanoseconds: Int

    /// The identity of the file at `path` now, or `nil` when it cannot be read.
    init?(path: String) {
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
      size = Int64(info.st_size)
      changed = info.changeTime.tv_sec
      changedNanoseconds = info.changeTime.tv_nsec
    }
  }

  /// How many pages are kept.
  static let capacity = 32

  private let pages = Mutex<[String: (identity: FileIdentity, html: String)]>([:])

  package init() {}

  /// The page of `path` (or its `entry`), drawn by `draw` unless a page of the file as it
  /// is now is kept. Other text drawn from the file (the list's line for it) is kept under
  /// an `entry` starting with NUL, which no entry id holds.
  package func page(for path: String, entry: String?, draw: () throws -> String) rethrows -> String
  {
    let key = path + "\u{0}" + (entry ?? "")
    let identity = FileIdentity(path: path)
    if let identity, let kept = pages.withLock({ $0[key] }), kept.identity == identity {
      return kept.html
    }
    let html = try draw()
    // Kept only if the file did not change while it was drawn.
    if let identity, FileIdentity(path: path) == identity {
      pages.withLock { pages in
        if pages.count >= Self.capacity { pages.removeAll() }
        pages[key] = (identity, html)
      }
    }
    return html
  }
}
