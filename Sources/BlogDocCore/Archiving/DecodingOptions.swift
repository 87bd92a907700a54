/// Bounds and choices for reading an untrusted document.
///
/// The defaults keep memory within a small multiple of the input and refuse inputs
/// crafted to exhaust it; libxml2 applies the same depth and text-size ceilings to XML.
public struct DecodingOptions: Hashable, Sendable {
  /// The largest document accepted, in bytes.
  public var maxDocumentBytes: Int
  /// The deepest nesting accepted, counted from the root.
  public var maxDepth: Int
  /// The longest single text value accepted, in UTF-8 bytes (libxml2's own ceiling).
  public var maxTextBytes: Int
  /// Whether to run the schema's validators and report every violation with its location.
  public var collectsViolations: Bool
  /// The path the bytes were read from, for a format whose documents take something from
  /// their file's name (a Markdown post's id, from `2024-01-05-hello.md`); `nil` when the
  /// bytes have no file. The store sets it when it reads a file by its path.
  public var sourceName: String?

  /// Makes options with the given bounds; the defaults suit untrusted documents.
  public init(
    maxDocumentBytes: Int = 1 << 30, maxDepth: Int = 64, maxTextBytes: Int = 10_000_000,
    collectsViolations: Bool = false, sourceName: String? = nil
  ) {
    self.maxDocumentBytes = maxDocumentBytes
    self.maxDepth = maxDepth
    self.maxTextBytes = maxTextBytes
    self.collectsViolations = collectsViolations
    self.sourceName = sourceName
  }

  /// These options for bytes read from `path`: ``sourceName`` is `path` unless it names a
  /// file already.
  ///
  /// ```swift
  /// print(DecodingOptions.default.reading("posts/2024-01-05-hi.md").sourceName ?? "none")
  /// // Prints "posts/2024-01-05-hi.md"
  /// ```
  public func reading(_ path: String) -> DecodingOptions {
    var copy = self
    if copy.sourceName == nil { copy.sourceName = path }
    return copy
  }

  /// The bounds used when none are given: 1 GiB, 64 levels, 10 MB of text, no violations collected.
  public static let `default` = DecodingOptions()
}

/// A decoded document and, when asked for, every validation rule it breaks.
public struct DecodedDocument<M: Model>: Sendable {
  /// The document read (migrated to the schema's current version).
  public var document: ModelDocument<M>
  /// Each broken rule as a located one-line error; empty unless
  /// ``DecodingOptions/collectsViolations`` was set.
  public var violations: [ArchiveError]
  /// The format version the bytes were written in (older ones were migrated).
  public var formatVersion: Int
  /// What the reader passed over because no model holds it (comments, say), which the
  /// canonical form does not write; a format that skips nothing leaves it empty.
  public var skippedSyntax = SkippedSyntax()

  /// A decoded document, for a format's reader to return: usually ``DocumentBuilder``
  /// makes one, and a reader that builds documents its own way says the same with this.
  ///
  /// ```swift
  /// let decoded = DecodedDocument(document: ModelDocument(entry: BlogEntry(id: "a", title: "A")), formatVersion: 2)
  /// print(decoded.violations.isEmpty)
  /// // Prints "true"
  /// ```
  public init(document: ModelDocument<M>, violations: [ArchiveError] = [], formatVersion: Int) {
    self.document = document
    self.violations = violations
    self.formatVersion = formatVersion
  }
}
