#!/usr/bin/env bash
# `make demo`: build, then render scenes/keyframe-bounce.yaml to out/keyframe-bounce.mp4.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product render-anim
BIN="$(swift build -c release --show-bin-path)/render-anim"
mkdir -p out
"$BIN" render scenes/keyframe-bounce.yaml -o out/keyframe-bounce.mp4
