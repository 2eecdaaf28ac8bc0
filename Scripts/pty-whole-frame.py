#!/usr/bin/env python3
"""Times tab switches through a real pty to the marker and to the whole frame.

Usage (from the checkout, after `swift build -c release --product ptybench-tabs`):

    python3 Scripts/pty-whole-frame.py \\
        --app curses "python3 ../shared/tools/ptybench/curses_tabs.py" \\
        --app keystroke .build/release/ptybench-tabs

ptybench times a key until its expected text is on screen. An app that writes its frame in
many small writes (the curses anchor writes one per line segment) shows the marker near the
top of the screen before the rest of the frame has arrived; an app that writes its frame in
one write shows it with the whole frame. This script times both points for each switch: from
the key written to the read after which the pane's marker is visible (ptybench's figure),
and to the last read of the frame (the app then stays quiet for `--quiet` seconds).

Each app in turn, for `--rounds` rounds, starts on a new 100x30 pseudo-terminal, waits for
TIMER-PANE, then presses Alt+2 and Alt+3 (legacy ESC+digit bytes) `--switches` times each,
`--gap` seconds apart; the first four switches of a run are not counted. It prints the
medians of each round, and each app's median against the first app's. Uses PtyChild from
../shared/tools/ptybench (pyte must be installed).
"""
import argparse
import os
import shlex
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "shared", "tools", "ptybench"))
from ptybench import BenchError, PtyChild  # noqa: E402

KEYS = [(b"\x1b2", "PROJECTS-PANE"), (b"\x1b3", "ENTRIES-PANE")]
WARM_UP = 4


def switch(child, key, marker, quiet):
    """Presses `key`; returns (ms to the marker, ms to the frame's last read, reads)."""
    if child.visible(marker):
        raise BenchError(f"{marker!r} already visible before the key was sent")
    start = time.perf_counter()
    os.write(child.fd, key)
    chunks, seen = [], None
    while seen is None:
        got = child.read_burst(max(0.0, start + child.timeout - time.perf_counter()))
        if not got:
            raise BenchError(f"timeout or exit waiting for {marker!r}")
        chunks += got
        seen = child.feed(got, marker, start)
    more = child.read_burst(quiet)
    while more:
        chunks += more
        child.feed(more)
        more = child.read_burst(quiet)
    return seen * 1e3, (chunks[-1][0] - start) * 1e3, len(chunks)


def one_run(command, switches, gap, quiet):
    """One fresh start of `command`; lists of marker and frame times, and reads per frame."""
    child = PtyChild(command, 100, 30, {}, 10.0)
    marks, frames, reads = [], [], []
    try:
        child.wait_for("TIMER-PANE", child.t_spawn)
        child.settle(0.3)
        for number in range(2 * switches):
            key, marker = KEYS[number % 2]
            mark, frame, count = switch(child, key, marker, quiet)
            if number >= WARM_UP:
                marks.append(mark)
                frames.append(frame)
                reads.append(count)
            time.sleep(gap)
    finally:
        child.close()
    return marks, frames, reads


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", nargs=2, action="append", metavar=("LABEL", "COMMAND"),
                        required=True, help="a label and the command that starts the app")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--switches", type=int, default=40, help="pairs of switches per run")
    parser.add_argument("--gap", type=float, default=0.25, help="seconds between switches")
    parser.add_argument("--quiet", type=float, default=0.02,
                        help="seconds of silence that end a frame")
    args = parser.parse_args()
    if 2 * args.switches <= WARM_UP:
        parser.error(f"--switches must be more than {WARM_UP // 2}: the first {WARM_UP} "
                     "switches of a run are not counted")
    totals = {label: ([], []) for label, _ in args.app}
    for round_number in range(1, args.rounds + 1):
        for label, command in args.app:
            try:
                marks, frames, reads = one_run(shlex.split(command), args.switches, args.gap,
                                               args.quiet)
            except BenchError as error:
                sys.exit(f"round {round_number} {label}: {error}")
            totals[label][0].extend(marks)
            totals[label][1].extend(frames)
            print(f"round {round_number} {label}: marker {statistics.median(marks):.3f} ms, "
                  f"whole frame {statistics.median(frames):.3f} ms, "
                  f"{statistics.mean(reads):.1f} reads per frame")
    first = args.app[0][0]
    base_mark = statistics.median(totals[first][0])
    base_frame = statistics.median(totals[first][1])
    for label, (marks, frames) in totals.items():
        mark, frame = statistics.median(marks), statistics.median(frames)
        print(f"{label}: marker {mark:.3f} ms ({mark / base_mark:.2f} x {first}), "
              f"whole frame {frame:.3f} ms ({frame / base_frame:.2f} x {first})")


if __name__ == "__main__":
    main()
