#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ with the toolchain's -sanitize=fuzzer,address and runs
# them. Usage:
#
#   Scripts/fuzz.sh [decoder|script|shortcut|settings|keymap|all] [seconds per target]   (default: all 60)
#   Scripts/fuzz.sh build [target|all]      only build
#   Scripts/fuzz.sh replay target FILE...   run a target on saved inputs (e.g. a crash file)
#
# Work files go to $FUZZ_WORK (default ${TMPDIR:-/tmp}/keystroke-fuzz): build/ holds the
# binaries, corpus-<target>/ the inputs libFuzzer found interesting (kept between runs), and
# crash-*/timeout-*/oom-* files the inputs that failed. Extra libFuzzer flags can be passed in
# $FUZZ_FLAGS (e.g. FUZZ_FLAGS=-jobs=2). Exit status: 0 when no target failed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=${FUZZ_WORK:-${TMPDIR:-/tmp}/keystroke-fuzz}
build=$work/build
mkdir -p "$build"

targets=(decoder script shortcut settings keymap)
# One package name for every module, as SwiftPM gives them, so `package` declarations link.
swiftc_flags=(-O -swift-version 6 -parse-as-library -sanitize=fuzzer,address -g -package-name Keystroke)

# The sources each target needs besides its own folder.
core_sources() { find "$root/Sources/KeystrokeCore" -name '*.swift' | sort; }

build_core() {
  local out=$build/core
  mkdir -p "$out"
  if [ -f "$out/KeystrokeCore.o" ] && [ -z "$(find "$root/Sources/KeystrokeCore" -newer "$out/KeystrokeCore.o" -name '*.swift')" ]; then
    return
  fi
  echo "== building KeystrokeCore for fuzzing"
  # shellcheck disable=SC2046
  swiftc "${swiftc_flags[@]}" -wmo -module-name KeystrokeCore -c $(core_sources) \
    -emit-module -emit-module-path "$out/KeystrokeCore.swiftmodule" -o "$out/KeystrokeCore.o"
}

build_target() {
  local target=$1
  echo "== building fuzz-$target"
  case $target in
  decoder)
    build_core
    local out=$build/terminal
    mkdir -p "$out"
    # Only the input decoder's folder: it needs KeystrokeCore and nothing else of its module.
    swiftc "${swiftc_flags[@]}" -wmo -module-name KeystrokeTerminal -I "$build/core" -c \
      "$root"/Sources/KeystrokeTerminal/Input/*.swift \
      -emit-module -emit-module-path "$out/KeystrokeTerminal.swiftmodule" \
      -o "$out/KeystrokeTerminal.o"
    swiftc "${swiftc_flags[@]}" -I "$build/core" -I "$out" \
      "$root"/Fuzz/InputDecoder/*.swift "$build/core/KeystrokeCore.o" "$out/KeystrokeTerminal.o" \
      -o "$build/fuzz-decoder"
    ;;
  script | shortcut | keymap)
    build_core
    local folder
    folder=$(folder_of "$target")
    swiftc "${swiftc_flags[@]}" -I "$build/core" "$root"/Fuzz/$folder/*.swift \
      "$build/core/KeystrokeCore.o" -o "$build/fuzz-$target"
    ;;
  settings)
    # The settings reader is internal to Keystroke: compile its three files into the target.
    swiftc "${swiftc_flags[@]}" "$root"/Fuzz/Settings/*.swift \
      "$root"/Sources/Keystroke/Storage/{SettingsDocument,SettingsValue,SettingsCodec}.swift \
      -o "$build/fuzz-settings"
    ;;
  *)
    echo "unknown target: $target (expected one of: ${targets[*]})" >&2
    exit 2
    ;;
  esac
} 2> >(grep -v "ld.gold: warning: Cannot export local symbol" >&2)

folder_of() {
  case $1 in
  decoder) echo InputDecoder ;;
  script) echo KeyScript ;;
  shortcut) echo Shortcut ;;
  settings) echo Settings ;;
  keymap) echo Keymap ;;
  esac
}

run_target() {
  local target=$1 seconds=$2
  local corpus=$work/corpus-$target
  local seeds=$root/Fuzz/$(folder_of "$target")/Seeds
  local dict=$root/Fuzz/$(folder_of "$target")/$target.dict
  mkdir -p "$corpus"
  local flags=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
    -artifact_prefix="$work/" -max_len=4096)
  [ -f "$dict" ] && flags+=(-dict="$dict")
  echo "== fuzzing $target for ${seconds}s (corpus $corpus)"
  local log=$work/$target.log status=0
  # shellcheck disable=SC2086
  SWIFT_BACKTRACE=enable=no "$build/fuzz-$target" "${flags[@]}" ${FUZZ_FLAGS:-} "$corpus" "$seeds" >"$log" 2>&1 || status=$?
  local runs
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  local size
  size=$(find "$corpus" -type f | wc -l)
  if [ "$status" -ne 0 ]; then
    grep -E "ERROR|Fatal error|property failed|Test unit written|SUMMARY" "$log" | head -20 >&2
    echo "== $target FAILED after ${runs:-?} runs (exit $status); full log: $log" >&2
    return 1
  fi
  echo "== $target: ${runs:-?} runs, no failure, corpus $size inputs"
}

action=${1:-all}
case $action in
build)
  which=${2:-all}
  [ "$which" = all ] && set -- "${targets[@]}" || set -- "$which"
  for target in "$@"; do build_target "$target"; done
  ;;
replay)
  target=${2:?target}
  shift 2
  build_target "$target"
  SWIFT_BACKTRACE=enable=no "$build/fuzz-$target" -runs=1 "$@"
  ;;
*)
  seconds=${2:-60}
  [ "$action" = all ] && set -- "${targets[@]}" || set -- "$action"
  failed=0
  for target in "$@"; do build_target "$target"; done
  for target in "$@"; do run_target "$target" "$seconds" || failed=1; done
  exit $failed
  ;;
esac
