#!/usr/bin/env bash
# Draws docs/controls/ControlsSheet.swift (the containers and controls render-anim draws as iOS 17 does, in
# light and dark mode) to docs/controls/controls.png, the contact sheet in the README.
# Run after changing a control and rebuilding: scripts/controls-sheet.sh [render-anim]
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-.build/release/render-anim}
"$BIN" frame docs/controls/ControlsSheet.swift --time 0 -o docs/controls/controls.png
