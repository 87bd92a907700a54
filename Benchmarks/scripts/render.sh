#!/usr/bin/env bash
# Render against convert on a 1,000-entry blog, in one hyperfine run (target: render under
# 2x convert; see BENCHMARKS.md).
#
#   Benchmarks/scripts/render.sh [RUNS]
#
# Needs hyperfine (apt-get install -y hyperfine).
set -euo pipefail
runs=${1:-20}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$root" && swift build -c release --product blogdoc >/dev/null && swift build -c release --product blogdoc-interchange >/dev/null)
blogdoc="$root/.build/release/blogdoc"

# 1,000 entries: the 60 of SampleDocs/blog.json repeated under new ids.
python3 - "$root/SampleDocs/blog.json" "$work/blog.json" <<'PY'
import json, sys
source = json.load(open(sys.argv[1]))
entries = source["blog"]
blog = []
for index in range(1000):
    entry = dict(entries[index % len(entries)])
    entry["id"] = f"post-{index:04d}"
    blog.append(entry)
json.dump({"formatVersion": 2, "blog": blog}, open(sys.argv[2], "w"), ensure_ascii=False, indent=2)
PY
cd "$work"
"$blogdoc" convert blog.json blog.xml
echo "blog.xml: $(wc -c < blog.xml) bytes, 1000 entries"
# convert never replaces a document, so each run starts without its output.
hyperfine -N --warmup 3 --runs "$runs" --prepare 'rm -f out.json' --export-markdown "$work/render.md" \
  -n 'blogdoc convert (xml to json)' "$blogdoc convert blog.xml out.json" \
  -n 'blogdoc render (xml to html)' "$blogdoc render blog.xml -o out.html"
cat "$work/render.md"
echo "out.html: $(wc -c < out.html) bytes"
