#!/usr/bin/env bash
# `make demo`: build, then render scenes/keyframe-bounce.yaml to out/keyframe-bounce.mp4 and Apple's
# KeyframeAnimationView.swift, unchanged and tapped at 0.5 s, to out/like.mp4 (docs/swift-views.md).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product render-anim
BIN="$(swift build -c release --show-bin-path)/render-anim"
mkdir -p out
"$BIN" render scenes/keyframe-bounce.yaml -o out/keyframe-bounce.mp4
"$BIN" render scenes/swift/KeyframeAnimationView.swift --tap 0.5 --size 400x400 -o out/like.mp4
