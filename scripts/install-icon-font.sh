#!/usr/bin/env bash
# Installs the community's Material Design Icons 7.4.47 (Pictogrammers; icons and fonts Apache 2.0), which
# draw the SF Symbols that Google's Material Icons lack (docs/swift-views.md, SF Symbols). Debian 12
# packages only version 1.6.50 of this font (1,650 icons, fonts-materialdesignicons-webfont); 7.4.47 has
# 7,447. PyPI carries the font inside the KivyMD wheel (kivymd/fonts/materialdesignicons-webfont.ttf),
# so this fetches that wheel, pinned by its SHA-256, takes the font out and installs it with its licence in
# /usr/local/share/fonts/render-anim. render-anim ignores Debian's older copy of the same family
# (Sources/Render/Cairo/FontConfiguration.swift). Idempotent: does nothing when the font is in place.
set -euo pipefail
DIR=/usr/local/share/fonts/render-anim
FONT=$DIR/MaterialDesignIcons-7.4.47.ttf
FONT_SHA256=61e8aba5a4e981fe22cf7c8e8bcdbea00476e75c62c37f01bf7ee33361d68428
WHEEL=kivymd-2.0.0-py3-none-any.whl
WHEEL_SHA256=403be9715fba6258fb772206e6c9443dc71237881c56279e7b9a2f7bab99e11b
LICENCE_DIR=$(cd "$(dirname "$0")/.." && pwd)/data/fonts
[ -f "$FONT" ] && echo "$FONT_SHA256  $FONT" | sha256sum --check --status && exit 0

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "installing Material Design Icons 7.4.47 from PyPI ($WHEEL)"
python3 -m pip download --quiet --no-deps --only-binary=:all: kivymd==2.0.0 -d "$work"
echo "$WHEEL_SHA256  $work/$WHEEL" | sha256sum --check --status || {
  echo "install-icon-font: $WHEEL does not have the expected SHA-256" >&2
  exit 1
}
python3 - "$work/$WHEEL" "$work/font.ttf" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as wheel, open(sys.argv[2], "wb") as out:
    out.write(wheel.read("kivymd/fonts/materialdesignicons-webfont.ttf"))
PY
echo "$FONT_SHA256  $work/font.ttf" | sha256sum --check --status || {
  echo "install-icon-font: the font in $WHEEL does not have the expected SHA-256" >&2
  exit 1
}
$SUDO mkdir -p "$DIR"
$SUDO install -m 644 "$work/font.ttf" "$FONT"
$SUDO install -m 644 "$LICENCE_DIR/MaterialDesignIcons-LICENSE.txt" "$DIR/MaterialDesignIcons-LICENSE.txt"
$SUDO fc-cache -f "$DIR"
