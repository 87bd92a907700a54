#!/usr/bin/env bash
# `blogdoc validate`, `show` and `convert` (to JSON) of a 10,000-entry XML blog (~29 MB,
# edit-xml-splice.sh's blog) beside `xmllint --stream --noout`, in one hyperfine run so the
# ratios come from the same conditions; optionally another build beside them; then each
# command's instructions on the 1,000-entry blog under callgrind (deterministic, unlike the
# times on a shared machine).
#
#   Benchmarks/scripts/read-xml.sh [OTHER_BLOGDOC] [RUNS]
#
# Needs hyperfine, xmllint and valgrind (apt-get install -y hyperfine libxml2-utils valgrind).
set -euo pipefail
other=${1:-}
runs=${2:-15}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$root" && swift build -c release --product blogdoc >/dev/null)
# valgrind 3.19 cannot read the toolchain's DWARF 5: count on copies without debug info.
cp "$root/.build/release/blogdoc" "$work/blogdoc" && strip --strip-debug "$work/blogdoc"
blogdoc="$work/blogdoc"
if [ -n "$other" ]; then cp "$other" "$work/other" && strip --strip-debug "$work/other"; other="$work/other"; fi

cd "$work"
python3 "$root/Benchmarks/scripts/make-xml-blog.py" 10000 blog.xml
python3 "$root/Benchmarks/scripts/make-xml-blog.py" 1000 blog-1k.xml
echo "blog: $(wc -c < blog.xml) bytes; load: $(cut -d' ' -f1-3 /proc/loadavg)"

commands=(-n 'xmllint --stream --noout' 'xmllint --stream --noout blog.xml')
for build in "$blogdoc" ${other:+"$other"}; do
  name=$([ "$build" = "$blogdoc" ] && echo "this branch" || echo "other build")
  commands+=(-n "validate ($name)" "$build validate blog.xml")
  commands+=(-n "show ($name)" "$build show blog.xml")
  commands+=(-n "convert ($name)" "$build convert blog.xml out.json")
done
hyperfine -N --warmup 2 --runs "$runs" --prepare 'rm -f out.json' --export-markdown "$work/read.md" "${commands[@]}"
cat "$work/read.md"

if command -v valgrind >/dev/null; then
  count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | awk '/refs:/ { print $NF }'; }
  echo "instructions, 1,000 entries:"
  echo "  xmllint --stream --noout: $(count xmllint --stream --noout blog-1k.xml)"
  for build in "$blogdoc" ${other:+"$other"}; do
    rm -f out.json
    echo "  $build: validate $(count "$build" validate blog-1k.xml), show $(count "$build" show blog-1k.xml)," \
      "convert $(rm -f out.json; count "$build" convert blog-1k.xml out.json)"
  done
fi
