import BlogDocBlog
import BlogDocCore
import BlogDocTestSupport
import Testing

@testable import BlogDocInterchange

/// Edits of generated posts (``FrontMatterGenerators/editablePost``) against the naive
/// oracle the generator records: the byte range of each key's value and of the body.
@Suite struct PostSplicePropertyTests {
  /// One edit of one key, and what it may change.
  enum Edit: CaseIterable {
    case title, tags, draft, summary, body
  }

  /// The length of the longest common prefix and suffix of `a` and `b`, not overlapping.
  static func commonEnds(_ a: [UInt8], _ b: [UInt8]) -> (prefix: Int, suffix: Int) {
    let limit = min(a.count, b.count)
    var prefix = 0
    while prefix < limit && a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < limit - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
      suffix += 1
    }
    return (prefix, suffix)
  }

  /// The entry the import makes of `text` at `path`.
  static func imported(_ text: String, path: String) throws -> BlogEntry {
    try MarkdownPostFormatTests.imported(text, path: path)
  }

  /// (a) An edit changes only the edited key's value's bytes (a new key: only whole lines
  /// inserted; a cleared one: only its lines removed), and (c) the import of the edited
  /// post is the edited entry.
  @Test func anEditChangesOnlyItsKeysBytes() async {
    await propertyCheck(count: 400, input: FrontMatterGenerators.editablePost) { post in
      let choice = post.editChoice
      let edit = Edit.allCases[choice % 5]
      let text = "N" + post.editText
      let hasSummary = post.values["summary"] != nil
      let clearsSummary = edit == .summary && hasSummary && choice >= 5
      do {
        let result = try PostEditing.spliced(post.text, path: post.path) { entry in
          switch edit {
          case .title: entry.title = text
          case .tags: entry.tagNames = ["u0" + text, "u1"]
          case .draft: entry.isDraft.toggle()
          case .summary: entry.summary = clearsSummary ? nil : "S" + text
          case .body: entry.bodyText = text + "\n"
          }
        }
        #expect(result.rewrittenBecause == nil, "\(post)")
        let before = Array(post.text.utf8)
        let after = Array(result.text.utf8)
        let (prefix, suffix) = Self.commonEnds(before, after)
        let key: String? =
          switch edit {
          case .title: "title"
          case .tags: "tags"
          case .draft: "draft"
          case .summary: "summary"
          case .body: nil
          }
        if let key, let range = post.values[key], !clearsSummary {
          // Replaced: what differs lies inside the value's bytes.
          #expect(
            prefix >= range.lowerBound && suffix >= before.count - range.upperBound, "\(post)")
        } else if clearsSummary, let lines = post.lines["summary"] {
          #expect(
            Array(before[..<lines.lowerBound] + before[lines.upperBound...]) == after, "\(post)")
        } else if key == nil {
          #expect(prefix >= post.body.lowerBound, "\(post)")
        } else {
          // Added: whole lines inserted at a line's start; nothing of the file changed.
          #expect(prefix + suffix >= before.count, "\(post)")
          let inserted = after[prefix..<(after.count - (before.count - prefix))]
          #expect(prefix == 0 || before[prefix - 1] == UInt8(ascii: "\n"), "\(post)")
          #expect(inserted.isEmpty || inserted.last == UInt8(ascii: "\n"), "\(post)")
        }
        #expect(try Self.imported(result.text, path: post.path) == result.entry, "\(post)")
      } catch {
        Issue.record("\(error) for \(post)")
      }
    }
  }

  /// Posts of every shape the import reads (Hugo's, Zola's, Jekyll's, Eleventy's JSON, `@key`
  /// lines), edited: spliced or written anew, the post imports as the edited entry, and
  /// its body's bytes are the same.
  @Test func everyShapeEditsAndKeepsItsBody() async {
    await propertyCheck(count: 300, input: FrontMatterGenerators.post) { post in
      do {
        let result = try PostEditing.spliced(post.text, path: post.path) { entry in
          entry.title = "Edited: \(entry.title)"
          entry.tagNames.append("added tag")
        }
        #expect(try Self.imported(result.text, path: post.path) == result.entry, "\(post)")
        #expect(result.text.hasSuffix(post.body), "\(post)")
      } catch {
        Issue.record("\(error) for \(post)")
      }
    }
  }
}
