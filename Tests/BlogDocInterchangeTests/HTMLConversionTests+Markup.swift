@testable import BlogDocInterchange

// Markup corners: misnesting, tables, escaping, headings, containers, line breaks.
extension HTMLConversionTests {
  static let markupCases: [Case] = [
    Case(
      name: "a block inside a style splits the paragraph, styles carry over",
      html:
        "<b>bold<div>block</div>tail</b> <i><i>once</i></i> <b>a</b><b>b</b> a <b> b </b> c<em></em>",
      markdown: "**bold**\n\n**block**\n\n**tail** *once* **ab** a **b** c",
      plainText: "bold\n\nblock\n\ntail once ab a b c"),
    Case(
      name: "a table is a GFM table, its caption a paragraph before it",
      html: """
        <table><caption>Stock</caption><thead><tr><th>Name</th><th>Qty</th></tr></thead>
        <tbody><tr><td>Apple</td><td>3</td></tr><tr><td></td><td>*none*</td></tr></tbody></table>
        """,
      markdown: "Stock\n\n| Name | Qty |\n| --- | --- |\n| Apple | 3 |\n| | \\*none\\* |",
      plainText: "Stock\n\nName | Qty\n\nApple | 3\n\n*none*"),
    Case(
      name: "Markdown syntax in text is escaped, ordinary punctuation is not",
      html: """
        <p># Not a heading</p><p>1. Not a list</p><p>2024) Not either</p><p>- no</p><p>+ no</p>
        <p>&gt; no</p><p>=== no</p><p>~~~ no</p>
        <p>*stars* _under_ [brackets] `tick` \\back &lt;tag&gt; a&lt;b> 3.14, yes! (ok) #1 a-b 1.5</p>
        <p>a<br># b<br>2. c<br>- d</p>
        """,
      markdown: """
        \\# Not a heading

        1\\. Not a list

        2024\\) Not either

        \\- no

        \\+ no

        \\> no

        \\=== no

        \\~\\~\\~ no

        \\*stars\\* \\_under\\_ \\[brackets\\] \\`tick\\` \\\\back \\<tag> a\\<b> 3.14, yes! (ok) #1 a-b 1.5

        a\\
        \\# b\\
        2\\. c\\
        \\- d
        """,
      plainText: """
        # Not a heading

        1. Not a list

        2024) Not either

        - no

        + no

        > no

        === no

        ~~~ no

        *stars* _under_ [brackets] `tick` \\back <tag> a<b> 3.14, yes! (ok) #1 a-b 1.5

        a
        # b
        2. c
        - d
        """),
    Case(
      name: "headings",
      html:
        "<h1>Title #</h1><h3>C#</h3><h2>Line<br>break</h2><h4> </h4><h6><a href='/x'>Linked</a></h6>",
      markdown: "# Title \\#\n\n### C#\n\n## Line break\n\n###### [Linked](/x)",
      plainText: "Title #\n\nC#\n\nLine break\n\nLinked"),
    Case(
      name: "quotes and code inside lists",
      html: """
        <blockquote><p>Outer</p><blockquote>Inner<br>two</blockquote><ul><li>a<pre>x

        y</pre></li></ul></blockquote>
        """,
      markdown: """
        > Outer
        >
        > > Inner\\
        > > two
        >
        > - a
        >
        >   ```
        >   x
        >
        >   y
        >   ```
        """,
      plainText: "Outer\n\nInner\ntwo\n\n- a\n\n  x\n\n  y"),
    Case(
      name: "line breaks: double <br> is a paragraph break, rule as an item's first line",
      html: "<p>a<br><br>b<br></p><ul><li><hr>after rule</li></ul><p>&nbsp;</p>",
      markdown: "a\n\nb\n\n- ***\n\n  after rule",
      plainText: "a\n\nb\n\n- after rule"),
    Case(
      name: "a full document with head and body",
      html: """
        <!DOCTYPE html><html><head><title>Page</title><meta charset="iso-8859-1">\
        <style>b{}</style></head><body><p>Body é</p></body></html>
        """,
      markdown: "Body é",
      plainText: "Body é"),
    Case(
      name: "void elements libxml2 2.9 does not know keep what follows them",
      html:
        "<p>a<embed src=x.swf> b<wbr>c</p><picture><source srcset=/s.webp><img src=/i.png alt=i></picture>",
      markdown: "a bc\n\n![i](/i.png)",
      plainText: "a bc\n\ni"),
  ]
}
