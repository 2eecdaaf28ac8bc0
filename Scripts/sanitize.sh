#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer and/or ThreadSanitizer. Usage:
#
#   Scripts/sanitize.sh [address|thread|all] [extra `swift test` arguments, e.g. --filter Decoder]
#
# Each sanitizer builds into its own scratch directory ($SANITIZE_WORK, default
# ${TMPDIR:-/tmp}/keystroke-sanitize/<name>), so the normal .build is left alone; the first run
# rebuilds everything (several minutes on two cores). The log of each run is kept next to its
# build as test.log. The example binaries the tests start are built with the same sanitizer.
#
# LeakSanitizer is off unless SANITIZE_LEAKS=1: it reports the side tables Swift allocates for
# weak references as leaks (the object points to them through tagged refcount bits that it
# cannot follow), and its reports at exit are large enough to fill a test's output pipe.
#
# Exit status: 0 when every run passed with no sanitizer report.
set -uo pipefail
cd "$(dirname "$0")/.."
which=${1:-all}
shift || true
work=${SANITIZE_WORK:-${TMPDIR:-/tmp}/keystroke-sanitize}

case $which in
all) sanitizers=(address thread) ;;
address | thread) sanitizers=("$which") ;;
*)
  echo "usage: $0 [address|thread|all] [swift test arguments]" >&2
  exit 2
  ;;
esac

leaks=0
[ "${SANITIZE_LEAKS:-0}" = 1 ] && leaks=1
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=$leaks}
export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=0}

failed=0
for sanitizer in "${sanitizers[@]}"; do
  scratch=$work/$sanitizer
  mkdir -p "$scratch"
  log=$scratch/test.log
  echo "== swift test --sanitize=$sanitizer (log: $log)"
  swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch" >"$log" 2>&1 || {
    tail -20 "$log" >&2
    echo "== $sanitizer: build failed" >&2
    failed=1
    continue
  }
  swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" "$@" >>"$log" 2>&1
  status=$?
  reports=$(grep -cE "ERROR: AddressSanitizer|WARNING: ThreadSanitizer|ERROR: LeakSanitizer" "$log")
  grep -E "^SUMMARY: |Test run with .* (passed|failed)" "$log" | sort | uniq -c
  if [ "$status" -ne 0 ] || [ "$reports" -ne 0 ]; then
    grep -E "✘ Test .* recorded an issue" "$log" | head -20
    echo "== $sanitizer: FAILED (swift test exit $status, $reports sanitizer reports)"
    failed=1
  else
    echo "== $sanitizer: passed, no sanitizer reports"
  fi
done
exit $failed
