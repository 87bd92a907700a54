// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "blogdoc",
  // The lowest macOS the code may be built for (Synchronization's Mutex needs 15), applied
  // only when building for macOS: a minimum, not a claim that macOS is tested (README.md,
  // "Platforms": CI is Linux; the Darwin branches of BlogDocSystem are compiled nowhere).
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "BlogDocCore", targets: ["BlogDocCore"]),
    .library(name: "BlogDocJSON", targets: ["BlogDocJSON"]),
    .library(name: "BlogDocXML", targets: ["BlogDocXML"]),
    .library(name: "BlogDocTextForm", targets: ["BlogDocTextForm"]),
    .library(name: "BlogDocBlog", targets: ["BlogDocBlog"]),
    .library(name: "BlogDocStore", targets: ["BlogDocStore"]),
    .library(name: "BlogDocPresentation", targets: ["BlogDocPresentation"]),
    .library(name: "BlogDocHTML", targets: ["BlogDocHTML"]),
    .library(name: "BlogDocInterchange", targets: ["BlogDocInterchange"]),
    .library(name: "BlogDocCommands", targets: ["BlogDocCommands"]),
    // `@DocumentModel`: a model's schema written from its declaration. The one product that
    // builds swift-syntax; no engine product depends on it.
    .library(name: "BlogDocMacros", targets: ["BlogDocMacros"]),
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
    // `@DocumentModel`'s compiler plugin, and its tests. Only BlogDocMacros builds them:
    // `swift build --product blogdoc` compiles no swift-syntax.
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", exact: "0.7.0"),
  ],
  targets: [
    // The operating system's C library, imported by this module alone: each facility one
    // system lacks (inotify, /proc/self, tcp_info) is a type here, with a branch per system.
    .target(name: "BlogDocSystem"),
    // libxml2, under a project prefix so it cannot collide with another package's module.
    .systemLibrary(
      name: "BlogDocLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]
    ),
    .target(
      name: "BlogDocCore",
      dependencies: [
        "BlogDocSystem", .product(name: "HashTreeCollections", package: "swift-collections"),
      ]
    ),
    // The engine's two archive formats, each through the `ArchiveFormat` seam.
    .target(name: "BlogDocJSON", dependencies: ["BlogDocCore"]),
    .target(name: "BlogDocXML", dependencies: ["BlogDocCore", "BlogDocLibXML2", "BlogDocSystem"]),
    .target(
      name: "BlogDocStore", dependencies: ["BlogDocCore", "BlogDocJSON", "BlogDocXML", "BlogDocSystem"]),
    // Fields as people type them: `--set title=…`, `$EDITOR` text; shared by the command
    // line and the server.
    .target(name: "BlogDocTextForm", dependencies: ["BlogDocCore"]),
    // The blog: `BlogEntry` and `BlogDocument`, one model among any a tool declares.
    .target(name: "BlogDocBlog", dependencies: ["BlogDocCore"]),
    .target(name: "BlogDocPresentation", dependencies: ["BlogDocCore", "BlogDocBlog"]),
    // Pages and Markdown bodies as HTML, apart from the view models: Ink imports Foundation,
    // which links Foundation's ICU into every program that links Ink (7.5 M instructions of
    // loading for each command; BENCHMARKS.md, "Start-up").
    .target(
      name: "BlogDocHTML",
      dependencies: ["BlogDocCore", "BlogDocBlog", "BlogDocPresentation", .product(name: "Ink", package: "Ink")]
    ),
    .target(
      name: "BlogDocInterchange",
      dependencies: [
        "BlogDocCore", "BlogDocJSON", "BlogDocXML", "BlogDocBlog", "BlogDocLibXML2",
        .product(name: "Yams", package: "Yams"), .product(name: "TOMLKit", package: "TOMLKit"),
      ]
    ),
    // The command line of any model's tool: new, show, edit, undo, redo, log, diff, … on
    // the journaled store.
    .target(
      name: "BlogDocCommands",
      dependencies: [
        "BlogDocCore", "BlogDocJSON", "BlogDocXML", "BlogDocStore", "BlogDocTextForm", "BlogDocSystem",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The live preview and browser editor of any model's documents, over HTTP on loopback,
    // sharing the journaled store with the command line.
    .target(
      name: "BlogDocServer",
      dependencies: [
        "BlogDocCore", "BlogDocJSON", "BlogDocStore", "BlogDocTextForm", "BlogDocSystem",
        .product(name: "FlyingFox", package: "FlyingFox"),
      ]
    ),
    // blogdoc's command line: its model, and the declarations of all its commands, shared by
    // the programs below. It links nothing that imports Foundation: see CompanionProgram.
    .target(
      name: "BlogDocTool",
      dependencies: [
        "BlogDocCore", "BlogDocBlog", "BlogDocTextForm", "BlogDocStore", "BlogDocPresentation", "BlogDocCommands",
        "BlogDocSystem", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // The identity of the sources, which each program carries: a companion built from
      // other sources than blogdoc (`swift run blogdoc` rebuilds blogdoc alone) is refused.
      plugins: ["ProgramIdentity"]
    ),
    .plugin(name: "ProgramIdentity", capability: .buildTool()),
    // `@DocumentModel` and its attributes, declared for user code (BlogDocMacros), expanded
    // by the compiler plugin (BlogDocMacrosPlugin), which runs at build time only.
    .macro(
      name: "BlogDocMacrosPlugin",
      dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
      ]
    ),
    .target(name: "BlogDocMacros", dependencies: ["BlogDocCore", "BlogDocMacrosPlugin"]),
    .executableTarget(name: "blogdoc", dependencies: ["BlogDocTool"]),
    // blogdoc's companion programs, which blogdoc runs in its place for the commands whose
    // libraries it does not link: their libraries load only when one of those commands runs.
    // blogdoc cannot declare them as dependencies (SwiftPM links an executable's library
    // dependencies into every executable that depends on it). `swift build` and
    // `swift test` build them; `scripts/install` installs all three.
    //
    // render, import and export: Ink, Yams and TOMLKit import Foundation, and Foundation
    // loads its ICU (7.5 M instructions at every start).
    .executableTarget(
      name: "blogdoc-interchange",
      dependencies: [
        "BlogDocTool", "BlogDocCore", "BlogDocBlog", "BlogDocJSON", "BlogDocXML", "BlogDocStore", "BlogDocPresentation", "BlogDocHTML",
        "BlogDocInterchange", "BlogDocCommands", "BlogDocSystem",
      ]
    ),
    // serve: the HTTP server links Foundation's networking and libcurl, 35 libraries; it
    // registers the Markdown post format (BlogDocInterchange: Yams, TOMLKit) to serve posts.
    .executableTarget(
      name: "blogdoc-serve",
      dependencies: [
        "BlogDocTool", "BlogDocCore", "BlogDocBlog", "BlogDocStore", "BlogDocPresentation", "BlogDocHTML", "BlogDocCommands",
        "BlogDocServer", "BlogDocInterchange", "BlogDocSystem",
      ]
    ),
    // Generators and fixtures shared by the test targets.
    .target(
      name: "BlogDocTestSupport",
      dependencies: [
        "BlogDocCore", "BlogDocJSON", "BlogDocXML", "BlogDocBlog", "BlogDocTextForm", "BlogDocLibXML2",
        "BlogDocSystem", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      path: "Tests/BlogDocTestSupport"
    ),
    .testTarget(
      name: "BlogDocCoreTests",
      dependencies: [
        "BlogDocCore", "BlogDocJSON", "BlogDocBlog", "BlogDocTextForm", "BlogDocTestSupport", "BlogDocSystem",
        // The getting-started article declares its model with the macro too.
        "BlogDocMacros",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      resources: [.copy("Resources")]
    ),
    .testTarget(name: "BlogDocSystemTests", dependencies: ["BlogDocSystem"]),
    .testTarget(
      name: "BlogDocXMLTests",
      dependencies: [
        "BlogDocCore", "BlogDocBlog", "BlogDocXML", "BlogDocTestSupport", "BlogDocSystem",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "BlogDocStoreTests",
      dependencies: [
        "BlogDocStore", "BlogDocCore", "BlogDocJSON", "BlogDocBlog", "BlogDocTestSupport", "BlogDocSystem",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "BlogDocPresentationTests",
      dependencies: [
        "BlogDocPresentation", "BlogDocBlog", "BlogDocTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "BlogDocHTMLTests",
      dependencies: [
        "BlogDocHTML", "BlogDocPresentation", "BlogDocCore", "BlogDocBlog", "BlogDocTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "BlogDocInterchangeTests",
      dependencies: [
        // BlogDocHTML: converted tables must render as tables (the HTML → Markdown → page trip).
        // BlogDocStore: a Markdown post is edited and undone through the journaled store.
        "BlogDocInterchange", "BlogDocHTML", "BlogDocCore", "BlogDocJSON", "BlogDocBlog", "BlogDocStore",
        "BlogDocTestSupport", "BlogDocSystem",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "BlogDocCommandsTests",
      dependencies: [
        "BlogDocCommands", "BlogDocStore", "BlogDocCore", "BlogDocJSON", "BlogDocBlog", "BlogDocTextForm",
        "BlogDocTestSupport", "BlogDocInterchange",
        // The getting-started article's model is Examples/recipes', declared with the macro.
        "BlogDocMacros",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "BlogDocServerTests",
      dependencies: [
        "BlogDocServer", "BlogDocStore", "BlogDocCore", "BlogDocJSON", "BlogDocBlog", "BlogDocTestSupport",
        "BlogDocInterchange", "BlogDocSystem", .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "BlogDocMacrosTests",
      dependencies: [
        "BlogDocMacros", "BlogDocMacrosPlugin", "BlogDocCore", "BlogDocJSON", "BlogDocXML",
        "BlogDocTestSupport",
        .product(name: "MacroTesting", package: "swift-macro-testing"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "BlogDocCLITests",
      // Depending on the executables makes `swift test` build the binaries the tests run.
      dependencies: [
        "blogdoc", "blogdoc-interchange", "blogdoc-serve", "BlogDocTool", "BlogDocInterchange", "BlogDocBlog",
        "BlogDocTestSupport", "BlogDocSystem",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      // Read by path next to the test source, not bundled.
      exclude: ["Golden", "RealPosts"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
