#!/usr/bin/env bash
# The batch path for scripts: `blogdoc apply` of 10,000 field changes (one title per entry)
# across a 10,000-entry blog, against one single-field `blogdoc edit` of the same blog, in
# one hyperfine run. Both are journaled operations in a workspace (target: apply at most
# 1.5x the edit; see BENCHMARKS.md).
#
#   Benchmarks/scripts/apply.sh [RUNS] [xml|json]
#
# Needs hyperfine (apt-get install -y hyperfine).
set -euo pipefail
runs=${1:-10}
format=${2:-xml}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$root" && swift build -c release --product blogdoc >/dev/null)
blogdoc="$root/.build/release/blogdoc"

# 10,000 entries: the 60 of SampleDocs/blog.json repeated under new ids; and the patch that
# replaces every title, as a script would write it.
python3 - "$root/SampleDocs/blog.json" "$work/blog.json" "$work/patch.json" <<'PY'
import json, sys
source = json.load(open(sys.argv[1]))
entries = source["blog"]
blog = []
for index in range(10000):
    entry = dict(entries[index % len(entries)])
    entry["id"] = f"post-{index:05d}"
    blog.append(entry)
json.dump({"formatVersion": 2, "blog": blog}, open(sys.argv[2], "w"), ensure_ascii=False, indent=2)
patch = [{"op": "replace", "path": f"/blog/{index}/title", "value": f"Retitled {index}"} for index in range(10000)]
json.dump(patch, open(sys.argv[3], "w"), indent=1)
PY
cd "$work"
[ "$format" = xml ] && "$blogdoc" convert blog.json blog.xml
doc=$([ "$format" = xml ] && echo blog.xml || echo blog.json)
cp "$doc" pristine
"$blogdoc" init . >/dev/null
echo "$doc: $(wc -c < "$doc") bytes, 10000 entries; patch.json: $(wc -c < patch.json) bytes, 10000 operations"
# Each run starts from the same blog and an empty history.
prepare="cp pristine $doc && rm -f .blogdoc/journal"
hyperfine -N --warmup 2 --runs "$runs" --prepare "sh -c '$prepare'" --export-markdown "$work/apply.md" \
  -n "blogdoc edit (one field)" "$blogdoc edit $doc --entry post-05000 --set title=One" \
  -n "blogdoc apply (10,000 fields)" "$blogdoc apply patch.json $doc"
cat "$work/apply.md"
