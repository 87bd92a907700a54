#!/usr/bin/env bash
# Conflicts of git's text merge and of `blogdoc merge` on generated concurrent edit pairs
# (make-merge-pairs.py: 250 pairs of each kind by default, 1,250 in all), side by side.
# Target: blogdoc reports no false conflict and every same-field edit. Where git merges
# cleanly too, blogdoc's result must be byte-identical to git's ("differs" counts the
# pairs where it is not); every clean blogdoc result must validate ("invalid").
#
#   Benchmarks/scripts/merge-conflicts.sh [PAIRS_PER_KIND] [BLOGDOC]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
per_kind=${1:-250}
blogdoc=${2:-$root/.build/debug/blogdoc}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$root/Benchmarks/scripts/make-merge-pairs.py" "$work" "$per_kind"
declare -A pairs git_conflicts blogdoc_conflicts errors differs invalid
for directory in "$work"/*/; do
  kind=$(cat "$directory/kind")
  pairs[$kind]=$(( ${pairs[$kind]:-0} + 1 ))
  git_clean=1
  if ! git merge-file -p "$directory/ours.xml" "$directory/base.xml" "$directory/theirs.xml" > "$directory/git.xml"; then
    git_conflicts[$kind]=$(( ${git_conflicts[$kind]:-0} + 1 ))
    git_clean=0
  fi
  cp "$directory/ours.xml" "$directory/result.xml"
  status=0
  "$blogdoc" merge "$directory/base.xml" "$directory/result.xml" "$directory/theirs.xml" --path blog.xml 2> /dev/null || status=$?
  case $status in
    0)
      if [ $git_clean = 1 ] && ! cmp -s "$directory/git.xml" "$directory/result.xml"; then
        differs[$kind]=$(( ${differs[$kind]:-0} + 1 ))
      fi
      if ! "$blogdoc" validate "$directory/result.xml" > /dev/null 2>&1; then
        invalid[$kind]=$(( ${invalid[$kind]:-0} + 1 ))
      fi
      ;;
    1) blogdoc_conflicts[$kind]=$(( ${blogdoc_conflicts[$kind]:-0} + 1 )) ;;
    *) errors[$kind]=$(( ${errors[$kind]:-0} + 1 )) ;;
  esac
done
printf '%-10s %6s %14s %18s %7s %8s %8s\n' kind pairs "git conflicts" "blogdoc conflicts" errors differs invalid
for kind in disjoint tags entries samefield samevalue; do
  printf '%-10s %6d %14d %18d %7d %8d %8d\n' "$kind" "${pairs[$kind]:-0}" "${git_conflicts[$kind]:-0}" "${blogdoc_conflicts[$kind]:-0}" "${errors[$kind]:-0}" "${differs[$kind]:-0}" "${invalid[$kind]:-0}"
done
