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

  /// RSS 2.0, as feedparser reads it: the body from `content:encoded`, else from
  /// `<description>` (Hugo writes only that); `<category>` items are tags; the author is
  /// `dc:creator` (WordPress) or `<author>`. The entry's id is the last segment of its link.
  static let rssJSON = #"""
    {
      "name": "rss",
      "fields": {
        "id": {"from": [{"path": "link", "transform": ["url-path"]}, {"path": "guid", "transform": ["pluck:#text", "first"]}, "title"], "transform": ["slug"]},
        "title": {"from": [
          "title",
          {"path": "description", "transform": ["html-to-text", "first-line", "truncate:100"], "derived": true}
        ]},
        "authorName": {"from": ["dc:creator.0", "dc:creator", "author"]},
        "postedDate": {"from": ["pubDate", "dc:date"], "transform": ["date"]},
        "bodyText": {"from": ["content:encoded", "description"], "transform": ["html-to-markdown"]},
        "tagNames": {"from": "category", "transform": ["pluck:#text"]},
        "permalink": "link"
      }
    }
    """#

  /// Atom 1.0, as feedparser reads it: `<content>` and `<summary>` are text constructs
  /// (`type="html"`, `"xhtml"` or `"text"`); a category's `term` is a tag, except Blogger's
  /// kind (`scheme` `http://schemas.google.com/g/2005#kind`), whose comments, settings and
  /// templates are left out and counted as skipped; Blogger marks a draft with
  /// `<app:control><app:draft>yes</app:draft></app:control>`. The permalink is the
  /// `rel="alternate"` link (or one without `rel`), and the entry's id its last segment.
  static let atomJSON = #"""
    {
      "name": "atom",
      "except": {"category.@term": [
        "http://schemas.google.com/blogger/2008/kind#comment",
        "http://schemas.google.com/blogger/2008/kind#settings",
        "http://schemas.google.com/blogger/2008/kind#template"
      ]},
      "fields": {
        "id": {"from": [
          {"path": "link", "transform": ["where:@rel=alternate", "pluck:@href", "first", "url-path"]},
          {"path": "link", "transform": ["where:@rel=", "pluck:@href", "first", "url-path"]},
          "id", {"path": "title", "transform": ["pluck:#text", "first"]}
        ], "transform": ["slug"]},
        "title": {"from": [
          {"path": "title", "transform": ["where:@type=html", "pluck:#text", "first", "html-to-text"]},
          {"path": "title", "transform": ["where:@type=xhtml", "pluck:#text", "first", "html-to-text"]},
          {"path": "title", "transform": ["pluck:#text", "first"]}
        ]},
        "summary": {"from": [
          {"path": "summary", "transform": ["where:@type=html", "pluck:#text", "first", "html-to-text"]},
          {"path": "summary", "transform": ["where:@type=xhtml", "pluck:#text", "first", "html-to-text"]},
          {"path": "summary", "transform": ["pluck:#text", "first"]}
        ]},
        "authorName": {"from": ["author.name", "author.0.name"]},
        "postedDate": {"from": ["published", "updated"], "transform": ["date"]},
        "updatedDate": {"from": "updated", "transform": ["date"]},
        "bodyText": {"from": [
          {"path": "content", "transform": ["where:@type=html", "pluck:#text", "first", "html-to-markdown"]},
          {"path": "content", "transform": ["where:@type=xhtml", "pluck:#text", "first", "html-to-markdown"]},
          {"path": "content", "transform": ["pluck:#text", "first"]},
          {"path": "summary", "transform": ["where:@type=html", "pluck:#text", "first", "html-to-markdown"]},
          {"path": "summary", "transform": ["where:@type=xhtml", "pluck:#text", "first", "html-to-markdown"]},
          {"path": "summary", "transform": ["pluck:#text", "first"]}
        ]},
        "tagNames": {"from": "category", "transform": ["where-not:@scheme=http://schemas.google.com/g/2005#kind", "pluck:@term"]},
        "isDraft": "app:control.app:draft",
        "permalink": {"from": [
          {"path": "link", "transform": ["where:@rel=alternate", "pluck:@href", "first"]},
          {"path": "link", "transform": ["where:@rel=", "pluck:@href", "first"]}
        ]}
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
  static let rss = try! Mapping(json: rssJSON)
  static let atom = try! Mapping(json: atomJSON)
  static let jsonFeed = try! Mapping(json: jsonFeedJSON)
  static let frontMatter = try! Mapping(json: frontMatterJSON)
}
