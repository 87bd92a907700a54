import BlogDocCore
import BlogDocJSON
import BlogDocBlog

/// Small documents for patches to aim at, shared by the property tests and the
/// `FuzzJSONPatch` target (whose seeds are patches written against them).
///
/// The blog has unknown members at both levels, with keys that need `~0` and `~1` in a
/// pointer, an undated entry and an empty list.
public enum PatchTarget {
  /// A three-entry blog.
  public static let blogJSON = #"""
    {"formatVersion": 2, "blog": [
      {"id": "first-post", "title": "First", "summary": "One", "postedDate": "2026-01-02T03:04:05Z",
       "bodyText": "Body", "tagNames": ["swift", "json"], "categoryNames": [], "isDraft": false,
       "a/b": {"c~d": [1, 2.50, "x"]}, "rating": 5},
      {"id": "second-post", "title": "Second", "postedDate": "2026-02-03T04:05:06.5+02:00",
       "bodyText": "", "tagNames": [], "categoryNames": ["Notes"], "isDraft": true,
       "permalink": "https://example.org/2"},
      {"id": "third-post", "title": "Third", "bodyText": "x", "tagNames": ["a"],
       "categoryNames": [], "isDraft": false, "~tilde": null}
    ], "blogTitle": "Patches", "meta": {"owner": "me", "tags": ["t"]}}
    """#

  /// A single-entry document.
  public static let entryJSON = #"""
    {"formatVersion": 2, "entry": {"id": "hello", "title": "Hello", "updatedDate": "2026-03-04T05:06:07Z",
     "bodyText": "Hi", "tagNames": ["one"], "categoryNames": [], "isDraft": false, "extra": {"k": [true]}}}
    """#

  /// The blog, decoded.
  public static var blog: BlogDocument {
    try! JSONArchiveFormat().decode(BlogEntry.self, from: Array(blogJSON.utf8))
  }

  /// The single-entry document, decoded.
  public static var entry: BlogDocument {
    try! JSONArchiveFormat().decode(BlogEntry.self, from: Array(entryJSON.utf8))
  }
}
