#!/usr/bin/env bash
# Installs word-sudoku as a terminal program: PREFIX/bin/word-sudoku (default prefix ~/.local),
# with its manual page and its shell completions, which the installed program itself writes
# (`word-sudoku man`, `word-sudoku completions bash|zsh|fish`), where man and each shell look:
#     PREFIX/share/man/man1/word-sudoku.1
#     PREFIX/share/bash-completion/completions/word-sudoku
#     PREFIX/share/zsh/site-functions/_word-sudoku
#     PREFIX/share/fish/vendor_completions.d/word-sudoku.fish
# Nothing else: the built-in word lists are embedded in the binary (Scripts/embed-data.sh),
# and the player's data folder is made by the program itself on first use (see `word-sudoku
# about`), and is never touched here, not even by --uninstall.
#
#     Scripts/install.sh [--prefix DIR] [--binary PATH]     build a release and install it
#     Scripts/install.sh [--prefix DIR] --uninstall          remove what install put there
#     Scripts/install.sh --build-only                        build it, print its path, install nothing
#
# The release is built with the Swift runtime and Foundation linked in (--static-swift-stdlib),
# in a scratch folder of its own (.build-static, so the usual .build/release is not relinked):
# the installed program then keeps working when the Swift toolchain it was built with is
# moved, removed or replaced by another version, and starts with about a quarter of the
# instructions (README, "Install", has the figures). --binary PATH installs that already-built
# binary instead of building: for the tests, which cannot wait minutes for a release build, and
# for a binary built elsewhere. --build-only is the build alone (CI tests the very program an
# install would copy): its last line is the built binary's path.
#
# The link packs the program's relocations (lld's `-z pack-relative-relocs`, DT_RELR) when the
# toolchain has lld and the C library's loader reads them (glibc 2.36 or later): at start the
# loader then writes into fewer of the program's pages, and `solve` on an empty file measured
# 11.2 MiB and 3.57 M instructions instead of 12.4 MiB and 3.95 M (README, "Install"). With an
# older glibc such a program would start with its pointers unrelocated, so it is linked the usual
# way there, and the script says which link it used.
#
# The binary is copied to a temporary name in PREFIX/bin, then renamed over the old one, so a
# running word-sudoku or an interrupted install never leaves half a file under the real name;
# the page and the scripts are written the same way.
# Works from any current directory (relative paths are the caller's). Its messages are in
# English only: it is a tool for whoever builds from source, not part of the program.
# Exit status: 0 done, 1 a failure (a build, a copy, a binary that does not run), 2 a usage error.
set -euo pipefail
# cd must not print a folder or look one up elsewhere: the paths below are read from pwd.
unset CDPATH

usage="usage: Scripts/install.sh [--prefix DIR] [--binary PATH] [--uninstall | --build-only]"
name=word-sudoku
# What mktemp makes in PREFIX/bin (XXXXXX: six random characters); --uninstall removes any an
# install killed outright (kill -9) left behind.
temp_prefix=".$name.install."

usage_error() {
    echo "install.sh: $1; $usage" >&2
    exit 2
}

fail() {
    echo "install.sh: $1" >&2
    exit 1
}

# An absolute path for PATH as the caller meant it (relative to the directory it was run from),
# with . and .. taken out but symlinks kept, so messages name the folder as the caller knows it.
absolute() {
    realpath -m -s -- "$1"
}

prefix="" binary="" uninstall=0 prefix_given=0 build_only=0
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix|--binary)
            # A value that looks like an option is taken for a forgotten value.
            [ $# -ge 2 ] && [ "${2#-}" = "$2" ] || usage_error "option '$1' needs a value"
            [ -n "$2" ] || usage_error "option '$1' needs a non-empty value"
            if [ "$1" = --prefix ]; then prefix="$2" prefix_given=1; else binary="$2"; fi
            shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}" prefix_given=1
            [ -n "$prefix" ] || usage_error "option '--prefix' needs a non-empty value"
            shift ;;
        --binary=*) binary="${1#--binary=}"
            [ -n "$binary" ] || usage_error "option '--binary' needs a non-empty value"
            shift ;;
        --uninstall) uninstall=1; shift ;;
        --build-only) build_only=1; shift ;;
        -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
        -*) usage_error "unknown option '$1'" ;;
        *) usage_error "unexpected argument '$1'" ;;
    esac
done
if [ "$uninstall" -eq 1 ] && [ -n "$binary" ]; then
    usage_error "--binary and --uninstall cannot go together"
fi
if [ "$build_only" -eq 1 ] && { [ "$uninstall" -eq 1 ] || [ -n "$binary" ] || [ "$prefix_given" -eq 1 ]; }; then
    usage_error "--build-only goes alone"
fi

# The release build: the same command for an install and for --build-only.
build_release() {
    local repo link version major minor toolchain
    repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
    build=(swift build --package-path "$repo" --scratch-path "$repo/.build-static" -c release --static-swift-stdlib)
    link="the usual link"
    version="$(getconf GNU_LIBC_VERSION 2>/dev/null || true)"   # "glibc 2.36"
    version="${version#glibc }"
    major="${version%%.*}" minor="${version#*.}"
    minor="${minor%%.*}"
    # lld beside the toolchain's own programs (swift may be a link to them).
    toolchain="$(dirname "$(readlink -f "$(command -v swift || echo /nonexistent)")")"
    if [ -x "$toolchain/ld.lld" ] \
        && [[ "$major" =~ ^[0-9]+$ && "$minor" =~ ^[0-9]+$ ]] \
        && { [ "$major" -gt 2 ] || { [ "$major" -eq 2 ] && [ "$minor" -ge 36 ]; }; }; then
        build+=(-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)
        link="packed relocations: lld, glibc $version"
    fi
    echo "install.sh: building ($link): ${build[*]}"
    "${build[@]}" || fail "the release build failed"
    binary="$("${build[@]}" --show-bin-path)/$name"
    [ -x "$binary" ] || fail "the build made no $binary"
}

# Sets version to what $binary --version prints; fails unless it runs as word-sudoku.
check_runs() {
    version="$(timeout 30 "$binary" --version 2>/dev/null)" || fail "$binary --version failed: not installed"
    case "$version" in
        "$name "*) ;;
        *) fail "$binary --version printed '${version%%$'\n'*}', not '$name VERSION': not installed" ;;
    esac
}

if [ "$build_only" -eq 1 ]; then
    build_release
    check_runs
    echo "$binary"
    exit 0
fi
if [ "$prefix_given" -eq 0 ]; then
    [ -n "${HOME:-}" ] || fail "HOME is not set: give --prefix DIR"
    prefix="$HOME/.local"
fi
prefix="$(absolute "$prefix")"
bindir="$prefix/bin"
target="$bindir/$name"
# What the installed program writes beside it: "FILE:ARGUMENTS" (its words, split at spaces).
documents=(
    "$prefix/share/man/man1/$name.1:man"
    "$prefix/share/bash-completion/completions/$name:completions bash"
    "$prefix/share/zsh/site-functions/_$name:completions zsh"
    "$prefix/share/fish/vendor_completions.d/$name.fish:completions fish"
)

if [ "$uninstall" -eq 1 ]; then
    removed=0
    if [ -e "$target" ] || [ -L "$target" ]; then
        [ ! -d "$target" ] || fail "$target is a folder, not the program: left as it is"
        rm -f -- "$target"
        echo "install.sh: removed $target"
        removed=1
    fi
    for leftover in "$bindir/$temp_prefix"??????; do
        [ -f "$leftover" ] || continue
        rm -f -- "$leftover"
        echo "install.sh: removed $leftover (left by an interrupted install)"
        removed=1
    done
    for document in "${documents[@]}"; do
        file="${document%:*}"
        [ -f "$file" ] || continue
        rm -f -- "$file" "$(dirname "$file")/$temp_prefix"??????
        echo "install.sh: removed $file"
        removed=1
        # The folders the install made, when nothing else is in them; never PREFIX itself.
        folder="$(dirname "$file")"
        while [ "$folder" != "$prefix" ] && rmdir -- "$folder" 2>/dev/null; do folder="$(dirname "$folder")"; done
    done
    [ "$removed" -eq 1 ] || echo "install.sh: nothing to remove: $target is not there"
    echo "install.sh: your games, settings and lists are kept: the data folder (\$WORD_SUDOKU_HOME, else \$XDG_DATA_HOME/word-sudoku, else ~/.local/share/word-sudoku) is not touched"
    exit 0
fi

if [ -n "$binary" ]; then
    binary="$(absolute "$binary")"
    [ -f "$binary" ] && [ -x "$binary" ] || fail "--binary $binary is not an executable file"
else
    build_release
fi

# Refuse to install a file that does not run as word-sudoku (a wrong --binary, a broken build).
check_runs

[ ! -d "$target" ] || fail "$target is a folder: not replaced"
mkdir -p -- "$bindir"
temp="$(mktemp "$bindir/${temp_prefix}XXXXXX")" || fail "cannot write in $bindir"
trap 'rm -f -- "$temp"' EXIT
trap 'exit 1' INT TERM HUP
cp -- "$binary" "$temp"
chmod 755 -- "$temp"
mv -f -T -- "$temp" "$target"
trap - EXIT INT TERM HUP
echo "install.sh: installed $version as $target"

# The manual page and the completion scripts, as the program just installed makes them.
for document in "${documents[@]}"; do
    file="${document%:*}"
    read -r -a words <<<"${document##*:}"
    mkdir -p -- "$(dirname "$file")" || fail "cannot make $(dirname "$file")"
    temp="$(mktemp "$(dirname "$file")/${temp_prefix}XXXXXX")" || fail "cannot write in $(dirname "$file")"
    trap 'rm -f -- "$temp"' EXIT
    timeout 30 "$target" "${words[@]}" >"$temp" || fail "$target ${words[*]} failed: $file not installed"
    chmod 644 -- "$temp"
    mv -f -T -- "$temp" "$file"
    trap - EXIT
    echo "install.sh: installed $file"
done

# Is PREFIX/bin on PATH, and is it the word-sudoku a shell would run? (Directories compared
# once resolved, so ~/.local/bin and a symlink to it count as the same.)
canonical_bindir="$(cd "$bindir" && pwd -P)"
on_path=0
IFS=: read -r -a path_entries <<<"${PATH:-}"
for entry in "${path_entries[@]}"; do
    [ -n "$entry" ] && [ -d "$entry" ] || continue
    if [ "$(cd "$entry" 2>/dev/null && pwd -P)" = "$canonical_bindir" ]; then on_path=1; break; fi
done
if [ "$on_path" -eq 1 ]; then
    found="$(command -v "$name" || true)"
    if [ -n "$found" ] && [ "$(cd "$(dirname "$found")" && pwd -P)" != "$canonical_bindir" ]; then
        echo "install.sh: $bindir is on your PATH, but $found comes before it: 'word-sudoku' runs that one; remove it or put $bindir first"
    else
        echo "install.sh: $bindir is on your PATH: run 'word-sudoku'"
    fi
else
    echo "install.sh: $bindir is not on your PATH; add it, e.g. in ~/.bashrc or ~/.profile: export PATH=\"$bindir:\$PATH\""
fi
