import BlogDocCore
import BlogDocBlog
import Foundation

/// The Codable struct a user of Foundation's `JSONDecoder` would write for the same
/// archive: same keys, so it reads the bytes `JSONArchiveFormat` writes.
///
/// Dates are `String`s holding the ISO 8601 text: Foundation's `.iso8601` strategy goes
/// through `Date` (losing the written form) and is slow on Linux, so this favours Foundation.
/// `permalink` is a `URL`, parsed as blogdoc parses it.
struct FoundationBlog: Codable, Sendable {
  var formatVersion: Int
  var blog: [FoundationEntry]

  init(_ document: BlogDocument) {
    formatVersion = 2
    blog = document.entries.map(FoundationEntry.init)
  }
}

struct FoundationEntry: Codable, Sendable {
  var id: String
  var title: String
  var summary: String?
  var authorName: String?
  var postedDate: String?
  var updatedDate: String?
  var bodyText: String
  var tagNames: [String]
  var categoryNames: [String]
  var isDraft: Bool
  var permalink: URL?

  init(_ entry: BlogEntry) {
    id = entry.id
    title = entry.title
    summary = entry.summary
    authorName = entry.authorName
    postedDate = entry.postedDate?.iso8601
    updatedDate = entry.updatedDate?.iso8601
    bodyText = entry.bodyText
    tagNames = entry.tagNames
    categoryNames = entry.categoryNames
    isDraft = entry.isDraft
    permalink = entry.permalink
  }
}
