import BenchCorpus
import BlogDocCore
import BlogDocXML
import BlogDocJSON

/// The inputs, built on first use outside the measured region (each benchmark runs in its
/// own process, so one only pays for the fixtures it touches).
///
/// Every peer reads the bytes blogdoc's own formats wrote, and every writer starts from
/// the same `BlogEntry` values.
enum Fixtures {
  static let blog10k = CorpusGenerator.blog(count: 10_000)
  static let xml10k = try! XMLArchiveFormat().encode(blog10k)
  static let json10k = try! JSONArchiveFormat().encode(blog10k)
  static let foundationBlog10k = FoundationBlog(blog10k)

  /// make-short-blog.py's shape (issue 27): a cost per element and per field, not per byte.
  static let shortXML10k = try! XMLArchiveFormat().encode(CorpusGenerator.shortBlog(count: 10_000))

  static let blog1k = CorpusGenerator.blog(count: 1_000)
  static let xml1k = try! XMLArchiveFormat().encode(blog1k)
  static let xmlCoderBlog1k = XMLCoderBlog(blog1k)
}
