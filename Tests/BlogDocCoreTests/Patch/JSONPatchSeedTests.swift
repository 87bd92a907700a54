import BlogDocCore
import BlogDocSystem
import BlogDocTestSupport
import BlogDocJSON
import FoundationEssentials
import Testing

@Suite("JSON Patch: fuzz seeds")
struct JSONPatchSeedTests {
  /// `BLOGDOC_WRITE_FUZZ_SEEDS=1 swift test --filter JSONPatchSeeds` writes the seeds of the
  /// FuzzJSONPatch target: random and tool-shaped patches for its two documents, compact
  /// and pretty.
  @Test(.enabled(if: getenv("BLOGDOC_WRITE_FUZZ_SEEDS") != nil))
  func writeFuzzSeeds() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let directory = root.appendingPathComponent("Fuzz/Seeds/FuzzJSONPatch")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var rng: any SeededRandomNumberGenerator = Xoshiro(seed: (0x7061_7463, 0x6865_7321, 6902, 6901))
    var seeds: [(String, JSONPatch)] = []
    for index in 0..<6 {
      seeds.append(
        ("random-blog-\(index)", RandomPatches.patch(for: PatchTarget.blog, using: &rng)))
      seeds.append(
        ("random-entry-\(index)", RandomPatches.patch(for: PatchTarget.entry, using: &rng)))
    }
    for tool in ToolPatches.Tool.allCases {
      let edited = ToolPatches.edited(PatchTarget.blog, using: &rng)
      seeds.append(
        (
          tool.rawValue,
          ToolPatches.patch(from: PatchTarget.blog, to: edited, by: tool, using: &rng)
        ))
    }
    for (index, (name, patch)) in seeds.enumerated() {
      let bytes = try patch.jsonBytes(style: index % 2 == 0 ? .compact : .pretty)
      try Data(bytes).write(to: directory.appendingPathComponent("\(name).json"))
    }
  }
}
