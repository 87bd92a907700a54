// swift-tools-version: 6.1
import PackageDescription

// A second tool on blogdoc's public API: recipes, edited field by field with an undo
// history that outlives the process. It depends on the blogdoc package by path, as a
// tool in another repository would by URL.
let package = Package(
  name: "recipes",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "blogdoc", path: "../.."),
  ],
  targets: [
    .target(
      name: "RecipeModel",
      dependencies: [
        .product(name: "BlogDocCore", package: "blogdoc"),
        .product(name: "BlogDocMacros", package: "blogdoc"),
      ]
    ),
    .executableTarget(
      name: "recipes",
      dependencies: [
        "RecipeModel",
        .product(name: "BlogDocCommands", package: "blogdoc"),
      ]
    ),
    .testTarget(
      name: "RecipesTests",
      // Depending on the executable makes `swift test` build the binary the tests run.
      dependencies: ["recipes", "RecipeModel"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
