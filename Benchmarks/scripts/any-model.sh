#!/usr/bin/env bash
# Any model at full speed: `recipes validate` of a 10,000-recipe cookbook (Examples/recipes,
# a model declared outside the package) and `blogdoc validate` of a 10,000-entry blog of short
# entries, each against `xmllint --stream --noout` on its own file. The figure that matters is
# the ratio of the two ratios: how much more another model pays per unit of libxml2's own work
# than the blog does (target: at most 1.1).
#
#   Benchmarks/scripts/any-model.sh [OTHER_ROOT] [RUNS]
#
# OTHER_ROOT is another checkout whose release builds of blogdoc and Examples/recipes exist
# (e.g. a worktree of an older commit): its two programs are measured beside these. The
# instruction counts (callgrind; deterministic on a shared machine) come first, then times
# (hyperfine). Needs hyperfine, xmllint and valgrind.
set -euo pipefail
other=${1:-}
runs=${2:-10}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$root" && swift build -c release --product blogdoc >/dev/null)
(cd "$root/Examples/recipes" && swift build -c release >/dev/null)
# valgrind 3.19 cannot read the toolchain's DWARF 5: count on copies without debug info.
install -D "$root/.build/release/blogdoc" "$work/this/blogdoc"
install -D "$root/Examples/recipes/.build/release/recipes" "$work/this/recipes"
builds=(this)
if [ -n "$other" ]; then
  install -D "$other/.build/release/blogdoc" "$work/other/blogdoc"
  install -D "$other/Examples/recipes/.build/release/recipes" "$work/other/recipes"
  builds+=(other)
fi
strip --strip-debug "$work"/*/blogdoc "$work"/*/recipes

cd "$work"
python3 "$root/Benchmarks/scripts/make-short-blog.py" 10000 blog.xml
python3 "$root/Benchmarks/scripts/make-cookbook.py" 10000 cookbook.xml
echo "blog: $(wc -c < blog.xml) bytes; cookbook: $(wc -c < cookbook.xml) bytes; load: $(cut -d' ' -f1-3 /proc/loadavg)"
for build in "${builds[@]}"; do
  "$build/blogdoc" validate blog.xml >/dev/null
  "$build/recipes" validate cookbook.xml >/dev/null
done

count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | awk '/refs:/ { gsub(",", "", $NF); print $NF }'; }
blog_peer=$(count xmllint --stream --noout blog.xml)
book_peer=$(count xmllint --stream --noout cookbook.xml)
echo
echo "| build | blogdoc validate blog (instructions, × xmllint) | recipes validate cookbook (instructions, × xmllint) | ratio of ratios |"
echo "|---|---:|---:|---:|"
for build in "${builds[@]}"; do
  blog=$(count "$build/blogdoc" validate blog.xml)
  book=$(count "$build/recipes" validate cookbook.xml)
  awk -v n="$build" -v b="$blog" -v bp="$blog_peer" -v c="$book" -v cp="$book_peer" 'BEGIN {
    printf "| %s | %.0f M (%.2f×) | %.0f M (%.2f×) | %.2f |\n", n, b / 1e6, b / bp, c / 1e6, c / cp, (c / cp) / (b / bp) }'
done
echo "| xmllint --stream --noout | $((blog_peer / 1000000)) M | $((book_peer / 1000000)) M | |"

commands=(-n 'xmllint blog' 'xmllint --stream --noout blog.xml' -n 'xmllint cookbook' 'xmllint --stream --noout cookbook.xml')
for build in "${builds[@]}"; do
  commands+=(-n "blogdoc validate ($build)" "$build/blogdoc validate blog.xml")
  commands+=(-n "recipes validate ($build)" "$build/recipes validate cookbook.xml")
done
hyperfine -N --warmup 2 --runs "$runs" --export-markdown "$work/times.md" "${commands[@]}" >/dev/null
cat "$work/times.md"
