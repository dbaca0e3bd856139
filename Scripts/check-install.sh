#!/usr/bin/env bash
# Checks the install as a user does it, whole: Scripts/install.sh builds the release (the
# static one, in .build-static: minutes the first time, seconds once built) and installs it
# into a temporary prefix whose path has a space; the installed program then runs from another
# folder, found on PATH, with a clean environment and a data folder of its own: --version, a
# puzzle solved from stdin, a built-in word list (embedded: no source beside it), the licence
# in `about`. It must need no Swift library from the toolchain (that is why it is static).
# Then --uninstall must leave PREFIX/bin empty and the data folder as it was.
# Offline; exits non-zero on any failure; removes its temporary directory.
#     Scripts/check-install.sh
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/check-install.XXXXXX")"
trap 'rm -rf "$work"' EXIT
prefix="$work/pre fix"
elsewhere="$work/elsewhere"
home="$work/home"
mkdir -p "$elsewhere" "$home"

puzzle="53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
expected="534678912672195348198342567859761423426853791713924856961537284287419635345286179"

fail() {
    echo "check-install: FAIL: $1" >&2
    exit 1
}

# The program as a user's shell runs it: by name, from PATH, in another folder, nothing of the
# developer's environment but the locale.
installed() {
    (cd "$elsewhere" && env -i HOME="$home" PATH="$prefix/bin:/usr/bin:/bin" LANG=C.UTF-8 \
        WORD_SUDOKU_HOME="$home/data" word-sudoku "$@")
}

echo "check-install: Scripts/install.sh --prefix '$prefix' (from $elsewhere)"
(cd "$elsewhere" && bash "$repo/Scripts/install.sh" --prefix "$prefix") | tee "$work/install-output.txt"

[ -f "$prefix/bin/word-sudoku" ] && [ -x "$prefix/bin/word-sudoku" ] || fail "no executable $prefix/bin/word-sudoku"
[ "$(ls -A "$prefix/bin")" = "word-sudoku" ] || fail "PREFIX/bin holds more than the program: $(ls -A "$prefix/bin" | tr '\n' ' ')"
[ "$(ls -A "$prefix" | tr '\n' ' ')" = "bin share " ] || fail "PREFIX holds more than bin/ and share/: $(ls -A "$prefix" | tr '\n' ' ')"
for file in share/man/man1/word-sudoku.1 share/bash-completion/completions/word-sudoku \
            share/zsh/site-functions/_word-sudoku share/fish/vendor_completions.d/word-sudoku.fish; do
    [ -s "$prefix/$file" ] || fail "no $prefix/$file"
done

if command -v ldd >/dev/null 2>&1; then
    if ldd "$prefix/bin/word-sudoku" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime'; then
        fail "the installed program needs the Swift libraries above from the toolchain"
    fi
fi

# The link install.sh said it used is the one the program has: packed relocations (DT_RELR,
# what keeps start-up near 11 MiB) in a section of their own.
if grep -q "^install.sh: building (packed relocations" "$work/install-output.txt"; then
    command -v readelf >/dev/null 2>&1 || fail "readelf (binutils) is needed to check the packed link"
    readelf -S "$prefix/bin/word-sudoku" >"$work/sections.txt"
    grep -q "\.relr\.dyn" "$work/sections.txt" || fail "install.sh said packed relocations, the program has no .relr.dyn"
    echo "check-install: the program's relocations are packed (.relr.dyn)"
fi

version="$(installed --version)"
case "$version" in
    "word-sudoku "[0-9]*) echo "check-install: $version" ;;
    *) fail "--version printed '$version'" ;;
esac
solved="$(printf '%s\n' "$puzzle" | installed solve)"
[ "$solved" = "$expected" ] || fail "solve printed '$solved', expected '$expected'"
installed words show animals | grep -q "^dog  *le chien$" || fail "the built-in list 'animals' is not there"
installed about | grep -q "^Licence: GNU General Public License v3.0 or later\. " || fail "about does not say the licence"
echo "check-install: the installed program runs from $elsewhere: --version, solve, words show, about"

data_before="$(cd "$home" && find . | sort)"
(cd "$elsewhere" && bash "$repo/Scripts/install.sh" --prefix "$prefix" --uninstall)
[ -d "$prefix/bin" ] || fail "--uninstall removed PREFIX/bin itself"
[ -z "$(ls -A "$prefix/bin")" ] || fail "--uninstall left: $(ls -A "$prefix/bin" | tr '\n' ' ')"
[ ! -e "$prefix/share" ] || fail "--uninstall left: $(cd "$prefix" && find share | tr '\n' ' ')"
[ "$(cd "$home" && find . | sort)" = "$data_before" ] || fail "--uninstall changed the data folder"
echo "check-install: uninstalled; PREFIX/bin is empty, the data folder untouched"
echo "check-install: OK"
