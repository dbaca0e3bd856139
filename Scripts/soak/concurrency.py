"""soak-concurrency: P processes at once (default 4), each finishing K real games (default
250) into ONE data folder, each game a `play --plain --new` process given its whole solving
script on stdin (computed from the same game planned in the worker's own scratch folder).
One data folder has one game in play (`game.lock`, README "Where your data lives"): a process
refused because another holds the game (status 75, said in one line, nothing changed) waits a
moment and tries again; the refusals are counted. The games therefore follow one another, each
process starting, refused or not, while others play and finish.
Then: exactly P×K history lines, each whole; the leaderboard holds the best score and the
fastest time of those lines; learner memory counts every answer of every game, none lost."""
import argparse
import json
import os
import random
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

from common import planned_game, run, solving_moves


def worker(number, games, home, first_seed):
    """Finishes `games` games as player pN; returns (games finished, answers given, errors)."""
    player = f"p{number}"
    answers = 0
    errors = []
    refused = 0
    with tempfile.TemporaryDirectory(prefix=f"word-sudoku-soak-{player}-") as scratch:
        for k in range(games):
            seed = first_seed + number * 100000 + k
            args = ["--size", "4", "--seed", str(seed), "--player", player]
            game = planned_game(args, scratch)
            moves = solving_moves(game)
            answers += len({game["solution"][c] for c, g in enumerate(game["givens"]) if g == 0})
            while True:
                result = run(["play", "--plain", "--new"] + args, home, "\n".join(moves) + "\n", timeout=120)
                stderr = result.stderr.decode(errors="replace")
                if result.returncode != 75:
                    break
                if "the game is open in another word-sudoku" not in stderr or stderr.count("\n") != 1:
                    errors.append(f"{player} seed {seed}: refused without its one line: {stderr.strip()}")
                    break
                refused += 1
                time.sleep(random.uniform(0.01, 0.05))
            if result.returncode != 0:
                errors.append(f"{player} seed {seed}: status {result.returncode}: "
                              f"{result.stderr.decode(errors='replace').strip()}")
    return games, answers, errors, refused


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("games", type=int, nargs="?", default=250, help="games per process")
    parser.add_argument("--processes", type=int, default=4)
    parser.add_argument("--seed", type=int, default=int(os.environ.get("SOAK_SEED", "1")))
    options = parser.parse_args()
    start = time.monotonic()
    problems = []
    with tempfile.TemporaryDirectory(prefix="word-sudoku-soak-shared-") as home:
        with ThreadPoolExecutor(options.processes) as pool:
            results = list(pool.map(lambda n: worker(n, options.games, home, options.seed),
                                    range(options.processes)))
        expected_answers = {f"p{n}": results[n][1] for n in range(options.processes)}
        for _, _, errors, _ in results:
            problems += errors[:5]

        # History: exactly one whole line per game.
        history = []
        with open(os.path.join(home, "history.jsonl"), "rb") as f:
            raw = f.read()
        lines = raw.split(b"\n")
        if lines and lines[-1] == b"":
            lines.pop()
        else:
            problems.append("history.jsonl does not end with a newline")
        for i, line in enumerate(lines):
            try:
                envelope = json.loads(line)
                history.append(envelope["data"])
            except (ValueError, KeyError):
                problems.append(f"history line {i + 1} is not whole: {line[:80]!r}")
        total = options.processes * options.games
        if len(lines) != total:
            problems.append(f"{len(lines)} history lines, {total} games finished")
        for n in range(options.processes):
            mine = [h for h in history if h["player"] == f"p{n}"]
            if len(mine) != options.games:
                problems.append(f"p{n}: {len(mine)} history lines for {options.games} games")
        invalid = [h for h in history if not h["valid"]]
        if invalid:
            problems.append(f"{len(invalid)} games recorded as not solved")

        # Leaderboard: its entries are history lines, and it holds each board's best score and time.
        with open(os.path.join(home, "leaderboard.json"), encoding="utf-8") as f:
            boards = json.load(f)["data"]["boards"]
        keys = {(h["player"], h["score"], h["seconds"], h["date"]) for h in history}
        for board, entries in boards.items():
            played = [h for h in history if f"{h['shape']}-{h['grade']}" == board and h["valid"]]
            if not played:
                problems.append(f"leaderboard board {board} has no game in the history")
                continue
            for e in entries:
                if (e["player"], e["score"], e["seconds"], e["date"]) not in keys:
                    problems.append(f"leaderboard entry {e} is in no history line")
            if max(e["score"] for e in entries) != max(h["score"] for h in played):
                problems.append(f"leaderboard {board}: best score lost")
            if min(e["seconds"] for e in entries) != min(h["seconds"] for h in played):
                problems.append(f"leaderboard {board}: fastest time lost")

        # Learner memory: every answer of every game counted, all of them right.
        with open(os.path.join(home, "memory.json"), encoding="utf-8") as f:
            players = json.load(f)["data"]["players"]
        for player, expected in expected_answers.items():
            records = players.get(player, {}).values()
            seen = sum(r["seen"] for r in records)
            right = sum(r["right"] for r in records)
            if seen != expected or right != expected:
                problems.append(f"memory of {player}: {seen} seen, {right} right; {expected} answers given")
        leftovers = sorted(n for n in os.listdir(home) if ".tmp" in n or ".corrupt-" in n)
        if leftovers:
            problems.append(f"left in the data folder: {leftovers}")

    elapsed = time.monotonic() - start
    for problem in problems:
        print("soak-concurrency: " + problem, file=sys.stderr)
    print(f"soak-concurrency: {options.processes} processes × {options.games} games, "
          f"{len(lines)} history lines, {sum(r[3] for r in results)} starts refused while another "
          f"held the game, {len(problems)} problems, {elapsed:.0f} s")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
