#!/usr/bin/env bash
# Installs the Debian packages render-anim needs (DESIGN.md §2), only those missing.
set -euo pipefail
PACKAGES=(libcairo2-dev libpango1.0-dev libavcodec-dev libavformat-dev libswscale-dev libavutil-dev
          fonts-noto-color-emoji fonts-inter fonts-material-design-icons-iconfont fonts-materialdesignicons-webfont fonts-wqy-microhei fonts-quicksand pkg-config ffmpeg zlib1g-dev libimagequant-dev libturbojpeg0-dev curl)
# Headless Chromium drives the preview page in `make test`; a container that only renders skips it.
[ "${RENDER_ANIM_NO_BROWSER:-}" = 1 ] || PACKAGES+=(chromium)
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "installing: ${missing[*]}"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
