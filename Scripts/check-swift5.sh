#!/bin/sh
# Type-checks the SwiftUI-compatibility test files in the Swift 5 language mode against the
# modules `swift build --build-tests` left in .build/debug, with Keystroke's macro plugin, so
# code shaped like a SwiftUI app is known to compile in both language modes.
#
#   swift build --build-tests && Scripts/check-swift5.sh [file.swift ...]
#
# Without arguments it checks every coverage file in Tests/CompatibilityTests/Coverage, together.
set -eu
cd "$(dirname "$0")/.."
build=.build/debug
plugin="$build/KeystrokeMacros-tool"
if [ ! -x "$plugin" ] || [ ! -d "$build/Modules" ]; then
  echo "check-swift5: build first with 'swift build --build-tests'" >&2
  exit 2
fi
if [ "$#" -eq 0 ]; then
  set -- Tests/CompatibilityTests/Coverage/*.swift
fi
# The files are one module, as in the test target, so they may share declarations.
swiftc -swift-version 5 -typecheck -warnings-as-errors \
  -I "$build/Modules" -Xcc -fmodule-map-file="$build/CKeystrokeShims.build/module.modulemap" \
  -load-plugin-executable "$plugin#KeystrokeMacros" \
  -module-name Swift5Check "$@"
echo "check-swift5: $# files compile in the Swift 5 language mode"
