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


# The live preview: seconds from saving a view file to its first new frame on the page (the page's own
# requests: /state until a new clip, then its frame 0), for a save that finds the compiled view in the
# cache (the same text saved again) and one that compiles (a new text). Median of 3 each.
bench_preview() {
  swift build -c release --product render-anim >/dev/null
  local bin dir port pid
  bin="$(swift build -c release --show-bin-path)/render-anim"
  dir="$(mktemp -d)"
  cat > "$dir/Pulse.swift" <<'SWIFT'
import SwiftUI
struct Pulse: View {
  @State private var big = false
  var body: some View {
    Circle().fill(.orange).frame(width: 80, height: 80).scaleEffect(big ? 1.5 : 1)
      .onAppear { withAnimation(.spring(duration: 0.6)) { big = true } }
      .frame(width: 200, height: 200)
  }
}
SWIFT
  XDG_CACHE_HOME="$dir/cache" "$bin" preview "$dir/Pulse.swift" --no-open > "$dir/out.txt" 2>&1 &
  pid=$!
  for _ in $(seq 600); do grep -q "http://" "$dir/out.txt" && break; sleep 0.1; done
  port="$(grep -o '127.0.0.1:[0-9]*' "$dir/out.txt" | head -1 | cut -d: -f2)"
  clip_id() { curl -s "http://127.0.0.1:$port/state" | python3 -c 'import json,sys; c=json.load(sys.stdin).get("clip"); print(c["id"] if c else 0)'; }
  for _ in $(seq 1200); do [ "$(clip_id)" != 0 ] && break; sleep 0.1; done
  # One save: waits as the page does for the next clip, then fetches its first frame.
  save_to_frame() {
    local before start id
    before="$(clip_id)"
    start="$(date +%s.%N)"
    "$@"
    while id="$(clip_id)"; [ "$id" = "$before" ]; do sleep 0.02; done
    curl -s -o /dev/null "http://127.0.0.1:$port/frame/$id/0.png"
    python3 -c "print(round($(date +%s.%N) - $start, 3))"
  }
  local cached=() compiled=()
  for i in 1 2 3; do
    cached+=("$(save_to_frame touch "$dir/Pulse.swift")")
    compiled+=("$(save_to_frame sh -c "echo '// edit $i' >> '$dir/Pulse.swift'")")
  done
  kill "$pid" 2>/dev/null || true
  median() { printf '%s\n' "$@" | sort -n | sed -n 2p; }
  echo "preview: save to first new frame on the page: cached compile $(median "${cached[@]}") s, new compile $(median "${compiled[@]}") s (median of 3)"
  rm -rf "$dir"
}

bench_timeline
bench_render
bench_preview
