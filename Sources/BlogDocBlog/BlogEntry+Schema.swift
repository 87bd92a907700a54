import FoundationEssentials
import BlogDocCore

extension BlogEntry {
  /// Version 2 of the entry format. Version 1 (blogdoc's first drafts) named the body
  /// `body`, kept tags as one comma-separated `tags` string and the flag as `draft`.
  ///
  /// Successive `bodyText` edits within a minute merge into one undo step; `title` never
  /// merges. `updatedDate` is the author's (or an import's) data, not bookkeeping blogdoc
  /// keeps, so undo reverts it like any field; a merge of two branches that both changed
  /// it keeps the later date.
  public static let schema = Schema<BlogEntry>(
    entryName: "entry", collectionName: "blog", version: 2, id: \.id,
    fields: [
      Field("title", \.title, isRequired: true),
      .text("summary", \.summary),
      Field("authorName", \.authorName),
      Field("postedDate", \.postedDate),
      Field("updatedDate", \.updatedDate, merge: .later),
      .text("bodyText", \.bodyText, history: .coalescing(within: .seconds(60))),
      .list("tagNames", \.tagNames, item: "tag"),
      .list("categoryNames", \.categoryNames, item: "category"),
      Field("isDraft", \.isDraft),
      Field("permalink", \.permalink),
    ],
    migrations: [
      Migration(
        from: 1,
        summary:
          "'body' became 'bodyText', 'draft' became 'isDraft', and the comma-separated 'tags' became the list 'tagNames'"
      ) { record in
        record.renameMembers(from: "body", to: "bodyText")
        record.renameMembers(from: "draft", to: "isDraft")
        if let tags = record["tags"] {
          guard case .string(let text) = tags else {
            throw FieldValueError(
              "Expected the version 1 field 'tags' to be comma-separated text, found \(FieldKind.describe(tags))."
            )
          }
          // Split on comma scalars: a comma and a combining mark after it are one Character.
          let items = text.unicodeScalars.split(separator: ",").map {
            ArchiveValue.string(String(String.UnicodeScalarView($0)).trimmingWhitespace())
          }
          record.renameMembers(from: "tags", to: "tagNames")
          record["tagNames"] = .array(items)
        }
      }
    ],
    validators: [Validator(validateFields)]
  )

  private static func validateFields(_ entry: BlogEntry) -> [Violation] {
    var violations: [Violation] = []
    if !Slug.isSlug(entry.id) {
      violations.append(
        Violation(
          field: "id",
          "Expected a slug of lowercase letters, digits and single hyphens such as 'hello-world', found \(FieldKind.quoted(entry.id))."
        ))
    }
    if entry.title.allSatisfy(\.isWhitespace) {
      violations.append(Violation(field: "title", "Title must not be empty."))
    }
    checkList(entry.tagNames, named: "tagNames", into: &violations)
    checkList(entry.categoryNames, named: "categoryNames", into: &violations)
    // A permalink is shown as a link: a script URL there would run when it is followed.
    if let permalink = entry.permalink, !LinkPolicy.permalink.allows(permalink.absoluteString) {
      violations.append(
        Violation(
          field: "permalink",
          "Expected an http or https address, found \(FieldKind.quoted(permalink.absoluteString)).")
      )
    }
    // Without a posted date there is nothing to be before: an undated draft may carry when
    // it was last changed.
    if let updated = entry.updatedDate, let posted = entry.postedDate,
      updated.instant < posted.instant
    {
      violations.append(
        Violation(
          field: "updatedDate",
          "Updated date \(updated.iso8601) is before the posted date \(posted.iso8601)."))
    }
    return violations
  }

  /// No empty item, and no item twice. Every entry of a transaction or an import is
  /// validated, so a short list (most are) is checked without allocating a set.
  private static func checkList(
    _ list: [String], named name: String, into violations: inout [Violation]
  ) {
    if list.contains(where: { $0.allSatisfy(\.isWhitespace) }) {
      violations.append(Violation(field: name, "Items must not be empty."))
    }
    if list.count <= 16 {
      for (index, item) in list.enumerated() where list[..<index].contains(item) {
        violations.append(Violation(field: name, "'\(item)' appears more than once."))
      }
      return
    }
    var seen = Set<String>()
    for item in list where !seen.insert(item).inserted {
      violations.append(Violation(field: name, "'\(item)' appears more than once."))
    }
  }
}
