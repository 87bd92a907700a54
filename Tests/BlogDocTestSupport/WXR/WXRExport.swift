/// A generated WordPress export and what an importer should make of it.
///
/// ```swift
/// var rng = Xoshiro(seed: (1, 2, 3, 4))
/// let export = WXRGenerator.export.run(using: &rng)
/// print(export.postCount + export.pageCount, export.skippedCount)
/// // Prints how many items an import adds, and how many it skips.
/// ```
public struct WXRExport: Sendable, CustomStringConvertible {
  /// The file's bytes, UTF-8.
  public var bytes: [UInt8]
  /// The WordPress version the file claims (`6.4.3`).
  public var wordPressVersion: String
  /// Items of type `post`, in any status.
  public var postCount: Int
  /// Items of type `page`.
  public var pageCount: Int
  /// Attachments and menu items, which an import of posts and pages skips.
  public var skippedCount: Int
  /// What each post and page should become, in file order.
  public var items: [WXRItemExpectation] = []

  public var text: String { String(decoding: bytes, as: UTF8.self) }

  public var description: String {
    "WordPress \(wordPressVersion) export: \(postCount) posts, \(pageCount) pages, \(skippedCount) others\n\(text)"
  }
}
