#!/usr/bin/env python3
"""Writes a Blogger-shaped Atom 1.0 export of N entries for the import benchmark
(scripts/import-wxr.sh, which times it beside the WordPress export; see BENCHMARKS.md).

usage: make-atom.py [N] [OUT]      (N defaults to 10000, OUT to standard output)

Shaped like what Blogger's export writes: a feed whose entries have a tag:blogger.com id,
published and updated in RFC 3339 with milliseconds, the kind category
(scheme http://schemas.google.com/g/2005#kind) and 2-5 label categories, a type='text'
title, type='html' content (escaped, not CDATA), replies/edit/self/alternate links, an
author with uri, email and gd:image, and thr:total. About 5% are drafts:
<app:control><app:draft>yes</app:draft></app:control> and no alternate link. The bodies
are make-wxr.py's (its HTML without the Gutenberg comments), from the same seed, so the same
N always gives the same bytes.
"""
import importlib.util
import os
import re
import sys
from datetime import timedelta

spec = importlib.util.spec_from_file_location("make_wxr", os.path.join(os.path.dirname(__file__), "make-wxr.py"))
wxr = importlib.util.module_from_spec(spec)
spec.loader.exec_module(wxr)
rng = wxr.rng
BLOG = "https://example.blogspot.com"
BLOG_ID = "7000000000000000000"
LABELS = [name for _, name in wxr.CATEGORIES + wxr.TAGS]


def rfc3339(when):
    # Blogger writes Pacific time with milliseconds: 2014-01-01T00:00:00.000-08:00.
    local = when - timedelta(hours=8)
    return local.strftime("%Y-%m-%dT%H:%M:%S.") + f"{rng.randint(0, 999):03d}-08:00"


def attr(text):
    return wxr.esc(text).replace('"', "&quot;").replace("'", "&apos;")


def entry(index):
    post_id = 1000000 + index
    when = wxr.EPOCH + timedelta(minutes=rng.randint(0, 10 * 365 * 24 * 60))
    modified = when + timedelta(minutes=rng.randint(0, 60 * 24 * 30))
    draft = rng.random() < 0.05
    title = wxr.sentence(rng.randint(4, 10)).rstrip(".!?").replace("&hellip;", "")
    slug = (wxr.ascii_slug(title)[:40].strip("-") or "post") + f"-{post_id}"
    link = f"{BLOG}/{when:%Y/%m}/{slug}.html"
    body = re.sub(r"<!-- /?wp:[^>]*-->\n?", "", wxr.content(index, when.year, when.month))
    _, author = rng.choice(wxr.AUTHORS)
    out = [f"<entry><id>tag:blogger.com,1999:blog-{BLOG_ID}.post-{post_id}</id>"
           f"<published>{rfc3339(when)}</published><updated>{rfc3339(modified)}</updated>"]
    if draft:
        out.append("<app:control xmlns:app='http://purl.org/atom/app#'><app:draft>yes</app:draft></app:control>")
    out.append("<category scheme='http://schemas.google.com/g/2005#kind' term='http://schemas.google.com/blogger/2008/kind#post'/>")
    for label in rng.sample(LABELS, rng.randint(2, 5)):
        out.append(f"<category scheme='http://www.blogger.com/atom/ns#' term='{attr(label)}'/>")
    out.append(f"<title type='text'>{wxr.esc(title)}</title>")
    out.append(f"<content type='html'>{wxr.esc(body)}</content>")
    feeds = f"https://www.blogger.com/feeds/{BLOG_ID}/posts/default/{post_id}"
    if not draft:
        out.append(f"<link rel='replies' type='application/atom+xml' href='{BLOG}/feeds/{post_id}/comments/default' title='Post Comments'/>")
    out.append(f"<link rel='edit' type='application/atom+xml' href='{feeds}'/><link rel='self' type='application/atom+xml' href='{feeds}'/>")
    if not draft:
        out.append(f"<link rel='alternate' type='text/html' href='{link}' title='{attr(title)}'/>")
    out.append(f"<author><name>{wxr.esc(author)}</name><uri>https://www.blogger.com/profile/{index % 5}</uri>"
               "<email>noreply@blogger.com</email><gd:image rel='http://schemas.google.com/g/2005#thumbnail' "
               "width='16' height='16' src='https://img1.blogblog.com/img/b16-rounded.gif'/></author>")
    if not draft:
        out.append(f"<thr:total>{rng.randint(0, 12)}</thr:total>")
    return "".join(out) + "</entry>\n"


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
    out = open(sys.argv[2], "w", encoding="utf-8", newline="\n") if len(sys.argv) > 2 else sys.stdout
    out.write("<?xml version='1.0' encoding='UTF-8'?>\n"
              "<feed xmlns='http://www.w3.org/2005/Atom' xmlns:openSearch='http://a9.com/-/spec/opensearchrss/1.0/' "
              "xmlns:gd='http://schemas.google.com/g/2005' xmlns:thr='http://purl.org/syndication/thread/1.0' "
              "xmlns:georss='http://www.georss.org/georss'>"
              f"<id>tag:blogger.com,1999:blog-{BLOG_ID}.archive</id><updated>2024-03-10T11:02:39.123-08:00</updated>"
              "<title type='text'>A Blog</title>"
              f"<link rel='alternate' type='text/html' href='{BLOG}/'/>"
              "<author><name>Ada Lovelace</name><email>noreply@blogger.com</email></author>"
              "<generator version='7.00' uri='https://www.blogger.com'>Blogger</generator>\n")
    for index in range(count):
        out.write(entry(index))
    out.write("</feed>\n")
    if out is not sys.stdout:
        out.close()


if __name__ == "__main__":
    main()
