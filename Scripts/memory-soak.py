#!/usr/bin/env python3
"""Measures whether an example's memory stays flat over many keys.

Runs each example's release binary headless (`--play`) twice with the same repeated key
pattern: once with about 1,000 keys and once with about 20,000, and prints the peak resident
size of each run and the difference. Flat memory means the difference stays within 3 MB.

Usage:
    swift build -c release
    Scripts/memory-soak.py [--keys 20000] [--base 1000] [example ...]

Exit status 1 when an example grows by more than the allowed margin (3 MB by default).
"""

import argparse
import os
import subprocess
import sys

# A key pattern per example: menus opened and closed, tabs switched, text typed and deleted,
# sheets opened and closed. Each pattern returns the app to where it started.
PATTERNS = {
    "time-tracker": 'f10 esc alt+2 alt+3 alt+4 alt+1 f10 right esc esc "abc" backspace backspace backspace',
    "goal-tracker": 'f10 esc ctrl+f "abc" backspace backspace backspace esc tab shift+tab',
    "text-documents": 'f10 esc "hello" backspace backspace backspace backspace backspace',
    "cuisines": 'f10 esc tab shift+tab alt+1 alt+2 down up',
    "form-demo": 'f10 esc "abc" backspace backspace backspace tab shift+tab',
}

# A resize storm, counted as events like keys (a --play argument must stay under 128 KiB).
RESIZE_STORM = "resize:80x24 resize:120x40 f10 esc"


def key_count(pattern):
    count = 0
    for token in pattern.split(" "):
        count += len(token) - 2 if token.startswith('"') else 1
    return count


def peak_kib(binary, script):
    """Runs the binary with `--play script` and returns its peak resident size in KiB."""
    process = subprocess.Popen(
        [binary, "--play", script, "--size", "100x30"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    _, status, usage = os.wait4(process.pid, 0)
    stderr = process.stderr.read().decode(errors="replace")
    process.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{binary} failed: {stderr.strip()}")
    return usage.ru_maxrss


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--keys", type=int, default=20000)
    parser.add_argument("--base", type=int, default=1000)
    parser.add_argument("--margin-mb", type=float, default=3.0)
    parser.add_argument("--build", default=".build/release")
    parser.add_argument("--resize", action="store_true", help="also run a resize storm")
    parser.add_argument("examples", nargs="*", default=list(PATTERNS))
    options = parser.parse_args()
    failed = False
    runs = [(name, name, PATTERNS[name]) for name in options.examples]
    if options.resize:
        runs += [(name + " (resize storm)", name, RESIZE_STORM) for name in options.examples]
    for label, name, pattern in runs:
        per = key_count(pattern)
        binary = os.path.join(options.build, name)
        # The longest script that fits in one argument.
        keys = min(options.keys, 120_000 // (len(pattern) + 1) * per)
        small = peak_kib(binary, " ".join([pattern] * max(1, options.base // per)))
        large = peak_kib(binary, " ".join([pattern] * max(1, keys // per)))
        growth = (large - small) / 1024
        verdict = "ok" if growth <= options.margin_mb else "GROWS"
        failed = failed or growth > options.margin_mb
        print(
            f"{label}: {options.base} keys {small / 1024:.1f} MB, "
            f"{keys} keys {large / 1024:.1f} MB, growth {growth:+.1f} MB ({verdict})"
        )
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
