#!/usr/bin/env python3
"""The fair Python peer of `blogdoc import FILE --from wxr` (import-wxr.sh, BENCHMARKS.md).

usage: wxr_to_json.py FILE.xml OUT.json

Does the job `blogdoc import --from wxr` does with its built-in mapping, the way a Python user
would write it: the standard library's xml.etree `iterparse` (each item cleared once read, so
memory stays flat) and `markdownify` from PyPI for the bodies. Writes the blog as JSON in
blogdoc's own layout ({"formatVersion": 2, "blog": [entry, ...]}):

- items of wp:post_type post or page; others (attachments, menu items) are skipped;
- id: wp:post_name, else the title, else "post-" + wp:post_id, made a slug (percent-decoded,
  diacritics folded, lowercase ASCII words joined by hyphens);
- title: title, else the slug of wp:post_name, else "Post " + wp:post_id;
- summary: excerpt:encoded as plain text; bodyText: content:encoded as Markdown;
- postedDate: the first of wp:post_date_gmt, pubDate, wp:post_modified_gmt, wp:post_date
  that is a date (WordPress's placeholders "0000-00-00 00:00:00" and "... -0001 ..." are not);
  updatedDate: wp:post_modified_gmt, left out when it is before postedDate;
- tagNames and categoryNames: the <category> elements whose domain is post_tag or category;
- isDraft from wp:status; permalink: link; authorName: dc:creator;
- the item's other members are kept under "wordpress", as blogdoc keeps them in the entry's
  unknown fields: text elements as strings, attributes as "@name", text beside them as
  "#text", repeated elements as lists;
- a record without a title or an id is refused with a message naming the item; an id seen
  twice merges the second record over the first.

Pinned in requirements.txt (markdownify 1.2.3 on beautifulsoup4 4.15.0 with its default
html.parser; CPython 3.11). It does not journal the import nor keep an undo history: blogdoc
with --into does both, so read the ratio with that in mind.
"""
import json
import re
import sys
import unicodedata
import xml.etree.ElementTree as ET
from datetime import datetime, timedelta, timezone
from urllib.parse import unquote

from bs4 import BeautifulSoup
from markdownify import markdownify

IMPORTED_TYPES = {"post", "page"}
DRAFT = {"draft", "pending", "private", "auto-draft", "trash", "unpublished", "inherit"}
PUBLISHED = {"publish", "published", "public", "live", "future", "scheduled"}
MONTHS = {m: i + 1 for i, m in enumerate("jan feb mar apr may jun jul aug sep oct nov dec".split())}
ZONES = {"gmt": 0, "ut": 0, "utc": 0, "z": 0, "est": -300, "edt": -240, "cst": -360, "cdt": -300,
         "mst": -420, "mdt": -360, "pst": -480, "pdt": -420}
ISO = re.compile(r"(\d{4})-(\d\d)-(\d\d)(?:[Tt ](\d\d):(\d\d)(?::(\d\d))?)?\s*(Z|[+-]\d\d:?\d\d)?$")
RFC2822 = re.compile(r"(?:\w+,?\s+)?(\d{1,2})\s+(\w+)\s+(\d{2,4})\s+(\d\d):(\d\d)(?::(\d\d))?\s*(\S+)?$")
NOT_A_WORD = re.compile(r"[^a-z0-9]+")
BLANK_LINES = re.compile(r"\n{3,}")


def slug(text):
    """`Hello, Wörld!` → `hello-world`, as blogdoc's slug transform; "" when nothing is left."""
    if "%" in text:
        text = unquote(text)
    text = unicodedata.normalize("NFKD", text.casefold()).replace("'", "").replace("\u2019", "")
    text = "".join(c for c in text if not unicodedata.combining(c))
    return NOT_A_WORD.sub("-", text).strip("-")[:200].rstrip("-")


def iso(when, offset):
    """blogdoc's ISO 8601 form: `Z` for no written offset, else `±hh:mm`."""
    text = when.strftime("%Y-%m-%dT%H:%M:%S")
    if offset is None:
        return text + "Z"
    sign = "-" if offset < 0 else "+"
    return f"{text}{sign}{abs(offset) // 60:02}:{abs(offset) % 60:02}"


def date(text):
    """(instant, ISO text) of a WXR date, or None for a placeholder or an unreadable one."""
    text = (text or "").strip()
    if not text or text.startswith("0000-00-00") or " -0001 " in text:
        return None
    try:
        match = ISO.match(text)
        if match:
            y, mo, d, h, mi, s, zone = match.groups()
            when = datetime(int(y), int(mo), int(d), int(h or 0), int(mi or 0), int(s or 0))
            offset = None
            if zone and zone != "Z":
                digits = zone.replace(":", "")
                offset = (int(digits[1:3]) * 60 + int(digits[3:5])) * (-1 if digits[0] == "-" else 1)
            return when - timedelta(minutes=offset or 0), iso(when, offset)
        match = RFC2822.match(text)
        if match:
            d, month, y, h, mi, s, zone = match.groups()
            year = int(y) if len(y) == 4 else (2000 + int(y) if int(y) < 50 else 1900 + int(y))
            when = datetime(year, MONTHS[month[:3].lower()], int(d), int(h), int(mi), int(s or 0))
            offset = None
            if zone and zone[0] in "+-":
                offset = (int(zone[1:3]) * 60 + int(zone[3:5])) * (-1 if zone[0] == "-" else 1)
            elif zone:
                offset = ZONES[zone.lower()] or None
            return when - timedelta(minutes=offset or 0), iso(when, offset)
    except (ValueError, KeyError):
        pass
    return None


def plain_text(html):
    if "<" not in html and "&" not in html:
        return html.strip()
    return " ".join(BeautifulSoup(html, "html.parser").get_text(" ").split())


def markdown(html):
    text = markdownify(html, heading_style="ATX", bullets="-", escape_misc=False)
    return BLANK_LINES.sub("\n\n", text).strip()


class Item:
    """One item's members by name ("wp:post_name"), in order, before mapping."""

    def __init__(self, element, prefixes):
        self.members = []  # (name, element)
        for child in element:
            self.members.append((name_of(child.tag, prefixes), child))
        self.used = set()

    def text(self, name):
        for member, element in self.members:
            if member == name:
                return element.text or ""
        return None

    def take(self, name, transform=lambda text: text or None):
        """The transformed value of the member `name`, marking it used when it gives one."""
        value = transform(self.text(name))
        if value is not None:
            self.used.add(name)
        return value

    def first(self, *candidates):
        for name, transform in candidates:
            value = self.take(name, transform)
            if value is not None:
                return value
        return None

    def terms(self, domain):
        self.used.add("category")
        return [e.text or "" for name, e in self.members if name == "category" and e.get("domain") == domain]

    def leftovers(self, prefixes):
        return grouped((name, archived(element, prefixes)) for name, element in self.members if name not in self.used) or None


def grouped(members):
    """An object of (name, value) pairs in order; a name given more than once holds a list."""
    bag = {}
    for name, value in members:
        bag.setdefault(name, []).append(value)
    return {name: values[0] if len(values) == 1 else values for name, values in bag.items()}


def name_of(tag, prefixes):
    if tag[0] != "{":
        return tag
    uri, local = tag[1:].split("}", 1)
    return prefixes.get(uri, uri) + ":" + local


def archived(element, prefixes):
    """An element as blogdoc archives an unknown member: text, or an object of its parts."""
    if not len(element) and not element.attrib:
        return element.text or ""
    value = {"@" + name_of(k, prefixes): v for k, v in element.attrib.items()}
    value.update(grouped((name_of(child.tag, prefixes), archived(child, prefixes)) for child in element))
    if element.text and element.text.strip() or not len(element):
        value["#text"] = element.text or ""
    return value


def entry(item, prefixes):
    """The entry of one item, or raises ValueError saying why it cannot be imported."""
    post_id = item.text("wp:post_id")
    id_ = item.first(("wp:post_name", lambda t: slug(t or "") or None), ("title", lambda t: slug(t or "") or None),
                     ("wp:post_id", lambda t: slug("post-" + t) if t else None))
    if id_ is None:
        raise ValueError("id: No identity: none of 'wp:post_name', 'title', 'wp:post_id' gives a usable id.")
    title = item.first(("title", lambda t: t or None), ("wp:post_name", lambda t: slug(t or "") or None),
                       ("wp:post_id", lambda t: "Post " + t if t else None))
    if title is None or not title.strip():
        raise ValueError("title: Title must not be empty.")
    record = {"id": id_, "title": title}
    summary = item.take("excerpt:encoded", lambda t: plain_text(t) if t else None)
    if summary:
        record["summary"] = summary
    author = item.take("dc:creator")
    if author is not None:
        record["authorName"] = author
    posted = item.first(("wp:post_date_gmt", date), ("pubDate", date), ("wp:post_modified_gmt", date), ("wp:post_date", date))
    if posted:
        record["postedDate"] = posted[1]
    updated = item.take("wp:post_modified_gmt", date)
    if updated and not (posted and updated[0] < posted[0]):
        record["updatedDate"] = updated[1]
    body = item.take("content:encoded", lambda t: markdown(t) if t else None)
    if body is not None:
        record["bodyText"] = body
    record["tagNames"] = item.terms("post_tag")
    record["categoryNames"] = item.terms("category")
    status = item.take("wp:status", lambda t: t.strip().lower() if t else None)
    if status is not None:
        record["isDraft"] = status in DRAFT
    link = item.take("link")
    if link is not None:
        record["permalink"] = link
    extra = item.leftovers(prefixes)
    if extra:
        record["wordpress"] = extra
    return record


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.split("\n\n")[1])
    path, out = sys.argv[1:]
    prefixes, entries, skipped, refused = {}, {}, 0, []
    channel, ordinal = None, 0
    for event, element in ET.iterparse(path, events=("start", "end", "start-ns")):
        if event == "start-ns":
            prefix, uri = element
            prefixes[uri] = prefix
        elif event == "start":
            if channel is None and element.tag == "channel":
                channel = element
        elif element.tag == "item":
            ordinal += 1
            item = Item(element, prefixes)
            if (item.text("wp:post_type") or "") not in IMPORTED_TYPES:
                skipped += 1
            else:
                try:
                    record = entry(item, prefixes)
                    entries.setdefault(record["id"], {}).update(record)
                except ValueError as error:
                    refused.append(f"{path}: item {ordinal}: {error}")
            element.clear()
            channel.clear()  # drop the emptied item (and the channel header before it)
    for line in refused:
        print(line, file=sys.stderr)
    if refused:
        sys.exit(65)
    with open(out, "w", encoding="utf-8") as file:
        json.dump({"formatVersion": 2, "blog": list(entries.values())}, file, ensure_ascii=False, indent=2)
        file.write("\n")
    print(f"Imported {path}: {len(entries)} added, {skipped} skipped.", file=sys.stderr)


if __name__ == "__main__":
    main()
