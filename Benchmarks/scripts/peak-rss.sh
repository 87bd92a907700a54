#!/usr/bin/env bash
# Peak resident memory of `blogdoc validate` reading a 25 MB and a 250 MB XML blog
# (10k and 100k entries, made by make-corpus; not committed). Target: <= 110 MB for 25 MB.
#
#   Benchmarks/scripts/peak-rss.sh [corpus-directory]
#
# The corpus defaults to Benchmarks/.build/corpus and is made once. Set FORMATS="xml json"
# to measure the JSON files too. When xmllint is installed (apt-get install libxml2-utils),
# `xmllint --stream --noout` (libxml2's reader alone) is measured on the same files.
set -euo pipefail

benchmarks=$(cd "$(dirname "$0")/.." && pwd)
root=$(cd "$benchmarks/.." && pwd)
corpus=${1:-$benchmarks/.build/corpus}
formats=${FORMATS:-xml}
limit_mb=110

echo "Building blogdoc and make-corpus (release)…" >&2
(cd "$root" && swift build -c release --product blogdoc >&2)
(cd "$benchmarks" && swift build -c release --product make-corpus >&2)
blogdoc="$(cd "$root" && swift build -c release --show-bin-path)/blogdoc"
make_corpus="$(cd "$benchmarks" && swift build -c release --show-bin-path)/make-corpus"

for n in 10k 100k; do
  if [ ! -f "$corpus/blog-$n.xml" ] || [ ! -f "$corpus/blog-$n.json" ]; then
    count=${n%k}000
    "$make_corpus" "$corpus" "$count" >&2
  fi
done

log=$(mktemp)
trap 'rm -f "$log"' EXIT

# measure LABEL COMMAND... FILE: prints one table row from /usr/bin/time -v and leaves the
# peak RSS in $rss_kb.
measure() {
  local label=$1 file=${*: -1}
  shift
  local status=0
  /usr/bin/time -v "$@" >/dev/null 2>"$log" || status=$?
  local wall size_mb
  rss_kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$log")
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$log")
  size_mb=$(awk -v b="$(stat -c %s "$file")" 'BEGIN {printf "%.1f", b / 1e6}')
  printf '| %s | %s | %s MB | %s MB | %s | %s |\n' "$label" "$(basename "$file")" "$size_mb" \
    "$(awk -v k="$rss_kb" 'BEGIN {printf "%.1f", k / 1024}')" "$wall" "$status"
  # On failure, show the command's own stderr (time -v appends its report after it).
  if [ "$status" != 0 ]; then sed -e '/Command being timed/,$d' -e 's/^/    /' "$log" >&2; fi
}

echo "| command | file | size | peak RSS | wall | exit |"
echo "|---|---|---:|---:|---:|---:|"
measure "blogdoc validate" "$blogdoc" validate "$corpus/blog-10k.xml"
xml25_kb=$rss_kb
measure "blogdoc validate" "$blogdoc" validate "$corpus/blog-100k.xml"
if [[ " $formats " == *" json "* ]]; then
  for n in 10k 100k; do
    measure "blogdoc validate" "$blogdoc" validate "$corpus/blog-$n.json"
  done
fi
if command -v xmllint >/dev/null; then
  for n in 10k 100k; do
    measure "xmllint --stream --noout" xmllint --stream --noout "$corpus/blog-$n.xml"
  done
fi

echo
if [ "$((xml25_kb / 1024))" -le "$limit_mb" ]; then
  echo "Peak RSS decoding the 25 MB XML: $((xml25_kb / 1024)) MB (target <= $limit_mb MB): met."
else
  echo "Peak RSS decoding the 25 MB XML: $((xml25_kb / 1024)) MB (target <= $limit_mb MB): missed."
  exit 1
fi
