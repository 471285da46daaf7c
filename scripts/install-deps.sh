#!/usr/bin/env bash
# Installs the Debian packages render-anim needs (DESIGN.md §2), only those missing, then the icon font
# Debian has only in an old version (scripts/install-icon-font.sh).
set -euo pipefail
PACKAGES=(libcairo2-dev libpango1.0-dev libavcodec-dev libavformat-dev libswscale-dev libavutil-dev
          fonts-noto-color-emoji fonts-inter fonts-material-design-icons-iconfont fonts-wqy-microhei fonts-quicksand pkg-config ffmpeg zlib1g-dev libimagequant-dev libturbojpeg0-dev curl jq)
# Headless Chromium drives the preview page in `make test`; a container that only renders skips it.
[ "${RENDER_ANIM_NO_BROWSER:-}" = 1 ] || PACKAGES+=(chromium)
# The icon font's installer fetches it from PyPI with pip.
python3 -m pip --version >/dev/null 2>&1 || PACKAGES+=(python3-pip)
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -ne 0 ]; then
  echo "installing: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
"$(dirname "$0")/install-icon-font.sh"
