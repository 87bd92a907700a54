// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "blogdoc",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "BlogDocCore", targets: ["BlogDocCore"]),
    .library(name: "BlogDocXML", targets: ["BlogDocXML"]),
    .library(name: "BlogDocStore", targets: ["BlogDocStore"]),
    .library(name: "BlogDocPresentation", targets: ["BlogDocPresentation"]),
    .library(name: "BlogDocInterchange", targets: ["BlogDocInterchange"]),
    .library(name: "BlogDocCommands", targets: ["BlogDocCommands"]),
    .executable(name: "blogdoc", targets: ["blogdoc"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/JohnSundell/Ink", from: "0.6.0"),
    .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    // `blogdoc serve`'s HTTP server: small, no dependencies of its own.
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    // `swift package generate-documentation` and `preview-documentation`; a plugin only, so
    // `swift build` compiles nothing of it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // libxml2, under a project prefix so it cannot collide with another package's module.
    .systemLibrary(
      name: "BlogDocLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]
    ),
    .target(
      name: "BlogDocCore",
      dependencies: [.product(name: "HashTreeCollections", package: "swift-collections")]
    ),
    .target(name: "BlogDocXML", dependencies: ["BlogDocCore", "BlogDocLibXML2"]),
    .target(name: "BlogDocStore", dependencies: ["BlogDocCore", "BlogDocXML"]),
    .target(
      name: "BlogDocPresentation",
      dependencies: ["BlogDocCore", .product(name: "Ink", package: "Ink")]
    ),
    .target(
      name: "BlogDocInterchange",
      dependencies: [
        "BlogDocCore", "BlogDocXML", "BlogDocLibXML2",
        .product(name: "Yams", package: "Yams"), .product(name: "TOMLKit", package: "TOMLKit"),
      ]
    ),
    // The command line of any model's tool: new, show, edit, undo, redo, log, diff, … on
    // the journaled store.
    .target(
      name: "BlogDocCommands",
      dependencies: [
        "BlogDocCore", "BlogDocXML", "BlogDocStore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The live preview and browser editor of any model's documents, over HTTP on loopback,
    // sharing the journaled store with the command line.
    .target(
      name: "BlogDocServer",
      dependencies: ["BlogDocCore", "BlogDocStore", .product(name: "FlyingFox", package: "FlyingFox")]
    ),
    .executableTarget(
      name: "blogdoc",
      dependencies: [
        "BlogDocCore", "BlogDocXML", "BlogDocStore", "BlogDocPresentation", "BlogDocInterchange", "BlogDocCommands",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // `blogdoc serve`'s server, a program of its own that `blogdoc serve` runs: the HTTP
    // server and what it links (Foundation's networking and libcurl, 35 libraries, 22 M
    // instructions of loading) load only when a user serves. blogdoc cannot declare it as
    // a dependency: SwiftPM links an executable's library dependencies into every
    // executable that depends on it. `swift build` and `swift test` build it;
    // `scripts/install` installs both.
    .executableTarget(
      name: "blogdoc-serve",
      dependencies: ["BlogDocCore", "BlogDocStore", "BlogDocPresentation", "BlogDocCommands", "BlogDocServer"]
    ),
    // Generators and fixtures shared by the test targets.
    .target(
      name: "BlogDocTestSupport",
      dependencies: [
        "BlogDocCore", "BlogDocXML", "BlogDocLibXML2",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      path: "Tests/BlogDocTestSupport"
    ),
    .testTarget(
      name: "BlogDocCoreTests",
      dependencies: [
        "BlogDocCore", "BlogDocTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      resources: [.copy("Resources")]
    ),
    .testTarget(
      name: "BlogDocXMLTests",
      dependencies: [
        "BlogDocCore", "BlogDocXML", "BlogDocTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "BlogDocStoreTests",
      dependencies: [
        "BlogDocStore", "BlogDocCore", "BlogDocTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "BlogDocPresentationTests",
      dependencies: [
        "BlogDocPresentation", "BlogDocTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "BlogDocInterchangeTests",
      dependencies: [
        "BlogDocInterchange", "BlogDocCore", "BlogDocTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "BlogDocCommandsTests",
      dependencies: [
        "BlogDocCommands", "BlogDocStore", "BlogDocCore", "BlogDocTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "BlogDocServerTests",
      dependencies: [
        "BlogDocServer", "BlogDocStore", "BlogDocCore", "BlogDocTestSupport",
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "BlogDocCLITests",
      // Depending on the executables makes `swift test` build the binaries the tests run.
      dependencies: ["blogdoc", "blogdoc-serve", .product(name: "PropertyBased", package: "swift-property-based")],
      // Read by path next to the test source, not bundled.
      exclude: ["Golden"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
