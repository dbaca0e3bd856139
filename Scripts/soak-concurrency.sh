#!/usr/bin/env bash
# 4 processes × K finished games (default 250) into one data folder; then exactly 4×K whole
# history lines, and a leaderboard and learner memory consistent with them.
#   Scripts/soak-concurrency.sh [K] [--processes P]
exec python3 "$(dirname "$0")/soak/concurrency.py" "$@"
