import BlogDocCore
import BlogDocTestSupport
import Foundation
import Testing

@testable import BlogDocInterchange

/// Writes posts from the generator of front matter, two of each shape, as seeds for the
/// FuzzFrontMatter target, when `BLOGDOC_WRITE_FUZZ_SEEDS` names the directory:
///
///     BLOGDOC_WRITE_FUZZ_SEEDS=Fuzz/Seeds/FuzzFrontMatter swift test --filter FrontMatterSeedTests
///
/// The seed is fixed, so the same files come out each time. Every seed must be a post that
/// imports, so the fuzzer starts from what the reader takes.
@Suite struct FrontMatterSeedTests {
  @Test func everySeedImportsAndExportsBackUnchanged() throws {
    let directory = Fixture.root + "/Fuzz/Seeds/FuzzFrontMatter"
    let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter {
      $0.hasPrefix("generated-")
    }
    // Two of each shape.
    #expect(
      Set(names.map { $0.split(separator: "-")[1] })
        == Set(GeneratedPost.Shape.allCases.map { Substring($0.rawValue) }))
    for name in names {
      let text = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
      let entry = try TOMLFrontMatterImportTests.entry(from: text, name: "posts/2024-01-05-seed.md")
      let exported = try MarkdownExport.text(for: entry, frontMatter: .toml)
      #expect(
        try TOMLFrontMatterImportTests.entry(
          from: exported, name: MarkdownExport.fileName(for: entry)) == entry, "\(name)")
    }
  }

  @Test func writeFuzzSeeds() throws {
    guard let directory = ProcessInfo.processInfo.environment["BLOGDOC_WRITE_FUZZ_SEEDS"] else {
      return
    }
    var rng = Xoshiro(seed: (1, 2, 3, 4))
    // Every shape, twice.
    for shape in GeneratedPost.Shape.allCases + GeneratedPost.Shape.allCases {
      let post = FrontMatterGenerators.post(shape: shape).run(using: &rng)
      // FNV-1a, so a post always has the same name.
      var hash: UInt32 = 2_166_136_261
      for byte in post.text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
      let url = URL(
        filePath: "\(directory)/generated-\(post.shape.rawValue)-\(String(hash, radix: 16)).md")
      try Data(post.text.utf8).write(to: url)
    }
  }
}
