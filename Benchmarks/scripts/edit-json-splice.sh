#!/usr/bin/env bash
# One-field edit of a 10,000-entry JSON blog (~7.6 MB, SampleDocs/blog.json's entries
# repeated with ids post-00000…), fresh history each run, this branch's binary beside
# another build's (main's by default) in one hyperfine run, so the ratio comes from the
# same conditions. Also a small one-entry blog, to show the splice costs nothing there.
#
#   Benchmarks/scripts/edit-json-splice.sh [OTHER_BLOGDOC] [RUNS]
set -euo pipefail
other=${1:?usage: Benchmarks/scripts/edit-json-splice.sh OTHER_BLOGDOC [RUNS] (a build of another commit)}
runs=${2:-20}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$root" && swift build -c release --scratch-path .build --product blogdoc >/dev/null)
blogdoc="$root/.build/release/blogdoc"

cd "$work"
python3 - "$root/SampleDocs/blog.json" <<'PY'
import json, sys
source = json.load(open(sys.argv[1], encoding="utf-8"))
entries = source["blog"]
def blog(count):
    out = []
    for i in range(count):
        entry = dict(entries[i % len(entries)])
        entry["id"] = "post-%05d" % i
        out.append(entry)
    return {"formatVersion": source["formatVersion"], "blog": out}
for name, count in (("bigj.json", 10_000), ("small.json", 1)):
    with open(name, "w", encoding="utf-8") as f:
        json.dump(blog(count), f, indent=2)  # ASCII with \u escapes, as Python writes by default
        f.write("\n")
PY
cp bigj.json big-pristine.json
cp small.json small-pristine.json
echo "bigj.json: $(wc -c < bigj.json) bytes; small.json: $(wc -c < small.json) bytes"

hyperfine -N --warmup 3 --runs "$runs" \
  --prepare 'sh -c "cp big-pristine.json bigj.json; rm -rf .blogdoc"' \
  -n 'other, 10,000 entries' "$other edit bigj.json --entry post-05000 --set title=X" \
  -n 'this branch, 10,000 entries' "$blogdoc edit bigj.json --entry post-05000 --set title=X"

hyperfine -N --warmup 5 --runs "$((runs * 2))" \
  --prepare 'sh -c "cp small-pristine.json small.json; rm -rf .blogdoc"' \
  -n 'other, one entry' "$other edit small.json --entry post-00000 --set title=X" \
  -n 'this branch, one entry' "$blogdoc edit small.json --entry post-00000 --set title=X"
