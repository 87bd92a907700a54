import BlogDocCore
import PropertyBased

extension FrontMatterGenerators {
  /// Sets `post.text` to front matter of the shapes beyond Hugo's and Zola's first-line
  /// fences (issue 29), and the fields to what an import must find in it.
  static func makeLenientText(
    of post: inout GeneratedPost, date: (toml: String, yaml: String), body: String,
    using rng: inout any SeededRandomNumberGenerator
  ) {
    func chance() -> Bool { Bool.random(using: &rng) }
    func spaces() -> String { ["", " ", "\t", "  \t"].randomElement(using: &rng)! }
    var lines: [String]
    switch post.shape {
    case .zolaSpaced:
      lines = Array(repeating: spaces(), count: Int.random(in: 1...3, using: &rng))
      lines += ["+++" + spaces(), "title = \(tomlString(post.title, using: &rng))"]
      if let summary = post.summary {
        lines.append("description = \(tomlString(summary, using: &rng))")
      }
      lines += ["date = \(date.toml)", "draft = \(post.isDraft)", "weight = \(post.weight)"]
      if let author = post.author { lines.append("authors = [\(tomlString(author, using: &rng))]") }
      lines += ["", "[taxonomies]"]
      lines.append(
        "tags = [\(post.tags.map { tomlString($0, using: &rng) }.joined(separator: ", "))]")
      lines.append(
        "categories = [\(post.categories.map { tomlString($0, using: &rng) }.joined(separator: ", "))]"
      )
      lines += ["+++" + spaces(), ""]
    case .jekyllCategory:
      // One category is a string (commas and all); more are a list.
      if post.categories.isEmpty {
        post.categories = ["c" + Generators.oneLine(Generators.makeText(using: &rng, maxLength: 8))]
      }
      lines = [
        "---" + spaces(), "title: \(yamlString(post.title))", "date: \(date.yaml)",
        "published: \(!post.isDraft)",
      ]
      if let summary = post.summary { lines.append("excerpt: \(yamlString(summary))") }
      if let author = post.author { lines.append("author: \(yamlString(author))") }
      lines += [
        "weight: \(post.weight)", "tags: [\(post.tags.map(yamlString).joined(separator: ", "))]",
      ]
      if post.categories.count == 1 && chance() {
        lines.append("category: \(yamlString(post.categories[0]))")
      } else {
        lines.append("category: [\(post.categories.map(yamlString).joined(separator: ", "))]")
      }
      lines += ["---" + spaces(), ""]
    case .eleventyJSON, .hugoJSON:
      var members = [
        "\"title\": \(jsonString(post.title))", "\"date\": \(jsonString(date.yaml))",
        "\"draft\": \(post.isDraft)",
      ]
      if let summary = post.summary { members.append("\"summary\": \(jsonString(summary))") }
      members.append("\"weight\": \(post.weight)")
      members.append("\"tags\": [\(post.tags.map(jsonString).joined(separator: ", "))]")
      members.append("\"categories\": [\(post.categories.map(jsonString).joined(separator: ", "))]")
      if let author = post.author {
        members.append("\"params\": {\"author\": \(jsonString(author))}")
      }
      let object = "{\n  " + members.joined(separator: ",\n  ") + "\n}"
      lines = post.shape == .eleventyJSON ? ["---json", object, "---", ""] : [object, ""]
    case .headers:
      // A header is one line, without the spaces around it.
      post.title = post.title.trimmingWhitespace()
      post.summary = post.summary.map { "S" + Generators.oneLine($0).trimmingWhitespace() }
      post.author = post.author?.trimmingWhitespace()
      (post.tags, post.categories, post.isDraft) = ([], [], false)
      lines = ["@title \(post.title)", "@pubDate \(date.yaml)"]
      if let summary = post.summary { lines.append("@summary \(summary)") }
      if let author = post.author { lines.append("@author \(author)") }
      lines += ["@weight \(post.weight)", ""]
    case .eleventyJS:
      lines = [
        "---js", "{", "  title: \(jsonString(post.title)),", "  weight: \(post.weight),",
        "  draft: \(post.isDraft),",
      ]
      lines += ["  date() { return new Date(\(jsonString(date.yaml))); }", "}", "---", ""]
      // Nothing of it is read: the file gives the title, the date and a draft.
      post.title = "post"
      (post.summary, post.author, post.tags, post.categories, post.isDraft) = (
        nil, nil, [], [], true
      )
      post.date =
        post.path.hasPrefix("posts/")
        ? String(post.path.dropFirst(6).prefix(10)) + "T00:00:00Z" : nil
    case .hugoTOML, .hugoYAML, .zola:
      preconditionFailure("\(post.shape) is not a lenient shape.")
    }
    post.text = lines.joined(separator: "\n") + "\n" + body
  }

  /// `text` as a JSON string: quotes, backslashes and control characters escaped.
  static func jsonString(_ text: String) -> String {
    quoted(text, escaping: { $0.value < 0x20 }, as: "\\u", digits: 4)
  }
}
