#!/usr/bin/env python3
"""Writes SampleDocs/blog.json: a deterministic 60-entry blog with hard content.

`make-sample-blog.py COUNT` writes COUNT entries instead (the benchmarks' larger blogs).

Run `blogdoc convert SampleDocs/blog.json SampleDocs/blog.xml` afterwards to get the
canonical XML twin. The output is committed; this script documents how it was made.
"""
import json
import random
import sys

rng = random.Random(20261120)
topics = ["swift", "linux", "xml", "json", "undo", "cli", "markdown", "testing",
          "performance", "unicode", "design", "tools"]
categories = ["Engineering", "Notes", "Releases", "Essays"]
phrases = [
    "Value types make snapshots cheap",
    "An undo history that outlives the process",
    "Why libxml2 and not XMLParser",
    "Copy-on-write, measured",
    "Naïve café notes — déjà vu",
    "Emoji in titles 🚀 and beyond 🧪",
    "שלום עולם: right-to-left text",
    "مرحبا بالعالم and mixed direction",
    "Escaping <tags> & \"quotes\" properly",
    "Ten thousand entries in 25 MB",
]
bodies = [
    "A paragraph with *emphasis*, `code` and a [link](https://example.org/?a=1&b=2).",
    "HTML in Markdown: <em>inline</em> & <b>bold</b>, and a CDATA end marker ]]> mid-text.",
    "Astral scalars: 𝄞 𝕏 🧑‍💻 and combining marks: é (e + U+0301).",
    "```swift\nlet snapshot = document\ndocument.title = \"New\"\n```",
    "Lines ending in CRLF:\r\nsecond line\r\nthird line",
    "  Leading and trailing spaces are kept.  ",
    "Tabs\tinside\ttext and a lone CR\rhere.",
    "> A quote\n>\n> — someone",
]

entries = []
count = int(sys.argv[1]) if len(sys.argv) > 1 else 60
for index in range(count):
    year, month, day = 2025 + index // 40, 1 + (index * 7) % 12, 1 + (index * 11) % 28
    hour, minute = (index * 5) % 24, (index * 13) % 60
    precision = ["", ".5", ".250", ".123456789"][index % 4]
    offset = ["Z", "+02:00", "-05:30", "Z"][index % 4]
    title = f"{phrases[index % len(phrases)]} ({index + 1})"
    body = "\n\n".join(rng.choice(bodies) for _ in range(2 + index % 5))
    entry = {
        "id": f"post-{index + 1:03d}",
        "title": title,
    }
    if index % 3 == 0:
        entry["summary"] = f"Summary of post {index + 1}: {phrases[(index + 3) % len(phrases)]}."
    if index % 2 == 0:
        entry["authorName"] = ["Ada Lovelace", "Grace Hopper", "Zoë Ünal"][index % 3]
    entry["postedDate"] = f"{year:04d}-{month:02d}-{day:02d}T{hour:02d}:{minute:02d}:00{precision}{offset}"
    if index % 5 == 0:
        entry["updatedDate"] = f"{year + 1:04d}-01-02T03:04:05Z"
    entry["bodyText"] = body
    entry["tagNames"] = rng.sample(topics, 3 + index % 3)
    entry["categoryNames"] = rng.sample(categories, 1 + index % 2)
    entry["isDraft"] = index % 7 == 0
    if index % 4 == 1:
        entry["permalink"] = f"https://blog.example.org/{year}/{month:02d}/post-{index + 1:03d}"
    if index % 10 == 9:
        entry["readingMinutes"] = 3 + index % 9
        entry["x-syndication"] = {"medium": f"https://medium.example/p/{index}", "shares": 12345678901234567890}
    entries.append(entry)

document = {"formatVersion": 2, "blog": entries}
json.dump(document, sys.stdout, ensure_ascii=False, indent=2)
sys.stdout.write("\n")
