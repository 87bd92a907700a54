import BlogDocTestSupport
import FoundationEssentials
import Testing

/// Writes posts from the generator of Hugo and Zola front matter as seeds for the
/// FuzzFrontMatter target, when `BLOGDOC_WRITE_FUZZ_SEEDS` names the directory:
///
///     BLOGDOC_WRITE_FUZZ_SEEDS=Fuzz/Seeds/FuzzFrontMatter swift test --filter FrontMatterSeedTests
///
/// The seed is fixed, so the same files come out each time.
@Suite struct FrontMatterSeedTests {
  @Test func writeFuzzSeeds() throws {
    guard let directory = ProcessInfo.processInfo.environment["BLOGDOC_WRITE_FUZZ_SEEDS"] else { return }
    var rng = Xoshiro(seed: (1, 2, 3, 4))
    for _ in 0..<12 {
      let post = FrontMatterGenerators.post.run(using: &rng)
      // FNV-1a, so a post always has the same name.
      var hash: UInt32 = 2_166_136_261
      for byte in post.text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
      let url = URL(filePath: "\(directory)/generated-\(post.shape.rawValue)-\(String(hash, radix: 16)).md")
      try Data(post.text.utf8).write(to: url)
    }
  }
}
