// swift-tools-version: 6.1
// libFuzzer targets, in their own package so the library never builds with sanitizer flags.
// Build and run them with `scripts/fuzz` from the repository root; each target is an
// executable that hands itself to libFuzzer (`runFuzzer`), and builds only with
// `-sanitize=fuzzer`.
import PackageDescription

/// A fuzz target: an executable using FuzzSupport and the named products of blogdoc.
func fuzzTarget(_ name: String, using products: [String]) -> Target {
  .executableTarget(
    name: name,
    dependencies: ["FuzzSupport"] + (products + ["BlogDocJSON", "BlogDocBlog", "BlogDocTextForm"]).map { .product(name: $0, package: "blogdoc") })
}

let package = Package(
  name: "blogdoc-fuzz",
  dependencies: [
    .package(name: "blogdoc", path: "../")
  ],
  targets: [
    .target(name: "CFuzzerDriver"),
    // cmark, to read converted Markdown as CommonMark does.
    .systemLibrary(name: "FuzzCMark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
    .target(
      name: "FuzzSupport",
      dependencies: ["CFuzzerDriver", .product(name: "BlogDocCore", package: "blogdoc"), .product(name: "BlogDocJSON", package: "blogdoc"), .product(name: "BlogDocBlog", package: "blogdoc"), .product(name: "BlogDocTextForm", package: "blogdoc")]
    ),
    // The record oracle of blogdoc's tests (Tests/BlogDocTestSupport/XMLRecordOracle, linked
    // here), so the fuzzer and the property tests check one rule.
    .target(
      name: "XMLRecordOracle",
      dependencies: [.product(name: "BlogDocCore", package: "blogdoc"), .product(name: "BlogDocJSON", package: "blogdoc"), .product(name: "BlogDocBlog", package: "blogdoc"), .product(name: "BlogDocTextForm", package: "blogdoc"), .product(name: "BlogDocXML", package: "blogdoc")]
    ),
    fuzzTarget("FuzzXMLReader", using: ["BlogDocCore", "BlogDocXML"]),
    .executableTarget(name: "FuzzXMLRecordReader", dependencies: ["FuzzSupport", "XMLRecordOracle"]),
    fuzzTarget("FuzzJSONReader", using: ["BlogDocCore", "BlogDocXML"]),
    fuzzTarget("FuzzFieldValue", using: ["BlogDocCore"]),
    fuzzTarget("FuzzJournalReader", using: ["BlogDocCore", "BlogDocStore"]),
    fuzzTarget("FuzzEditableText", using: ["BlogDocCore"]),
    .executableTarget(
      name: "FuzzHTMLConversion",
      dependencies: [
        "FuzzSupport", "FuzzCMark", .product(name: "BlogDocInterchange", package: "blogdoc"),
        .product(name: "BlogDocHTML", package: "blogdoc"),
      ]),
    fuzzTarget("FuzzFrontMatter", using: ["BlogDocCore", "BlogDocInterchange"]),
    // A splice of a random edit into any Markdown post (BlogDocInterchange's MarkdownPostFormat).
    fuzzTarget("FuzzPostSplice", using: ["BlogDocCore", "BlogDocInterchange"]),
    // What every import must keep, whatever the records (the feed targets share it).
    .target(
      name: "ImportChecks",
      dependencies: ["FuzzSupport", .product(name: "BlogDocCore", package: "blogdoc"), .product(name: "BlogDocJSON", package: "blogdoc"), .product(name: "BlogDocBlog", package: "blogdoc"), .product(name: "BlogDocTextForm", package: "blogdoc"), .product(name: "BlogDocInterchange", package: "blogdoc")]
    ),
    .executableTarget(
      name: "FuzzJSONFeedImport",
      dependencies: ["FuzzSupport", "ImportChecks", .product(name: "BlogDocCore", package: "blogdoc"), .product(name: "BlogDocJSON", package: "blogdoc"), .product(name: "BlogDocBlog", package: "blogdoc"), .product(name: "BlogDocTextForm", package: "blogdoc"), .product(name: "BlogDocInterchange", package: "blogdoc")]),
    .executableTarget(
      name: "FuzzXMLFeedImport",
      dependencies: ["FuzzSupport", "ImportChecks", .product(name: "BlogDocCore", package: "blogdoc"), .product(name: "BlogDocJSON", package: "blogdoc"), .product(name: "BlogDocBlog", package: "blogdoc"), .product(name: "BlogDocTextForm", package: "blogdoc"), .product(name: "BlogDocInterchange", package: "blogdoc")]),
    // The tree oracle and target documents of blogdoc's JSON Patch tests
    // (Tests/BlogDocTestSupport/JSONPatchOracle, linked here).
    .target(name: "JSONPatchOracle", dependencies: [.product(name: "BlogDocCore", package: "blogdoc"), .product(name: "BlogDocJSON", package: "blogdoc"), .product(name: "BlogDocBlog", package: "blogdoc"), .product(name: "BlogDocTextForm", package: "blogdoc")]),
    .executableTarget(name: "FuzzJSONPatch", dependencies: ["FuzzSupport", "JSONPatchOracle"]),
    // A splice of a random edit into any JSON document (BlogDocCore's JSONSplice).
    fuzzTarget("FuzzJSONSplice", using: ["BlogDocCore"]),
    // A splice of a random edit into any XML document (BlogDocXML's XMLSplice).
    fuzzTarget("FuzzXMLSplice", using: ["BlogDocCore", "BlogDocXML"]),
    // blogdoc serve's checks of a request, compiled from the server's own files (linked
    // here from Sources/BlogDocServer): its API is package-only, and the checks need
    // neither FlyingFox nor a socket.
    .target(
      name: "ServeRequestChecks",
      dependencies: [.product(name: "BlogDocCore", package: "blogdoc"), .product(name: "BlogDocJSON", package: "blogdoc"), .product(name: "BlogDocBlog", package: "blogdoc"), .product(name: "BlogDocTextForm", package: "blogdoc"), .product(name: "BlogDocStore", package: "blogdoc")]
    ),
    .executableTarget(
      name: "FuzzServeRequest",
      dependencies: ["FuzzSupport", "ServeRequestChecks", .product(name: "BlogDocCore", package: "blogdoc"), .product(name: "BlogDocJSON", package: "blogdoc"), .product(name: "BlogDocBlog", package: "blogdoc"), .product(name: "BlogDocTextForm", package: "blogdoc")]),
  ],
  swiftLanguageModes: [.v6]
)
