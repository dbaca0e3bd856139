#!/bin/sh
# Instructions per puzzle of `word-sudoku solve` on the distinct sets `bench` times (1,000
# random isomorphs of each classic 9×9 set, issue 28), counted by valgrind's callgrind: a count
# of instructions does not depend on the machine's load, so it compares builds on a shared
# machine where CPU times vary. Per puzzle = (instructions of `solve SET` − instructions of
# `solve` on an empty file) / puzzles: reading, solving with the proof of uniqueness, and
# writing each answer; start-up is taken out.
#
#   Scripts/bench-instructions.sh            # builds a release first
#   Scripts/bench-instructions.sh --no-build # uses .build/release/word-sudoku as it is
set -eu
cd "$(dirname "$0")/.."
if [ "${1:-}" != "--no-build" ]; then
    swift build -c release >&2
fi
binary=.build/release/word-sudoku
command -v valgrind >/dev/null || { echo "bench-instructions: valgrind is needed (apt-get install valgrind)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The isomorphs, as bench draws them (same seed, same puzzles every run).
"$binary" bench --only solver --runs 1 --write-isomorphs "$work" >/dev/null

# Instructions of `solve FILE`, start to end (callgrind's "Collected" total).
instructions() {
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$binary" solve "$1" \
        >/dev/null 2>"$work/valgrind.log" || true
    sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p' "$work/valgrind.log"
}

: >"$work/empty.txt"
start=$(instructions "$work/empty.txt")
printf '%-28s %8s %20s\n' "set" "puzzles" "instructions/puzzle"
for set in "$work"/*-isomorphs.txt; do
    puzzles=$(grep -c . "$set")
    total=$(instructions "$set")
    printf '%-28s %8d %20d\n' "$(basename "$set" .txt)" "$puzzles" $(( (total - start) / puzzles ))
done
echo "(solve on an empty file: $start instructions, taken out)"
