#!/usr/bin/env bash
# Start-up and edit latency of the blogdoc binary beside its peers, in one hyperfine run per
# table so the ratios come from the same conditions (see BENCHMARKS.md, "The command line").
#
#   Benchmarks/scripts/cli-edit.sh [RUNS]
#
# Needs hyperfine, xmlstarlet and jq (apt-get install -y hyperfine xmlstarlet jq); with
# valgrind installed it also counts each start-up command's instructions under callgrind.
# Two builds are measured: `swift build -c release` (what `swift run -c release` gives; in
# .build) and scripts/install's static one (in .build-install); the tables after the first
# two use the static one.
set -euo pipefail
runs=${1:-50}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$root" && swift build -c release >/dev/null)
dynamic="$root/.build/release/blogdoc"
"$root/scripts/install" "$work/bin" >/dev/null
blogdoc="$work/bin/blogdoc"

# 0. Start-up, and one field of a 39 KB entry (SampleDocs/long-body.xml), both builds.
mkdir -p "$work/long" && cd "$work/long"
cp "$root/SampleDocs/long-body.xml" pristine.xml
cp "$root/SampleDocs/hello-world.xml" hello.xml
hyperfine -N --warmup 5 --runs "$runs" --export-markdown "$work/startup.md" \
  -n 'blogdoc --version (swift build -c release)' "$dynamic --version" \
  -n 'blogdoc --version (scripts/install, static)' "$blogdoc --version" \
  -n 'xmlstarlet --version' "xmlstarlet --version"
hyperfine -N --warmup 5 --runs "$runs" --export-markdown "$work/long.md" \
  --prepare 'sh -c "cp pristine.xml e.xml; rm -rf .blogdoc; sync"' \
  -n 'blogdoc edit, 39 KB (swift build -c release)' "$dynamic edit e.xml --set title=X" \
  -n 'blogdoc edit, 39 KB (scripts/install, static)' "$blogdoc edit e.xml --set title=X" \
  -n 'xmlstarlet ed -L, 39 KB' "xmlstarlet ed -L -N b=urn:blogdoc:archive -u /b:entry/b:title -v X e.xml"
if command -v valgrind >/dev/null; then
  # valgrind 3.19 cannot read the toolchain's DWARF 5: count on copies without debug info.
  # render runs in blogdoc-interchange, which blogdoc runs from its own directory: each
  # build's copies side by side.
  mkdir -p "$work/dynamic" "$work/static"
  for program in blogdoc blogdoc-interchange; do
    strip --strip-debug -o "$work/dynamic/$program" "$(dirname "$dynamic")/$program"
    strip --strip-debug -o "$work/static/$program" "$work/bin/$program"
  done
  # Summed over the process and the program it runs in its place, if any.
  instructions() {
    valgrind --tool=callgrind --trace-children=yes --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
      | sed -n 's/.*Collected : //p' | awk '{ total += $1 } END { print total }'
  }
  echo "callgrind instructions: command | swift build -c release | scripts/install"
  for command in "--version" "show hello.xml" "validate hello.xml" "edit e.xml --set title=X" "render hello.xml"; do
    cp pristine.xml e.xml && rm -rf .blogdoc
    d=$(instructions "$work/dynamic/blogdoc" $command)
    cp pristine.xml e.xml && rm -rf .blogdoc
    s=$(instructions "$work/static/blogdoc" $command)
    echo "blogdoc $command | $d | $s"
  done
  cp pristine.xml e.xml
  echo "xmlstarlet --version | $(instructions xmlstarlet --version)"
  echo "xmlstarlet ed -L (39 KB) | $(instructions xmlstarlet ed -L -N b=urn:blogdoc:archive -u /b:entry/b:title -v X e.xml)"
fi

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
  -n 'xmlstarlet ed -L (10k entries)' "xmlstarlet ed -L -N b=urn:blogdoc:archive -u \"/b:blog/b:entry[b:id='entry-05000']/b:title\" -v X blog.xml"

cat "$work/startup.md" "$work/long.md" "$work/edit.md" "$work/journal.md" "$work/blog.md"
