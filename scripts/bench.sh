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

# The type checker on a view: scripts/typecheck/Chain.swift (one body, a chain of 56 modifiers as public
# animation code writes them) type-checked against RenderAnimSwiftUI and against the floor,
# scripts/typecheck/MiniSwiftUI.swift, a module with exactly the names the chain uses, one declaration
# each. The body's time (swiftc's -debug-time-function-bodies, median of 3) is what an overload set
# larger or looser than SwiftUI's adds; the floor is measured in the same run. Then 10 and 40 links of
# `.background(Color.clear)`: a name declared twice made each link double the time (3.6 s for the chain,
# minutes for 20 links); the time should grow with the links, not double with each.
bench_typecheck() {
  swift build -c release --product render-anim >/dev/null
  local modules dir swiftc_flags
  modules="$(swift build -c release --show-bin-path)/Modules"
  dir="$(mktemp -d)"
  swiftc -emit-module -parse-as-library -module-name MiniSwiftUI -o "$dir/MiniSwiftUI.swiftmodule" \
    scripts/typecheck/MiniSwiftUI.swift
  body_ms() {  # body_ms FILE MODULE-ALIAS INCLUDE: the body getter's type-check time in ms, median of 3
    local times=()
    for _ in 1 2 3; do
      times+=("$(swiftc -typecheck -swift-version 5 -module-alias "SwiftUI=$2" -module-alias UIKit=RenderAnimUIKit \
        -module-alias Observation=RenderAnimObservation -I "$3" "$1" -Xfrontend -debug-time-function-bodies 2>&1 \
        | grep 'body.getter' | cut -f1 | tr -d 'ms' | sort -n | tail -1)")
    done
    printf '%s\n' "${times[@]}" | sort -n | sed -n 2p
  }
  local ours floor
  ours="$(body_ms scripts/typecheck/Chain.swift RenderAnimSwiftUI "$modules")"
  floor="$(body_ms scripts/typecheck/Chain.swift MiniSwiftUI "$dir")"
  echo "type-check: a 56-modifier chain's body $ours ms against RenderAnimSwiftUI, $floor ms against its names alone = $(python3 -c "print(round($ours / $floor, 2))")× (target ≤ 3×)"
  links() {
    printf 'import SwiftUI\nstruct Links: View {\n  var body: some View {\n    Text("x")\n'
    for _ in $(seq 1 "$1"); do printf '      .background(Color.clear)\n'; done
    printf '  }\n}\n'
  }
  links 10 > "$dir/Links10.swift"
  links 40 > "$dir/Links40.swift"
  local ten forty
  ten="$(body_ms "$dir/Links10.swift" RenderAnimSwiftUI "$modules")"
  forty="$(body_ms "$dir/Links40.swift" RenderAnimSwiftUI "$modules")"
  echo "type-check: .background(Color.clear) × 10 in $ten ms, × 40 in $forty ms = $(python3 -c "print(round($forty / $ten, 2))")× for 4× the links (target ≤ 8×: it grows with the links, it does not double with each)"
  rm -rf "$dir"
}

bench_timeline
bench_render
bench_preview
bench_typecheck
