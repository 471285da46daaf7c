#!/usr/bin/env bash
# `make bench`: render-anim's benchmarks. One function per benchmark; each prints one line.
set -euo pipefail
cd "$(dirname "$0")/.."

bench_timeline() {
  swift build -c release --product keyframes-bench >/dev/null
  "$(swift build -c release --show-bin-path)/keyframes-bench"
}

echo "render-anim bench ($(nproc) cores, $(date -u +%Y-%m-%dT%H:%MZ))"


bench_render() {
  swift build -c release --product render-bench >/dev/null
  swift build -c release --product render-anim >/dev/null
  "$(swift build -c release --show-bin-path)/render-bench" "$PWD"
}

bench_timeline
bench_render
