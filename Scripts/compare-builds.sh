#!/bin/sh
# Two builds of word-sudoku side by side on the distinct 9×9 sets `bench` times (1,000 random
# isomorphs of each classic set, seed 28), in the same run: do they give the same answers, and
# is one faster? (issue 28: a build for a newer processor against the baseline x86-64 one.)
#
#   Scripts/compare-builds.sh BINARY-A BINARY-B [--pairs N] [--runs K]
#
# 1. Answers: the output of `solve` on each set's isomorph file, from A and from B, compared
#    byte for byte (cmp); stops at the first difference.
# 2. CPU time: for each set, N pairs (default 9) of `bench --only solver --runs K --dir SET`
#    (default K = 5), A then B in odd pairs, B then A in even ones; printed: each one's median
#    µs per puzzle and the median of the pairs' ratios B/A with their range, and the load
#    (/proc/loadavg) at the start and end of each set.
set -eu
usage() { echo "usage: Scripts/compare-builds.sh BINARY-A BINARY-B [--pairs N] [--runs K]" >&2; exit 2; }
[ $# -ge 2 ] || usage
a=$1 b=$2
shift 2
pairs=9 runs=5
while [ $# -gt 0 ]; do
    case $1 in
        --pairs) [ $# -ge 2 ] || usage; pairs=$2; shift 2 ;;
        --runs) [ $# -ge 2 ] || usage; runs=$2; shift 2 ;;
        *) usage ;;
    esac
done
case $pairs$runs in *[!0-9]*) usage ;; esac
for binary in "$a" "$b"; do [ -x "$binary" ] || { echo "compare-builds: $binary is not an executable program" >&2; exit 1; }; done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$a" bench --only solver --runs 1 --write-isomorphs "$work" >/dev/null
sets=""
for file in "$work"/9x9-*-isomorphs.txt; do
    name=$(basename "$file" -isomorphs.txt)
    name=${name#9x9-}
    mkdir "$work/$name"
    mv "$file" "$work/$name/$name.txt"
    sets="$sets $name"
done

echo "Answers (solve on each set, A against B, byte for byte):"
for set in $sets; do
    "$a" solve "$work/$set/$set.txt" >"$work/a.out"
    "$b" solve "$work/$set/$set.txt" >"$work/b.out"
    if cmp -s "$work/a.out" "$work/b.out"; then
        echo "  $set: identical ($(wc -c <"$work/a.out") bytes, sha256 $(sha256sum <"$work/a.out" | cut -c1-16))"
    else
        echo "  $set: DIFFERENT"; cmp "$work/a.out" "$work/b.out" || true; exit 1
    fi
done

us() {
    "$1" bench --only solver --runs "$runs" --dir "$work/$2" >"$work/bench.out"
    awk -v set="$2.txt" '$1 == set { if ($NF != "ok") exit 1; print $4; found = 1 } END { if (!found) exit 1 }' "$work/bench.out" \
        || { echo "compare-builds: $1 failed on $2:" >&2; cat "$work/bench.out" >&2; exit 1; }
}
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

echo
echo "CPU time per puzzle, µs ($pairs interleaved pairs, each a median of $runs passes), $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "A: $a"
echo "B: $b"
printf '%-14s %9s %9s %22s   %s\n' "set" "A" "B" "B/A median (range)" "load start → end"
for set in $sets; do
    load0=$(cut -d' ' -f1 /proc/loadavg)
    : >"$work/pairs"
    pair=1
    while [ "$pair" -le "$pairs" ]; do
        if [ $((pair % 2)) -eq 1 ]; then x=$(us "$a" "$set"); y=$(us "$b" "$set")
        else y=$(us "$b" "$set"); x=$(us "$a" "$set"); fi
        echo "$x $y" >>"$work/pairs"
        pair=$((pair + 1))
    done
    x=$(cut -d' ' -f1 "$work/pairs" | median)
    y=$(cut -d' ' -f2 "$work/pairs" | median)
    ratios=$(awk '{ printf "%.4f\n", $2 / $1 }' "$work/pairs")
    printf '%-14s %9.2f %9.2f %8.3f (%.3f–%.3f)   %s → %s\n' "$set" "$x" "$y" "$(echo "$ratios" | median)" \
        "$(echo "$ratios" | sort -g | head -n 1)" "$(echo "$ratios" | sort -g | tail -n 1)" "$load0" "$(cut -d' ' -f1 /proc/loadavg)"
done
