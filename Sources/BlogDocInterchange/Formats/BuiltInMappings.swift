/// The mappings of the formats blogdoc knows, written as a user would write one.
///
/// Keeping them as data rather than code means they behave exactly as a `--mapping` file
/// would, and a user can start from one: `blogdoc import --print-mapping wxr`.
enum BuiltInMappings {
  /// WordPress: posts and pages, dates from GMT first, drafts from the status; categories
  /// and tags are both `<category>`, told apart by `domain`.
  static let wxrJSON = #"""
    {
      "name": "wordpress",
      "only": {"wp:post_type": ["post", "page"]},
      "fields": {
        "id": {"from": ["wp:post_name", "title", {"path": "wp:post_id", "transform": ["prefix:post-"]}], "transform": ["slug"]},
        "title": {"from": ["title", {"path": "wp:post_name", "transform": ["slug"]}, {"path": "wp:post_id", "transform": ["prefix:Post "]}]},
        "summary": {"from": "excerpt:encoded", "transform": ["html-to-text"]},
        "authorName": "dc:creator",
        "postedDate": {"from": ["wp:post_date_gmt", "pubDate", "wp:post_modified_gmt", "wp:post_date"], "transform": ["date"]},
        "updatedDate": {"from": "wp:post_modified_gmt", "transform": ["date"]},
        "bodyText": {"from": "content:encoded", "transform": ["html-to-markdown"]},
        "tagNames": {"from": "category", "transform": ["where:@domain=post_tag", "pluck:#text"]},
        "categoryNames": {"from": "category", "transform": ["where:@domain=category", "pluck:#text"]},
        "isDraft": {"from": "wp:status", "transform": ["draft-from-status"]},
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

  /// Jekyll, Hugo and Zola front matter (YAML or TOML); `$body`, `$file` and `$fileDate` come
  /// from the file. Hugo puts its own keys at the top and a theme's under `params`; Zola puts
  /// tags and categories under `taxonomies` and its own extras under `extra`.
  static let frontMatterJSON = #"""
    {
      "name": "frontMatter",
      "fields": {
        "id": {"from": ["slug", "$file", "title"], "transform": ["slug"]},
        "title": {"from": ["title", "$file"]},
        "summary": {"from": ["summary", "description", "excerpt", "params.summary", "extra.summary"]},
        "authorName": {"from": ["author", "author.name", "authors.0", "authors.0.name", "params.author", "extra.author"]},
        "postedDate": {"from": ["date", "publishDate", "$fileDate"], "transform": ["date"]},
        "updatedDate": {"from": ["lastmod", "last_modified_at", "updated"], "transform": ["date"]},
        "bodyText": "$body",
        "tagNames": {"from": ["tags", "taxonomies.tags"], "transform": ["comma-list"]},
        "categoryNames": {"from": ["categories", "taxonomies.categories"], "transform": ["comma-list"]},
        "isDraft": {"from": ["draft", {"path": "published", "transform": ["not"]}]},
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
