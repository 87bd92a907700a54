// swift-tools-version: 6.1
// The benchmarks are their own package (as in swift-nio) so the library never depends on
// package-benchmark. Run with `swift package benchmark` from this directory.
import PackageDescription

let package = Package(
  name: "blogdoc-benchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "blogdoc", path: "../"),
    .package(
      url: "https://github.com/ordo-one/benchmark", exact: "1.38.1",
      traits: ["MallocInterposer"]),
    .package(url: "https://github.com/CoreOffice/XMLCoder", exact: "0.18.2"),
  ],
  targets: [
    // libxml2 for the peer benchmarks (the root package does not export its system library).
    .systemLibrary(
      name: "BenchLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]
    ),
    // libxml2 used bare, the floor the archivers are compared with. A module of its own: the
    // system's ICU headers that libxml2's pull in clash with Foundation's copy in any module
    // that sees both, as the benchmarks (which use Foundation's coders) do.
    .target(
      name: "LibXML2Peer",
      dependencies: ["BenchLibXML2", .product(name: "BlogDocCore", package: "blogdoc"), .product(name: "BlogDocJSON", package: "blogdoc"), .product(name: "BlogDocBlog", package: "blogdoc"), .product(name: "BlogDocTextForm", package: "blogdoc")]
    ),
    // The deterministic corpus shared by the benchmarks and `make-corpus`.
    .target(
      name: "BenchCorpus",
      dependencies: [.product(name: "BlogDocCore", package: "blogdoc"), .product(name: "BlogDocJSON", package: "blogdoc"), .product(name: "BlogDocBlog", package: "blogdoc"), .product(name: "BlogDocTextForm", package: "blogdoc")]
    ),
    .executableTarget(
      name: "make-corpus",
      dependencies: [
        "BenchCorpus",
        .product(name: "BlogDocCore", package: "blogdoc"), .product(name: "BlogDocJSON", package: "blogdoc"), .product(name: "BlogDocBlog", package: "blogdoc"), .product(name: "BlogDocTextForm", package: "blogdoc"),
        .product(name: "BlogDocXML", package: "blogdoc"),
      ]
    ),
    .executableTarget(
      name: "ArchivingBenchmarks",
      dependencies: [
        "BenchCorpus",
        "LibXML2Peer",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "BlogDocCore", package: "blogdoc"), .product(name: "BlogDocJSON", package: "blogdoc"), .product(name: "BlogDocBlog", package: "blogdoc"), .product(name: "BlogDocTextForm", package: "blogdoc"),
        .product(name: "BlogDocXML", package: "blogdoc"),
        .product(name: "XMLCoder", package: "XMLCoder"),
      ],
      path: "Benchmarks/ArchivingBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Bytes per history step, from malloc statistics (see BENCHMARKS.md).
    .executableTarget(
      name: "history-memory",
      dependencies: [.product(name: "BlogDocCore", package: "blogdoc"), .product(name: "BlogDocJSON", package: "blogdoc"), .product(name: "BlogDocBlog", package: "blogdoc"), .product(name: "BlogDocTextForm", package: "blogdoc")]
    ),
    // JSON Patch apply against reading and writing the file it patches (see BENCHMARKS.md).
    .executableTarget(
      name: "patch-timing",
      dependencies: ["BenchCorpus", .product(name: "BlogDocCore", package: "blogdoc"), .product(name: "BlogDocJSON", package: "blogdoc"), .product(name: "BlogDocBlog", package: "blogdoc"), .product(name: "BlogDocTextForm", package: "blogdoc")]
    ),
    // What source ranges cost a JSON decode, and what a one-field splice writes.
    .executableTarget(
      name: "splice-timing",
      dependencies: [
        "BenchCorpus", .product(name: "BlogDocCore", package: "blogdoc"), .product(name: "BlogDocJSON", package: "blogdoc"), .product(name: "BlogDocBlog", package: "blogdoc"), .product(name: "BlogDocTextForm", package: "blogdoc"), .product(name: "BlogDocXML", package: "blogdoc"),
      ]
    ),
    .executableTarget(
      name: "DocumentBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "BlogDocCore", package: "blogdoc"), .product(name: "BlogDocJSON", package: "blogdoc"), .product(name: "BlogDocBlog", package: "blogdoc"), .product(name: "BlogDocTextForm", package: "blogdoc"),
      ],
      path: "Benchmarks/DocumentBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
