#!/usr/bin/env python3
"""Writes a realistic WordPress WXR 1.2 export of N items for the import benchmark
(scripts/import-wxr.sh; see BENCHMARKS.md). 10,000 items come to 38.5 MB, about 3.9 KB an
item: content:encoded ~0.9 KB, comments ~0.75 KB, category and tag elements ~0.55 KB, postmeta
~0.4 KB, and ~1.2 KB of the fields WordPress writes for every item. Those fixed fields alone
rule out 2.5 KB items; `make-wxr.py 6500` gives a 25 MB file.

usage: make-wxr.py [N] [OUT]      (N defaults to 10000, OUT to standard output)

Shaped like what WordPress 6.x writes: a channel with authors, categories, tags and a
nav_menu term, then items whose content:encoded is Gutenberg-commented HTML in CDATA
(paragraphs with links, inline markup and entities, headings, lists, images in figures, code
blocks), 2-4 categories and 3-6 tags, postmeta and 0-3 comments each. About 5% are drafts with
WordPress's placeholder dates (post_date_gmt 0000-00-00 00:00:00, pubDate in year -0001 and
an empty post_name), 5% are pages and 3% attachments (which an importer skips). Post names
are unique. Deterministic: a fixed seed, so the same N always gives the same bytes.
"""
import random
import sys
from datetime import datetime, timedelta, timezone

SEED = 20240310
WORDS = (
    "the a of and to in is it that for on with as was at by an be this from or have not are "
    "journal undo history record commit intent document entry blog editor crash disk fsync "
    "rename write read parse archive schema field value tree snapshot proxy operation "
    "transaction lock workspace harbour bridge morning coffee café naïve façade résumé "
    "über Grüße straße 東京 京都 日本語 🚀 ✨ — “quoted” it’s don’t 3.5× 10% a&b x<y"
).split()
CATEGORIES = [("engineering", "Engineering"), ("notes", "Notes"), ("travel", "Travel & Places"),
              ("security", "Security"), ("essays", "Essays"), ("releases", "Releases"),
              ("uncategorized", "Uncategorized"), ("reading", "Reading list"),
              ("kyoto", "京都"), ("cafes", "Cafés")]
TAGS = [("swift", "Swift"), ("xml", "XML"), ("json", "JSON"), ("undo", "undo"),
        ("journaling", "journaling"), ("linux", "Linux"), ("performance", "performance"),
        ("testing", "testing"), ("fuzzing", "fuzzing"), ("unicode", "Unicode"),
        ("markdown", "Markdown"), ("wordpress", "WordPress"), ("data-structures", "data structures"),
        ("concurrency", "concurrency"), ("%e6%97%a5%e6%9c%ac", "日本"), ("coffee", "coffee"),
        ("photography", "photography"), ("books", "books"), ("c-plus-plus", "C++"),
        ("q-and-a", "Q&A")]
AUTHORS = [("ada", "Ada Lovelace"), ("grace", "Grace Hopper"), ("zoë", "Zoë Ångström"),
           ("linus", "Linus T."), ("hanako", "田中 花子")]
COMMENTERS = ["Linus T.", "Margaret H.", "Ken T.", "Barbara L.", "Dennis R.", "José Ñúñez", "李雷"]
CODE = [
    "let blog = try BlogDocument(contentsOf: url)\nfor entry in blog.entries where entry.isDraft {\n"
    "    print(entry.title)\n}",
    "if count &lt; limit &amp;&amp; !done {\n    try journal.append(record)\n    try file.sync()\n}",
    "$ blogdoc edit blog.xml --entry hello --set title=\"Hello\"\n$ blogdoc undo\n$ blogdoc log",
    "func slug(_ s: String) -&gt; String {\n    s.lowercased().split(whereSeparator: { !$0.isLetter })"
    ".joined(separator: \"-\")\n}",
]
BASE = "https://blog.example.org"
EPOCH = datetime(2014, 1, 1, 8, 0, 0, tzinfo=timezone.utc)
rng = random.Random(SEED)


def cdata(text):
    # WordPress's wxr_cdata(): a "]]>" inside the text is split across two CDATA sections.
    return "<![CDATA[" + text.replace("]]>", "]]]]><![CDATA[>") + "]]>"


def esc(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def ascii_slug(text):
    text = "".join(c if c.isascii() and c.isalnum() else "-" for c in text.lower())
    return "-".join(part for part in text.split("-") if part)


def words(n):
    return " ".join(rng.choice(WORDS) for _ in range(n))


def sentence(n):
    text = words(n).replace("a&b", "a&amp;b").replace("x<y", "x&lt;y")
    return text[0].upper() + text[1:] + rng.choice([".", ".", ".", "!", "?", "&hellip;"])


def paragraph():
    parts = [sentence(rng.randint(8, 16)) for _ in range(rng.randint(2, 4))]
    k = rng.randrange(len(parts))
    roll = rng.random()
    if roll < 0.35:
        parts[k] += f' See <a href="{BASE}/{rng.randint(2014, 2024)}/{ascii_slug(words(3)) or "page"}/">{esc(words(2))}</a>.'
    elif roll < 0.6:
        parts[k] = f"<strong>{esc(words(2))}</strong> " + parts[k]
    elif roll < 0.8:
        parts[k] += f" It&#8217;s <em>{esc(words(1))}</em>&nbsp;&mdash; mostly."
    return "<!-- wp:paragraph -->\n<p>" + " ".join(parts) + "</p>\n<!-- /wp:paragraph -->"


def heading():
    level = rng.choice([2, 3, 3, 4])
    attrs = "" if level == 2 else f' {{"level":{level}}}'
    text = sentence(rng.randint(3, 6)).rstrip(".!?;").replace("&hellip", "")
    return (f"<!-- wp:heading{attrs} -->\n<h{level} class=\"wp-block-heading\">{text}</h{level}>\n"
            "<!-- /wp:heading -->")


def list_block():
    ordered = rng.random() < 0.3
    tag = "ol" if ordered else "ul"
    attrs = ' {"ordered":true}' if ordered else ""
    items = "\n\n".join(f"<!-- wp:list-item -->\n<li>{sentence(rng.randint(3, 8))}</li>\n<!-- /wp:list-item -->"
                        for _ in range(rng.randint(2, 5)))
    return f"<!-- wp:list{attrs} -->\n<{tag}>{items}</{tag}>\n<!-- /wp:list -->"


def image(media_id, year, month):
    name = ascii_slug(words(3)) or "image"
    return (f'<!-- wp:image {{"id":{media_id},"sizeSlug":"large","linkDestination":"none"}} -->\n'
            f'<figure class="wp-block-image size-large"><img src="{BASE}/wp-content/uploads/{year}/{month:02d}/'
            f'{name}-1024x683.jpg" alt="{esc(words(4))}" class="wp-image-{media_id}"/>'
            f'<figcaption class="wp-element-caption">{sentence(5)}</figcaption></figure>\n<!-- /wp:image -->')


def code():
    return f'<!-- wp:code -->\n<pre class="wp-block-code"><code>{rng.choice(CODE)}</code></pre>\n<!-- /wp:code -->'


def content(index, year, month):
    blocks = [paragraph()]
    while sum(len(b) for b in blocks) < 700:
        roll = rng.random()
        if roll < 0.45:
            blocks.append(paragraph())
        elif roll < 0.6:
            blocks.append(heading())
        elif roll < 0.75:
            blocks.append(list_block())
        elif roll < 0.87:
            blocks.append(image(100000 + index, year, month))
        else:
            blocks.append(code())
    return "\n\n".join(blocks)


def meta(key, value):
    return (f"\t\t<wp:postmeta>\n\t\t\t<wp:meta_key>{cdata(key)}</wp:meta_key>\n"
            f"\t\t\t<wp:meta_value>{cdata(value)}</wp:meta_value>\n\t\t</wp:postmeta>\n")


def comment(cid, parent, when):
    who = rng.choice(COMMENTERS)
    local = when + timedelta(hours=1)
    return (f"\t\t<wp:comment>\n"
            f"\t\t\t<wp:comment_id>{cid}</wp:comment_id>\n"
            f"\t\t\t<wp:comment_author>{cdata(who)}</wp:comment_author>\n"
            f"\t\t\t<wp:comment_author_email>{cdata(f'reader{cid % 97}@example.net')}</wp:comment_author_email>\n"
            f"\t\t\t<wp:comment_author_url>https://example.net/~{cid % 97}</wp:comment_author_url>\n"
            f"\t\t\t<wp:comment_author_IP>{cdata(f'192.0.2.{cid % 250}')}</wp:comment_author_IP>\n"
            f"\t\t\t<wp:comment_date>{cdata(local.strftime('%Y-%m-%d %H:%M:%S'))}</wp:comment_date>\n"
            f"\t\t\t<wp:comment_date_gmt>{cdata(when.strftime('%Y-%m-%d %H:%M:%S'))}</wp:comment_date_gmt>\n"
            f"\t\t\t<wp:comment_content>{cdata(sentence(rng.randint(6, 20)))}</wp:comment_content>\n"
            f"\t\t\t<wp:comment_approved>{cdata(rng.choice(['1', '1', '1', '0']))}</wp:comment_approved>\n"
            f"\t\t\t<wp:comment_type>{cdata('comment')}</wp:comment_type>\n"
            f"\t\t\t<wp:comment_parent>{parent}</wp:comment_parent>\n"
            f"\t\t\t<wp:comment_user_id>0</wp:comment_user_id>\n"
            f"\t\t</wp:comment>\n")


def rfc2822(when):
    return when.strftime("%a, %d %b %Y %H:%M:%S +0000")


def item(index, next_comment):
    """Returns (xml, comments used)."""
    post_id = 100 + index
    when = EPOCH + timedelta(minutes=rng.randint(0, 10 * 365 * 24 * 60))
    local = when + timedelta(hours=1)
    modified = when + timedelta(minutes=rng.randint(0, 60 * 24 * 30))
    roll = rng.random()
    kind = "attachment" if roll < 0.03 else "page" if roll < 0.08 else "post"
    status = "publish"
    if kind == "post":
        roll = rng.random()
        status = "draft" if roll < 0.05 / 0.92 else "private" if roll < 0.07 else "future" if roll < 0.08 else "publish"
    login, _ = rng.choice(AUTHORS)
    title = sentence(rng.randint(4, 10)).rstrip(".!?").replace("&hellip;", "")
    slug_base = ascii_slug(title)[:60].strip("-") or "post"
    post_name = f"{slug_base}-{post_id}"
    link = f"{BASE}/{when:%Y/%m/%d}/{post_name}/"
    parent = 0
    if kind == "attachment":
        title = slug_base[:30]
        post_name = f"{slug_base[:30]}-{post_id}"
        body, excerpt = "", sentence(6)
        parent = rng.randint(100, 100 + index) if index else 0
        status = "inherit"
        link = f"{BASE}/?attachment_id={post_id}"
    else:
        body = content(index, when.year, when.month)
        excerpt = sentence(rng.randint(12, 25)) if rng.random() < 0.3 else ""
    if kind == "page":
        link = f"{BASE}/{post_name}/"
    post_date_gmt = when.strftime("%Y-%m-%d %H:%M:%S")
    pub_date = rfc2822(when)
    if status == "draft":
        post_date_gmt = "0000-00-00 00:00:00"
        pub_date = "Wed, 30 Nov -0001 00:00:00 +0000"
        post_name = ""
        link = f"{BASE}/?p={post_id}"

    out = [f"\t<item>\n"
           f"\t\t<title>{cdata(title)}</title>\n"
           f"\t\t<link>{link}</link>\n"
           f"\t\t<pubDate>{pub_date}</pubDate>\n"
           f"\t\t<dc:creator>{cdata(login)}</dc:creator>\n"
           f"\t\t<guid isPermaLink=\"false\">{BASE}/?p={post_id}</guid>\n"
           f"\t\t<description></description>\n"
           f"\t\t<content:encoded>{cdata(body)}</content:encoded>\n"
           f"\t\t<excerpt:encoded>{cdata(excerpt)}</excerpt:encoded>\n"
           f"\t\t<wp:post_id>{post_id}</wp:post_id>\n"
           f"\t\t<wp:post_date>{cdata(local.strftime('%Y-%m-%d %H:%M:%S'))}</wp:post_date>\n"
           f"\t\t<wp:post_date_gmt>{cdata(post_date_gmt)}</wp:post_date_gmt>\n"
           f"\t\t<wp:post_modified>{cdata((modified + timedelta(hours=1)).strftime('%Y-%m-%d %H:%M:%S'))}</wp:post_modified>\n"
           f"\t\t<wp:post_modified_gmt>{cdata(modified.strftime('%Y-%m-%d %H:%M:%S'))}</wp:post_modified_gmt>\n"
           f"\t\t<wp:comment_status>{cdata('open')}</wp:comment_status>\n"
           f"\t\t<wp:ping_status>{cdata('open')}</wp:ping_status>\n"
           f"\t\t<wp:post_name>{cdata(post_name)}</wp:post_name>\n"
           f"\t\t<wp:status>{cdata(status)}</wp:status>\n"
           f"\t\t<wp:post_parent>{parent}</wp:post_parent>\n"
           f"\t\t<wp:menu_order>0</wp:menu_order>\n"
           f"\t\t<wp:post_type>{cdata(kind)}</wp:post_type>\n"
           f"\t\t<wp:post_password>{cdata('')}</wp:post_password>\n"
           f"\t\t<wp:is_sticky>0</wp:is_sticky>\n"]
    if kind == "attachment":
        path = f"{when:%Y/%m}/{post_name}.jpg"
        out.append(f"\t\t<wp:attachment_url>{cdata(f'{BASE}/wp-content/uploads/{path}')}</wp:attachment_url>\n")
        out.append(meta("_wp_attached_file", path))
        out.append(meta("_wp_attachment_image_alt", words(4)))
        return "".join(out) + "\t</item>\n", 0
    if kind == "post":
        cats = rng.sample(CATEGORIES, rng.randint(2, 4))
        tags = rng.sample(TAGS, rng.randint(3, 6))
        terms = [("category", n, v) for n, v in cats] + [("post_tag", n, v) for n, v in tags]
        terms.sort(key=lambda t: t[2])  # WordPress lists them by name, domains mixed
        for domain, nicename, name in terms:
            out.append(f'\t\t<category domain="{domain}" nicename="{nicename}">{cdata(name)}</category>\n')
    out.append(meta("_edit_last", str(rng.randint(1, 5))))
    if kind == "page":
        out.append(meta("_wp_page_template", "default"))
    else:
        out.append(meta("_thumbnail_id", str(100000 + index)))
        if rng.random() < 0.5:
            out.append(meta("_yoast_wpseo_metadesc", sentence(rng.randint(10, 18))))
    used = 0
    if status == "publish":
        for k in range(rng.choice([0, 0, 0, 1, 1, 2, 3])):
            cid = next_comment + used
            reply_to = next_comment + used - 1 if k and rng.random() < 0.4 else 0
            out.append(comment(cid, reply_to, when + timedelta(hours=rng.randint(1, 400))))
            used += 1
    return "".join(out) + "\t</item>\n", used


def header():
    out = ['<?xml version="1.0" encoding="UTF-8" ?>\n',
           "<!-- This is a WordPress eXtended RSS file generated by WordPress as an export of your site. -->\n",
           '<!-- generator="WordPress/6.4.3" created="2024-03-10 11:02" -->\n',
           '<rss version="2.0"\n'
           '\txmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"\n'
           '\txmlns:content="http://purl.org/rss/1.0/modules/content/"\n'
           '\txmlns:wfw="http://wellformedweb.org/CommentAPI/"\n'
           '\txmlns:dc="http://purl.org/dc/elements/1.1/"\n'
           '\txmlns:wp="http://wordpress.org/export/1.2/"\n>\n\n<channel>\n',
           f"\t<title>Harbour Notes</title>\n\t<link>{BASE}</link>\n",
           "\t<description>Small essays on Swift, XML &amp; undo</description>\n",
           "\t<pubDate>Sun, 10 Mar 2024 11:02:41 +0000</pubDate>\n\t<language>en-GB</language>\n",
           f"\t<wp:wxr_version>1.2</wp:wxr_version>\n\t<wp:base_site_url>{BASE}</wp:base_site_url>\n",
           f"\t<wp:base_blog_url>{BASE}</wp:base_blog_url>\n\n"]
    for n, (login, name) in enumerate(AUTHORS, 1):
        first, _, last = name.partition(" ")
        out.append(f"\t<wp:author><wp:author_id>{n}</wp:author_id><wp:author_login>{cdata(login)}</wp:author_login>"
                   f"<wp:author_email>{cdata(f'author{n}@example.org')}</wp:author_email>"
                   f"<wp:author_display_name>{cdata(name)}</wp:author_display_name>"
                   f"<wp:author_first_name>{cdata(first)}</wp:author_first_name>"
                   f"<wp:author_last_name>{cdata(last)}</wp:author_last_name></wp:author>\n")
    for n, (nicename, name) in enumerate(CATEGORIES, 1):
        out.append(f"\t<wp:category>\n\t\t<wp:term_id>{n}</wp:term_id>\n"
                   f"\t\t<wp:category_nicename>{cdata(nicename)}</wp:category_nicename>\n"
                   f"\t\t<wp:category_parent>{cdata('')}</wp:category_parent>\n"
                   f"\t\t<wp:cat_name>{cdata(name)}</wp:cat_name>\n\t</wp:category>\n")
    for n, (slug, name) in enumerate(TAGS, 100):
        out.append(f"\t<wp:tag>\n\t\t<wp:term_id>{n}</wp:term_id>\n\t\t<wp:tag_slug>{cdata(slug)}</wp:tag_slug>\n"
                   f"\t\t<wp:tag_name>{cdata(name)}</wp:tag_name>\n\t</wp:tag>\n")
    out.append(f"\t<wp:term>\n\t\t<wp:term_id>{cdata('200')}</wp:term_id>\n"
               f"\t\t<wp:term_taxonomy>{cdata('nav_menu')}</wp:term_taxonomy>\n"
               f"\t\t<wp:term_slug>{cdata('main-menu')}</wp:term_slug>\n"
               f"\t\t<wp:term_name>{cdata('Main menu')}</wp:term_name>\n\t</wp:term>\n")
    out.append("\n\t<generator>https://wordpress.org/?v=6.4.3</generator>\n\n")
    return "".join(out)


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
    out = open(sys.argv[2], "w", encoding="utf-8", newline="\n") if len(sys.argv) > 2 else sys.stdout
    out.write(header())
    next_comment = 1
    for index in range(count):
        text, used = item(index, next_comment)
        next_comment += used
        out.write(text)
    out.write("</channel>\n</rss>\n")
    if out is not sys.stdout:
        out.close()


if __name__ == "__main__":
    main()
