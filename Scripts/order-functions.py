#!/usr/bin/env python3
"""Writes Linking/function-order.txt, the functions a release build lays out first.

Usage (from the checkout; needs valgrind, and PtyChild from ../shared/tools/ptybench with
pyte installed, for the pseudo-terminal):

    python3 Scripts/order-functions.py

A release executable's code is spread over thousands of pages, and a key touches a few hundred
bytes on each of several hundred of them. LLD places the functions this file lists first, in
its order, so that what a key runs, and what a start runs, sits on as few pages as possible
(Package.swift passes the file to the linker; each function is compiled into a section of its
own so that it can be moved).

The script builds ptybench-tabs and time-tracker in release, then counts instructions per
function under callgrind:
- ptybench-tabs on a 100x30 pseudo-terminal: its start, then tab switches (Alt+2 and Alt+3 in
  turn, each waited for), with the counts dumped after the start and after the switches;
- the time tracker headless (`--play`) over a journey through its screens, sheets and menus;
- the time tracker on a pseudo-terminal as ptybench-tabs, on the store the journey left.

It writes the functions the switches ran (most instructions first; ptybench-tabs', then the
time tracker's), then those the starts ran, then those the journey ran, each once. A name that no longer exists is skipped by the
linker, so an old list only costs speed, never a build; run the script again after large
changes to the framework.
"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "..", "shared", "tools", "ptybench"))
from ptybench import PtyChild  # noqa: E402

OUTPUT = os.path.join(ROOT, "Linking", "function-order.txt")
SWITCH_PAIRS = 20
JOURNEY = (
    'cmd+n "Work" cmd+s cmd+t "Report" cmd+s cmd+1 cmd+r wait:25m cmd+r '
    "cmd+2 down up cmd+3 tab down up enter esc cmd+4 cmd+1 f10 right right esc"
)
# One line of `callgrind_annotate --inclusive=no`: "  1,234 ( 0.50%)  file:function [object]".
ANNOTATED = re.compile(r"^\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*):(\S+) \[(.+)\]$")


def build(product):
    subprocess.run(
        ["swift", "build", "-c", "release", "--product", product], cwd=ROOT, check=True)
    return os.path.join(ROOT, ".build", "release", product)


def functions(profile, executable):
    """The executable's functions in a callgrind profile, most instructions first."""
    text = subprocess.run(
        ["callgrind_annotate", "--threshold=100", "--inclusive=no", profile],
        check=True, capture_output=True, text=True).stdout
    found = []
    for line in text.splitlines():
        match = ANNOTATED.match(line)
        if match and os.path.realpath(match.group(4)) == os.path.realpath(executable):
            found.append((int(match.group(1).replace(",", "")), match.group(3)))
    found.sort(key=lambda item: -item[0])
    return [name for _, name in found]


def callgrind(output):
    return ["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={output}"]


def profile_switches(command, ready, keys, folder, name):
    """Dumps an app's start, then its tab switches on a pty; returns the two profiles."""
    output = os.path.join(folder, f"{name}.%p")
    child = PtyChild(callgrind(output) + command, 100, 30, {}, 120.0)
    try:
        child.wait_for(ready, child.t_spawn)
        child.settle(1.0)
        subprocess.run(["callgrind_control", "--dump=start", str(child.pid)], check=True,
                       capture_output=True)
        for _ in range(SWITCH_PAIRS):
            for key, marker in keys:
                child.press(key, marker, 0.2)
        subprocess.run(["callgrind_control", "--dump=switches", str(child.pid)], check=True,
                       capture_output=True)
        pid = child.pid
    finally:
        child.close()
    return (os.path.join(folder, f"{name}.{pid}.1"), os.path.join(folder, f"{name}.{pid}.2"))


def profile_journey(executable, store, folder):
    """Plays the journey headless into `store`; returns the profile."""
    output = os.path.join(folder, "journey")
    subprocess.run(
        callgrind(output) + [executable, "--play", JOURNEY, "--store", store,
                             "--now", "2026-01-05T09:00:00Z"],
        check=True, capture_output=True)
    return output


def main():
    tabs = build("ptybench-tabs")
    tracker = build("time-tracker")
    with tempfile.TemporaryDirectory(prefix="order-functions-") as folder:
        start, switches = profile_switches(
            [tabs], "TIMER-PANE", [(b"\x1b2", "PROJECTS-PANE"), (b"\x1b3", "ENTRIES-PANE")],
            folder, "tabs")
        # The journey leaves a project, a task and an entry in the store, which the tracker's
        # own switches then show: Alt+2 is Projects, Alt+3 Time Entries (⌘2 and ⌘3).
        store = os.path.join(folder, "store")
        os.makedirs(store)
        journey = profile_journey(tracker, store, folder)
        tracker_start, tracker_switches = profile_switches(
            [tracker, "--store", store], "Elapsed", [(b"\x1b2", "1 task"), (b"\x1b3", "Date ▼")],
            folder, "tracker")
        groups = [
            ("switches", functions(switches, tabs)),
            ("time-tracker switches", functions(tracker_switches, tracker)),
            ("start", functions(start, tabs)),
            ("time-tracker start", functions(tracker_start, tracker)),
            ("journey", functions(journey, tracker)),
        ]
    listed = set()
    lines = [
        "# Functions a release build places first (see Package.swift); written by",
        "# Scripts/order-functions.py. One mangled name per line.",
    ]
    for label, names in groups:
        fresh = [name for name in names if name not in listed]
        listed.update(fresh)
        lines.append(f"# {label}: {len(fresh)} functions")
        lines.extend(fresh)
        print(f"{label}: {len(names)} functions, {len(fresh)} not listed before")
    with open(OUTPUT, "w") as file:
        file.write("\n".join(lines) + "\n")
    print(f"wrote {OUTPUT}")


if __name__ == "__main__":
    main()
