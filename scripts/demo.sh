#!/usr/bin/env bash
# `make demo`: build, then render scenes/keyframe-bounce.yaml to out/keyframe-bounce.mp4.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product render-anim
BIN="$(swift build -c release --show-bin-path)/render-anim"
mkdir -p out
if "$BIN" help render >/dev/null 2>&1; then
  "$BIN" render scenes/keyframe-bounce.yaml -o out/keyframe-bounce.mp4
  echo "wrote out/keyframe-bounce.mp4"
else
  echo "render-anim was built ($BIN), but this version cannot render video yet:"
  echo "the 'render' command lands with the render issue. Nothing was written."
fi
