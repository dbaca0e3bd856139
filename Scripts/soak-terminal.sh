#!/usr/bin/env bash
# The full-screen game in a pseudo-terminal, ended by TERM, HUP, INT, USR1 and PIPE at random
# moments; reports per signal whether the terminal was restored (pty settings, main screen).
#   Scripts/soak-terminal.sh [ROUNDS-PER-SIGNAL] [--signals TERM,HUP,...] [--known-open USR1,PIPE]
exec python3 "$(dirname "$0")/soak/terminal.py" "$@"
