#!/usr/bin/env bash
# Merging a 10,000-entry XML blog (about 25 MB) with one field changed on each side (a
# title near the start on ours, a summary near the end on theirs): `blogdoc merge` against
# `git merge-file` on the same three files, alternating in one hyperfine run, and each
# one's peak RSS (/usr/bin/time -v) against the three files' size together.
# Targets: at most 2x git merge-file's time; peak RSS at most 3x the three files.
#
#   Benchmarks/scripts/merge-speed.sh [BLOGDOC]   (default: the release build)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
blogdoc=${1:-$root/.build/release/blogdoc}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work" <<'PY'
import sys
import random
from xml.sax.saxutils import escape
out = sys.argv[1]
rng = random.Random(15)
words = "value types make snapshots cheap undo history outlives the process field merge git".split()
def body(n):
    return "\n\n".join(" ".join(rng.choice(words) for _ in range(60)) for _ in range(5))
entries = []
for n in range(10000):
    entries.append({"id": f"post-{n:05d}", "title": f"Title {n}", "summary": f"Summary {n}", "body": body(n),
                    "tags": rng.sample(["swift", "xml", "json", "undo", "git"], 2)})
def write(name, change=None):
    with open(f"{out}/{name}.xml", "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n<blog xmlns="urn:blogdoc:archive" formatVersion="2">\n')
        for i, e in enumerate(entries):
            e = dict(e)
            if change and change[0] == i:
                e[change[1]] = change[2]
            f.write(f"  <entry>\n    <id>{e['id']}</id>\n    <title>{escape(e['title'])}</title>\n"
                    f"    <summary>{escape(e['summary'])}</summary>\n    <authorName>Ada</authorName>\n"
                    f"    <postedDate>2026-11-20T10:00:00Z</postedDate>\n    <bodyText>{escape(e['body'])}</bodyText>\n"
                    "    <tagNames>\n" + "".join(f"      <tag>{t}</tag>\n" for t in e["tags"]) + "    </tagNames>\n"
                    "    <categoryNames/>\n    <isDraft>false</isDraft>\n  </entry>\n")
        f.write("</blog>\n")
write("base")
write("ours", (10, "title", "Retitled on ours"))
write("theirs", (9000, "summary", "Summarised on theirs"))
PY
cd "$work"
three=$(( $(stat -c %s base.xml) + $(stat -c %s ours.xml) + $(stat -c %s theirs.xml) ))
echo "three files: $three bytes; load: $(cut -d' ' -f1-3 /proc/loadavg)"
hyperfine -N --warmup 2 --runs ${RUNS:-15} \
  --prepare 'cp ours.xml r.xml' \
  -n 'blogdoc merge' "$blogdoc merge base.xml r.xml theirs.xml --path blog.xml" \
  -n 'git merge-file' 'git merge-file r.xml base.xml theirs.xml'
cp ours.xml r.xml && git merge-file -p r.xml base.xml theirs.xml > git.xml
cp ours.xml r.xml && "$blogdoc" merge base.xml r.xml theirs.xml --path blog.xml
cmp r.xml git.xml && echo "blogdoc's result is byte-identical to git merge-file's"
for tool in blogdoc git; do
  cp ours.xml r.xml
  if [ $tool = blogdoc ]; then set -- "$blogdoc" merge base.xml r.xml theirs.xml --path blog.xml
  else set -- git merge-file r.xml base.xml theirs.xml; fi
  /usr/bin/time -v "$@" 2> time.log > /dev/null
  rss=$(awk -F': ' '/Maximum resident set size/ {print $2}' time.log)
  awk -v t=$tool -v r=$rss -v s=$three 'BEGIN { printf "%-8s peak RSS %7.1f MB = %.2fx the three files\n", t, r/1024, r*1024/s }'
done
