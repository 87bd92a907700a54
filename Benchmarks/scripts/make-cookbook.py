#!/usr/bin/env python3
"""Writes a cookbook for Examples/recipes with short records, the shape blogs of many short
entries have too: each recipe a title, servings, four ingredients, a few lines of
instructions and a flag.

    python3 Benchmarks/scripts/make-cookbook.py COUNT OUT.xml
"""
import sys

count, path = int(sys.argv[1]), sys.argv[2]
with open(path, "w", encoding="utf-8") as f:
    f.write('<?xml version="1.0" encoding="UTF-8"?>\n<cookbook xmlns="urn:example:recipes" formatVersion="1">\n')
    for i in range(count):
        f.write(f"  <recipe>\n    <id>recipe-{i:05d}</id>\n    <title>Pancakes &amp; syrup, number {i:05d}</title>\n")
        f.write(f"    <servings>{1 + i % 6}</servings>\n    <ingredients>\n")
        for item in ("flour", "milk", "eggs", "butter"):
            f.write(f"      <ingredient>{item}</ingredient>\n")
        f.write("    </ingredients>\n")
        f.write("    <instructions>Whisk the eggs and milk.\nFold in the flour.\nFry in butter until golden.</instructions>\n")
        f.write(f"    <isFavorite>{'true' if i % 4 == 0 else 'false'}</isFavorite>\n  </recipe>\n")
    f.write("</cookbook>\n")
