#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/Targets and runs each for SECONDS (default 20), one
# per core at a time (FUZZ_PARALLEL), with corpora seeded from the real files: Benchmarks/puzzles,
# Tests/Fixtures/stress, Benchmarks/wordlists, WordPairs/*.json, the store files the program
# writes, Fuzz/Corpus.
#
#   Scripts/fuzz.sh [SECONDS] [TARGET ...]     e.g. Scripts/fuzz.sh 600 store-game
#
# Environment: FUZZ_OPT (-Onone by default: quick to build, every check on; -O runs faster),
# FUZZ_JOBS_DIR (build and corpora, .build/fuzz by default), WORD_SUDOKU_BINARY (the program that
# writes the store files seeded, default the release build, else the debug one).
# Prints one line per target: executions, executions/s, coverage (edges), features, corpus
# size, and crashes. Leaks are not checked (Foundation leaks a buffer reading an empty file).
# A crash leaves its input in .build/fuzz/crashes/TARGET/ and fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20}
shift || true
root=$PWD
build=${FUZZ_JOBS_DIR:-$root/.build/fuzz}
opt=${FUZZ_OPT:--Onone}
all_targets=(puzzle-reader word-list store-game store-settings store-leaderboard store-memory store-daily
             store-history key-decoder plain-commands puzzle-code arguments store-json paths)
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${all_targets[@]}")
mkdir -p "$build"

flags=(-parse-as-library -sanitize=fuzzer,address "$opt" -gline-tables-only -I "$build")

# A module's sources compiled once, instrumented, into one object file and its interface.
# Modules are built in their dependency order, and one is built again when a module built
# before it is newer: -O inlines a module's small public functions into the modules that use
# it, so a stale object keeps the old code (a fix in the kit did not reach the command line's
# copy of it).
built=()
module() {
    local name=$1; shift
    local extra=()
    # The targets reach internal names of these two through @testable (the store's own
    # history append, the command line's parsing), which the product does not make public.
    case "$name" in WordSudokuKit|WordSudokuCommandLine) extra=(-enable-testing) ;; esac
    local object="$build/$name.o"
    built+=("$object")
    # Built already, and no source and no module before it newer than the object: kept.
    if [ -f "$object" ] && [ -z "$(find "$@" "${built[@]}" -newer "$object" | head -1)" ]; then return; fi
    echo "fuzz: building $name" >&2
    swiftc "${flags[@]}" -swift-version 6 "${extra[@]}" -module-name "$name" -wmo -emit-module \
        -emit-module-path "$build/$name.swiftmodule" -c "$@" -o "$build/$name.o" 2>"$build/$name.log" \
        || { cat "$build/$name.log" >&2; exit 1; }
    # The compiler leaves an object it would write the same untouched: dated now, it is not
    # built again at every run.
    touch "$object"
}

start=$(date +%s)
module SudokuEngine $(find Sources/SudokuEngine -name '*.swift' | sort)
module WordSudokuKit $(find Sources/WordSudokuKit -name '*.swift' | sort)
module TerminalUI $(find Sources/TerminalUI -name '*.swift' | sort)
module LearningLab $(find Sources/LearningLab -name '*.swift' | sort)
# The executable's files as a library: main.swift without its last line (the call that runs
# the program), so the argument parser and the commands can be called from a fuzz target.
sed '/^exit(runMain/d' Sources/word-sudoku/main.swift > "$build/main-declarations.new"
cmp -s "$build/main-declarations.new" "$build/main-declarations.swift" \
    || mv "$build/main-declarations.new" "$build/main-declarations.swift"
module WordSudokuCommandLine $(find Sources/word-sudoku -name '*.swift' ! -name main.swift | sort) "$build/main-declarations.swift"
objects=("$build"/SudokuEngine.o "$build"/WordSudokuKit.o "$build"/TerminalUI.o "$build"/LearningLab.o "$build"/WordSudokuCommandLine.o)
for target in "${targets[@]}"; do
    echo "fuzz: linking $target" >&2
    # The targets themselves in Swift 5 mode: they swap the C library's `stdin`. By absolute
    # path, so a target finds the committed fixtures from its own (#filePath) wherever it runs.
    swiftc "${flags[@]}" -swift-version 5 "$root"/Fuzz/Targets/FuzzInput.swift "$root"/Fuzz/Support/*.swift \
        "$root/Fuzz/Targets/$target.swift" "${objects[@]}" \
        -o "$build/fuzz-$target" 2>"$build/fuzz-$target.log" || { cat "$build/fuzz-$target.log" >&2; exit 1; }
done
echo "fuzz: built in $(( $(date +%s) - start )) s" >&2

# Seeds: real inputs, each prefixed where a target reads a first byte as a choice.
seed() {  # seed TARGET PREFIX FILE...
    local target=$1 prefix=$2; shift 2
    local dir="$build/corpus/$target" n=0
    mkdir -p "$dir"
    for file in "$@"; do
        [ -f "$file" ] || continue
        n=$((n + 1))
        { printf "$prefix"; head -c 65536 "$file"; } > "$dir/seed-$(basename "$file")-$n"
    done
}
seeds=$(mktemp -d)
trap 'rm -rf "$seeds"' EXIT
for file in Benchmarks/puzzles/*.txt Tests/Fixtures/stress/*.txt; do
    [ -f "$file" ] || continue
    head -n 30 "$file" > "$seeds/$(basename "$file")"
done
seed puzzle-reader '\000' "$seeds"/*.txt
seed puzzle-reader '\004' "$seeds"/9x9-*.txt
seed word-list '\000' WordPairs/*.json Benchmarks/wordlists/*.json
seed word-list '\001' Benchmarks/wordlists/*.tsv
seed word-list '\002' Benchmarks/wordlists/*.csv
# Store files written by the program itself: a game left half played, settings changed, a game
# finished (history, leaderboard, memory), a puzzle of the day.
binary=""
for candidate in "${WORD_SUDOKU_BINARY:-}" .build/release/word-sudoku .build/debug/word-sudoku; do
    [ -n "$candidate" ] && [ -x "$candidate" ] && { binary=$candidate; break; }
done
if [ -n "$binary" ]; then
    home="$seeds/home"; mkdir -p "$home"
    run() { WORD_SUDOKU_HOME="$home" LANG=C.UTF-8 timeout 30 "$binary" "$@" >/dev/null 2>&1 || true; }
    run settings size 9
    run settings language fr
    printf 'show\nfinish\nfinish\n' | run play --plain --new --size 4 --seed 3 --player ada
    printf 'show\nfinish\nfinish\n' | run daily --plain --player ada
    printf 'hint\nnote A1 cat\nundo\nquit\n' | run play --plain --new --size 6 --seed 5 --player bob
    for name in game settings leaderboard memory daily; do
        seed "store-$name" '' "$home/$name.json"
    done
    seed store-history '' "$home/history.jsonl"
else
    echo "fuzz: no built word-sudoku; the store corpora start from Fuzz/Corpus only" >&2
fi
printf 'show\nA1 cat\nB2 dog\nhint\npeek\nundo\nredo\nnote C3 cat\nerase A1\nrestart\nfinish\nfinish\nhelp\nquit\n' > "$seeds/plain"
seed plain-commands '\000' "$seeds/plain"
seed plain-commands '\001' "$seeds/plain"
printf '\033[A\033[B\033OP\033[1;5C\033[200~paste\033[201~a\r\n\177\003' > "$seeds/keys"
seed key-decoder '\000' "$seeds/keys"
seed key-decoder '\003' "$seeds/keys"
printf '2x2-1-animals-K7Q2M' > "$seeds/code1"; printf '2x3-3-colours-1.0123456789AB' > "$seeds/code2"
printf '3x3-5-animals-ZZZZZZZZZZZZZ' > "$seeds/code3"; printf 'g2-2x3-3-animals-6' > "$seeds/code4"
seed puzzle-code '' "$seeds"/code*
printf 'play\0--size\0009\0--grade\0hard\0--seed\00042\0--plain' > "$seeds/args1"
printf 'solve\0--box\0002x3\0--count\0-' > "$seeds/args2"
printf 'generate\0--box=3x4\0--count\0003\0--format\0json' > "$seeds/args3"
printf 'play\0--code\0002x2-1-animals-K7Q2M\0--words\0animals' > "$seeds/args4"
seed arguments '' "$seeds"/args*
# store-json: a stored file (byte 0) and a fixture of it (byte 1), unchanged, then with one edit
# of each kind; the fixtures themselves are read by the target (Tests/Fixtures/v*/).
mkdir -p "$build/corpus/store-json"
for file in 0 1 2 3 4 5 6; do
    for base in 0 1 2; do
        printf "\\$(printf %03o $file)\\$(printf %03o $base)" > "$build/corpus/store-json/seed-$file-$base"
    done
    for edit in $(seq 0 18); do
        printf "\\$(printf %03o $file)\\$(printf %03o $((edit % 3)))\\000\\$(printf %03o $((edit * 7)))\\000\\003\\$(printf %03o $edit)\\001\\002" \
            > "$build/corpus/store-json/seed-$file-edit-$edit"
    done
done

# The targets run side by side, FUZZ_PARALLEL at a time (by default one per core): each is a
# single libFuzzer process, so on 2 cores two of them halve the wall time without sharing a core.
parallel=${FUZZ_PARALLEL:-$(nproc 2>/dev/null || echo 1)}
run_target() {  # run_target TARGET: one bounded libFuzzer run, its output in its log
    local target=$1
    local corpus="$build/corpus/$target" crashes="$build/crashes/$target"
    mkdir -p "$corpus" "$crashes"
    local committed=()
    [ -d "Fuzz/Corpus/$target" ] && committed=("Fuzz/Corpus/$target")
    # Every run is bounded: libFuzzer stops itself at SECONDS; timeout stops a hung one.
    (cd "$build" && ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=no timeout -k 10 $((seconds + 120)) "./fuzz-$target" -max_total_time="$seconds" -timeout=10 \
        -rss_limit_mb=2048 -max_len=65536 -detect_leaks=0 -close_fd_mask=3 -print_final_stats=1 \
        -artifact_prefix="$crashes/" "$corpus" "${committed[@]/#/$root/}") >"$build/fuzz-$target.run.log" 2>&1 || true
}
running=0
for target in "${targets[@]}"; do
    if [ "$running" -ge "$parallel" ]; then wait -n || true; running=$((running - 1)); fi
    run_target "$target" &
    running=$((running + 1))
done
wait

status=0
printf '%-18s %10s %9s %8s %9s %7s %s\n' target execs execs/s cov features corpus crashes
for target in "${targets[@]}"; do
    corpus="$build/corpus/$target"
    crashes="$build/crashes/$target"
    log="$build/fuzz-$target.run.log"
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    line=$(grep -E '^#[0-9]+' "$log" | tail -1)
    cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$line")
    ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$line")
    size=$(ls "$corpus" | wc -l)
    found=$(ls "$crashes" | grep -cE '^(crash|leak|timeout|oom)-' || true)
    printf '%-18s %10s %9s %8s %9s %7s %s\n' "$target" "${execs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" "$size" "$found"
    if [ "$found" -gt 0 ] || grep -q 'ERROR: libFuzzer\|ERROR: AddressSanitizer\|Fatal error' "$log"; then
        echo "fuzz: $target failed; see $log and $crashes" >&2
        status=1
    fi
done
exit $status
