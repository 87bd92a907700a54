import BlogDocCore
import BlogDocSystem
import BlogDocTestSupport
import FoundationEssentials
import Testing

@Suite("XML splice: fuzz seeds")
struct XMLSpliceSeedTests {
  /// `BLOGDOC_WRITE_FUZZ_SEEDS=1 swift test --filter XMLSpliceSeed` writes the seeds of the
  /// FuzzXMLSplice target: random documents in the layouts ``XMLLayout`` draws (indentation,
  /// CR LF, comments, CDATA, prefixes, reordered attributes, a byte-order mark).
  @Test(.enabled(if: getenv("BLOGDOC_WRITE_FUZZ_SEEDS") != nil))
  func writeFuzzSeeds() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let directory = root.appendingPathComponent("Fuzz/Seeds/FuzzXMLSplice")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var rng: any SeededRandomNumberGenerator = Xoshiro(seed: (0x786d_6c73, 0x706c_6963, 13, 2026))
    var written = 0
    while written < 12 {
      let document = Generators.singleOrBlog.run(using: &rng)
      let layout = Generators.xmlLayout.run(using: &rng)
      let bytes = layout.render(document)
      // Small seeds only: libFuzzer mutates best below a few kilobytes.
      guard bytes.count <= 6_000 else { continue }
      try Data(bytes).write(to: directory.appendingPathComponent("layout-\(written).xml"))
      written += 1
    }
  }
}
