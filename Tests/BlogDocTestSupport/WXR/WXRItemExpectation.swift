/// What an import should make of one generated post or page, said by the generator from
/// what it wrote, without the importer's code: the oracle of the WXR property tests.
public struct WXRItemExpectation: Sendable, CustomStringConvertible {
  /// `wp:post_id`, which the entry keeps in its `wordpress` unknown fields.
  public var postID: String
  /// `wp:status` as written.
  public var status: String
  /// Whether `wp:post_password` is non-empty.
  public var hasPassword: Bool
  /// Public only with status `publish` and no password.
  public var isDraft: Bool
  /// The categories, each with its parents' names (`Travel & Places/日本`), once each, in
  /// the order written.
  public var categoryNames: [String]
  /// The tags' names, once each, in the order written.
  public var tagNames: [String]
  /// How many warnings say a term was made one with a term of another slug and the same
  /// name, here or in an earlier item.
  public var mergedTermWarnings: Int
  /// The post id of an earlier item whose `wp:post_name` this one repeats, when it does:
  /// its entry's id is that item's with the suffix `-N`, N from 2 for the first repeat.
  public var repeatsSlugOf: (postID: String, suffix: Int)?

  /// Why the import keeps it back, as its sentence counts it: `password-protected`, the
  /// status, or `nil` for a public post.
  public var notPublicReason: String? {
    hasPassword ? "password-protected" : isDraft ? status : nil
  }

  public var description: String {
    "post \(postID): \(status)\(hasPassword ? ", password" : ""), categories \(categoryNames), tags \(tagNames)"
      + (repeatsSlugOf.map { ", slug of post \($0.postID)" } ?? "")
  }
}
