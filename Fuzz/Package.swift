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
    dependencies: ["FuzzSupport"] + products.map { .product(name: $0, package: "blogdoc") })
}

let package = Package(
  name: "blogdoc-fuzz",
  dependencies: [
    .package(name: "blogdoc", path: "../")
  ],
  targets: [
    .target(name: "CFuzzerDriver"),
    .target(
      name: "FuzzSupport",
      dependencies: ["CFuzzerDriver", .product(name: "BlogDocCore", package: "blogdoc")]
    ),
    fuzzTarget("FuzzXMLReader", using: ["BlogDocCore", "BlogDocXML"]),
    fuzzTarget("FuzzJSONReader", using: ["BlogDocCore", "BlogDocXML"]),
    fuzzTarget("FuzzFieldValue", using: ["BlogDocCore"]),
    fuzzTarget("FuzzJournalReader", using: ["BlogDocCore", "BlogDocStore"]),
    fuzzTarget("FuzzEditableText", using: ["BlogDocCore"]),
  ],
  swiftLanguageModes: [.v6]
)
