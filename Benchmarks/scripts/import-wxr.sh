#!/usr/bin/env bash
# `blogdoc import` of a 10,000-item WordPress export (WXR, 38.5 MB) beside its Python peer
# wxr_to_json.py (xml.etree iterparse + markdownify, the same job, writing JSON) and
# Python's xml.etree only reading the file, in one hyperfine run, then the peak RSS of each
# and its ratio to the file size (see BENCHMARKS.md). Beside it, the import of a Blogger-shaped
# Atom feed of as many entries (make-atom.py, the same bodies), which has no Python peer here.
#
#   Benchmarks/scripts/import-wxr.sh [RUNS]
#
# BLOGDOC names the binary (default .build/release/blogdoc; build it first with
# `swift build -c release`, which builds blogdoc-interchange too: import runs in it, and
# must be beside it). ITEMS sets the export's size (default 10000);
# the export is made once by make-wxr.py under /tmp/blogdoc-bench. PYTHON names the
# interpreter (default: the one python3 runs, resolved past any pyenv shim so the shim's
# start-up is not timed).
#
# Needs python3, hyperfine and GNU time; hyperfine and time are installed with apt-get when
# missing (apt-get install -y hyperfine time), markdownify with pip at the versions in
# requirements.txt (pip install -r Benchmarks/scripts/requirements.txt).
#
# wxr_to_json.py is the fair peer: it maps every field blogdoc's built-in WXR mapping does,
# converts the bodies to Markdown and keeps the unmapped members, but journals nothing.
# etree_read.py does less: it extracts the fields and keeps the HTML as it is; it is here to
# show what reading alone costs in Python.
set -euo pipefail
runs=${1:-10}
items=${ITEMS:-10000}
scripts=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$scripts/../.." && pwd)
blogdoc=${BLOGDOC:-$root/.build/release/blogdoc}
data=/tmp/blogdoc-bench
wxr=$data/wxr-$items.xml
atom=$data/atom-$items.xml

need() { # COMMAND PACKAGE: installs PACKAGE with apt-get when COMMAND is missing
  command -v "$1" >/dev/null && return
  echo "Installing $2 (for $1)…" >&2
  apt-get install -y "$2" >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y "$2" >/dev/null; }
}
need hyperfine hyperfine
need /usr/bin/time time

case $blogdoc in
  */*) blogdoc=$(realpath "$blogdoc") ;;
  *) blogdoc=$(command -v "$blogdoc" || echo "$blogdoc") ;;
esac
if [ ! -x "$blogdoc" ]; then
  echo "No blogdoc at $blogdoc: run \`swift build -c release\` or set BLOGDOC." >&2
  exit 1
fi
if ! "$blogdoc" import --help >/dev/null 2>&1; then
  echo "$blogdoc has no \`import\` command yet." >&2
  exit 1
fi
python=${PYTHON:-$(python3 -c 'import sys; print(sys.executable)')}
if ! "$python" -c 'import markdownify, feedparser' 2>/dev/null; then
  echo "Installing the Python peer's packages (requirements.txt)…" >&2
  "$python" -m pip install -q -r "$scripts/requirements.txt"
fi

if [ ! -f "$wxr" ]; then
  mkdir -p "$data"
  echo "Writing $wxr ($items items)…" >&2
  "$python" "$scripts/make-wxr.py" "$items" "$wxr.partial"
  mv "$wxr.partial" "$wxr"
fi
if [ ! -f "$atom" ]; then
  echo "Writing $atom ($items entries)…" >&2
  "$python" "$scripts/make-atom.py" "$items" "$atom.partial"
  mv "$atom.partial" "$atom"
fi
size=$(stat -c %s "$wxr")
atom_size=$(stat -c %s "$atom")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
q() { printf '%q' "$1"; }   # hyperfine -N splits its commands the way a shell would
import_into="$(q "$blogdoc") import $(q "$wxr") --from wxr --into out.xml"
import_stdout="$(q "$blogdoc") import $(q "$wxr") --from wxr"
peer="$(q "$python") $(q "$scripts/wxr_to_json.py") $(q "$wxr") peer.json"
etree_iter="$(q "$python") $(q "$scripts/etree_read.py") --mode iterparse $(q "$wxr")"
etree_parse="$(q "$python") $(q "$scripts/etree_read.py") --mode parse $(q "$wxr")"
atom_into="$(q "$blogdoc") import $(q "$atom") --from atom --into out.xml"
atom_stdout="$(q "$blogdoc") import $(q "$atom") --from atom"
atom_peer="$(q "$python") $(q "$scripts/atom_to_json.py") $(q "$atom") peer-atom.json"

echo "$(basename "$wxr"): $size bytes, $items items"
echo "$(basename "$atom"): $atom_size bytes, $items entries"
# Each --into run is the first import into a new blog: --prepare removes the document and its
# .blogdoc workspace. Without --into, blogdoc prints the document; hyperfine sends standard
# output to /dev/null (its default --output=null).
# The Atom imports go first, so that out.xml holds the WXR import when the counts are taken.
hyperfine -N --warmup 1 --runs "$runs" --export-markdown "$work/import.md" \
  --prepare 'sh -c "rm -rf out.xml .blogdoc; sync"' \
  -n 'blogdoc import atom --from atom --into out.xml (new blog)' "$atom_into" \
  --prepare 'sync' \
  -n 'blogdoc import atom --from atom (to standard output)' "$atom_stdout" \
  --prepare 'sh -c "rm -f peer-atom.json; sync"' \
  -n 'python3 atom_to_json.py (feedparser + markdownify)' "$atom_peer" \
  --prepare 'sh -c "rm -rf out.xml .blogdoc; sync"' \
  -n 'blogdoc import --into out.xml (new blog)' "$import_into" \
  --prepare 'sync' \
  -n 'blogdoc import (to standard output)' "$import_stdout" \
  --prepare 'sh -c "rm -f peer.json; sync"' \
  -n 'python3 wxr_to_json.py (iterparse + markdownify)' "$peer" \
  --prepare 'sync' \
  -n 'python3 etree_read.py --mode iterparse' "$etree_iter" \
  --prepare 'sync' \
  -n 'python3 etree_read.py --mode parse' "$etree_parse"
echo
cat "$work/import.md"

# The same number of records on both sides? (Not fatal: the counts are for the reader.)
count() { # FILE LABEL: the entries of a blog blogdoc wrote
  "$python" - "$1" "$2" <<'PY' || true
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
print(f"{sys.argv[2]}: {sum(1 for e in root if e.tag.endswith('entry'))} entries")
PY
}
echo
count out.xml "out.xml (WXR)"
"$python" -c 'import json, sys; print("peer.json:", len(json.load(open(sys.argv[1]))["blog"]), "entries")' peer.json || true
"$python" "$scripts/etree_read.py" "$wxr" | sed 's/^/etree_read.py: /'

# Peak RSS, one run each: GNU time's %M (kilobytes) of the command alone.
peak() { # [--size BYTES] LABEL COMMAND...: the ratio is to the WXR file unless --size
  local size=$size
  if [ "$1" = --size ]; then size=$2; shift 2; fi
  local label=$1
  shift
  /usr/bin/time -o "$work/rss" -f %M "$@" >/dev/null 2>&1
  local kb
  kb=$(tail -n 1 "$work/rss")
  awk -v l="$label" -v kb="$kb" -v size="$size" \
    'BEGIN {printf "| %s | %.1f MB | %.2f |\n", l, kb * 1024 / 1e6, kb * 1024 / size}'
}
echo
echo "Peak RSS (MB = 10^6 bytes); the WXR file is $(awk -v b="$size" 'BEGIN {printf "%.1f", b / 1e6}') MB ($size bytes), the Atom feed $(awk -v b="$atom_size" 'BEGIN {printf "%.1f", b / 1e6}') MB"
echo
echo "| command | peak RSS | RSS / file |"
echo "|---|---:|---:|"
rm -rf out.xml .blogdoc
peak 'blogdoc import --into out.xml (new blog)' "$blogdoc" import "$wxr" --from wxr --into out.xml
peak 'blogdoc import (to standard output)' "$blogdoc" import "$wxr" --from wxr
rm -f peer.json
peak 'python3 wxr_to_json.py (iterparse + markdownify)' "$python" "$scripts/wxr_to_json.py" "$wxr" peer.json
peak 'python3 etree_read.py --mode iterparse' "$python" "$scripts/etree_read.py" --mode iterparse "$wxr"
peak 'python3 etree_read.py --mode parse' "$python" "$scripts/etree_read.py" --mode parse "$wxr"
rm -rf out.xml .blogdoc
peak --size "$atom_size" 'blogdoc import atom --from atom --into out.xml (new blog)' "$blogdoc" import "$atom" --from atom --into out.xml
peak --size "$atom_size" 'blogdoc import atom --from atom (to standard output)' "$blogdoc" import "$atom" --from atom
rm -f peer-atom.json
peak --size "$atom_size" 'python3 atom_to_json.py (feedparser + markdownify)' "$python" "$scripts/atom_to_json.py" "$atom" peer-atom.json
echo
count out.xml "out.xml (Atom)"
