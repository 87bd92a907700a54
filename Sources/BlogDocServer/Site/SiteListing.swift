/// What a ``ServedSite`` lists: its documents, and what it passed over, which the list of
/// documents sums up in one line (``skippedNote``).
///
/// ```swift
/// let listing = site.listing()
/// print(listing.skippedNote ?? "")
/// // Not listed: 1 file named as a document that is none (mapping.json), and 2 files of no document format.
/// ```
package struct SiteListing: Sendable, Equatable {
  /// The documents' paths under the site's root, sorted.
  package var documents: [String] = []
  /// The files named as documents (`.json`, `.md`, …) that are none (an import mapping, a
  /// README.md without front matter), sorted.
  package var notDocuments: [String] = []
  /// How many files of no document format (images, style sheets) were passed over.
  package var otherFiles = 0

  /// The most names of ``notDocuments`` the note spells out.
  static let namedInNote = 3

  /// One line saying what was not listed and how many, or `nil` when nothing was.
  package var skippedNote: String? {
    var parts: [String] = []
    if !notDocuments.isEmpty {
      var names = notDocuments.prefix(Self.namedInNote).map { "'\($0)'" }
      if notDocuments.count > Self.namedInNote {
        names.append("\(notDocuments.count - Self.namedInNote) more")
      }
      parts.append(
        "\(Self.files(notDocuments.count)) named as \(notDocuments.count == 1 ? "a document that is none" : "documents that are none") (\(names.joined(separator: ", ")))"
      )
    }
    if otherFiles > 0 { parts.append("\(Self.files(otherFiles)) of no document format") }
    guard !parts.isEmpty else { return nil }
    return "Not listed: " + parts.joined(separator: ", and ") + "."
  }

  /// `1 file`, `2 files`.
  private static func files(_ count: Int) -> String { count == 1 ? "1 file" : "\(count) files" }
}
