#!/usr/bin/env bash
# `make docs`: the libraries' documentation with DocC, from the release build's modules, one archive per
# library in .build/docs/<Module>.doccarchive (docs/building.md, Documentation). Fails, naming each one,
# when a public declaration has no documentation comment. `scripts/docs.sh --check` extracts and checks
# without DocC (what `make test` runs).
set -euo pipefail
SWIFT=${SWIFT:-swift}
check_only=0
[ "${1:-}" = "--check" ] && check_only=1
# The libraries people call from Swift; the executables and test support targets are not documented.
MODULES=(Keyframes DisplayModel SceneFormat SceneLowering Render RenderAnimSwiftUI RenderAnimUIKit RenderAnimCoreGraphics RenderAnimObservation
         RenderAnimCombine ViewLoading GoldenTesting PreviewServer RenderAnimTesting)
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
bin=$("$SWIFT" build -c release --show-bin-path)
graphs=.build/docs/symbol-graphs
rm -rf "$graphs" && mkdir -p "$graphs"

# The flags the targets were built with: the C modules' maps, pangocairo's headers, the toolchain's syntax
# modules (Package.swift, toolchainSwiftSyntax).
flags=(-I "$bin/Modules" -module-cache-path "$bin/ModuleCache" -minimum-access-level public
       -skip-synthesized-members -omit-extension-block-symbols)
for map in "$root"/Sources/C*/module.modulemap "$bin"/CFFmpegLoader.build/module.modulemap \
           $(find "$root/.build/checkouts" -name module.modulemap -path "*/include/*"); do
  flags+=(-Xcc "-fmodule-map-file=$map" -Xcc -I -Xcc "$(dirname "$map")")
done
flags+=(-Xcc -I -Xcc "$root/Sources/CFFmpegLoader/include")
for dir in $(pkg-config --cflags-only-I pangocairo); do flags+=(-Xcc "$dir"); done
host="$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib/swift/host"
[ -e "$host/SwiftParser.swiftmodule" ] && flags+=(-I "$host")
triple=$("$SWIFT" -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)

for module in "${MODULES[@]}"; do
  "$SWIFT" symbolgraph-extract -module-name "$module" -target "$triple" -output-dir "$graphs" "${flags[@]}"
done

# Every public declaration written in Sources/ has a documentation comment (members a type inherits from
# its protocols are skipped above: their comment is the protocol's).
undocumented=$(jq -r --arg root "$root/Sources/" '
  .symbols[]
  | select(.accessLevel == "public" or .accessLevel == "open")
  | select((.location.uri // "") | startswith("file://" + $root))
  | select(.docComment == null)
  | "\(.location.uri | ltrimstr("file://")):\(.location.position.line + 1): \(.pathComponents | join("."))"
' "$graphs"/*.symbols.json | sed "s|^$root/||" | sort -u)
total=$(jq -r --arg root "$root/Sources/" '
  .symbols[] | select(.accessLevel == "public" or .accessLevel == "open")
  | select((.location.uri // "") | startswith("file://" + $root)) | .identifier.precise' \
  "$graphs"/*.symbols.json | sort -u | wc -l)
if [ -n "$undocumented" ]; then
  echo "$undocumented" | sed 's/^/error: undocumented public declaration: /' >&2
  echo "error: $(echo "$undocumented" | wc -l) of $total public declarations have no documentation comment" >&2
  exit 1
fi
echo "documentation: all $total public declarations have a comment"
[ "$check_only" = 1 ] && exit 0

for module in "${MODULES[@]}"; do
  one=".build/docs/graphs-$module"
  rm -rf "$one" && mkdir -p "$one"
  cp "$graphs/$module".symbols.json "$graphs/$module"@*.symbols.json "$one"/ 2>/dev/null || true
  docc convert --additional-symbol-graph-dir "$one" --fallback-display-name "$module" \
    --fallback-bundle-identifier "render-anim.$module" --output-path ".build/docs/$module.doccarchive" \
    --warnings-as-errors >/dev/null
  echo "documentation: .build/docs/$module.doccarchive"
done
