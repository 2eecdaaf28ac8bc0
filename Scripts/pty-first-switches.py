#!/usr/bin/env python3
"""Times the first tab switches of a freshly started app through a real pty.

Usage (from the checkout, after `swift build -c release --product ptybench-tabs`):

    python3 Scripts/pty-first-switches.py [--runs 5] [--switches 6] -- .build/release/ptybench-tabs
    python3 Scripts/pty-first-switches.py -- python3 ../shared/tools/ptybench/curses_tabs.py

Each run starts the app on a new 100x30 pseudo-terminal, waits for TIMER-PANE, then presses
Alt+2 and Alt+3 in turn (legacy ESC+digit bytes), 100 ms apart, timing each from the key
written to its pane's marker on screen. It prints, per switch number, the median over the
runs: the first few show what a process pays the first time it meets a screen's types.
Uses PtyChild from ../shared/tools/ptybench (pyte must be installed).
"""
import argparse
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "shared", "tools", "ptybench"))
from ptybench import PtyChild  # noqa: E402

KEYS = [(b"\x1b2", "PROJECTS-PANE"), (b"\x1b3", "ENTRIES-PANE")]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--switches", type=int, default=6)
    parser.add_argument("cmd", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.cmd[1:] if args.cmd[:1] == ["--"] else args.cmd
    if not command:
        parser.error("give the app's command after --")
    runs = []
    for _ in range(args.runs):
        child = PtyChild(command, 100, 30, {}, 10.0)
        try:
            child.wait_for("TIMER-PANE", child.t_spawn)
            child.settle(0.3)
            times = []
            for number in range(args.switches):
                key, marker = KEYS[number % 2]
                latency, _ = child.press(key, marker, 0.1)
                times.append(latency * 1e3)
            runs.append(times)
        finally:
            child.close()
    for number in range(args.switches):
        values = [run[number] for run in runs]
        print(f"switch {number + 1}: median {statistics.median(values):.2f} ms "
              f"[{min(values):.2f}..{max(values):.2f}]")


if __name__ == "__main__":
    main()
