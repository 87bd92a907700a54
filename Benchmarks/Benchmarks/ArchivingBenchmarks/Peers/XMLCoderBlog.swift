import BlogDocCore
import BlogDocBlog
import Foundation
import XMLCoder

/// The Codable structs an XMLCoder user would write for blogdoc's XML layout: it reads
/// the bytes `XMLArchiveFormat` writes (root attributes are ignored).
///
/// Dates are `String`s (as in ``FoundationBlog``); lists are wrapper structs because
/// XMLCoder maps `<tagNames><tag>…</tag></tagNames>` to a keyed container.
struct XMLCoderBlog: Codable, Sendable {
  var entry: [XMLCoderEntry]

  init(_ document: BlogDocument) {
    entry = document.entries.map(XMLCoderEntry.init)
  }

  /// Keeps whitespace: by default XMLCoder trims text, which drops spaces next to escaped
  /// characters (its issue #129) and so changes the bodies. Measured: this reads every
  /// entry back equal, and is also faster than the default.
  static func decoder() -> XMLDecoder {
    let decoder = XMLDecoder()
    decoder.trimValueWhitespaces = false
    return decoder
  }

  static func encoder() -> XMLEncoder {
    let encoder = XMLEncoder()
    encoder.outputFormatting = [.prettyPrinted]
    return encoder
  }

  static let header = XMLHeader(version: 1.0, encoding: "UTF-8")
}

struct XMLCoderEntry: Codable, Sendable {
  struct Tags: Codable, Sendable { var tag: [String] }
  struct Categories: Codable, Sendable { var category: [String] }

  var id: String
  var title: String
  var summary: String?
  var authorName: String?
  var postedDate: String?
  var updatedDate: String?
  var bodyText: String
  var tagNames: Tags
  var categoryNames: Categories
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
    tagNames = Tags(tag: entry.tagNames)
    categoryNames = Categories(category: entry.categoryNames)
    isDraft = entry.isDraft
    permalink = entry.permalink
  }
}
