#!/usr/bin/env python3
"""Writes a blog of many short entries, the common shape (a title, a date, a few sentences,
tags and a category): it pays per element and per field, where make-xml-blog.py's 2 KB
bodies pay per byte.

    python3 Benchmarks/scripts/make-short-blog.py COUNT OUT.xml
"""
import sys

count, path = int(sys.argv[1]), sys.argv[2]
with open(path, "w", encoding="utf-8") as f:
    f.write('<?xml version="1.0" encoding="UTF-8"?>\n<blog xmlns="urn:blogdoc:archive" formatVersion="2">\n')
    for i in range(count):
        f.write(f"  <entry>\n    <id>entry-{i:05d}</id>\n    <title>Notes &amp; links, number {i:05d}</title>\n")
        f.write("    <postedDate>2026-11-20T10:00:00Z</postedDate>\n")
        f.write("    <bodyText>A short post.\nIt links to *two* things and says why.</bodyText>\n")
        f.write("    <tagNames>\n      <tag>swift</tag>\n      <tag>linux</tag>\n    </tagNames>\n")
        f.write("    <categoryNames>\n      <category>Notes</category>\n    </categoryNames>\n")
        f.write(f"    <isDraft>{'true' if i % 3 == 0 else 'false'}</isDraft>\n  </entry>\n")
    f.write("</blog>\n")
