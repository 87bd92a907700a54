/// The mappings of the formats blogdoc knows, written as a user would write one.
///
/// Keeping them as data rather than code means they behave exactly as a `--mapping` file
/// would, and a user can start from one: `blogdoc import --print-mapping wxr`.
enum BuiltInMappings {
  /// WordPress: posts and pages, dates from GMT first; categories (with their parents'
  /// names, `Parent/Child`) and tags as the reader finds them in `<category>` (see
  /// `WXRTerms`). Only `publish` is published: every other status
  /// (`future`, `private`, `pending`, …) and any post with a password is a draft, and the
  /// status and password stay in the unknown fields. The shared `draft-from-status` takes
  /// `future` for published, which a scheduled WordPress post is not yet. Two posts with
  /// the same slug and another `guid` and `wp:post_id` are two entries.
  static let wxrJSON = #"""
    {
      "name": "wordpress",
      "only": {"wp:post_type": ["post", "page"]},
      "identity": ["guid", "wp:post_id"],
      "fields": {
        "id": {"from": ["wp:post_name", "title", {"path": "wp:post_id", "transform": ["prefix:post-"], "keep": true}], "transform": ["slug"]},
        "title": {"from": ["title", {"path": "wp:post_name", "transform": ["slug"]}, {"path": "wp:post_id", "transform": ["prefix:Post "], "keep": true}]},
        "summary": {"from": "excerpt:encoded", "transform": ["html-to-text"]},
        "authorName": "dc:creator",
        "postedDate": {"from": ["wp:post_date_gmt", "pubDate", "wp:post_modified_gmt", "wp:post_date"], "transform": ["date"]},
        "updatedDate": {"from": "wp:post_modified_gmt", "transform": ["date"]},
        "bodyText": {"from": "content:encoded", "transform": ["html-to-markdown"]},
        "tagNames": "$tags",
        "categoryNames": "$categories",
        "isDraft": {"from": [
          {"path": "wp:post_password", "transform": ["present"], "keep": true},
          {"path": "wp:status", "transform": ["equals:publish", "not"], "keep": true}
        ]},
        "permalink": "link"
      }
    }
    """#

  /// JSON Feed 1.1: ids are often URLs, so the item's URL path names the entry. A title is
  /// optional in JSON Feed (micro.blog writes none): the first line of the text stands in,
  /// cut at a word boundary, with a warning.
  static let jsonFeedJSON = #"""
    {
      "name": "jsonfeed",
      "records": "items",
      "fields": {
        "id": {"from": [{"path": "url", "transform": ["url-path"]}, "id", "title"], "transform": ["slug"]},
        "title": {"from": [
          "title",
          {"path": "content_text", "transform": ["first-line", "truncate:100"], "derived": true},
          {"path": "content_html", "transform": ["html-to-text", "first-line", "truncate:100"], "derived": true},
          {"path": "summary", "transform": ["first-line", "truncate:100"], "derived": true}
        ]},
        "summary": "summary",
        "authorName": {"from": ["authors.0.name", "author.name"]},
        "postedDate": {"from": ["date_published", "date_modified"], "transform": ["date"]},
        "updatedDate": {"from": "date_modified", "transform": ["date"]},
        "bodyText": {"from": [{"path": "content_html", "transform": ["html-to-markdown"]}, "content_text"]},
        "tagNames": {"from": "tags", "transform": ["comma-list"]},
        "permalink": {"from": ["url", "external_url"]}
      }
    }
    """#

  /// Jekyll, Hugo, Zola and Eleventy front matter (YAML, TOML, JSON or `@key` lines);
  /// `$body`, `$file` and `$fileDate` come from the file, and `$draft` from front matter
  /// blogdoc cannot read. Hugo puts its own keys at the top and a theme's under `params`; Zola
  /// puts tags and categories under `taxonomies` and its own extras under `extra`; Jekyll
  /// takes `category` for `categories` (a string is one category, as Jekyll reads it); `@key`
  /// lines write `pubDate` and `modDate`. Which of these keys a value came from is
  /// remembered, so an export writes it back there.
  static let frontMatterJSON = #"""
    {
      "name": "frontMatter",
      "rememberPaths": true,
      "fields": {
        "id": {"from": ["slug", "$file", "title"], "transform": ["slug"]},
        "title": {"from": ["title", "$file"]},
        "summary": {"from": ["summary", "description", "excerpt", "params.summary", "extra.summary"]},
        "authorName": {"from": ["author", "author.name", "authors.0", "authors.0.name", "params.author", "extra.author"]},
        "postedDate": {"from": ["date", "publishDate", "pubDate", "$fileDate"], "transform": ["date"]},
        "updatedDate": {"from": ["lastmod", "last_modified_at", "updated", "modDate"], "transform": ["date"]},
        "bodyText": "$body",
        "tagNames": {"from": ["tags", "taxonomies.tags"], "transform": ["comma-list"]},
        "categoryNames": {"from": [{"path": "categories", "transform": ["comma-list"]}, "category", {"path": "taxonomies.categories", "transform": ["comma-list"]}]},
        "isDraft": {"from": ["draft", {"path": "published", "transform": ["not"]}, "$draft"]},
        "permalink": "canonical_url"
      }
    }
    """#

  // The texts above are part of the program: a mistake in one is a bug, found by the tests.
  static let wxr = try! Mapping(json: wxrJSON)
  static let jsonFeed = try! Mapping(json: jsonFeedJSON)
  static let frontMatter = try! Mapping(json: frontMatterJSON)
}
