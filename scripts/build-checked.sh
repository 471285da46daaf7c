#!/usr/bin/env bash
# `swift build` that fails when a warning concerns the project's own code: its targets, its manifest or
# SwiftPM's handling of them (docs/building.md, No warnings). Warnings inside dependencies' checkouts
# are theirs. Usage: scripts/build-checked.sh [swift build arguments…]
set -euo pipefail
log=$(mktemp)
trap 'rm -f "$log"' EXIT
"${SWIFT:-swift}" build "$@" 2>&1 | tee "$log"
if grep -E "warning:" "$log" | grep -v "/\.build/checkouts/" | grep -v "^ *|" >/dev/null; then
  echo "error: the build printed warnings about the project's own code (above); it builds without any" >&2
  exit 1
fi
