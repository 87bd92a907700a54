import BlogDocCore

/// How one field is found in a remote record: candidate key paths tried in order, each
/// with its own transformers, then the rule's transformers.
///
/// ```swift
/// let rule = FieldRule(field: "postedDate", candidates: [
///   .init(path: try RemoteKeyPath("wp:post_date_gmt")),
///   .init(path: try RemoteKeyPath("pubDate")),
/// ], transformers: [.date(.flexible)])
/// ```
public struct FieldRule: Hashable, Sendable {
  /// One place a value may be, with the transformers for that place alone.
  ///
  /// A derived candidate stands in for a value the record left out (a JSON Feed item's
  /// title from the first line of its text): using it is a warning naming the field and
  /// where the value came from, and the path it read stays in the record's leftovers,
  /// because the value there was not moved, only looked at.
  ///
  /// ```swift
  /// let title = FieldRule.Candidate(
  ///   path: try RemoteKeyPath("content_text"), transformers: [.firstLine, .truncate(100)], isDerived: true)
  /// ```
  public struct Candidate: Hashable, Sendable {
    /// Where the value is in the remote record.
    public var path: RemoteKeyPath
    /// Applied to the value found here, before the rule's own.
    public var transformers: [Transformer]
    /// Whether a value from here is made up from another field's, not the field itself.
    public var isDerived: Bool
    /// Whether the member read here stays in the entry's unknown fields (`"keep": true`):
    /// a value the field is made from but does not hold whole (a WordPress `wp:status` of
    /// `future` that makes a draft).
    public var keepsSource: Bool

    /// Makes a candidate reading `path` through `transformers`.
    public init(
      path: RemoteKeyPath, transformers: [Transformer] = [], isDerived: Bool = false,
      keepsSource: Bool = false
    ) {
      self.path = path
      self.transformers = transformers
      self.isDerived = isDerived
      self.keepsSource = keepsSource
    }
  }

  /// The local field's name, as the schema names it.
  public var field: String
  /// The places to look, in order; the first that gives a value wins.
  public var candidates: [Candidate]
  /// Applied after the candidate's own transformers.
  public var transformers: [Transformer]

  /// Makes a rule for `field` trying `candidates` in order, then applying `transformers`.
  public init(field: String, candidates: [Candidate], transformers: [Transformer] = []) {
    self.field = field
    self.candidates = candidates
    self.transformers = transformers
  }

  /// What the rule found in a record.
  public struct Match: Hashable, Sendable {
    /// The value, transformed, or `nil` when no candidate gave one.
    public var value: ArchiveValue?
    /// The path that gave it, which the record no longer keeps as unknown unless the
    /// value was derived.
    public var path: RemoteKeyPath?
    /// Why candidates that were present could not be used.
    public var rejections: [String]
    /// The paths of the candidates ``rejections`` is about, in the same order: what the
    /// record keeps among its unknown members, as the source wrote it.
    public var rejectedPaths: [RemoteKeyPath] = []
    /// The candidate that gave the value, when it is a derived one.
    public var derivation: Candidate?
    /// The position in ``FieldRule/candidates`` of the candidate that gave the value.
    public var position: Int?
    /// Whether the record keeps the member the value came from (derived, or `"keep": true`).
    public var keepsSource = false
  }

  /// The first candidate that has a value and survives its transformers.
  ///
  /// Missing values, `null` and empty text count as absent, before and after the
  /// transformers. A rejected candidate is
  /// remembered and the next one tried.
  public func match(in record: ArchiveValue) -> Match {
    var rejections: [String] = []
    var rejectedPaths: [RemoteKeyPath] = []
    for (position, candidate) in candidates.enumerated() {
      guard let found = candidate.path.value(in: record), !Self.isEmpty(found) else { continue }
      var value = found
      var usable = true
      for transformer in candidate.transformers + transformers {
        switch transformer.apply(to: value) {
        case .value(let next):
          value = next
        case .absent:
          usable = false
        case .rejected(let reason):
          rejections.append("'\(candidate.path)': \(reason)")
          rejectedPaths.append(candidate.path)
          usable = false
        }
        if !usable { break }
      }
      // A transformer may leave nothing (HTML that was all markup): that is absent too.
      if usable && !Self.isEmpty(value) {
        return Match(
          value: value, path: candidate.path, rejections: rejections, rejectedPaths: rejectedPaths,
          derivation: candidate.isDerived ? candidate : nil, position: position,
          keepsSource: candidate.isDerived || candidate.keepsSource)
      }
    }
    return Match(
      value: nil, path: nil, rejections: rejections, rejectedPaths: rejectedPaths, derivation: nil)
  }

  private static func isEmpty(_ value: ArchiveValue) -> Bool {
    switch value {
    case .null: true
    case .string(let text): text.unicodeScalars.allSatisfy(\.isWhitespace)
    default: false
    }
  }
}
