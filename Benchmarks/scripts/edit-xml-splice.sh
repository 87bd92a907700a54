#!/usr/bin/env bash
# One-field edit of a 10,000-entry XML blog (~25 MB, cli-edit.sh's blog re-indented by hand:
# four spaces and a comment per entry), this branch's binary beside xmlstarlet and,
# optionally, another build (the one before XML splicing), in one hyperfine run so the ratios
# come from the same conditions; peak RSS of each with GNU time; and the bytes a one-field
# edit of SampleDocs/hand-formatted.xml changes, as `git diff --stat` counts them.
#
#   Benchmarks/scripts/edit-xml-splice.sh [OTHER_BLOGDOC] [RUNS]
#
# Needs hyperfine, xmlstarlet and GNU time (apt-get install -y hyperfine xmlstarlet time).
set -euo pipefail
other=${1:-}
runs=${2:-15}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$root" && swift build -c release --product blogdoc >/dev/null)
blogdoc="$root/.build/release/blogdoc"

cd "$work"
python3 "$root/Benchmarks/scripts/make-xml-blog.py" 10000 pristine.xml
size=$(wc -c < pristine.xml)
echo "blog: $size bytes"

commands=(-n 'blogdoc edit (this branch)' "$blogdoc edit blog.xml --entry entry-05000 --set title=X")
if [ -n "$other" ]; then
  commands+=(-n 'blogdoc edit (other build)' "$other edit blog.xml --entry entry-05000 --set title=X")
fi
commands+=(-n 'xmlstarlet ed -L' "xmlstarlet ed -L -N b=urn:blogdoc:archive -u \"/b:blog/b:entry[b:id='entry-05000']/b:title\" -v X blog.xml")
hyperfine -N --warmup 2 --runs "$runs" --export-markdown "$work/blog.md" \
  --prepare 'sh -c "cp pristine.xml blog.xml; rm -rf .blogdoc; sync"' "${commands[@]}"
cat "$work/blog.md"

rss() { # peak RSS in MB of a command run on a fresh copy
  cp pristine.xml blog.xml; rm -rf .blogdoc
  /usr/bin/time -f "%M" "$@" 2>&1 >/dev/null | tail -1 | awk -v size="$size" '{ printf "%.1f MB (%.2f× the file)\n", $1 / 1024, $1 * 1024 / size }'
}
echo "peak RSS, blogdoc edit: $(rss "$blogdoc" edit blog.xml --entry entry-05000 --set title=X)"
[ -n "$other" ] && echo "peak RSS, other build: $(rss "$other" edit blog.xml --entry entry-05000 --set title=X)"
echo "peak RSS, xmlstarlet: $(rss xmlstarlet ed -L -N b=urn:blogdoc:archive -u "/b:blog/b:entry[b:id='entry-05000']/b:title" -v X blog.xml)"
cp pristine.xml blog.xml; rm -rf .blogdoc
"$blogdoc" edit blog.xml --entry entry-05000 --set title=X >/dev/null 2>&1
python3 - <<'PY'
old, new = open("pristine.xml", "rb").read(), open("blog.xml", "rb").read()
prefix = next((i for i, (a, b) in enumerate(zip(old, new)) if a != b), min(len(old), len(new)))
suffix = next((i for i, (a, b) in enumerate(zip(reversed(old), reversed(new))) if a != b), 0)
print(f"bytes changed: {len(old) - prefix - suffix} of {len(old)}, replaced by {len(new) - prefix - suffix}")
PY
echo "journal after the edit: $(wc -c < .blogdoc/journal) bytes"

# The committed sample: a one-field edit changes one line, as git sees it.
mkdir sample && cd sample && git init -q && cp "$root/SampleDocs/hand-formatted.xml" . && git add . \
  && git -c user.name=b -c user.email=b@example.org commit -qm sample
"$blogdoc" edit hand-formatted.xml --set title="Keeping every byte" >/dev/null 2>&1
echo "git diff --stat after one edit:"; git diff --stat
"$blogdoc" undo >/dev/null 2>&1
echo "git diff --stat after undo:"; git diff --stat; echo "(empty: the bytes are back)"
