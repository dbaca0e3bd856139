#!/usr/bin/env bash
# Checks the generator's catalogues on a release build, at a scale the debug test suite cannot
# afford (issue 28): `GeneratorEditionTests` checks every 6×6, 8×8 and 16×16 entry but
# `TwentyFiveCatalogueTests` only a sample of the 25×25 ones, and `CatalogueDrawTests` checks a sample of draws.
#
#   1. every entry of every catalogue: its grade (`rate`, which also says `not unique` for a
#      puzzle with several solutions) and rotational symmetry;
#   2. SEEDS draws of every catalogued cell of the newest edition, each box shape both ways round,
#      rated again: each has the grade asked. The generator serves a catalogue draw without
#      rating it (transforms keep the grade); an edition that rated every draw served the very
#      same puzzles exactly when this holds, so this is the old path against the new one.
#
#     Scripts/check-catalogue.sh [BINARY]       # default .build/release/word-sudoku; SEEDS=1000
#
# Prints one line per cell and exits 1 on the first cell that fails.
set -euo pipefail
cd "$(dirname "$0")/.."
export LC_ALL=C
binary=${1:-.build/release/word-sudoku}
seeds=${SEEDS:-1000}
dir=Sources/SudokuEngine/Generator

# entries FILE NAME: the lines of the catalogue `static let NAME` in FILE.
entries() {
    awk -v name="$2" '
        $0 ~ "static let " name "[ :=]" { on = 1; next }
        on && /^ *("""|\])/ { exit }
        on { gsub(/[ ",]/, ""); if ($0 != "") print }
    ' "$1"
}

# check_entries FILE NAME BOX GRADE
check_entries() {
    local file=$1 name=$2 box=$3 grade=$4 count bad
    count=$(entries "$file" "$name" | wc -l)
    [ "$count" -gt 0 ] || { echo "check-catalogue: $name has no entries" >&2; exit 1; }
    bad=$(entries "$file" "$name" | "$binary" rate --box "$box" | awk -v g="$grade" '$1 != g' | wc -l)
    [ "$bad" -eq 0 ] || { echo "check-catalogue: $name: $bad of $count entries not rated $grade" >&2; exit 1; }
    # Rotational symmetry: a cell is given exactly when the cell opposite it is.
    bad=$(entries "$file" "$name" | awk '{ p = $0; gsub(/[^.]/, "x", p); r = ""; for (i = length(p); i > 0; i--) r = r substr(p, i, 1); if (p != r) print }' | wc -l)
    [ "$bad" -eq 0 ] || { echo "check-catalogue: $name: $bad entries without rotational symmetry" >&2; exit 1; }
    echo "$name ($box grade $grade): $count entries, each its grade, one solution, rotational symmetry"
}

# check_draws BOX GRADE: seeds 1…$seeds of the newest edition, rated again.
check_draws() {
    local box=$1 grade=$2 bad
    bad=$("$binary" generate --box "$box" --grade "$grade" --count "$seeds" --seed 1 | "$binary" rate --box "$box" \
        | awk -v g="$grade" '$1 != g' | wc -l)
    [ "$bad" -eq 0 ] || { echo "check-catalogue: $box grade $grade: $bad of $seeds draws not rated $grade" >&2; exit 1; }
    echo "$box grade $grade: seeds 1–$seeds, each draw rated $grade"
}

# FILE NAME BOX GRADE, then the box shapes drawn from it (its own, and its transpose).
cells=(
    "PuzzleCatalogue+Data.swift sixBySixEasy 2x3 2 2x3 3x2"
    "PuzzleCatalogue+Data.swift sixBySixMedium 2x3 3 2x3 3x2"
    "PuzzleCatalogue+Large.swift eightMedium 2x4 3 2x4 4x2"
    "PuzzleCatalogue+Large.swift sixteenHard 4x4 4 4x4"
    "PuzzleCatalogue+Large.swift sixteenExpert 4x4 5 4x4"
    "PuzzleCatalogue+TwentyFive.swift twentyFiveBeginner 5x5 1 5x5"
    "PuzzleCatalogue+TwentyFive.swift twentyFiveEasy 5x5 2 5x5"
    "PuzzleCatalogue+TwentyFive.swift twentyFiveMedium 5x5 3 5x5"
)
for cell in "${cells[@]}"; do
    read -r file name box grade shapes <<< "$cell"
    check_entries "$dir/$file" "$name" "$box" "$grade"
    for shape in $shapes; do check_draws "$shape" "$grade"; done
done
echo "check-catalogue: all catalogues right"
