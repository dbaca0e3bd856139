"""inject-faults: runs the binary under `strace -f -e inject=SYSCALL:error=E:when=N` for each of
the store's system calls (openat, read, write, fsync, rename, flock, unlink) and each error
(EIO, ENOSPC, EINTR), at N spread over the calls the scenario makes, in these scenarios: a
line-mode game started, played and finished; a saved game resumed, moved and left; `settings`;
a list imported; a worksheet written; `stats`.

After each run it checks: no signal, no hang (every run bounded by a timeout), an exit status
the README documents for that command, a failure said in lines of the program's own
(`word-sudoku: ...`), never a trap's text; then, without faults, that the data folder is
readable (`stats` exits 0, each notice one `word-sudoku:` line) and holds the last good state
(every JSON file parses or was set aside, each history line whole, no temporary file left
once `stats` ran, a saved game that `resume` opens when the scenario kept one).

  Scripts/inject-faults.sh [--points K] [--jobs J] [--scenario NAME ...]
K points per (scenario, call, error): 3 for CI's short pass, 12 for the full pass."""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

from common import binary, environment, planned_game, solving_moves

SYSCALLS = ["openat", "read", "write", "fsync", "rename", "flock", "unlink"]
ERRORS = ["EIO", "ENOSPC", "EINTR"]
TIMEOUT = 20
GAME = ["--size", "4", "--seed", "3", "--words", "animals", "--player", "ada", "--lang", "en"]
TRAP_TEXT = ("Fatal error", "Illegal instruction", "Segmentation fault", "Current stack trace",
             "Trace/breakpoint", "Aborted", "core dumped")


def strace():
    return shutil.which("strace")


class Scenario:
    """A command run in a data folder `prepare` made; `allowed` the statuses the README gives it."""

    def __init__(self, name, args, stdin, allowed, prepare, keeps_game=False):
        self.name, self.args, self.stdin, self.allowed = name, args, stdin, allowed
        self.prepare, self.keeps_game = prepare, keeps_game


def scenarios(work):
    game = planned_game(GAME)
    moves = solving_moves(game)
    list_file = os.path.join(work, "colours.tsv")
    with open(list_file, "w", encoding="utf-8") as f:
        f.write("en\tfr\nred\trouge\nblue\tbleu\ngreen\tvert\nblack\tnoir\nwhite\tblanc\n")

    def empty(home):
        pass

    def saved(home):
        run_plain(["play", "--plain", "--new"] + GAME, home, moves[0] + "\nquit\n")

    def finished_before(home):
        # A game finished earlier: history, leaderboard and memory to keep.
        run_plain(["play", "--plain", "--new"] + GAME, home, "\n".join(moves) + "\n\nquit\n")

    def both(home):
        finished_before(home)
        saved(home)

    # 0 done; 1 nothing to do (no saved game left to resume when game.json cannot be read);
    # 65/66 a list with problems / that cannot be opened; 73 data not written.
    return [
        Scenario("play-finish", ["play", "--plain", "--new"] + GAME, "\n".join(moves) + "\n\nquit\n",
                 {0, 66, 73}, finished_before),
        Scenario("resume-moves", ["resume", "--plain", "--lang", "en"], "\n".join(moves[1:3]) + "\nquit\n",
                 {0, 1, 73}, both, keeps_game=True),
        Scenario("settings", ["settings", "grade", "2"], "", {0, 73}, both, keeps_game=True),
        Scenario("words-import", ["words", "import", list_file, "--lang", "en"], "", {0, 65, 66, 73}, empty),
        Scenario("worksheet", ["worksheet", "--words", "animals", "--size", "4", "-o", "WORKSHEET"], "",
                 {0, 65, 66, 73}, empty),
        Scenario("stats", ["stats", "--lang", "en"], "", {0, 73}, both, keeps_game=True),
    ]


def run_plain(args, home, stdin="", prefix=()):
    return subprocess.run(list(prefix) + [binary()] + args, input=stdin.encode(), capture_output=True,
                          env=environment(home), timeout=TIMEOUT)


def arguments(scenario, home):
    return [os.path.join(home, "..", "worksheet.html") if a == "WORKSHEET" else a for a in scenario.args]


def store_calls(scenario, work):
    """For each call, the N (`when=N`: its count in the main thread) of those the scenario makes,
    fault free, on its files (the data folder, the list, the worksheet) or on standard input,
    output and error: not the loader's nor the runtime's own (a library that cannot be read is
    not the program's to report)."""
    home = fresh_home(work, scenario)
    trace = os.path.join(work, f"trace-{scenario.name}")
    run_plain(arguments(scenario, home), home, scenario.stdin,
              prefix=[strace(), "-f", "-yy", "-qq", "-o", trace, "-e", "trace=" + ",".join(SYSCALLS)])
    ours = {s: [] for s in SYSCALLS}
    seen = {s: 0 for s in SYSCALLS}
    main = None
    with open(trace, encoding="utf-8", errors="replace") as f:
        for line in f:
            match = re.match(r"^(\d+)\s+(\w+)\((.*)", line)
            if not match or match.group(2) not in seen:
                continue
            pid, call, rest = match.groups()
            main = main or pid
            if pid != main:
                continue
            seen[call] += 1
            standard = call in ("read", "write") and re.match(r"^[012]<", rest)
            if work in rest or standard:
                ours[call].append(seen[call])
    shutil.rmtree(os.path.dirname(home))
    return ours


def fresh_home(work, scenario):
    folder = tempfile.mkdtemp(prefix=f"{scenario.name}-", dir=work)
    home = os.path.join(folder, "data")
    os.mkdir(home)
    scenario.prepare(home)
    return home


def spread(values, k):
    """K of `values`, spread from the first to the last (all of them when there are no more)."""
    if len(values) <= k:
        return values
    return sorted({values[round(i * (len(values) - 1) / (k - 1))] for i in range(k)})


def check(scenario, home, result):
    """The problems of one run, and of the data folder it left."""
    problems = []
    if result is None:
        return ["hang: still running after the timeout"]
    status, err = result.returncode, result.stderr.decode(errors="replace")
    if status < 0:
        problems.append(f"signal {-status}")
    elif status not in scenario.allowed:
        problems.append(f"status {status}")
    if any(text in err for text in TRAP_TEXT):
        problems.append("a trap's text on stderr")
    lines = [line for line in err.split("\n") if line]
    if status not in (0,) and not lines:
        problems.append(f"status {status} said nothing")
    foreign = [line for line in lines if not line.startswith("word-sudoku: ") and not re.match(r"^\S+:\d+:\d+: ", line)]
    if foreign:
        problems.append(f"a line not of the program's: {foreign[0][:100]}")
    # The data folder, without faults.
    stats = run_plain(["stats", "--lang", "en"], home)
    if stats.returncode != 0:
        problems.append(f"stats afterwards: status {stats.returncode}: {stats.stderr.decode(errors='replace')[:200]}")
    elif any(not line.startswith("word-sudoku: ") for line in stats.stderr.decode(errors="replace").split("\n") if line):
        problems.append("stats afterwards: a notice not in one line")
    for name in os.listdir(home):
        path = os.path.join(home, name)
        if ".tmp." in name:
            problems.append(f"temporary file left: {name}")
        elif name.endswith(".json"):
            try:
                with open(path, encoding="utf-8") as f:
                    json.load(f)
            except (ValueError, OSError) as error:
                problems.append(f"{name} unreadable after the run: {error}")
        elif name == "history.jsonl":
            with open(path, "rb") as f:
                raw = f.read()
            if raw and not raw.endswith(b"\n"):
                problems.append("history.jsonl: a torn last line")
            for line in raw.split(b"\n"):
                if line:
                    try:
                        json.loads(line)
                    except ValueError:
                        problems.append("history.jsonl: a line that is not JSON")
                        break
    if scenario.keeps_game and "game.json" in os.listdir(home):
        resumed = run_plain(["resume", "--plain", "--lang", "en"], home, "quit\n")
        if resumed.returncode != 0:
            problems.append(f"resume afterwards: status {resumed.returncode}")
    elif scenario.keeps_game:
        problems.append("the saved game is gone")
    return problems


def one_run(work, scenario, syscall, error, n):
    home = fresh_home(work, scenario)
    inject = f"inject={syscall}:error={error}:when={n}"
    try:
        result = run_plain(arguments(scenario, home), home, scenario.stdin,
                           prefix=[strace(), "-f", "-qq", "-o", "/dev/null", "-e", f"trace={syscall}", "-e", inject])
    except subprocess.TimeoutExpired:
        result = None
    problems = check(scenario, home, result)
    status = "hang" if result is None else result.returncode
    shutil.rmtree(os.path.dirname(home), ignore_errors=True)
    return scenario.name, syscall, error, n, status, problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--points", type=int, default=12, help="values of N per scenario, call and error")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--scenario", action="append", help="only these scenarios")
    options = parser.parse_args()
    if not strace():
        print("inject-faults: strace is not installed (apt-get install strace); nothing run", file=sys.stderr)
        return 2
    start = time.monotonic()
    work = tempfile.mkdtemp(prefix="word-sudoku-faults-")
    try:
        chosen = [s for s in scenarios(work) if not options.scenario or s.name in options.scenario]
        runs = []
        for scenario in chosen:
            calls = store_calls(scenario, work)
            print(f"inject-faults: {scenario.name}: its calls " + ", ".join(f"{s} {len(calls[s])}" for s in SYSCALLS))
            for syscall in SYSCALLS:
                for error in ERRORS:
                    for n in spread(calls[syscall], options.points):
                        runs.append((scenario, syscall, error, n))
        with ThreadPoolExecutor(options.jobs) as pool:
            results = list(pool.map(lambda r: one_run(work, *r), runs))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    statuses, failed = {}, []
    for name, syscall, error, n, status, problems in results:
        statuses[status] = statuses.get(status, 0) + 1
        if problems:
            failed.append(f"{name} {syscall}:{error}:when={n}: " + "; ".join(problems))
    for line in failed:
        print("inject-faults: " + line, file=sys.stderr)
    summary = ", ".join(f"{statuses[s]} exit {s}" for s in sorted(statuses, key=str))
    print(f"inject-faults: {len(results)} runs ({summary}), {len(failed)} with problems, "
          f"{time.monotonic() - start:.0f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
