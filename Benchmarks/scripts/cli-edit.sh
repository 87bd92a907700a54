#!/usr/bin/env bash
# Edit latency of the blogdoc binary beside its peers, in one hyperfine run per target so
# the ratios come from the same conditions (see BENCHMARKS.md).
#
#   Benchmarks/scripts/cli-edit.sh [RUNS]
#
# Needs hyperfine, xmlstarlet and jq (apt-get install -y hyperfine xmlstarlet jq).
set -euo pipefail
runs=${1:-50}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$root" && swift build -c release --static-swift-stdlib --product blogdoc >/dev/null)
blogdoc="$root/.build/release/blogdoc"

# A ~3 KB entry and its JSON twin.
body=$(python3 -c 'print(("A paragraph with <markup>, & ampersands, \"quotes\", é and 🚀. " * 40)[:2500])')
mkdir -p "$work/small" && cd "$work/small"
"$blogdoc" new seed.xml --set title="Old" --set "bodyText=$body" --set tagNames=swift,xml,undo >/dev/null
sed 's/<id>seed</<id>benchmark-entry</' seed.xml > entry.xml && rm seed.xml
cp entry.xml pristine.xml
"$blogdoc" convert entry.xml pristine.json
echo "entry: $(wc -c < entry.xml) bytes"

# 1. One field of a 3 KB entry, empty journal.
hyperfine -N --warmup 5 --runs "$runs" --export-markdown "$work/edit.md" \
  --prepare 'sh -c "cp pristine.xml entry.xml; cp pristine.json entry.json; rm -rf .blogdoc; sync"' \
  -n 'blogdoc edit' "$blogdoc edit entry.xml --set title=X" \
  -n 'xmlstarlet ed -L' "xmlstarlet ed -L -N b=urn:blogdoc:archive -u /b:entry/b:title -v X entry.xml" \
  -n 'jq pipeline (JSON twin)' "sh -c \"jq '.entry.title=\\\"X\\\"' entry.json > t.json && mv t.json entry.json\""

# 2. The same edit with 100,000 operations in the journal.
cp pristine.xml entry.xml
"$blogdoc" edit entry.xml --set title=X >/dev/null
after=$(sha256sum entry.xml | cut -d' ' -f1)
before=$(sha256sum pristine.xml | cut -d' ' -f1)
python3 "$root/Benchmarks/scripts/make-journal.py" 100000 entry.xml "$before" "$after" > journal-100k
echo "journal: $(wc -c < journal-100k) bytes"
hyperfine -N --warmup 5 --runs "$runs" --export-markdown "$work/journal.md" \
  --prepare 'sh -c "cp pristine.xml entry.xml; rm -rf .blogdoc; mkdir .blogdoc; : > .blogdoc/journal; sync"' \
  -n 'empty journal' "$blogdoc edit entry.xml --set title=X" \
  --prepare 'sh -c "cp pristine.xml entry.xml; mkdir -p .blogdoc; cp journal-100k .blogdoc/journal; sync"' \
  -n '100,000 operations' "$blogdoc edit entry.xml --set title=X"

# 3. One field of one entry in a 10,000-entry blog (~25 MB).
mkdir -p "$work/big" && cd "$work/big"
python3 - <<'PY'
import json
body = ("Some *Markdown* with <angle> & \"quotes\", é accents and 🚀 emoji. " * 40)[:2000]
entries = [{"id": f"entry-{i:05d}", "title": f"A realistic title about Swift, XML and undo, number {i:05d}",
            "postedDate": "2026-11-20T10:00:00Z", "bodyText": body, "tagNames": ["swift", "xml", "undo", "linux"][: 3 + i % 2],
            "categoryNames": ["Engineering"], "isDraft": i % 3 == 0} for i in range(10000)]
json.dump({"formatVersion": 2, "blog": entries}, open("blog.json", "w"), ensure_ascii=False, indent=2)
PY
"$blogdoc" convert blog.json pristine.xml && rm blog.json
echo "blog: $(wc -c < pristine.xml) bytes"
hyperfine -N --warmup 2 --runs $((runs / 5 + 3)) --export-markdown "$work/blog.md" \
  --prepare 'sh -c "cp pristine.xml blog.xml; rm -rf .blogdoc; sync"' \
  -n 'blogdoc edit (10k entries)' "$blogdoc edit blog.xml --entry entry-05000 --set title=X" \
  -n 'xmlstarlet ed -L (10k entries)' "xmlstarlet ed -L -N b=urn:blogdoc:archive -u /b:blog/b:entry[b:id='entry-05000']/b:title -v X blog.xml"

cat "$work/edit.md" "$work/journal.md" "$work/blog.md"
