# render-anim in a container (docs/package.md, "A container"): Debian 12 with the Swift toolchain (Swift
# views are compiled when they are rendered), render-anim's Debian packages and fonts, and render-anim
# installed in /usr/local.
#
#   docker build -t render-anim .
#   docker run --rm -v "$PWD:/work" render-anim render Sources/App/LikeButton.swift --with-target -o like.mp4
ARG SWIFT_IMAGE=swift:6.3-bookworm
FROM ${SWIFT_IMAGE}
WORKDIR /src
COPY . .
# The browser is for render-anim's own tests only.
RUN RENDER_ANIM_NO_BROWSER=1 ./scripts/install-deps.sh \
 && make install PREFIX=/usr/local \
 && rm -rf /src/.build
WORKDIR /work
ENTRYPOINT ["render-anim"]
