#!/usr/bin/env bash
# Draws every SF Symbol name of data/sf-symbols/mapping.tsv, as render-anim draws it, with its name, on
# contact sheets in docs/sf-symbols/ (GIF pages of 150 names, in the order of the mapping: most used first).
# Run after changing the mapping and rebuilding: scripts/sf-symbols-sheet.sh [render-anim]
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-.build/release/render-anim}
OUT=docs/sf-symbols
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"
rm -f "$OUT"/sheet-*.png "$OUT"/sheet-*.gif
grep -v '^#' data/sf-symbols/mapping.tsv | cut -f1 > "$WORK/names"
total=$(wc -l < "$WORK/names")
page=0
for start in $(seq 0 150 $((total - 1))); do
  page=$((page + 1))
  names=$(tail -n +$((start + 1)) "$WORK/names" | head -150 | sed 's/.*/"&",/' | tr -d '\n')
  cat > "$WORK/Sheet.swift" <<SWIFT
import SwiftUI
struct Sheet: View {
  let names: [String] = [$names]
  var body: some View {
    LazyVGrid(columns: Array(repeating: GridItem(.fixed(118), spacing: 2), count: 10), spacing: 4) {
      ForEach(names, id: \.self) { name in
        VStack(spacing: 4) {
          Image(systemName: name).font(.system(size: 24)).frame(height: 30)
          Text(name).font(.system(size: 9)).lineLimit(1)
        }
        .frame(width: 118, height: 56)
      }
    }
    .padding(8)
  }
}
SWIFT
  # One frame as a GIF: the palette keeps a page of black glyphs on white near 60 KB (a PNG is 250 KB).
  XDG_CACHE_HOME="$WORK/cache" "$BIN" render "$WORK/Sheet.swift" --view Sheet --size 1206x920 --fps 60 --duration 0.0167 \
    -o "$OUT/sheet-$(printf %02d $page).gif"
done
echo "$total names on $page sheets in $OUT"
