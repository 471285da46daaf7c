#!/usr/bin/env bash
# Draws docs/controls/ControlsSheet.swift (the containers and controls render-anim draws as iOS 17 does, in
# light and dark mode) to docs/controls/controls.png, the contact sheet in the README, and
# docs/controls/PresentationsSheet.swift to push.png, sheet.png, alert.png and dialog.png beside it.
# Run after changing a control and rebuilding: scripts/controls-sheet.sh [render-anim]
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-.build/release/render-anim}
"$BIN" frame docs/controls/ControlsSheet.swift --time 0 -o docs/controls/controls.png
# Presentations and pushing, one screen each (a presentation covers the whole screen).
for n in 1:push 2:sheet 3:alert 4:dialog; do
  "$BIN" frame docs/controls/PresentationsSheet.swift --preview "${n%%:*}" --size 390x844 --time 0 \
    -o "docs/controls/${n#*:}.png"
done
