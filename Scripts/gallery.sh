#!/usr/bin/env bash
# Takes the screenshots of docs/gallery.md with ../shared/tools/termshot.py (legacy xterm
# keys), each app on a fresh temporary store. Build first (swift build); then look at every
# PNG before committing it. Usage: Scripts/gallery.sh [NAME-PREFIX]
set -euo pipefail
cd "$(dirname "$0")/.."
shot_tool=${TERMSHOT:-../shared/tools/termshot.py}
[[ -f $shot_tool ]] || shot_tool=../../shared/tools/termshot.py  # from a worktree under wt/
bin=.build/debug
out=docs/gallery
only=${1:-}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# shot NAME SIZE THEME COLOURS KEYS -- APP ARGS...
# (A burst of typed text can take a debug build longer than termshot's settle time on a busy
# machine; a trailing wait:1000 lets its last frame arrive.)
shot() {
  local name=$1 size=$2 theme=$3 colors=$4 keys=$5
  shift 5
  [[ -z $only || $name == "$only"* ]] || return 0
  python3 "$shot_tool" --size "$size" --theme "$theme" --colors "$colors" --keys "$keys" \
    --out "$out/$name.png" --text-out "$work/$name.txt" "$@" || true
  [[ -f $out/$name.png ]] || { echo "gallery: $name was not taken" >&2; return 1; }
  echo "$out/$name.png"
}

store() { mktemp -d "$work/store.XXXX"; }

projects='ctrl+n "Client work" ctrl+s ctrl+t "Design" ctrl+s ctrl+n "Garden" ctrl+s'
shot time-tracker-projects-dark 100x28 dark truecolor \
  "$projects alt+2 up" -- "$bin/time-tracker" --store "$(store)"
shot time-tracker-dialog-dark 100x28 dark truecolor \
  "$projects alt+2 alt+backspace" -- "$bin/time-tracker" --store "$(store)"
shot time-tracker-sheet-16 100x28 dark 16 \
  "$projects alt+2 ctrl+t \"Review\"" -- "$bin/time-tracker" --store "$(store)"
shot time-tracker-timer-light 100x28 light truecolor \
  "$projects alt+1 ctrl+r" -- "$bin/time-tracker" --store "$(store)"
shot time-tracker-palette-light 100x28 light truecolor \
  "$projects alt+1 ctrl+r alt+shift+p" -- "$bin/time-tracker" --store "$(store)"
shot time-tracker-menu-16 100x28 dark 16 \
  "$projects f10 right right right" -- "$bin/time-tracker" --store "$(store)"
shot time-tracker-editor-dark 100x28 dark truecolor \
  "$projects alt+2 alt+shift+n ctrl+u \"9:30 am\" tab ctrl+u \"4:15 pm\" up up wait:1000" \
  -- "$bin/time-tracker" --store "$(store)"
shot time-tracker-editor-range-16 80x24 dark 16 \
  "$projects alt+2 alt+shift+n tab ctrl+u \"2020-01-05 17:00\" wait:1000" \
  -- "$bin/time-tracker" --store "$(store)"

goals='ctrl+n "Read more" tab "12" ctrl+s ctrl+n "Run" tab "3" ctrl+s'
shot goal-tracker-list-dark 120x28 dark truecolor \
  "$goals up" -- "$bin/goal-tracker" --store "$(store)"
shot goal-tracker-sheet-light 100x28 light truecolor \
  'ctrl+n "Read more" tab "12"' -- "$bin/goal-tracker" --store "$(store)"
shot goal-tracker-compact-16 80x24 dark 16 \
  "$goals up enter" -- "$bin/goal-tracker" --store "$(store)"

shot cuisines-sidebar-dark 120x30 dark truecolor '' -- "$bin/cuisines" --store "$(store)"
shot cuisines-sidebar-light 120x30 light truecolor 'down down' -- "$bin/cuisines" --store "$(store)"
shot cuisines-palette-16-light 80x24 light 16 \
  'alt+shift+p "japanese"' -- "$bin/cuisines" --store "$(store)"
shot cuisines-search-scopes-dark 80x24 dark 256 \
  'ctrl+f "no" tab right right' -- "$bin/cuisines" --store "$(store)"

printf 'First line\nSecond line\n' > "$work/notes.txt"
shot text-documents-nocolor 100x24 dark none '' -- "$bin/text-documents" "$work/notes.txt"
shot text-documents-menu-light 100x24 light truecolor 'f10 right' -- "$bin/text-documents" \
  "$work/notes.txt"
