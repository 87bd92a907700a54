#!/usr/bin/env python3
"""The Python peer of `blogdoc import FILE --from atom` (import-wxr.sh, BENCHMARKS.md).

usage: atom_to_json.py FILE.xml OUT.json

Does the job `blogdoc import --from atom` does with its built-in mapping, the way a Python
user would write it: feedparser (the library whose reading of feeds blogdoc's follows) and
markdownify for the bodies, with wxr_to_json.py's slug and Markdown helpers (the same
rules as blogdoc's). Writes the blog as JSON in blogdoc's own layout:

- id: the last segment of the alternate link's path without its extension, else the entry's
  id, made a slug; title: the title;
- postedDate: published, else updated; updatedDate: updated, left out before postedDate;
- bodyText: the content (html or xhtml) as Markdown, text as it is; summary: the summary when
  there is content too;
- tagNames: the categories' terms but Blogger's kind category; authorName: the first author;
- isDraft: Blogger's <app:draft>yes</app:draft>; permalink: the alternate link;
- entries whose kind category is not a post (Blogger's comments, settings, template) are
  skipped; an id seen twice merges the second over the first.

It keeps none of the entry's other members (blogdoc keeps them under "atom") and reads the
whole feed into memory, as feedparser does. Pinned in requirements.txt.
"""
import importlib.util
import json
import os
import sys
from datetime import datetime
from urllib.parse import urlparse

import feedparser

spec = importlib.util.spec_from_file_location("wxr_to_json", os.path.join(os.path.dirname(__file__), "wxr_to_json.py"))
wxr = importlib.util.module_from_spec(spec)
spec.loader.exec_module(wxr)

KIND = "http://schemas.google.com/g/2005#kind"
POST_KIND = "http://schemas.google.com/blogger/2008/kind#post"


def date(text):
    """(instant, text) of an RFC 3339 date as Atom writes it (milliseconds too), or None."""
    try:
        return datetime.fromisoformat(text.replace("Z", "+00:00")), text
    except (AttributeError, ValueError):
        return None


def entry_of(item):
    tags = item.get("tags", [])
    kinds = [t.get("term") for t in tags if t.get("scheme") == KIND]
    if kinds and POST_KIND not in kinds:
        return None
    alternate = next((l.get("href") for l in item.get("links", []) if l.get("rel") == "alternate"), None)
    name = os.path.splitext(urlparse(alternate).path.rstrip("/").split("/")[-1])[0] if alternate else ""
    entry = {"id": wxr.slug(name) or wxr.slug(item.get("id", "")), "title": item.get("title", "")}
    posted = date(item.get("published") or item.get("updated"))
    updated = date(item.get("updated"))
    if posted:
        entry["postedDate"] = posted[1]
    if updated and (not posted or updated[0] >= posted[0]):
        entry["updatedDate"] = updated[1]
    if item.get("content"):
        content = item["content"][0]
        body = content.get("value", "")
        entry["bodyText"] = body if content.get("type") == "text/plain" else wxr.markdown(body)
        if item.get("summary") and item.get("summary") != body:
            entry["summary"] = wxr.plain_text(item["summary"])
    else:
        entry["bodyText"] = wxr.markdown(item.get("summary", ""))
    entry["tagNames"] = list(dict.fromkeys(t.get("term") for t in tags if t.get("scheme") != KIND and t.get("term")))
    entry["categoryNames"] = []
    entry["isDraft"] = item.get("app_draft") == "yes"
    if item.get("authors"):
        entry["authorName"] = item["authors"][0].get("name")
    if alternate:
        entry["permalink"] = alternate
    return entry


def main(path, out):
    feed = feedparser.parse(path)
    blog = {}
    for item in feed.entries:
        entry = entry_of(item)
        if entry is None:
            continue
        blog.setdefault(entry["id"], {}).update(entry)
    with open(out, "w", encoding="utf-8") as f:
        json.dump({"formatVersion": 2, "blog": list(blog.values())}, f, ensure_ascii=False, indent=2)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
