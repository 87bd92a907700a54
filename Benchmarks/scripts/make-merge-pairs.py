#!/usr/bin/env python3
"""Writes concurrent edit pairs for the merge benchmark: for each pair a directory with
base.xml, ours.xml, theirs.xml (canonical blogdoc XML, as `blogdoc convert` writes it) and
`kind`, one of:

  disjoint   ours and theirs set different fields of one entry (title / summary, …)
  tags       both sides add a different tag to one entry
  entries    both sides append a different new entry to the blog
  samefield  both sides set one field to different values (a true conflict)
  samevalue  both sides set one field to the same value (clean)

    make-merge-pairs.py OUT_DIR [PAIRS_PER_KIND=250] [SEED=15]
"""
import os
import random
import sys
from xml.sax.saxutils import escape

FIELDS = ["title", "summary", "authorName", "bodyText", "isDraft"]


def entry(e):
    lines = ["  <entry>", f"    <id>{e['id']}</id>", f"    <title>{escape(e['title'])}</title>"]
    if e.get("summary") is not None:
        lines.append(f"    <summary>{escape(e['summary'])}</summary>")
    lines.append(f"    <authorName>{escape(e['authorName'])}</authorName>")
    lines.append("    <postedDate>2026-11-20T10:00:00Z</postedDate>")
    lines.append(f"    <bodyText>{escape(e['bodyText'])}</bodyText>")
    if e["tags"]:
        lines.append("    <tagNames>")
        lines += [f"      <tag>{escape(t)}</tag>" for t in e["tags"]]
        lines.append("    </tagNames>")
    else:
        lines.append("    <tagNames/>")
    lines.append("    <categoryNames/>")
    lines.append(f"    <isDraft>{'true' if e['isDraft'] else 'false'}</isDraft>")
    lines.append("  </entry>")
    return "\n".join(lines)


def blog(entries):
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<blog xmlns="urn:blogdoc:archive" formatVersion="2">\n'
            + "\n".join(entry(e) for e in entries) + "\n</blog>\n")


def make_entry(rng, n):
    return {
        "id": f"post-{n}", "title": f"Title {n}", "summary": f"Summary {n}",
        "authorName": rng.choice(["Ada", "Grace", "Alan"]),
        "bodyText": "\n".join(f"Line {i} of post {n}." for i in range(rng.randint(1, 4))),
        "tags": rng.sample(["swift", "xml", "json", "undo", "git"], rng.randint(0, 3)),
        "isDraft": rng.random() < 0.5,
    }


def value(field, e, rng, tag):
    if field == "isDraft":
        return not e["isDraft"]
    if field == "bodyText":
        return e["bodyText"] + f"\nAdded by {tag}."
    return f"{e[field]} ({tag} {rng.randint(0, 999)})"


def main():
    out = sys.argv[1]
    per_kind = int(sys.argv[2]) if len(sys.argv) > 2 else 250
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 15)
    number = 0
    for kind in ["disjoint", "tags", "entries", "samefield", "samevalue"]:
        for _ in range(per_kind):
            entries = [make_entry(rng, n) for n in range(rng.randint(1, 5))]
            ours = [dict(e, tags=list(e["tags"])) for e in entries]
            theirs = [dict(e, tags=list(e["tags"])) for e in entries]
            i = rng.randrange(len(entries))
            if kind == "disjoint":
                a, b = rng.sample([f for f in FIELDS if f != "bodyText"], 2)
                ours[i][a] = value(a, entries[i], rng, "ours")
                theirs[i][b] = value(b, entries[i], rng, "theirs")
            elif kind == "tags":
                ours[i]["tags"].append("ours-tag")
                theirs[i]["tags"].append("theirs-tag")
            elif kind == "entries":
                ours.append(make_entry(rng, 100))
                theirs.append(make_entry(rng, 200))
            elif kind == "samefield":
                f = rng.choice(["title", "summary", "authorName", "isDraft"])
                if f == "isDraft":  # two different values of a boolean: one side sets, the other
                    f = "title"
                ours[i][f] = value(f, entries[i], rng, "ours")
                theirs[i][f] = value(f, entries[i], rng, "theirs")
            else:
                f = rng.choice(FIELDS)
                ours[i][f] = theirs[i][f] = value(f, entries[i], rng, "both")
            directory = os.path.join(out, f"{number:05d}")
            os.makedirs(directory, exist_ok=True)
            for name, document in [("base", entries), ("ours", ours), ("theirs", theirs)]:
                with open(os.path.join(directory, f"{name}.xml"), "w") as file:
                    file.write(blog(document))
            with open(os.path.join(directory, "kind"), "w") as file:
                file.write(kind + "\n")
            number += 1


main()
