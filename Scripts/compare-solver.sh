#!/bin/sh
# Our 9×9 solver beside another one (tdoku, built elsewhere), on the distinct puzzles `bench`
# times (1,000 random isomorphs of each classic 9×9 set, seed 28), measured side by side in this
# run (issue 28): no figure from another machine or day is used.
#
#   Scripts/compare-solver.sh DRIVER [--rounds N] [--runs K] [--function NAME] [--no-build]
#                                    [--target-cpu CPU] [--count-driver DRIVER2]
#
# --count-driver DRIVER2 counts the other solver's instructions with DRIVER2 instead of DRIVER:
# valgrind cannot run AVX-512 (nor GFNI), which `-march=native` uses on a processor that has it,
# so a driver built that way is timed, and a second one, built with `-mno-avx512f -mno-gfni`, is
# counted. A program valgrind stops is reported as not counted ("-"), never as a count.
#
# --target-cpu CPU builds ours for that processor (e.g. x86-64-v2, x86-64-v3, native) in a build
# folder of its own, .build-cpu-CPU, so that the default build in .build is left as it is:
# `swift build -c release -Xswiftc -Xcc -Xswiftc -march=CPU`. (swiftc's own `-target-cpu`
# rejects x86-64-v2 and -v3, "unknown target CPU", Swift 6's clang importer; its code generation
# takes the processor and features from the importer's -march, as `swiftc -emit-ir` shows.)
#
# DRIVER is a program run as `DRIVER FILE RUNS`: it reads FILE (one 9×9 puzzle a line, 81
# characters, '.' for an empty cell), counts every puzzle's solutions up to 2 (as `bench` does:
# a proof of uniqueness), once untimed and then RUNS timed passes over the file, and prints one
# line: the median pass's CPU time per puzzle in µs (thread CPU time; 0 when RUNS is 0), the
# number of puzzles with exactly one solution, the number of puzzles. Nothing of it is in this
# repository: build it outside (the README says how).
#
# For each set, N rounds (default 5); in each, ours (`bench --only solver --runs K` on that set
# alone: a pass timing each puzzle alone, for its p99, then K timed passes) and DRIVER (an
# untimed pass, then K timed passes) run one after the other, in turn first; printed: each one's median over the
# rounds and the median of the rounds' ratios (ours / DRIVER's), with their range. Then, under
# valgrind's callgrind, instructions per puzzle of each: (instructions on the set − on an empty
# file) / puzzles, which the machine's load does not change (ours: `solve --count`, reading
# each line, counting to two, writing the count; DRIVER: RUNS 0, reading and counting); and
# the instructions inside the solver's calls alone (ours: `ExactSolver.countSolutions`;
# DRIVER's: the function named by --function, default TdokuSolverDpllTriadSimd, tdoku's entry).
set -eu
caller=$(pwd)
cd "$(dirname "$0")/.."
usage() { echo "usage: Scripts/compare-solver.sh DRIVER [--rounds N] [--runs K] [--function NAME] [--no-build] [--target-cpu CPU] [--count-driver DRIVER2]" >&2; exit 2; }
[ $# -ge 1 ] || usage
driver=$1
shift
rounds=5 runs=5 build=yes function=TdokuSolverDpllTriadSimd cpu= counted=
while [ $# -gt 0 ]; do
    case $1 in
        --rounds) [ $# -ge 2 ] || usage; rounds=$2; shift 2 ;;
        --runs) [ $# -ge 2 ] || usage; runs=$2; shift 2 ;;
        --no-build) build=no; shift ;;
        --function) [ $# -ge 2 ] || usage; function=$2; shift 2 ;;
        --target-cpu) [ $# -ge 2 ] || usage; cpu=$2; shift 2 ;;
        --count-driver) [ $# -ge 2 ] || usage; counted=$2; shift 2 ;;
        *) usage ;;
    esac
done
case $rounds$runs in *[!0-9]*) usage ;; esac
[ "$rounds" -ge 1 ] && [ "$runs" -ge 1 ] || usage
case $driver in /*) ;; *) driver=$caller/$driver ;; esac
[ -x "$driver" ] || { echo "compare-solver: $driver is not an executable program" >&2; exit 1; }
counted=${counted:-$driver}
case $counted in /*) ;; *) counted=$caller/$counted ;; esac
[ -x "$counted" ] || { echo "compare-solver: $counted is not an executable program" >&2; exit 1; }
case $cpu in *[!A-Za-z0-9_.-]*) usage ;; esac
if [ -n "$cpu" ]; then
    scratch=$(pwd)/.build-cpu-$cpu
    set -- --scratch-path "$scratch" -Xswiftc -Xcc -Xswiftc -march="$cpu"
else
    scratch=$(pwd)/.build
    set --
fi
if [ "$build" = yes ]; then
    swift build -c release "$@" >&2
fi
binary=$scratch/release/word-sudoku
[ -x "$binary" ] || { echo "compare-solver: no build at $binary" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The isomorphs, as bench draws them (same seed, same puzzles every run); each set in a folder
# of its own, named without `9x9-` so that bench times it without drawing isomorphs of it.
"$binary" bench --only solver --runs 1 --write-isomorphs "$work" >/dev/null
sets=""
for file in "$work"/9x9-*-isomorphs.txt; do
    name=$(basename "$file" -isomorphs.txt)
    name=${name#9x9-}
    mkdir "$work/$name"
    mv "$file" "$work/$name/$name.txt"
    sets="$sets $name"
done

# µs per puzzle of ours on a set: bench's "µs/puzzle" column; fails unless every answer was checked.
ours() {
    "$binary" bench --only solver --runs "$runs" --dir "$work/$1" >"$work/ours.out"
    awk -v set="$1.txt" '$1 == set { if ($NF != "ok") exit 1; print $4; found = 1 } END { if (!found) exit 1 }' "$work/ours.out" \
        || { echo "compare-solver: our solver failed on $1:" >&2; cat "$work/ours.out" >&2; exit 1; }
}

# µs per puzzle of DRIVER on a set; fails unless every puzzle had exactly one solution.
theirs() {
    "$driver" "$work/$1/$1.txt" "$runs" >"$work/theirs.out"
    awk 'NF == 3 && $2 == $3 && $3 > 0 { print $1; found = 1 } END { if (!found) exit 1 }' "$work/theirs.out" \
        || { echo "compare-solver: $driver did not find one solution to every puzzle of $1:" >&2; cat "$work/theirs.out" >&2; exit 1; }
}

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

echo "ours: $binary (target CPU: ${cpu:-default})"
echo "CPU time per puzzle, µs (median of $rounds rounds; each round: median of $runs passes), $(date -u '+%Y-%m-%d %H:%M UTC'), load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-14s %8s %10s %10s %16s\n' "set" "puzzles" "ours" "other" "ours/other"
for set in $sets; do
    : >"$work/rounds"
    round=1
    while [ "$round" -le "$rounds" ]; do
        if [ $((round % 2)) -eq 1 ]; then a=$(ours "$set"); b=$(theirs "$set")
        else b=$(theirs "$set"); a=$(ours "$set"); fi
        echo "$a $b" >>"$work/rounds"
        round=$((round + 1))
    done
    a=$(cut -d' ' -f1 "$work/rounds" | median)
    b=$(cut -d' ' -f2 "$work/rounds" | median)
    ratios=$(awk '{ printf "%.4f\n", $1 / $2 }' "$work/rounds")
    ratio=$(echo "$ratios" | median)
    low=$(echo "$ratios" | sort -g | head -n 1)
    high=$(echo "$ratios" | sort -g | tail -n 1)
    printf '%-14s %8d %10.2f %10.2f %6.2f (%.2f–%.2f)\n' "$set" "$(grep -c . "$work/$set/$set.txt")" "$a" "$b" "$ratio" "$low" "$high"
done
echo "(load at the end: $(cut -d' ' -f1-3 /proc/loadavg))"

if ! command -v valgrind >/dev/null; then
    echo "(no valgrind: instructions not counted; apt-get install valgrind)"
    exit 0
fi
# Instructions of a command (callgrind's "Collected" total): start to end, or with
# `--toggle-collect=FUNCTION` first, only inside the calls of FUNCTION; "-", with a message, when
# the program did not run to its end under valgrind (an instruction valgrind cannot run, such as
# AVX-512 in a driver built with -march=native, stops it with SIGILL part-way, and that partial
# count would read as a real one).
instructions() {
    local status=0
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$@" >/dev/null 2>"$work/valgrind.log" || status=$?
    local stopped
    stopped=$(grep -m1 -E 'Process terminating|unhandled instruction|unrecognised instruction' "$work/valgrind.log" | sed 's/^==[0-9]*== //')
    if [ "$status" -ne 0 ] || [ -n "$stopped" ]; then
        echo "compare-solver: not counted: $* stopped under valgrind (exit $status${stopped:+: $stopped})" >&2
        echo "-"
        return
    fi
    sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p' "$work/valgrind.log"
}
# (total − start) / puzzles, or "-" when either was not counted.
perPuzzle() { awk -v t="$1" -v s="$2" -v n="$3" 'BEGIN { if (t == "-" || s == "-") print "-"; else printf "%d", (t - s) / n }'; }
# Ours counts through ExactSolver.countSolutions (its mangled name; any overload).
ourSolver='--toggle-collect=$s12SudokuEngine11ExactSolverV14countSolutions*'
theirSolver="--toggle-collect=$function"
: >"$work/empty.txt"
ourStart=$(instructions "$binary" solve --count "$work/empty.txt")
theirStart=$(instructions "$counted" "$work/empty.txt" 0)
echo
echo "Instructions per puzzle (callgrind): whole run less the run on an empty file; solver calls only"
printf '%-14s %8s %10s %10s %10s %10s %10s %10s\n' "set" "puzzles" "ours" "other" "ours/other" "ours" "other" "ours/other"
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a != "-" && b != "-" && b > 0) printf "%.2f", a / b; else printf "-" }'; }
for set in $sets; do
    file=$work/$set/$set.txt
    puzzles=$(grep -c . "$file")
    a=$(perPuzzle "$(instructions "$binary" solve --count "$file")" "$ourStart" "$puzzles")
    b=$(perPuzzle "$(instructions "$counted" "$file" 0)" "$theirStart" "$puzzles")
    c=$(perPuzzle "$(instructions "$ourSolver" "$binary" solve --count "$file")" 0 "$puzzles")
    d=$(perPuzzle "$(instructions "$theirSolver" "$counted" "$file" 0)" 0 "$puzzles")
    printf '%-14s %8d %10s %10s %10s %10s %10s %10s\n' "$set" "$puzzles" "$a" "$b" "$(ratio "$a" "$b")" "$c" "$d" "$(ratio "$c" "$d")"
done
