"""soak-terminal: the full-screen game in a pseudo-terminal, ended by a signal at a random
moment (on the menu, making a puzzle, or in a game with keys arriving); after each, the
terminal must be as it was (the pty's settings, the main screen, the cursor shown). Reports
per signal; fails when any signal left the terminal changed."""
import argparse
import os
import random
import select
import signal
import subprocess
import sys
import termios
import tempfile
import time

from common import binary, environment

SIGNALS = ["TERM", "HUP", "INT", "USR1", "PIPE"]


def read_for(master, buffer, seconds, until=None):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if until and until in buffer:
            return buffer
        ready, _, _ = select.select([master], [], [], 0.02)
        if ready:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                return buffer
            if not chunk:
                return buffer
            buffer += chunk
    return buffer


def one_session(name, rng):
    master, slave = os.openpty()
    before = termios.tcgetattr(slave)
    with tempfile.TemporaryDirectory(prefix="word-sudoku-soak-pty-") as home:
        env = environment(home)
        env["TERM"] = "xterm-256color"
        process = subprocess.Popen([binary()], stdin=slave, stdout=slave, stderr=slave, env=env,
                                   start_new_session=True)
        buffer = read_for(master, b"", 10, until=b"Puzzle of the day")
        stage = rng.choice(["menu", "game", "keys"])
        if stage != "menu":
            os.write(master, b"\r")
            buffer = read_for(master, buffer, 5, until=b"Start")
            os.write(master, b"\r")
            buffer = read_for(master, buffer, rng.uniform(0, 2), until=b"Peeks")
        if stage == "keys":
            for key in rng.sample([b"\x1b[C", b"j", b"H", b"n", b"\x1b[B", b"l", b"k"], 4):
                os.write(master, key)
        buffer = read_for(master, buffer, rng.uniform(0, 0.3))
        process.send_signal(getattr(signal, "SIG" + name))
        exited = True
        try:
            deadline = time.monotonic() + 10
            while process.poll() is None and time.monotonic() < deadline:
                buffer = read_for(master, buffer, 0.05)
            process.wait(timeout=0.1)
        except subprocess.TimeoutExpired:
            exited = False
            process.kill()
            process.wait(timeout=10)
        buffer = read_for(master, buffer, 0.1)
        after = termios.tcgetattr(slave)
        os.close(master)
        os.close(slave)
    entered = b"\x1b[?1049h" in buffer
    left = buffer.rfind(b"\x1b[?1049l") > buffer.rfind(b"\x1b[?1049h")
    problems = []
    if not exited:
        problems.append("still running 10 s after the signal")
    if after != before:
        problems.append("pty settings not restored")
    if entered and not left:
        problems.append("left in the alternate screen")
    return stage, problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("rounds", type=int, nargs="?", default=4, help="sessions per signal")
    parser.add_argument("--signals", default=",".join(SIGNALS))
    parser.add_argument("--known-open", default="",
                        help="signals reported but not failing the run (a fix not merged yet)")
    parser.add_argument("--seed", type=int, default=int(os.environ.get("SOAK_SEED", "1")))
    options = parser.parse_args()
    rng = random.Random(options.seed)
    failed_signals = []
    for name in options.signals.split(","):
        failures = []
        for _ in range(options.rounds):
            stage, problems = one_session(name, rng)
            if problems:
                failures.append(f"{stage}: " + ", ".join(problems))
        restored = options.rounds - len(failures)
        print(f"soak-terminal: SIG{name}: terminal restored in {restored} of {options.rounds} sessions"
              + (f" ({failures[0]})" if failures else ""))
        if failures and name not in options.known_open.split(","):
            failed_signals.append(name)
    sys.exit(1 if failed_signals else 0)


if __name__ == "__main__":
    main()
