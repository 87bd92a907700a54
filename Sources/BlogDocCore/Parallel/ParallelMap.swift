import BlogDocSystem
import Dispatch

/// `map` on every core, for work whose items are independent (an entry's view model, an
/// entry's HTML); the results keep the items' order.
///
/// ```swift
/// print(ParallelMap.map(Array(1...4)) { $0 * $0 })
/// // Prints "[1, 4, 9, 16]"
/// ```
package enum ParallelMap {
  /// Items per worker below which one thread does it all: starting a worker costs more.
  static let minimumPerWorker = 8

  /// - Complexity: O(*n* · *m* / *p*) for *n* items that take *m* each, on *p* cores.
  package static func map<Element: Sendable, Result: Sendable>(
    _ items: [Element], _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    let workers = min(processorCount, 8, max(items.count / minimumPerWorker, 1))
    guard workers > 1 else { return items.map(transform) }
    var results = [Result?](repeating: nil, count: items.count)
    results.withUnsafeMutableBufferPointer { buffer in
      // Each worker writes only its own stride of slots, so no two touch the same memory.
      nonisolated(unsafe) let slots = buffer
      DispatchQueue.concurrentPerform(iterations: workers) { worker in
        for index in stride(from: worker, to: items.count, by: workers) {
          slots[index] = transform(items[index])
        }
      }
    }
    return results.map { $0! }
  }

  /// The processors this process may run on.
  static var processorCount: Int {
    max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1)
  }
}
