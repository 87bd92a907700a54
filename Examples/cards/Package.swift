// swift-tools-version: 6.1
import PackageDescription

// A document format written outside blogdoc, on its public API only: "cards", plain text
// with one `key: value` line per field and a blank line between entries. The `cards` tool
// registers it beside XML and JSON, and blogdoc's store reads, writes, splices and undoes
// `.card` files as it does its own formats.
let package = Package(
  name: "cards",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "blogdoc", path: "../.."),
  ],
  targets: [
    .target(
      name: "BookCards",
      dependencies: [.product(name: "BlogDocCore", package: "blogdoc")]
    ),
    .executableTarget(
      name: "cards",
      dependencies: [
        "BookCards",
        .product(name: "BlogDocCore", package: "blogdoc"),
        .product(name: "BlogDocCommands", package: "blogdoc"),
      ]
    ),
    // The format, on the library; the scenario below runs the program as a user does.
    .testTarget(
      name: "CardsTests",
      dependencies: ["BookCards", .product(name: "BlogDocStore", package: "blogdoc")]
    ),
    // The program, run as a user runs it. Depending on the executable makes `swift test`
    // build the binary the tests run.
    .testTarget(
      name: "CardsScenarioTests",
      dependencies: ["cards"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
