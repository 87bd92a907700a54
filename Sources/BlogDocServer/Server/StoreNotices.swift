import BlogDocStore
import Synchronization

/// The notices a store gives during one request ("Started a blogdoc history in
/// .blogdoc."), kept for the answer to carry, as a command prints them.
///
/// ```swift
/// let notices = StoreNotices()
/// let store = try DocumentStore.open(forDocumentAt: path, creating: true, options: options, report: notices.report)
/// print(notices.lines)
/// ```
final class StoreNotices: Sendable {
  private let kept = Mutex<[String]>([])

  /// The notices so far, each as a command would print it.
  var lines: [String] { kept.withLock { $0 } }

  /// Keeps `notice`: the store's `report`.
  var report: @Sendable (StoreNotice) -> Void {
    { [self] notice in kept.withLock { $0.append("\(notice)") } }
  }
}
