#!/usr/bin/env bash
# Prints worksheets with headless Chromium, as a teacher prints them from a browser, and checks
# the PDFs with poppler: the page count, and that every word of every bank and every code is in
# the PDF's text. Usage: Scripts/check-worksheet-pdf.sh [BINARY] (default .build/release/word-sudoku).
#
# The page rule (WorksheetOptions.pageCount): one page per puzzle (two 4x4 or 6x6 with
# --per-page 2), then with --answers the key: four 4x4 or 6x6, two 8x8 or 9x9, one larger
# grid a page. So 4x4 x2 = 2 + 1, 9x9 x3 = 3 + 2, 12x12 x1 = 1 + 1, 6x6 x3 two a page = 2 + 1.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-.build/release/word-sudoku}
chromium=$(command -v chromium || command -v chromium-browser || true)
for tool in "$chromium" pdfinfo pdftotext; do
    [ -n "$tool" ] && command -v "$tool" >/dev/null || { echo "check-worksheet-pdf: needs chromium and poppler-utils (pdfinfo, pdftotext)"; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export WORD_SUDOKU_HOME="$work/home" LANG=C.UTF-8
frequency=Benchmarks/wordlists/frequency-120.json
failures=0

# check NAME PAGES WORDS-ARGS... : writes the sheet, prints it, checks it.
check() {
    local name=$1 pages=$2; shift 2
    "$binary" worksheet "$@" --answers -o "$work/$name.html" >/dev/null
    "$binary" worksheet "$@" --format md >"$work/$name.md"
    timeout 60 "$chromium" --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
        --print-to-pdf="$work/$name.pdf" "file://$work/$name.html" >/dev/null 2>&1
    local got
    got=$(pdfinfo "$work/$name.pdf" | awk '/^Pages:/ { print $2 }')
    if [ "$got" != "$pages" ]; then
        echo "FAIL $name: $got pages, expected $pages"; failures=$((failures + 1))
    fi
    # The PDF's text with every run of white space made one space (pdftotext breaks lines).
    pdftotext -enc UTF-8 "$work/$name.pdf" - | tr -s ' \n\t\f' '    ' >"$work/$name.txt"
    local missing=0 item
    # Every bank word (the Markdown bank line, escaped for Markdown) and every code.
    while IFS= read -r item; do
        item=$(printf '%s' "$item" | sed 's/\\\(.\)/\1/g' | tr -s ' ' ' ')
        if ! grep -qF -- "$item" "$work/$name.txt"; then
            echo "FAIL $name: '$item' is not in the PDF's text"; missing=$((missing + 1))
        fi
    done < <(sed -n 's/^\*\*Word bank[^:]*:\*\* //p; s/^\*\*Banque de mots[^:]*:\*\* //p' "$work/$name.md" | sed 's/ · /\n/g'
             sed -n 's/.* \*\*\([^*]*\)\*\*$/\1/p' "$work/$name.md")
    [ "$missing" -eq 0 ] || failures=$((failures + 1))
    echo "$name: $got pages (expected $pages), $(grep -c . <(sed -n 's/^\*\*Word bank[^:]*:\*\* //p' "$work/$name.md" | sed 's/ · /\n/g')) bank words and codes checked"
}

for paper in a4 letter; do
    check "4x4-$paper" 3 --words animals --size 4 --grade 1 --count 2 --seed 7 --paper "$paper"
    check "9x9-$paper" 5 --words "$frequency" --size 9 --grade 2 --count 3 --seed 11 --paper "$paper"
    check "12x12-$paper" 2 --words "$frequency" --box 3x4 --grade 2 --count 1 --seed 5 --show fr --paper "$paper"
    check "6x6-pairs-$paper" 3 --words animals --box 2x3 --grade 1 --count 3 --seed 2 --per-page 2 --paper "$paper"
done
if [ "$failures" -ne 0 ]; then echo "check-worksheet-pdf: $failures failed"; exit 1; fi
echo "check-worksheet-pdf: every sheet has its pages, bank words and codes"
