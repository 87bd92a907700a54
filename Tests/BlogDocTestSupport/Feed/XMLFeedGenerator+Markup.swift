/// The markup of each shape, as its software writes it.
extension XMLFeedGenerator {
  static func document(_ shape: GeneratedXMLFeed.Shape, items: [String]) -> String {
    let body = items.joined()
    switch shape {
    case .wordpress:
      return """
        <?xml version="1.0" encoding="UTF-8"?><rss version="2.0"
        \txmlns:content="http://purl.org/rss/1.0/modules/content/"
        \txmlns:wfw="http://wellformedweb.org/CommentAPI/"
        \txmlns:dc="http://purl.org/dc/elements/1.1/"
        \txmlns:atom="http://www.w3.org/2005/Atom"
        \txmlns:sy="http://purl.org/rss/1.0/modules/syndication/"
        \txmlns:slash="http://purl.org/rss/1.0/modules/slash/"
        \t>

        <channel>
        \t<title>A &amp; B</title>
        \t<atom:link href="https://example.org/feed/" rel="self" type="application/rss+xml" />
        \t<link>https://example.org</link>
        \t<description>Just another WordPress site</description>
        \t<lastBuildDate>Sun, 10 Mar 2024 11:02:39 +0000</lastBuildDate>
        \t<language>en-US</language>
        \t<sy:updatePeriod>
        \thourly\t</sy:updatePeriod>
        \t<generator>https://wordpress.org/?v=6.4.3</generator>
        \(body)\t</channel>
        </rss>

        """
    case .hugo:
      return """
        <?xml version="1.0" encoding="utf-8" standalone="yes"?>
        <rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
          <channel>
            <title>Posts on Site</title>
            <link>https://example.org/posts/</link>
            <description>Recent content in Posts on Site</description>
            <generator>Hugo -- gohugo.io</generator>
            <language>en-us</language>
            <atom:link href="https://example.org/posts/index.xml" rel="self" type="application/rss+xml" />\(body)
          </channel>
        </rss>

        """
    case .blogger:
      return "<?xml version='1.0' encoding='UTF-8'?><feed xmlns='http://www.w3.org/2005/Atom' "
        + "xmlns:openSearch='http://a9.com/-/spec/opensearchrss/1.0/' xmlns:gd='http://schemas.google.com/g/2005' "
        + "xmlns:thr='http://purl.org/syndication/thread/1.0' xmlns:georss='http://www.georss.org/georss'>"
        + "<id>tag:blogger.com,1999:blog-7000.archive</id><updated>2024-03-10T11:02:39.123-08:00</updated>"
        + "<title type='text'>A Blog</title><link rel='alternate' type='text/html' href='https://x.blogspot.com/'/>"
        + "<author><name>Ada</name><email>noreply@blogger.com</email></author><generator version='7.00' uri='https://www.blogger.com'>Blogger</generator>"
        + body + "</feed>"
    case .jekyll:
      return """
        <?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en"><generator uri="https://jekyllrb.com/" version="4.3.3">Jekyll</generator><link href="https://example.org/feed.xml" rel="self" type="application/atom+xml" /><link href="https://example.org/" rel="alternate" type="text/html" hreflang="en" /><updated>2024-03-10T11:02:39+00:00</updated><id>https://example.org/feed.xml</id><title type="html">Site</title><subtitle>A site.</subtitle>\(body)</feed>
        """
    case .specAtom:
      return """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom">
          <title type="text">dive into mark</title>
          <updated>2005-07-31T12:29:29Z</updated>
          <id>tag:example.org,2003:3</id>
          <link rel="alternate" type="text/html" hreflang="en" href="http://example.org/"/>
          <rights>Copyright (c) 2003, Mark Pilgrim</rights>\(body)
        </feed>

        """
    }
  }

  static func wordpressItem(_ entry: GeneratedXMLFeed.Entry) -> String {
    var out = "\t<item>\n"
    out += "\t\t<title>\(escaped(entry.title))</title>\n"
    out += "\t\t<link>\(entry.link!)</link>\n"
    out += "\t\t<comments>\(entry.link!)#respond</comments>\n"
    out += "\t\t<dc:creator>\(WXRWriter.cdata(entry.authors[0]))</dc:creator>\n"
    out += "\t\t<pubDate>\(entry.published!.written)</pubDate>\n"
    for category in entry.categories {
      out += "\t\t<category>\(WXRWriter.cdata(category.term))</category>\n"
    }
    out += "\n\t\t<guid isPermaLink=\"false\">\(escaped(entry.id!))</guid>\n\n"
    if case .html(let excerpt)? = entry.summary {
      out += "\t\t\t\t\t<description>\(WXRWriter.cdata(excerpt))</description>\n"
    } else {
      out += "\t\t\t\t\t<description></description>\n"
    }
    if case .html(let body)? = entry.content {
      out += "\t\t\t\t\t\t\t\t\t\t<content:encoded>\(WXRWriter.cdata(body))</content:encoded>\n"
    }
    out += "\t\t\t\t\t<wfw:commentRss>\(entry.link!)feed/</wfw:commentRss>\n"
    out += "\t\t\t<slash:comments>0</slash:comments>\n"
    return out + "\t\t</item>\n"
  }

  static func hugoItem(_ entry: GeneratedXMLFeed.Entry) -> String {
    var out = "\n    <item>\n"
    out += "      <title>\(escaped(entry.title))</title>\n"
    out += "      <link>\(entry.link!)</link>\n"
    out += "      <pubDate>\(entry.published!.written)</pubDate>\n"
    if let author = entry.authors.first { out += "      <author>\(escaped(author))</author>\n" }
    out += "      <guid>\(entry.id!)</guid>\n"
    if case .html(let body)? = entry.content {
      out += "      <description>\(escaped(body))</description>\n"
    }
    return out + "    </item>"
  }

  static func bloggerEntry(_ entry: GeneratedXMLFeed.Entry) -> String {
    var out = "<entry><id>\(entry.id!)</id><published>\(entry.published!.written)</published>"
    out += "<updated>\(entry.updated!.written)</updated>"
    if entry.isDraft {
      out +=
        "<app:control xmlns:app='http://purl.org/atom/app#'><app:draft>yes</app:draft></app:control>"
    }
    for category in entry.categories {
      out +=
        "<category scheme='\(category.scheme!)' term='\(escaped(category.term, quote: true).replacing("'", with: "&apos;"))'/>"
    }
    out += "<title type='text'>\(escaped(entry.title))</title>"
    if case .html(let body)? = entry.content {
      out += "<content type='html'>\(escaped(body))</content>"
    }
    let post = entry.id!.split(separator: "-").last!
    out +=
      "<link rel='edit' type='application/atom+xml' href='https://www.blogger.com/feeds/7000/posts/default/\(post)'/>"
    out +=
      "<link rel='self' type='application/atom+xml' href='https://www.blogger.com/feeds/7000/posts/default/\(post)'/>"
    if let link = entry.link {
      out += "<link rel='replies' type='text/html' href='\(link)#comment-form' title='0 Comments'/>"
      out +=
        "<link rel='alternate' type='text/html' href='\(link)' title='\(escaped(entry.title, quote: true).replacing("'", with: "&apos;"))'/>"
    }
    out +=
      "<author><name>\(escaped(entry.authors[0]))</name><uri>https://www.blogger.com/profile/1</uri>"
    out +=
      "<email>noreply@blogger.com</email><gd:image rel='http://schemas.google.com/g/2005#thumbnail' width='16' height='16' src='https://img1.blogblog.com/img/b16-rounded.gif'/></author>"
    return out + "</entry>"
  }

  static func jekyllEntry(_ entry: GeneratedXMLFeed.Entry) -> String {
    let link = entry.link!
    var out = "<entry><title type=\"html\">\(escaped(escaped(entry.title)))</title>"
    out +=
      "<link href=\"\(link)\" rel=\"alternate\" type=\"text/html\" title=\"\(escaped(entry.title, quote: true))\" />"
    out +=
      "<published>\(entry.published!.written)</published><updated>\(entry.updated!.written)</updated>"
    out += "<id>\(link)</id>"
    if case .html(let body)? = entry.content {
      out += "<content type=\"html\" xml:base=\"\(link)\">\(WXRWriter.cdata(body))</content>"
    }
    if let author = entry.authors.first {
      out += "<author><name>\(escaped(author))</name></author>"
    }
    for category in entry.categories {
      out += "<category term=\"\(escaped(category.term, quote: true))\" />"
    }
    if case .html(let summary)? = entry.summary {
      out += "<summary type=\"html\">\(WXRWriter.cdata(summary))</summary>"
    }
    return out + "</entry>"
  }

  static func specEntry(_ entry: GeneratedXMLFeed.Entry) -> String {
    var out = "\n  <entry>\n    <title>\(escaped(entry.title))</title>\n"
    if let link = entry.link {
      out += "    <link rel=\"alternate\" type=\"text/html\" href=\"\(link)\"/>\n"
    }
    out +=
      "    <link rel=\"enclosure\" type=\"audio/mpeg\" length=\"1337\" href=\"http://example.org/audio/ph34r_my_podcast.mp3\"/>\n"
    out += "    <id>\(entry.id!)</id>\n"
    out += "    <updated>\(entry.updated!.written)</updated>\n"
    if let published = entry.published {
      out += "    <published>\(published.written)</published>\n"
    }
    for author in entry.authors {
      out +=
        "    <author>\n      <name>\(escaped(author))</name>\n      <uri>http://example.org/</uri>\n    </author>\n"
    }
    for category in entry.categories {
      let scheme = category.scheme.map { " scheme=\"\($0)\"" } ?? ""
      out +=
        "    <category term=\"\(escaped(category.term, quote: true))\"\(scheme) label=\"\(escaped(category.term, quote: true))\"/>\n"
    }
    if let content = entry.content {
      out += "    " + textConstruct("content", content, typedText: true) + "\n"
    }
    if let summary = entry.summary {
      out += "    " + textConstruct("summary", summary, typedText: false) + "\n"
    }
    return out + "  </entry>"
  }

  /// An Atom text construct; plain text with `type="text"` or with no `type`.
  static func textConstruct(
    _ name: String, _ text: GeneratedXMLFeed.Text, typedText: Bool
  ) -> String {
    switch text {
    case .html(let html):
      return "<\(name) type=\"html\">\(escaped(html))</\(name)>"
    case .xhtml(let html):
      return
        "<\(name) type=\"xhtml\" xml:lang=\"en\">\n      <div xmlns=\"http://www.w3.org/1999/xhtml\">\n\(html)\n      </div>\n    </\(name)>"
    case .text(let plain):
      return "<\(name)\(typedText ? " type=\"text\"" : "")>\(escaped(plain))</\(name)>"
    }
  }
}
