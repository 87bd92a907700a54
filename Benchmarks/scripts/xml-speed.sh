#!/usr/bin/env bash
# Issue 27's table, "XML at libxml2's own speed": every row beside its peer, one hyperfine
# run per group so the ratios come from the same conditions, then the instructions of each
# command and its peer under callgrind (deterministic, unlike the times on a shared machine),
# then where each blogdoc command's instructions go. Prints the markdown BENCHMARKS.md quotes.
#
#   Benchmarks/scripts/xml-speed.sh [OTHER_BLOGDOC] [RUNS]
#
# OTHER_BLOGDOC is another build's `swift build -c release` binary (e.g. main's), measured
# beside this one in every row; OTHER_INSTALLED (an installed binary, `scripts/install DIR`)
# and OTHER_RECIPES (Examples/recipes' release binary) add that build's rows 5 and 2. RUNS
# defaults to 10. The script builds blogdoc in release, Examples/recipes in release and
# `scripts/install` into a scratch folder; BLOGDOC, BLOGDOC_INSTALLED and RECIPES name
# binaries that exist instead (no build). Every binary runs from a copy without debug info,
# which valgrind 3.19 needs (it cannot read the toolchain's DWARF 5); the code is the same.
#
# The rows, in the scratch folder; B is the `swift build -c release` binary, I the installed
# one; short.xml is make-short-blog.py's 10,000 entries, cookbook.xml make-cookbook.py's
# 10,000 recipes, entry.xml a 1 KB entry; each edit has its own folder whose workspace
# (.blogdoc/) exists before the run (steady state), and --prepare restores the file:
#   1. B validate short.xml
#        vs xmllint --stream --noout short.xml                                     target ≤ 1.2×
#   2. recipes validate cookbook.xml
#        vs xmllint --stream --noout cookbook.xml                                  target ≤ 1.2×
#   3. B show short.xml --entry entry-05000 --field title
#        vs xmllint --stream --noout short.xml                                     target ≤ 1.2×
#   4. B edit short.xml --entry entry-05000 --set title=X
#        vs xmlstarlet ed -L -N b=urn:blogdoc:archive
#             -u "/b:blog/b:entry[b:id='entry-05000']/b:title" -v X short.xml      target ≤ 1.0×
#   5. I edit entry.xml --set title=X
#        vs xmlstarlet ed -L -N b=urn:blogdoc:archive -u /b:entry/b:title -v X entry.xml
#                                                                                  target ≤ 1.2×
#   6. B edit entry.xml --set title=X, the same peer                               no target
#   7. B edit short.json --entry entry-05000 --set title=X (short.json: `B convert short.xml`)
#        vs sh -c "jq '(.blog[] | select(.id == \"entry-05000\") | .title) = \"X\"' short.json
#             > t.json && mv t.json short.json"                                    keep < 1×
#
# Needs hyperfine, xmllint, xmlstarlet, jq, valgrind and GNU time
# (apt-get install -y hyperfine libxml2-utils xmlstarlet jq valgrind strace time). Once the
# builds exist, RUNS=10 took 2 minutes at load 4.5, 3 with another build beside this one, and
# 5.5 at load 13–16 (valgrind's share grows with the load).
set -euo pipefail
other=${1:-}
runs=${2:-10}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# MARK: Binaries, as stripped copies in $work/bin/BUILD/

if [ -z "${BLOGDOC:-}" ]; then
  (cd "$root" && swift build -c release --product blogdoc >/dev/null)
  BLOGDOC="$root/.build/release/blogdoc"
fi
if [ -z "${RECIPES:-}" ]; then
  (cd "$root/Examples/recipes" && swift build -c release >/dev/null)
  RECIPES="$root/Examples/recipes/.build/release/recipes"
fi
if [ -z "${BLOGDOC_INSTALLED:-}" ]; then
  "$root/scripts/install" "$work/installed" >/dev/null
  BLOGDOC_INSTALLED="$work/installed/blogdoc"
fi
stripped() { # stripped NAME BINARY: a copy without debug info, at $work/bin/NAME
  mkdir -p "$work/bin" && strip --strip-debug -o "$work/bin/$1" "$2"
}
stripped this "$BLOGDOC"
stripped this-installed "$BLOGDOC_INSTALLED"
stripped this-recipes "$RECIPES"
builds=(this)
if [ -n "$other" ]; then
  stripped other "$other"
  [ -n "${OTHER_INSTALLED:-}" ] && stripped other-installed "$OTHER_INSTALLED"
  [ -n "${OTHER_RECIPES:-}" ] && stripped other-recipes "$OTHER_RECIPES"
  builds+=(other)
fi
bin="$work/bin"
has() { [ -x "$bin/$1" ]; }

# MARK: Inputs, and a folder per edited file so each build keeps its own workspace

cd "$work"
python3 "$root/Benchmarks/scripts/make-short-blog.py" 10000 short.xml
python3 "$root/Benchmarks/scripts/make-cookbook.py" 10000 cookbook.xml
"$bin/this" convert short.xml short.json
python3 - <<'PY'
# A 1 KB entry: the body is cut so the whole file comes to 1,024 bytes.
head = ('<?xml version="1.0" encoding="UTF-8"?>\n<entry xmlns="urn:blogdoc:archive" formatVersion="2">\n'
        "  <id>small-entry</id>\n  <title>One small entry</title>\n"
        "  <postedDate>2026-11-20T10:00:00Z</postedDate>\n  <bodyText>")
tail = ("</bodyText>\n  <tagNames>\n    <tag>swift</tag>\n    <tag>xml</tag>\n  </tagNames>\n"
        "  <categoryNames>\n    <category>Notes</category>\n  </categoryNames>\n"
        "  <isDraft>false</isDraft>\n</entry>\n")
body = ("A short paragraph with &lt;markup&gt;, &amp; ampersands and accents. " * 20)
body = body[: 1024 - len(head) - len(tail)]
open("entry.xml", "w").write(head + body + tail)
PY
echo "short.xml: $(wc -c < short.xml) bytes; cookbook.xml: $(wc -c < cookbook.xml) bytes;" \
  "short.json: $(wc -c < short.json) bytes; entry.xml: $(wc -c < entry.xml) bytes"

# setup GROUP FILE NAME…: $work/GROUP/NAME/FILE for each NAME, from FILE, the blogdoc ones
# with a workspace (the named build's `init`).
setup() {
  local group=$1 file=$2 name
  shift 2
  for name in "$@"; do
    mkdir -p "$group/$name" && cp "$file" "$group/$name/$file"
    case $name in peer) ;; *) (cd "$group/$name" && "$bin/$name" init >/dev/null) ;; esac
  done
}
# restore GROUP FILE: the command that puts FILE back in every folder of GROUP, for --prepare.
restore() {
  echo "sh -c 'for d in $work/$1/*/; do cp $work/$2 \${d}$2; sync \${d}$2; done'"
}
edit_blog=() edit_entry=() edit_json=()
for build in "${builds[@]}"; do
  edit_blog+=("$build") edit_json+=("$build") edit_entry+=("$build")
  has "$build-installed" && edit_entry+=("$build-installed")
done
setup edit-blog short.xml "${edit_blog[@]}" peer
setup edit-entry entry.xml "${edit_entry[@]}" peer
setup edit-json short.json "${edit_json[@]}" peer

# The commands of each row: blogdoc's (with BUILD for the binary and DIR for its folder) and
# the peer's (DIR is the peer's folder).
row_names=(
  "validate short.xml" "recipes validate cookbook.xml" "show one field of short.xml"
  "edit short.xml" "edit entry.xml (installed)" "edit entry.xml (swift build -c release)"
  "edit short.json")
row_targets=("≤ 1.2×" "≤ 1.2×" "≤ 1.2×" "≤ 1.0×" "≤ 1.2×" "—" "< 1×")
row_command() { # row_command ROW BUILD: the blogdoc command of row ROW for BUILD
  local b="$bin/$2"
  case $1 in
    1) echo "$b validate $work/short.xml" ;;
    2) echo "$bin/$2-recipes validate $work/cookbook.xml" ;;
    3) echo "$b show $work/short.xml --entry entry-05000 --field title" ;;
    4) echo "$b edit $work/edit-blog/$2/short.xml --entry entry-05000 --set title=X" ;;
    5) echo "$bin/$2-installed edit $work/edit-entry/$2-installed/entry.xml --set title=X" ;;
    6) echo "$b edit $work/edit-entry/$2/entry.xml --set title=X" ;;
    7) echo "$b edit $work/edit-json/$2/short.json --entry entry-05000 --set title=X" ;;
  esac
}
row_has() { # row_has ROW BUILD: whether BUILD has the binary row ROW runs
  case $1 in 2) has "$2-recipes" ;; 5) has "$2-installed" ;; *) has "$2" ;; esac
}
peer_command() {
  local d
  case $1 in
    1 | 3) echo "xmllint --stream --noout $work/short.xml" ;;
    2) echo "xmllint --stream --noout $work/cookbook.xml" ;;
    4) d=$work/edit-blog/peer
      echo "xmlstarlet ed -L -N b=urn:blogdoc:archive -u \"/b:blog/b:entry[b:id='entry-05000']/b:title\" -v X $d/short.xml" ;;
    5 | 6) d=$work/edit-entry/peer
      echo "xmlstarlet ed -L -N b=urn:blogdoc:archive -u /b:entry/b:title -v X $d/entry.xml" ;;
    7) d=$work/edit-json/peer
      echo "sh -c \"cd $d && jq '(.blog[] | select(.id == \\\"entry-05000\\\") | .title) = \\\"X\\\"' short.json > t.json && mv t.json short.json\"" ;;
  esac
}
# What puts a row's files back before each run (hyperfine --prepare, and before callgrind).
row_prepare() {
  case $1 in
    4) restore edit-blog short.xml ;;
    5 | 6) restore edit-entry entry.xml ;;
    7) restore edit-json short.json ;;
    *) echo true ;;
  esac
}

# Every command must work before anything is measured.
for row in 1 2 3 4 5 6 7; do
  for build in "${builds[@]}"; do
    row_has "$row" "$build" || continue
    eval "$(row_prepare "$row")"
    eval "$(row_command "$row" "$build")" >/dev/null 2>"$work/check.err" \
      || { echo "row $row, $build: $(row_command "$row" "$build") failed:" >&2; cat "$work/check.err" >&2; exit 1; }
  done
  eval "$(row_prepare "$row")"
  eval "$(peer_command "$row")" >/dev/null
done

# MARK: Times: one hyperfine run per group of rows

# group NAME ROW…: hyperfine over the rows' blogdoc commands (each build) and their peers
# (each once); medians land in $work/times/NAME.json.
group() {
  local name=$1 row build
  shift
  local commands=() peers=" "
  for row in "$@"; do
    for build in "${builds[@]}"; do
      row_has "$row" "$build" && commands+=(-n "$row $build" "$(row_command "$row" "$build")")
    done
    local peer
    peer=$(peer_command "$row")
    case $peers in *" $peer "*) ;; *) commands+=(-n "peer $row" "$peer") peers+="$peer " ;; esac
  done
  mkdir -p times
  echo "group $name (rows $*): load $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a times/loads
  hyperfine -N --warmup 2 --runs "$runs" --prepare "$(row_prepare "$1")" \
    --export-json "times/$name.json" --export-markdown "times/$name.md" "${commands[@]}" >/dev/null
}
group reads 1 2 3
group edit-blog 4
group edit-entry 5 6
group edit-json 7

# median NAME [STATISTIC]: the median (or min, mean…) in ms of the hyperfine command named
# NAME ("peer 3" is "peer 1": rows 1 and 3 share one, and 6 shares 5's).
median() {
  local name=$1
  case $name in "peer 3") name="peer 1" ;; "peer 6") name="peer 5" ;; esac
  jq -r --arg n "$name" --arg s "${2:-median}" \
    '.results[] | select(.command == $n) | .[$s] * 1000' times/*.json
}
# ms NAME: that median for the table, with three significant digits or so.
ms() { awk -v t="$(median "$1")" 'BEGIN { printf (t < 10 ? "%.2f ms" : "%.1f ms"), t }'; }
# ratio A B [STATISTIC]: A's median (or other statistic) over B's.
ratio() {
  awk -v a="$(median "$1" "${3:-median}")" -v b="$(median "$2" "${3:-median}")" \
    'BEGIN { printf "%.2f×", a / b }'
}
# millions N: an instruction count in millions.
millions() { awk -v n="$1" 'BEGIN { printf (n < 1e8 ? "%.1f M" : "%.0f M"), n / 1e6 }'; }

# MARK: Instructions, under callgrind

# instructions NAME COMMAND…: the instructions of COMMAND, summed over it and the programs it
# runs; the profiles stay in $work/callgrind/NAME.PID for callgrind_annotate.
mkdir -p callgrind
instructions() {
  local name=$1
  shift
  valgrind --tool=callgrind --trace-children=yes --callgrind-out-file="$work/callgrind/$name.%p" \
    "$@" 2>&1 >/dev/null | sed -n 's/.*Collected : //p' | awk '{ total += $1 } END { print total }'
}
declare -A count
for row in 1 2 3 4 5 6 7; do
  for build in "${builds[@]}"; do
    row_has "$row" "$build" || continue
    eval "$(row_prepare "$row")"
    count["$row $build"]=$(eval "instructions row$row-$build $(row_command "$row" "$build")")
  done
  eval "$(row_prepare "$row")"
  case $row in 3) count["peer 3"]=${count["peer 1"]} ;; 6) count["peer 6"]=${count["peer 5"]} ;;
    *) count["peer $row"]=$(eval "instructions row$row-peer $(peer_command "$row")") ;;
  esac
done

# MARK: The table

echo
echo "Times: medians of $runs runs (hyperfine -N, 2 warm-ups; the ratio of the fastest runs"
echo "beside the medians' is the one least moved by neighbours); loads at the start of each group:"
sed 's/^/- /' times/loads
echo
header="| row | blogdoc | peer | ratio | ratio of minimums | target | instructions (blogdoc / peer) |"
rule="|---|---:|---:|---:|---:|---:|---:|"
if [ -n "$other" ]; then
  header="| row | blogdoc | other build | peer | ratio | ratio of minimums | other's ratio | target | instructions (blogdoc / other / peer) |"
  rule="|---|---:|---:|---:|---:|---:|---:|---:|---:|"
fi
echo "$header"
echo "$rule"
for row in 1 2 3 4 5 6 7; do
  line="| ${row}. ${row_names[row - 1]} | $(ms "$row this")"
  counts=$(millions "${count["$row this"]}")
  if [ -n "$other" ]; then
    if row_has "$row" other; then
      line+=" | $(ms "$row other") | $(ms "peer $row") | **$(ratio "$row this" "peer $row")**"
      line+=" | $(ratio "$row this" "peer $row" min) | $(ratio "$row other" "peer $row")"
      counts+=" / $(millions "${count["$row other"]}")"
    else
      line+=" | — | $(ms "peer $row") | **$(ratio "$row this" "peer $row")**"
      line+=" | $(ratio "$row this" "peer $row" min) | —"
      counts+=" / —"
    fi
  else
    line+=" | $(ms "peer $row") | **$(ratio "$row this" "peer $row")**"
    line+=" | $(ratio "$row this" "peer $row" min)"
  fi
  echo "$line | ${row_targets[row - 1]} | $counts / $(millions "${count["peer $row"]}") |"
done

# MARK: Where the instructions go

# For each row, this build's profile: the inclusive functions under 90% (what sits above them
# is the call chain down from main), libxml2's entry points, the runtime's generic metadata and
# conformance lookups, malloc and the loader (everything outside __libc_start_main: ld.so
# mapping, relocating and running the libraries' initializers), then page faults and system
# calls from a run without valgrind.
# outside ROW COMMAND: COMMAND's page faults, peak RSS, system calls (all processes) and the
# time its fsyncs waited (the disk is shared too), in a run without valgrind, after ROW's files
# are restored.
outside() {
  local faults calls syncs
  eval "$(row_prepare "$1")"
  faults=$(eval "/usr/bin/time -f '%R minor page faults, %M KB peak RSS' $2" 2>&1 >/dev/null | tail -1)
  eval "$(row_prepare "$1")"
  eval "strace -f -T -qq -o $work/strace.txt $2" >/dev/null 2>&1
  calls=$(grep -vc -e 'resumed>' -e '+++' -e ' --- ' "$work/strace.txt")
  syncs=$(awk -F'[<>]' '/ (fsync|fdatasync)\(/ { n++; t += $(NF - 1) }
    END { printf "%d fsyncs waiting %.1f ms", n, t * 1000 }' "$work/strace.txt")
  echo "$faults, $calls system calls, $syncs"
}
echo
echo "Where the instructions go (this build; callgrind_annotate --inclusive=yes, demangled):"
picked='(xmlTextReaderRead|xmlParseChunk|xmlSAX2StartElementNs|xmlSAX2EndElementNs|xmlSAX2Characters'
picked+='|malloc|free|swift_getGenericMetadata|swift_conformsToProtocolWithExecutionContext'
picked+='|swift_retain|swift_release|_dl_relocate_object|_dl_init|fsync|fdatasync)'
for row in 1 2 3 4 5 6 7; do
  profile=$(ls callgrind/row$row-this.* | head -1)
  callgrind_annotate --inclusive=yes --threshold=99 "$profile" 2>/dev/null \
    | awk '/^-+$/ { rules++; next } rules >= 3 && NF' | swift demangle --simplified --compact \
    | sed -E 's/ \[[^]]*\]$//; s/\?\?\?://' | cut -c1-150 > annotated.txt
  total=$(awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }' annotated.txt)
  started=$(awk '/:__libc_start_main/ { gsub(",", "", $1); print $1; exit }' annotated.txt)
  echo
  echo "Row $row, ${row_names[row - 1]}: $(row_command "$row" this | sed "s|$work/||g")"
  echo '```'
  # awk stops itself: `| head` would end it with SIGPIPE, which pipefail makes fatal.
  awk '{ p = $2; gsub(/[(%)]/, "", p) } $1 != "Ir" && p + 0 < 90 && n++ < 20' annotated.txt
  echo "… picked out:"
  grep -E "[ :]$picked\$" annotated.txt || true
  awk -v t="$total" -v s="$started" 'BEGIN {
    printf "%13.1f M (%5.2f%%)  the loader: all outside __libc_start_main\n", (t - s) / 1e6, 100 * (t - s) / t }'
  echo '```'
  echo "blogdoc: $(outside "$row" "$(row_command "$row" this)"), $(millions "$total") instructions."
  echo "peer: $(outside "$row" "$(peer_command "$row")"), $(millions "${count["peer $row"]}") instructions."
done
