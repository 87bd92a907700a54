import BlogDocCore
import BlogDocBlog

extension MarkdownExport {
  /// One front-matter value: a date-time, which YAML and TOML each write in their own way,
  /// or any other value.
  enum Member: Hashable {
    case date(Timestamp)
    case value(ArchiveValue)

    /// The value as an archive holds it; a date-time as its RFC 3339 text.
    var archived: ArchiveValue {
      switch self {
      case .date(let timestamp): .string(timestamp.iso8601)
      case .value(let value): value
      }
    }
  }

  /// The export's own key for each field it writes, in the order it writes them.
  static let ownKeyOfField: [(field: String, key: String)] = [
    ("title", "title"), ("id", "slug"), ("postedDate", "date"), ("updatedDate", "lastmod"),
    ("summary", "summary"),
    ("authorName", "author"), ("tagNames", "tags"), ("categoryNames", "categories"),
    ("isDraft", "draft"),
    ("permalink", "canonical_url"),
  ]

  /// The keys this export writes itself; a kept member of the same name is not written twice.
  /// A draft also gets `published: false` after `draft: true`: Jekyll ignores `draft` and
  /// would publish the post (an import reads the pair as the one fact).
  static let ownKeys = Set(ownKeyOfField.map(\.key) + ["published"])

  /// Members an import kept that never leave the document, in whichever bag they are: a
  /// post's password would publish what the author kept private. The same member that
  /// makes `BlogEntry.isPasswordProtected` true.
  static let withheldMembers: Set<String> = [BlogEntry.passwordMember]

  /// The whole front matter of `entry`, in the order it is written.
  ///
  /// First the fields, each under the key a Markdown import read it from when it
  /// remembered one (``Mapping/remembersPaths``: Hugo's `description`, Zola's
  /// `taxonomies.tags`), else under the export's own key; then the members a Markdown import
  /// kept (a remembered path inside one, such as `params.summary`, is written into it); then
  /// every other unknown field, each under its own name, so what a WordPress or JSON Feed
  /// import kept (`wordpress`, `jsonfeed`) travels with the post, in place of a front-matter
  /// member of the same name (the copy an earlier export carried). Members whose key is
  /// already written are left out, and so are ``withheldMembers``.
  ///
  /// ```swift
  /// var entry = BlogEntry(id: "hi", title: "Hi")
  /// entry.summary = "Short."
  /// entry.unknownFields["frontMatter"] = .object(["$paths": .object(["summary": .string("description")])])
  /// print(MarkdownExport.frontMatter(of: entry).map(\.key))
  /// // Prints "["title", "slug", "description", "tags", "categories", "draft"]"
  /// ```
  ///
  /// - Complexity: O(*n*) in the entry's size.
  static func frontMatter(of entry: BlogEntry) -> [(key: String, value: Member)] {
    frontMatterAndPaths(of: entry).members
  }

  /// ``frontMatter(of:)``, and the path each field is written under (`summary` →
  /// `description`, `tagNames` → `taxonomies.tags`), for a splice to find the key of a field.
  ///
  /// - Complexity: O(*n*) in the entry's size.
  static func frontMatterAndPaths(
    of entry: BlogEntry
  ) -> (members: [(key: String, value: Member)], paths: [String: String]) {
    var paths: [String: String] = [:]
    let bagName = BuiltInMappings.frontMatter.name
    let bag = entry.unknownFields[bagName]?.objectValue ?? ArchiveObject()
    let remembered = bag[Mapping.pathsMember]?.objectValue ?? ArchiveObject()
    var fields: [(key: String, value: Member)] = []
    var nested: [(path: RemoteKeyPath, value: ArchiveValue)] = []
    for (field, ownKey) in ownKeyOfField {
      guard let value = member(field, of: entry) else { continue }
      let otherKeys = ownKeys.subtracting([ownKey])
      if case .string(let text)? = remembered[field], let path = try? RemoteKeyPath(text),
        let first = path.components.first, !otherKeys.contains(first)
      {
        if path.components.count == 1 {
          fields.append((first, value))
        } else {
          nested.append((path, value.archived))
        }
        paths[field] = path.description
      } else {
        fields.append((ownKey, value))
        paths[field] = ownKey
      }
      if field == "isDraft" && entry.isDraft { fields.append(("published", .value(.bool(false)))) }
    }
    var written = Set(fields.map(\.key))
    // Another import's own bag wins over a copy of it that an earlier export carried into
    // front matter: a later WordPress import updates the bag, not the copy.
    let bags = Set(entry.unknownFields.map(\.key)).subtracting([bagName])
    var kept = ArchiveValue.object(
      ArchiveObject(
        bag.members.filter { member in
          !ownKeys.contains(member.key) && !written.contains(member.key)
            && !bags.contains(member.key) && !member.key.hasPrefix("$")
            && !withheldMembers.contains(member.key)
        }))
    for (path, value) in nested { path.set(value, in: &kept) }
    var result = fields
    for member in kept.objectValue ?? ArchiveObject() where !written.contains(member.key) {
      result.append((member.key, .value(member.value)))
      written.insert(member.key)
    }
    for other in entry.unknownFields where other.key != bagName && !written.contains(other.key) {
      let value = travelling(other.value, withholding: withheldMembers)
      // Nothing of it may travel.
      if value == .object(ArchiveObject()) && other.value != value { continue }
      result.append((other.key, .value(value)))
      written.insert(other.key)
    }
    return (result, paths)
  }

  /// A field's value as front matter holds it, or `nil` when the export leaves it out:
  /// empty text is written as nothing, which is what an import reads it as.
  private static func member(_ field: String, of entry: BlogEntry) -> Member? {
    switch field {
    case "title": .value(.string(entry.title))
    case "id": .value(.string(entry.id))
    case "postedDate": entry.postedDate.map(Member.date)
    case "updatedDate": entry.updatedDate.map(Member.date)
    case "summary": entry.summary.flatMap { $0.isEmpty ? nil : .value(.string($0)) }
    case "authorName": entry.authorName.flatMap { $0.isEmpty ? nil : .value(.string($0)) }
    case "tagNames": .value(.array(entry.tagNames.map(ArchiveValue.string)))
    case "categoryNames": .value(.array(entry.categoryNames.map(ArchiveValue.string)))
    case "isDraft": .value(.bool(entry.isDraft))
    case "permalink": entry.permalink.map { .value(.string($0.absoluteString)) }
    default: nil
    }
  }

  /// Another import's bag as it travels: without the members a format adds itself (`$…`)
  /// and without `withheld`.
  private static func travelling(
    _ value: ArchiveValue, withholding withheld: Set<String>
  ) -> ArchiveValue {
    guard case .object(let object) = value else { return value }
    return .object(
      ArchiveObject(object.members.filter { !$0.key.hasPrefix("$") && !withheld.contains($0.key) }))
  }
}
