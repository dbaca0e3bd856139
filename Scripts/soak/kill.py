"""soak-kill: N line-mode games, each killed with SIGKILL at a random moment while it plays
scripted moves one at a time; then `resume --plain` must find the game valid (no file set
aside, status 0), at most one answered move behind, and (with --strict-temp) no temp file left
after that next start."""
import argparse
import os
import random
import select
import signal
import subprocess
import sys
import tempfile
import time

from common import binary, environment, leftover_temp_files, planned_game, run, saved_game, solving_moves


def undo_steps(game):
    """How many moves the saved game can undo: format 2 packs them into one string, steps
    separated by ';' (format 1 kept a list)."""
    if "undo" in game:
        return len([step for step in game["undo"].split(";") if step])
    return len(game.get("undoSteps", []))


def one_game(index, rng, strict_temp):
    seed = 1000 + index
    args = ["--size", "6", "--seed", str(seed), "--player", "soak"]
    # All but the last answer (the last would finish the game and forget the save), then notes.
    moves = solving_moves(planned_game(args))[:-1]
    with tempfile.TemporaryDirectory(prefix="word-sudoku-soak-kill-") as home:
        process = subprocess.Popen([binary(), "play", "--plain", "--new"] + args, stdin=subprocess.PIPE,
                                   stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=environment(home))
        deadline = time.monotonic() + rng.uniform(0.05, 1.5)
        out = process.stdout.fileno()
        buffer = b""

        def read_until(pattern_count, limit):
            """Reads stdout until it holds `pattern_count` newlines or `limit` passes."""
            nonlocal buffer
            while buffer.count(b"\n") < pattern_count and time.monotonic() < limit:
                ready, _, _ = select.select([out], [], [], max(0.0, limit - time.monotonic()))
                if not ready:
                    break
                chunk = os.read(out, 65536)
                if not chunk:
                    break
                buffer += chunk

        # The greeting and board end with the status line ("Time ...").
        while b"cells to fill" not in buffer and time.monotonic() < deadline:
            read_until(buffer.count(b"\n") + 1, deadline)
        banner = buffer.count(b"\n")
        sent = answered = 0
        try:
            for move in moves:
                if time.monotonic() >= deadline:
                    break
                process.stdin.write((move + "\n").encode())
                process.stdin.flush()
                sent += 1
                read_until(banner + sent, deadline)
                answered = buffer.count(b"\n") - banner
                time.sleep(rng.uniform(0, 0.03))
        except BrokenPipeError:
            pass
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
        answered = max(0, buffer.count(b"\n") - banner) if b"cells to fill" in buffer else 0

        game = saved_game(home)
        saved = undo_steps(game) if game else -1
        # The next start: resume must take the game as it is.
        resumed = run(["resume", "--plain"], home, "show\nquit\n", timeout=60)
        said = resumed.stderr.decode(errors="replace")
        leftovers = leftover_temp_files(home)
        aside = [n for n in os.listdir(home) if ".corrupt-" in n]
        problems = []
        if game is None:
            if answered > 0:
                problems.append(f"no saved game after {answered} answered moves")
        else:
            if resumed.returncode != 0 or "corrupt" in said.lower() or aside:
                problems.append(f"resume failed (status {resumed.returncode}): {said.strip()}")
            if saved < answered - 1:
                problems.append(f"saved {saved} moves, {answered} were answered")
            if saved > sent:
                problems.append(f"saved {saved} moves, only {sent} were sent")
        if strict_temp and leftovers:
            problems.append(f"temp files left after the next start: {leftovers}")
        return problems, answered, saved, len(leftovers)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("count", type=int, nargs="?", default=50)
    parser.add_argument("--strict-temp", action="store_true",
                        help="fail when a killed save's temp file is still there after the next start")
    parser.add_argument("--seed", type=int, default=int(os.environ.get("SOAK_SEED", "1")))
    options = parser.parse_args()
    rng = random.Random(options.seed)
    failures = moves = leftovers = 0
    start = time.monotonic()
    for index in range(options.count):
        problems, answered, saved, left = one_game(index, rng, options.strict_temp)
        moves += answered
        leftovers += left
        if problems:
            failures += 1
            print(f"soak-kill: game {index + 1}: " + "; ".join(problems), file=sys.stderr)
    elapsed = time.monotonic() - start
    print(f"soak-kill: {options.count} kills, {moves} answered moves, {failures} failed, "
          f"{leftovers} temp files left after the next start, {elapsed:.0f} s")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
