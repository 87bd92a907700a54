#!/usr/bin/env python3
"""The Python peer of `blogdoc import FILE --from wxr` (scripts/import-wxr.sh, BENCHMARKS.md).

usage: etree_read.py [--mode iterparse|parse] FILE.xml

Reads a WordPress WXR export with the standard library's xml.etree.ElementTree and, for every
item of post_type post or page, extracts the fields blogdoc imports into a dict: title;
id (wp:post_name, percent-decoded, or a slug of the title when it is empty, as for drafts);
the posted date (wp:post_date_gmt, falling back to pubDate when it is WordPress's
0000-00-00 placeholder, parsed to an aware datetime); the author (dc:creator, resolved to the
wp:author display name); content:encoded and excerpt:encoded as they are; category and
post_tag names; and the status. Other item types (attachment, nav_menu_item, ...) are skipped.
Prints the number of records it built.

  --mode iterparse (default)  streams with iterparse, clearing each item once it is read, so
                              memory stays flat whatever the file size
  --mode parse                ET.parse builds the whole tree first, then walks it; on
                              CPython 3.11 about half its time is the cyclic garbage
                              collector scanning the growing tree (measured: 2.1 s, 0.9 s
                              with gc.disable() on the 10,000-item export). It stays on, as
                              in a script a user would write.

It does NOT convert the HTML: it keeps content:encoded as a string. blogdoc does more work
than this peer: it also converts the HTML to Markdown, validates every entry, writes the
document and journals the import. Read the ratio with that in mind.
"""
import argparse
import re
import sys
import xml.etree.ElementTree as ET
from datetime import datetime, timezone
from email.utils import parsedate_to_datetime
from urllib.parse import unquote

WP = "{http://wordpress.org/export/1.2/}"
DC = "{http://purl.org/dc/elements/1.1/}"
CONTENT = "{http://purl.org/rss/1.0/modules/content/}"
EXCERPT = "{http://wordpress.org/export/1.2/excerpt/}"
IMPORTED_TYPES = {"post", "page"}
NOT_A_SLUG = re.compile(r"[^\w]+")


def slug(title):
    return NOT_A_SLUG.sub("-", title.lower()).strip("-_")


def posted_date(item):
    gmt = item.findtext(WP + "post_date_gmt") or ""
    if gmt and not gmt.startswith("0000-00-00"):
        try:
            return datetime.fromisoformat(gmt).replace(tzinfo=timezone.utc)
        except ValueError:
            pass
    pub = item.findtext("pubDate") or ""
    # WordPress's placeholder for "no date", "Wed, 30 Nov -0001 00:00:00 +0000", must be caught
    # before parsing: email.utils reads it as 2000-11-30 00:00 at offset -00:01.
    if not pub or " -0001 " in pub:
        return None
    try:
        return parsedate_to_datetime(pub)
    except (TypeError, ValueError, IndexError):
        return None


def record(item, authors):
    """The dict of one item, or None when its post_type is not imported."""
    if (item.findtext(WP + "post_type") or "post") not in IMPORTED_TYPES:
        return None
    title = item.findtext("title") or ""
    name = unquote(item.findtext(WP + "post_name") or "")
    creator = item.findtext(DC + "creator") or ""
    categories, tags = [], []
    for term in item.iterfind("category"):
        domain = term.get("domain")
        if domain == "category":
            categories.append(term.text or "")
        elif domain == "post_tag":
            tags.append(term.text or "")
    return {
        "id": name or slug(title),
        "title": title,
        "postedDate": posted_date(item),
        "authorName": authors.get(creator, creator),
        "bodyHTML": item.findtext(CONTENT + "encoded") or "",
        "summary": item.findtext(EXCERPT + "encoded") or "",
        "categoryNames": categories,
        "tagNames": tags,
        "status": item.findtext(WP + "status") or "publish",
    }


def author(element):
    return element.findtext(WP + "author_login") or "", element.findtext(WP + "author_display_name") or ""


def read_parse(path):
    channel = ET.parse(path).getroot().find("channel")
    authors = dict(author(a) for a in channel.iterfind(WP + "author"))
    records = []
    for item in channel.iterfind("item"):
        entry = record(item, authors)
        if entry is not None:
            records.append(entry)
    return records


def read_iterparse(path):
    authors, records = {}, []
    channel = None
    for event, element in ET.iterparse(path, events=("start", "end")):
        if event == "start":
            if channel is None and element.tag == "channel":
                channel = element
            continue
        if element.tag == "item":
            entry = record(element, authors)
            if entry is not None:
                records.append(entry)
            element.clear()
            channel.clear()  # drop the emptied item (and the channel header before it)
        elif element.tag == WP + "author":
            login, display = author(element)
            authors[login] = display
    return records


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mode", choices=["iterparse", "parse"], default="iterparse")
    parser.add_argument("file")
    options = parser.parse_args()
    records = (read_iterparse if options.mode == "iterparse" else read_parse)(options.file)
    print(f"{len(records)} records")


if __name__ == "__main__":
    sys.exit(main())
