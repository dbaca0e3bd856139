#!/usr/bin/env bash
# N line-mode games (default 50), each killed with kill -9 at a random moment while it plays
# scripted moves; each resume must be valid and at most one answered move behind. Leftover
# temp files are counted, and fail the run with --strict-temp. SOAK_SEED varies the moments.
#   Scripts/soak-kill.sh [N] [--strict-temp]
exec python3 "$(dirname "$0")/soak/kill.py" "$@"
