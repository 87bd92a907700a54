#!/usr/bin/env python3
"""Writes the hand-indented XML blog edit-xml-splice.sh and read-xml.sh measure: four
spaces and a comment per entry, a 2 KB Markdown body with `<`, `&`, accents and emoji.

    python3 Benchmarks/scripts/make-xml-blog.py COUNT OUT.xml
"""
import sys

count, path = int(sys.argv[1]), sys.argv[2]
body = ("Some *Markdown* with <angle> & \"quotes\", é accents and 🚀 emoji. " * 40)[:2000]
def esc(s): return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
with open(path, "w", encoding="utf-8") as f:
    f.write('<?xml version="1.0" encoding="UTF-8"?>\n<blog xmlns="urn:blogdoc:archive" formatVersion="2">\n')
    for i in range(count):
        tags = ["swift", "xml", "undo", "linux"][: 3 + i % 2]
        f.write(f"    <!-- entry {i} -->\n    <entry>\n        <id>entry-{i:05d}</id>\n")
        f.write(f"        <title>A realistic title about Swift, XML and undo, number {i:05d}</title>\n")
        f.write("        <postedDate>2026-11-20T10:00:00Z</postedDate>\n")
        f.write(f"        <bodyText>{esc(body)}</bodyText>\n        <tagNames>\n")
        for tag in tags: f.write(f"            <tag>{tag}</tag>\n")
        f.write("        </tagNames>\n        <categoryNames>\n            <category>Engineering</category>\n        </categoryNames>\n")
        f.write(f"        <isDraft>{'true' if i % 3 == 0 else 'false'}</isDraft>\n    </entry>\n")
    f.write("</blog>\n")
