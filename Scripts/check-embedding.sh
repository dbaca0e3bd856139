#!/usr/bin/env bash
# Checks that another package can use this one as a versioned dependency, as an app embedding
# the engine would: SwiftPM refuses a dependency by version whose targets use unsafe flags.
#
# In a temporary directory: a local clone of this repository at the current commit, tagged
# 1.0.0 (its only tag), and a small executable package that depends on it with
# `.package(url: <the clone>, from: "1.0.0")`, imports SudokuEngine and WordSudokuKit, solves a
# puzzle with ExactSolver and prints the solution. The script builds and runs it and checks the
# solution printed. Offline (the clone is a file URL); exits non-zero on any failure; removes
# its temporary directory. Uncommitted changes are not part of the check.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
commit="$(git -C "$repo" rev-parse HEAD)"
work="$(mktemp -d "${TMPDIR:-/tmp}/check-embedding.XXXXXX")"
trap 'rm -rf "$work"' EXIT
# SwiftPM's lock files and caches stay inside the temporary directory too.
mkdir -p "$work/tmp"
export TMPDIR="$work/tmp"

puzzle="53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
expected="534678912672195348198342567859761423426853791713924856961537284287419635345286179"

echo "check-embedding: cloning $commit"
git clone --quiet --no-checkout "$repo" "$work/WordSudoku"
git -C "$work/WordSudoku" cat-file -e "$commit^{commit}" 2>/dev/null \
    || git -C "$work/WordSudoku" fetch --quiet "$repo" "$commit"
git -C "$work/WordSudoku" checkout --quiet --detach "$commit"
# Its only version is this commit, so `from: "1.0.0"` resolves to it.
git -C "$work/WordSudoku" tag | xargs -r git -C "$work/WordSudoku" tag -d >/dev/null
git -C "$work/WordSudoku" tag 1.0.0

mkdir -p "$work/Embedder/Sources/Embedder"
cat > "$work/Embedder/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Embedder",
    dependencies: [
        .package(url: "file://$work/WordSudoku", from: "1.0.0"),
    ],
    targets: [
        .executableTarget(name: "Embedder", dependencies: [
            .product(name: "SudokuEngine", package: "WordSudoku"),
            .product(name: "WordSudokuKit", package: "WordSudoku"),
        ]),
    ]
)
EOF
cat > "$work/Embedder/Sources/Embedder/main.swift" <<EOF
import SudokuEngine
import WordSudokuKit

let board = try PuzzleText.parse("$puzzle")
if case let .unique(solution) = ExactSolver(shape: board.shape).solve(board) {
    print(PuzzleText.line(solution))
} else {
    print("no unique solution")
}
print("built-in word lists: \(BuiltInWordLists.names.count)")
EOF

echo "check-embedding: building a package that depends on WordSudoku from 1.0.0"
if ! (cd "$work/Embedder" && swift build --disable-dependency-cache --manifest-cache local) > "$work/build.log" 2>&1; then
    cat "$work/build.log" >&2
    echo "check-embedding: FAILED: the embedding package did not build" >&2
    exit 1
fi
output="$(cd "$work/Embedder" && swift run --skip-build Embedder)"
echo "$output"
if [[ "$(head -n 1 <<<"$output")" != "$expected" ]]; then
    echo "check-embedding: FAILED: expected $expected" >&2
    exit 1
fi
if ! grep -q '^built-in word lists: [1-9]' <<<"$output"; then
    echo "check-embedding: FAILED: WordSudokuKit lists no built-in word list" >&2
    exit 1
fi
echo "check-embedding: ok"
