"""What the soak scripts share: the binary, a hermetic environment, bounded runs, and the
solving script of a game read from the game.json the program itself wrote."""
import json
import os
import subprocess
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def binary():
    """WORD_SUDOKU_BINARY, else the release build, else the debug build."""
    named = os.environ.get("WORD_SUDOKU_BINARY")
    if named:
        return named
    for config in ("release", "debug"):
        path = os.path.join(ROOT, ".build", config, "word-sudoku")
        if os.access(path, os.X_OK):
            return path
    raise SystemExit("soak: no word-sudoku built (swift build -c release)")


def environment(home):
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "NO_COLOR")}
    env.update(WORD_SUDOKU_HOME=home, LANG="C.UTF-8")
    return env


def run(args, home, text="", timeout=60):
    """Runs the binary to its end (killed after `timeout` seconds: a hang fails the soak)."""
    return subprocess.run([binary()] + args, input=text.encode(), capture_output=True,
                          env=environment(home), timeout=timeout)


def saved_game(home):
    path = os.path.join(home, "game.json")
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        return json.load(f)["data"]


def cell_name(cell, size):
    """`A1` for cell 0: rows are letters, columns numbers (as the line mode names them)."""
    return "ABCDEFGHIJKLMNOPQRSTUVWXY"[cell // size] + str(cell % size + 1)


def solving_moves(game):
    """The lines that answer every empty cell of `game` with its right word, in cell order."""
    setup = game["setup"]
    size = setup["boxRows"] * setup["boxColumns"]
    typed = "second" if setup["shownSide"] == "first" else "first"
    moves = []
    for cell, (given, value) in enumerate(zip(game["givens"], game["solution"])):
        if given == 0:
            moves.append(f"{cell_name(cell, size)} {setup['pairs'][value - 1][typed][0]}")
    return moves


def planned_game(args, scratch=None):
    """The game `play --plain ARGS` starts, read from a scratch data folder (and discarded)."""
    with tempfile.TemporaryDirectory(prefix="word-sudoku-soak-plan-") as home:
        result = run(["play", "--plain", "--new"] + args, scratch or home, "quit\n")
        if result.returncode != 0:
            raise SystemExit(f"soak: play {' '.join(args)} failed: {result.stderr.decode(errors='replace')}")
        game = saved_game(scratch or home)
        if scratch:
            os.unlink(os.path.join(scratch, "game.json"))
        return game


def leftover_temp_files(home):
    return sorted(n for n in os.listdir(home) if ".tmp" in n)
