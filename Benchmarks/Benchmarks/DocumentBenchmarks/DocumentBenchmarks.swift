import Benchmark
import BlogDocCore
import BlogDocBlog
import Synchronization

// The undo engine's targets (BENCHMARKS.md): an edit after a snapshot stays O(log n) from
// 1k to 1M entries and beats a copied Dictionary by two orders of magnitude at 100k; proxy
// access stays within 5x of a direct key path; undo and redo cost the same at 1k and 100k
// entries; a history of one-field steps costs the changed values plus a small constant.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
    timeUnits: .nanoseconds, warmupIterations: 3, scalingFactor: .kilo,
    maxDuration: .seconds(3), maxIterations: 1_000)

  // MARK: Snapshots

  for size in [1_000, 100_000, 1_000_000] {
    Benchmark("BlogDocument edit after snapshot \(label(size)) entries") { benchmark in
      var document = Corpus.document(size)
      benchmark.startMeasurement()
      for index in benchmark.scaledIterations {
        let snapshot = document
        document[id: "e\(index % size)"]?.title = "Edited"
        blackHole(snapshot)
      }
    } setup: {
      _ = Corpus.document(size)
    }
  }

  Benchmark("[String: BlogEntry] copy and edit 100k entries") { benchmark in
    var dictionary = Corpus.dictionary(100_000)
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      let snapshot = dictionary
      dictionary["e\(index % 100_000)"]?.title = "Edited"
      blackHole(snapshot)
    }
  } setup: {
    _ = Corpus.dictionary(100_000)
  }

  Benchmark("BlogDocument.difference(from:) 100k entries, 1 change") { benchmark in
    let snapshot = Corpus.document(100_000)
    var document = snapshot
    document[id: "e500"]?.title = "Changed"
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(document.difference(from: snapshot))
    }
  } setup: {
    _ = Corpus.document(100_000)
  }

  // MARK: Proxy

  Benchmark("EntryProxy read and write title") { benchmark in
    var proxy = EntryProxy(Corpus.entry)
    for index in benchmark.scaledIterations {
      proxy.title = index & 1 == 0 ? "A" : "B"
      blackHole(proxy.title)
    }
  }

  Benchmark("BlogEntry key-path read and write title") { benchmark in
    var entry = Corpus.entry
    let keyPath = \BlogEntry.title
    for index in benchmark.scaledIterations {
      entry[keyPath: keyPath] = index & 1 == 0 ? "A" : "B"
      blackHole(entry[keyPath: keyPath])
    }
  }

  // MARK: Undo and redo

  for size in [1_000, 100_000] {
    Benchmark("History undo and redo one-field step \(label(size)) entries") { benchmark in
      var document = Corpus.document(size)
      var history = History<BlogEntry>()
      let diff = try document.transaction("Rename") { $0[id: "e\(size / 2)"]?.title = "Renamed" }
      history.record(diff, actionName: "Rename")
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        try history.undo(&document)
        try history.redo(&document)
      }
      blackHole(document)
    } setup: {
      _ = Corpus.document(size)
    }
  }

  // MARK: History memory

  for size in [1_000, 100_000] {
    Benchmark(
      "History.record 100k one-field steps \(label(size)) entries",
      configuration: .init(
        metrics: [.wallClock, .peakMemoryResidentDelta, .mallocCountTotal],
        timeUnits: .milliseconds,
        warmupIterations: 0, scalingFactor: .one, maxDuration: .seconds(20), maxIterations: 3)
    ) { benchmark in
      var document = Corpus.document(size)
      var diffs: [DocumentDiff<BlogEntry>] = []
      for step in 0..<100_000 {
        let diff = try document.transaction("Rename") {
          $0[id: "e\(step % size)"]?.title = "T\(step)"
        }
        diffs.append(diff)
      }
      benchmark.startMeasurement()
      var history = History<BlogEntry>()
      for (step, diff) in diffs.enumerated() {
        history.record(diff, actionName: "Rename", date: Timestamp(secondsSince1970: Int64(step)))
      }
      benchmark.stopMeasurement()
      blackHole(history)
    } setup: {
      _ = Corpus.document(size)
    }
  }
}

/// `1k`, `100k`, `1M`.
private func label(_ size: Int) -> String {
  size >= 1_000_000 ? "\(size / 1_000_000)M" : "\(size / 1_000)k"
}

/// Documents built once per size and kept for every benchmark that uses them.
enum Corpus {
  static let entry = BlogEntry(
    id: "hello-world", title: "A title of about sixty characters for a realistic entry",
    bodyText: String(repeating: "Body text. ", count: 200), tagNames: ["swift", "undo", "linux"])

  private static let cache = Cache()

  static func document(_ size: Int) -> BlogDocument {
    cache.document(size)
  }

  static func dictionary(_ size: Int) -> [String: BlogEntry] {
    let document = cache.document(size)
    return Dictionary(uniqueKeysWithValues: document.entries.map { ($0.id, $0) })
  }

  private final class Cache: Sendable {
    private let documents = Mutex<[Int: BlogDocument]>([:])

    func document(_ size: Int) -> BlogDocument {
      documents.withLock { documents in
        if let document = documents[size] { return document }
        let entries = (0..<size).map {
          BlogEntry(id: "e\($0)", title: "Title \($0)", tagNames: ["swift"])
        }
        let document = try! BlogDocument(entries: entries)
        documents[size] = document
        return document
      }
    }
  }
}
