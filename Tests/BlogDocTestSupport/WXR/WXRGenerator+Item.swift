import PropertyBased

extension WXRGenerator {
  /// Every status WordPress writes, `publish` most often, and one it does not.
  static let statuses = [
    "publish", "publish", "publish", "publish", "draft", "pending", "private", "future", "inherit",
    "auto-draft", "trash",
    "archived",
  ]
  static let passwords = ["hunter2", "pässwörd 🔒", "0"]

  /// Writes one `<item>` as `export_wp()` does, fields in its order, and says what a post
  /// or page should become. `names` holds the earlier items' `wp:post_name`s, which this
  /// one may repeat, and `slugs` the slugs each term name came from so far.
  static func writeItem(
    _ kind: WXRItemKind, id: Int, major: Int, iri: Bool, channel: WXRChannelCategories,
    names: inout [(name: String, postID: Int, repeats: Int)], slugs: inout [String: [String]],
    to out: inout WXRWriter,
    using rng: inout any SeededRandomNumberGenerator
  ) -> WXRItemExpectation? {
    let status = kind == .attachment ? "inherit" : statuses.randomElement(using: &rng)!
    // WordPress gives these no slug and placeholder dates.
    let isDraft = status == "draft" || status == "pending" || status == "auto-draft"
    let password =
      (kind == .post || kind == .page) && Int.random(in: 0..<5, using: &rng) == 0
      ? passwords.randomElement(using: &rng)! : ""
    let date =
      "20\(Int.random(in: 14...24, using: &rng))-0\(Int.random(in: 1...9, using: &rng))-1\(Int.random(in: 0...9, using: &rng)) 0\(Int.random(in: 0...9, using: &rng)):15:00"
    let title = kind == .menuItem ? "" : Generators.oneLine(text(using: &rng)) + " \(id)"
    var name: String
    var repeatsSlugOf: (postID: String, suffix: Int)?
    switch (kind, isDraft) {
    case (.menuItem, _): name = "\(id)"
    case (_, true): name = ""
    default:
      name =
        (Bool.random(using: &rng)
          ? "%e6%97%a5%e6%9c%ac" : ["hello", "notes-from-kyoto", "a"].randomElement(using: &rng)!)
        + "-\(id)"
      if kind != .attachment {
        // Another item with the same slug (imported content, a theme's test data).
        if !names.isEmpty && Int.random(in: 0..<4, using: &rng) == 0 {
          let earlier = Int.random(in: names.indices, using: &rng)
          names[earlier].repeats += 1
          name = names[earlier].name
          repeatsSlugOf = ("\(names[earlier].postID)", names[earlier].repeats + 1)
        } else {
          names.append((name, id, 0))
        }
      }
    }
    out.line(1, "<item>")
    // WordPress 4 escaped the title; 5.x and later wrap it in CDATA.
    if title.isEmpty {
      out.empty(2, "title", form: Int.random(in: 1...2, using: &rng))
    } else if major == 4 {
      out.plain(2, "title", title)
    } else {
      out.cdata(2, "title", title)
    }
    out.line(2, "<link>https://blog.example.org/?p=\(id)</link>")
    out.line(
      2,
      isDraft
        ? "<pubDate>Wed, 30 Nov -0001 00:00:00 +0000</pubDate>"
        : "<pubDate>Sun, 10 Mar 2024 11:02:39 +0000</pubDate>")
    out.cdata(2, "dc:creator", logins[0])
    out.line(2, #"<guid isPermaLink="false">https://blog.example.org/?p=\#(id)</guid>"#)
    out.line(2, "<description></description>")
    out.cdata(
      2, "content:encoded",
      kind == .menuItem || kind == .attachment ? "" : body(major: major, using: &rng))
    out.cdata(2, "excerpt:encoded", Bool.random(using: &rng) ? text(using: &rng) : "")
    out.line(2, "<wp:post_id>\(id)</wp:post_id>")
    out.cdata(2, "wp:post_date", date)
    out.cdata(2, "wp:post_date_gmt", isDraft ? "0000-00-00 00:00:00" : date)
    if major >= 5 {
      out.cdata(2, "wp:post_modified", date)
      out.cdata(2, "wp:post_modified_gmt", date)
    }
    out.cdata(2, "wp:comment_status", kind == .post ? "open" : "closed")
    out.cdata(2, "wp:ping_status", "closed")
    out.cdata(2, "wp:post_name", name)
    out.cdata(2, "wp:status", status)
    out.line(2, "<wp:post_parent>\(kind == .attachment ? id - 1 : 0)</wp:post_parent>")
    out.line(
      2,
      "<wp:menu_order>\(kind == .menuItem ? Int.random(in: 1...5, using: &rng) : 0)</wp:menu_order>"
    )
    out.cdata(2, "wp:post_type", kind.rawValue)
    out.cdata(2, "wp:post_password", password)
    out.line(
      2,
      "<wp:is_sticky>\(kind == .post && Int.random(in: 0..<5, using: &rng) == 0 ? 1 : 0)</wp:is_sticky>"
    )
    if kind == .attachment {
      out.cdata(
        2, "wp:attachment_url",
        "https://blog.example.org/wp-content/uploads/2024/03/photo-\(id).jpg")
    }
    var categoryNames = WXRTermNames(kind: "category")
    var tagNames = WXRTermNames(kind: "tag")
    if kind == .post {
      for (slug, category, _) in categories where Int.random(in: 0..<3, using: &rng) == 0 {
        // Older WordPress and other exporters write a category without a domain.
        if Int.random(in: 0..<4, using: &rng) == 0 {
          out.line(2, "<category>\(WXRWriter.cdata(category))</category>")
          categoryNames.add(channel.resolved(slug: nil, name: category), slug: nil, seen: &slugs)
        } else {
          out.line(
            2,
            #"<category domain="category" nicename="\#(slug)">\#(WXRWriter.cdata(category))</category>"#
          )
          categoryNames.add(channel.resolved(slug: slug, name: category), slug: slug, seen: &slugs)
        }
      }
      for (slug, tag) in tags where Int.random(in: 0..<3, using: &rng) == 0 {
        out.line(
          2, #"<category domain="post_tag" nicename="\#(slug)">\#(WXRWriter.cdata(tag))</category>"#
        )
        tagNames.add(tag, slug: slug, seen: &slugs)
      }
    }
    if kind == .menuItem {
      out.line(
        2, #"<category domain="nav_menu" nicename="main-menu"><![CDATA[Main menu]]></category>"#)
    }
    for (key, value) in meta(for: kind, using: &rng) {
      out.line(2, "<wp:postmeta>")
      out.cdata(3, "wp:meta_key", key)
      out.cdata(3, "wp:meta_value", value)
      out.line(2, "</wp:postmeta>")
    }
    if kind == .post {
      for comment in 0..<Int.random(in: 0...2, using: &rng) {
        writeComment(
          id: id * 100 + comment, parent: comment == 0 ? 0 : id * 100, to: &out, using: &rng)
      }
    }
    if iri && Bool.random(using: &rng) { out.cdata(2, "unicode:note", text(using: &rng)) }
    out.line(1, "</item>")
    guard kind == .post || kind == .page else { return nil }
    return WXRItemExpectation(
      postID: "\(id)", status: status, hasPassword: !password.isEmpty,
      isDraft: status != "publish" || !password.isEmpty,
      categoryNames: categoryNames.names, tagNames: tagNames.names,
      mergedTermWarnings: categoryNames.mergedSlugs + tagNames.mergedSlugs,
      repeatsSlugOf: repeatsSlugOf)
  }

  static func meta(
    for kind: WXRItemKind, using rng: inout any SeededRandomNumberGenerator
  ) -> [(String, String)] {
    switch kind {
    case .post:
      return [
        ("_edit_last", "1"), ("_yoast_wpseo_metadesc", text(using: &rng)), ("_thumbnail_id", "12"),
      ]
      .filter { _ in Bool.random(using: &rng) }
    case .page:
      return [("_wp_page_template", "default")]
    case .attachment:
      return [
        ("_wp_attached_file", "2024/03/photo.jpg"),
        ("_wp_attachment_metadata", #"a:2:{s:5:"width";i:1024;s:6:"height";i:683;}"#),
      ]
    case .menuItem:
      return [
        ("_menu_item_type", "post_type"), ("_menu_item_menu_item_parent", "0"),
        ("_menu_item_object_id", "2"), ("_menu_item_url", ""),
      ]
    }
  }

  static func writeComment(
    id: Int, parent: Int, to out: inout WXRWriter, using rng: inout any SeededRandomNumberGenerator
  ) {
    out.line(2, "<wp:comment>")
    out.line(3, "<wp:comment_id>\(id)</wp:comment_id>")
    out.cdata(3, "wp:comment_author", text(using: &rng))
    out.cdata(3, "wp:comment_author_email", "reader@example.org")
    out.line(3, "<wp:comment_author_url>https://example.org</wp:comment_author_url>")
    out.cdata(3, "wp:comment_author_IP", "192.0.2.1")
    out.cdata(3, "wp:comment_date", "2024-01-06 10:00:00")
    out.cdata(3, "wp:comment_date_gmt", "2024-01-06 09:00:00")
    out.cdata(3, "wp:comment_content", text(using: &rng))
    out.cdata(3, "wp:comment_approved", "1")
    out.cdata(3, "wp:comment_type", Bool.random(using: &rng) ? "comment" : "")
    out.line(3, "<wp:comment_parent>\(parent)</wp:comment_parent>")
    out.line(3, "<wp:comment_user_id>0</wp:comment_user_id>")
    if Bool.random(using: &rng) {
      out.line(3, "<wp:commentmeta>")
      out.cdata(4, "wp:meta_key", "akismet_result")
      out.cdata(4, "wp:meta_value", "false")
      out.line(3, "</wp:commentmeta>")
    }
    out.line(2, "</wp:comment>")
  }

  /// A post body: Gutenberg blocks (5.x and later) or classic-editor text (4.x, and 5.x
  /// posts written before the block editor).
  static func body(major: Int, using rng: inout any SeededRandomNumberGenerator) -> String {
    func words() -> String { WXRWriter.escaped(text(using: &rng)) }
    if major == 4 || Int.random(in: 0..<4, using: &rng) == 0 {
      // Classic: paragraphs by blank lines, line breaks by newlines, CR LF from Windows.
      let separator = Bool.random(using: &rng) ? "\n\n" : "\r\n\r\n"
      return (0..<Int.random(in: 0...3, using: &rng)).map { _ in
        words() + "\n<em>" + words() + "</em>"
      }
      .joined(separator: separator)
    }
    var blocks: [String] = []
    for _ in 0..<Int.random(in: 0...4, using: &rng) {
      switch Int.random(in: 0..<7, using: &rng) {
      case 0:
        blocks.append(
          "<!-- wp:paragraph -->\n<p>\(words()) <a href=\"https://example.org/?a=1&amp;b=2\">\(words())</a>&nbsp;&#8217;</p>\n<!-- /wp:paragraph -->"
        )
      case 1:
        blocks.append(
          "<!-- wp:heading {\"level\":3} -->\n<h3 class=\"wp-block-heading\">\(words())</h3>\n<!-- /wp:heading -->"
        )
      case 2:
        blocks.append(
          "<!-- wp:list -->\n<ul><!-- wp:list-item -->\n<li>\(words())</li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list -->"
        )
      case 3:
        blocks.append(
          "<!-- wp:code -->\n<pre class=\"wp-block-code\"><code>if a[b[0]]&gt;c { }</code></pre>\n<!-- /wp:code -->"
        )
      case 4:
        blocks.append(
          "<!-- wp:image {\"id\":12,\"sizeSlug\":\"large\"} -->\n<figure class=\"wp-block-image size-large\"><img src=\"https://blog.example.org/wp-content/uploads/2024/03/photo-1024x683.jpg\" alt=\"\(WXRWriter.escaped(text(using: &rng), quote: true))\" class=\"wp-image-12\"/><figcaption class=\"wp-element-caption\">\(words())</figcaption></figure>\n<!-- /wp:image -->"
        )
      case 5:
        // The table block: a header section or none, a centred column, a caption.
        let head =
          Bool.random(using: &rng)
          ? "<thead><tr><th>\(words())</th><th class=\"has-text-align-center\" data-align=\"center\">\(words())</th></tr></thead>"
          : ""
        let row =
          "<tr><td>Item \(words())</td><td class=\"has-text-align-center\" data-align=\"center\">\(words())<br>\(words())</td></tr>"
        blocks.append(
          "<!-- wp:table -->\n<figure class=\"wp-block-table\"><table>\(head)<tbody>\(row)</tbody></table><figcaption class=\"wp-element-caption\">\(words())</figcaption></figure>\n<!-- /wp:table -->"
        )
      default: blocks.append("<!-- wp:html -->\n<script>if (a]]>b) {}</script>\n<!-- /wp:html -->")
      }
    }
    return blocks.joined(separator: "\n\n")
  }
}
