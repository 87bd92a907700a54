/// Whether an archive holds a lone record or a collection of them: the one layout type, read
/// by the formats' readers, kept by a document (``ModelDocument/layout``) and given back to the
/// writers, so a file is written back in the shape it was read.
///
/// ```swift
/// let layout: ArchiveLayout = .collection
/// print(layout == .single ? "one record at the root" : "a collection root")
/// // Prints "a collection root"
/// ```
public enum ArchiveLayout: Hashable, Sendable {
  /// The file holds one record at its root (an `<entry>` element, an `entry` object).
  case single
  /// The file holds a collection root (`<blog>`, `blog`) with any number of records.
  case collection
}
