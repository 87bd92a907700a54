import LibXML2Peer
import Benchmark
import BlogDocCore
import BlogDocXML
import BlogDocJSON
import BlogDocBlog
import Foundation

// Peers sit in the same suite so their ratios come from one run; see BENCHMARKS.md.
// Names: type, operation, size.

let benchmarks: @Sendable () -> Void = {
  // cpuTotal next to wallClock: on a shared 2-core VM, CPU time is less disturbed by
  // neighbours than wall time, so ratios of either can be compared.
  let metrics: [BenchmarkMetric] = [
    .wallClock, .cpuTotal, .peakMemoryResident, .peakMemoryResidentDelta, .mallocCountTotal,
  ]
  // 2 cores, shared: a few iterations of each ~0.1–1 s operation keep the suite to minutes.
  Benchmark.defaultConfiguration = .init(
    metrics: metrics, timeUnits: .milliseconds, warmupIterations: 1,
    maxDuration: .seconds(6), maxIterations: 12)
  let slow = Benchmark.Configuration(
    metrics: metrics, timeUnits: .milliseconds, warmupIterations: 1,
    maxDuration: .seconds(10), maxIterations: 5)

  /// `XMLArchiveFormat` decoding `bytes`, which hold `count` entries.
  func xmlDecode(_ name: String, count: Int, _ bytes: @escaping @Sendable () -> [UInt8]) {
    Benchmark(name) { benchmark in
      let input = bytes()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        let document = try XMLArchiveFormat().decode(BlogEntry.self, from: input)
        precondition(document.count == count)
        blackHole(document)
      }
    } setup: {
      _ = bytes()
    }
  }

  /// libxml2's bare xmlTextReader over `bytes`: the floor the XML decodes are compared with.
  func xmlTextReaderWalk(_ name: String, _ bytes: @escaping @Sendable () -> [UInt8]) {
    Benchmark(name) { benchmark in
      let input = bytes()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(LibXML2Peer.walk(input))
      }
    } setup: {
      _ = bytes()
    }
  }

  // MARK: XML, 10k entries

  xmlDecode("XMLArchiveFormat decode 10k entries", count: 10_000) { Fixtures.xml10k }

  // What recording where each field lies costs (issue 13: at most 10% more).
  Benchmark("XMLArchiveFormat decode with source map 10k entries") { benchmark in
    let bytes = Fixtures.xml10k
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let (decoded, map) = try bytes.withUnsafeBytes {
        try XMLArchiveFormat().decodeWithSourceMap(BlogEntry.self, from: $0)
      }
      precondition(decoded.document.count == 10_000 && map.records.count == 10_000)
      blackHole(map)
    }
  } setup: {
    _ = Fixtures.xml10k
  }

  xmlTextReaderWalk("libxml2 xmlTextReader walk 10k entries") { Fixtures.xml10k }

  Benchmark("XMLArchiveFormat encode 10k entries") { benchmark in
    let document = Fixtures.blog10k
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try XMLArchiveFormat().encode(document))
    }
  } setup: {
    _ = Fixtures.blog10k
  }

  Benchmark("libxml2 xmlTextWriter encode 10k entries") { benchmark in
    let document = Fixtures.blog10k
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(LibXML2Peer.encode(document))
    }
  } setup: {
    _ = Fixtures.blog10k
  }

  // MARK: XML, 10k short entries (issue 27: the common shape pays per element and field)

  xmlDecode("XMLArchiveFormat decode 10k short entries", count: 10_000) { Fixtures.shortXML10k }

  xmlTextReaderWalk("libxml2 xmlTextReader walk 10k short entries") { Fixtures.shortXML10k }

  // MARK: JSON, 10k entries

  Benchmark("JSONArchiveFormat decode 10k entries") { benchmark in
    let bytes = Fixtures.json10k
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let document = try JSONArchiveFormat().decode(BlogEntry.self, from: bytes)
      precondition(document.count == 10_000)
      blackHole(document)
    }
  } setup: {
    _ = Fixtures.json10k
  }

  Benchmark("Foundation JSONDecoder decode 10k entries") { benchmark in
    let data = Data(Fixtures.json10k)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let blog = try JSONDecoder().decode(FoundationBlog.self, from: data)
      precondition(blog.blog.count == 10_000)
      blackHole(blog)
    }
  } setup: {
    _ = Fixtures.json10k
  }

  Benchmark("JSONArchiveFormat encode 10k entries") { benchmark in
    let document = Fixtures.blog10k
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try JSONArchiveFormat().encode(document))
    }
  } setup: {
    _ = Fixtures.blog10k
  }

  Benchmark("Foundation JSONEncoder encode 10k entries") { benchmark in
    let blog = Fixtures.foundationBlog10k
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
      blackHole(try encoder.encode(blog))
    }
  } setup: {
    _ = Fixtures.foundationBlog10k
  }

  // MARK: XMLCoder, 1k entries (XMLCoder fails to decode 10k)

  xmlDecode("XMLArchiveFormat decode 1k entries", count: 1_000) { Fixtures.xml1k }

  Benchmark("XMLCoder decode 1k entries", configuration: slow) { benchmark in
    let data = Data(Fixtures.xml1k)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let blog = try XMLCoderBlog.decoder().decode(XMLCoderBlog.self, from: data)
      precondition(blog.entry.count == 1_000)
      blackHole(blog)
    }
  } setup: {
    _ = Fixtures.xml1k
  }

  Benchmark("XMLArchiveFormat encode 1k entries") { benchmark in
    let document = Fixtures.blog1k
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try XMLArchiveFormat().encode(document))
    }
  } setup: {
    _ = Fixtures.blog1k
  }

  Benchmark("XMLCoder encode 1k entries", configuration: slow) { benchmark in
    let blog = Fixtures.xmlCoderBlog1k
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(
        try XMLCoderBlog.encoder().encode(blog, withRootKey: "blog", header: XMLCoderBlog.header))
    }
  } setup: {
    _ = Fixtures.xmlCoderBlog1k
  }
}
