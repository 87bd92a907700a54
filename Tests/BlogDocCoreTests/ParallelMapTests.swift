import BlogDocCore
import Testing

/// The one parallel map (render's view models and pages, import's mapping) keeps order and
/// gives what a plain `map` gives, on one worker and on several.
@Suite("ParallelMap")
struct ParallelMapTests {
  @Test(arguments: [0, 1, 7, 8, 15, 16, 17, 100, 1000])
  func aParallelMapIsAMap(count: Int) {
    let items = Array(0..<count)
    #expect(ParallelMap.map(items) { $0 * 3 + 1 } == items.map { $0 * 3 + 1 })
  }
}
