// swift-tools-version: 6.1
// libFuzzer targets, in their own package so the library never builds with sanitizer flags.
// Build and run them with `scripts/fuzz` from the repository root; each target is an
// executable that hands itself to libFuzzer (`runFuzzer`), and builds only with
// `-sanitize=fuzzer`.
import PackageDescription

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
    .executableTarget(
      name: "FuzzXMLReader",
      dependencies: [
        "FuzzSupport",
        .product(name: "BlogDocCore", package: "blogdoc"),
        .product(name: "BlogDocXML", package: "blogdoc"),
      ]
    ),
    .executableTarget(
      name: "FuzzJSONReader",
      dependencies: [
        "FuzzSupport",
        .product(name: "BlogDocCore", package: "blogdoc"),
        .product(name: "BlogDocXML", package: "blogdoc"),
      ]
    ),
    .executableTarget(
      name: "FuzzFieldValue",
      dependencies: ["FuzzSupport", .product(name: "BlogDocCore", package: "blogdoc")]
    ),
    .executableTarget(
      name: "FuzzJournalReader",
      dependencies: [
        "FuzzSupport",
        .product(name: "BlogDocCore", package: "blogdoc"),
        .product(name: "BlogDocStore", package: "blogdoc"),
      ]
    ),
    .executableTarget(
      name: "FuzzEditableText",
      dependencies: ["FuzzSupport", .product(name: "BlogDocCore", package: "blogdoc")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
