// swift-tools-version: 6.1
import PackageDescription

// An in-process editor of notes, as a GUI would hold one, on blogdoc's public API only: it
// opens a document through the journaled store, edits it in transactions, observes it, undoes
// and redoes. The `notes` command line does the same steps from a shell; the test checks that
// both leave the same file and the same history.
let package = Package(
  name: "notes",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "blogdoc", path: "../.."),
  ],
  targets: [
    .target(
      name: "NoteModel",
      dependencies: [.product(name: "BlogDocCore", package: "blogdoc")]
    ),
    // The view model a window would have: `@MainActor`, `@Observable`, no UI framework.
    .target(
      name: "NotesApp",
      dependencies: ["NoteModel", .product(name: "BlogDocStore", package: "blogdoc")]
    ),
    // The model's command line, in a library so that the test runs its commands in-process.
    .target(
      name: "NotesCommandLine",
      dependencies: ["NoteModel", .product(name: "BlogDocCommands", package: "blogdoc")]
    ),
    .executableTarget(name: "notes", dependencies: ["NotesCommandLine"]),
    .testTarget(
      name: "NotesAppTests",
      dependencies: [
        "NotesApp", "NotesCommandLine", .product(name: "BlogDocCommands", package: "blogdoc"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
