#!/usr/bin/env bash
# Fails each of the store's system calls in turn (openat, read, write, fsync, rename, flock,
# unlink; EIO, ENOSPC, EINTR) under strace while the program plays and finishes a line-mode
# game, resumes one, changes a setting, imports a list, writes a worksheet and shows stats;
# checks every run and the data folder it leaves (see Scripts/soak/faults.py).
#   Scripts/inject-faults.sh [--points K] [--jobs J] [--scenario NAME ...]
# WORD_SUDOKU_BINARY names the binary (default: the release build, else the debug one).
exec python3 "$(dirname "$0")/soak/faults.py" "$@"
