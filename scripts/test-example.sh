#!/usr/bin/env bash
# `make test`, the example package (examples/inbox-package, docs/package.md) as its users run it: the
# SwiftPM plugin's docs, golden verify and render, then the package's own tests with RenderAnimTesting,
# which must also fail when a view changes. Built in .build/example (debug, as `swift package` builds).
set -euo pipefail
cd "$(dirname "$0")/../examples/inbox-package"
SWIFT="${SWIFT:-swift}"
BUILD=../../.build/example
PLUGIN=("$SWIFT" package --scratch-path "$BUILD" --allow-writing-to-package-directory render-anim)
RESOURCES=Sources/InboxViews/InboxViews.docc/Resources
fail() { echo "test-example: $*" >&2; exit 1; }
probe() { ffprobe -v error -count_frames -select_streams v:0 -show_entries stream="$2" -of csv=p=0 "$1"; }

rm -rf "$RESOURCES" .artifacts
"${PLUGIN[@]}" docs
[ "$(probe $RESOURCES/like-button.mp4 codec_name,width,height,nb_read_frames)" = "h264,400,160,72" ] || fail "like-button.mp4"
[ "$(probe $RESOURCES/like-button.gif codec_name,width,height)" = "gif,400,160" ] || fail "like-button.gif"
[ "$(probe $RESOURCES/like-button-dark.png width,height)" = "200,80" ] || fail "like-button-dark.png"
# Nothing changed: nothing is rendered again.
"${PLUGIN[@]}" docs | grep -c "^up to date" | grep -qx 2 || fail "a second docs run rendered again"

"${PLUGIN[@]}" golden verify
"${PLUGIN[@]}" render Sources/InboxViews/LikeButton.swift --size 200x80 --tap like@0.3 -o "$BUILD/like.mp4"
[ "$(probe $BUILD/like.mp4 width,height)" = "200,80" ] || fail "render through the plugin"

"$SWIFT" test --scratch-path "$BUILD"

# A changed view fails its goldens, with the diff image written.
cp Sources/InboxViews/Theme.swift "$BUILD/Theme.swift.orig"
trap 'cp "$BUILD/Theme.swift.orig" Sources/InboxViews/Theme.swift' EXIT
sed -i 's/Color(red: 1, green: 0.23, blue: 0.35)/Color(red: 0.2, green: 0.5, blue: 1)/' Sources/InboxViews/Theme.swift
if "$SWIFT" test --scratch-path "$BUILD" --filter likeButton > "$BUILD/changed.log" 2>&1; then fail "a changed view passed its goldens"; fi
grep -q "FAIL     like-button@0.45.png: differs" "$BUILD/changed.log" || fail "no failure for the changed view"
ls .artifacts/goldens/*diff.png > /dev/null || fail "no diff image"
echo "test-example: the example package's plugin commands and tests pass"
