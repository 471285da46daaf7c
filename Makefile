# render-anim — the two commands of the README, plus the benchmark.
SWIFT ?= swift
DEPS_STAMP := .build/.deps-installed

.PHONY: demo test bench deps build clean docs docs-images fuzz test-slurm install format

## Install the system packages (DESIGN.md §2) when any is missing. Idempotent.
deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build -c release --product render-anim

demo: deps
	@./scripts/demo.sh

## The tests run against the release build that `make demo` makes: one build for both, with the
## renders people run optimised (docs/building.md). Only the test targets are compiled on top, product by
## product: `--build-tests` would build every target, the SwiftPM plugin's too, whose tool (render-anim) is
## built a second time for the host, the whole library twice. A warning about the project's own code fails
## the build (scripts/build-checked.sh). Then the example package as its users run it: the SwiftPM plugin
## and RenderAnimTesting (scripts/test-example.sh, docs/package.md). Every public declaration has a
## documentation comment (scripts/docs.sh --check, from the build's modules).
TEST_PRODUCTS := render-animPackageTests render-anim RenderAnimTesting
test: deps
	$(SWIFT) format lint --strict --configuration .swift-format -r Sources Tests Plugins
	for p in $(TEST_PRODUCTS); do SWIFT=$(SWIFT) ./scripts/build-checked.sh -c release --product $$p || exit 1; done
	SWIFT=$(SWIFT) ./scripts/docs.sh --check
	$(SWIFT) test -c release --skip-build
	SWIFT=$(SWIFT) ./scripts/test-example.sh

## The libraries' documentation with DocC: .build/docs/<Module>.doccarchive, one per library
## (docs/building.md, Documentation). Fails when a public declaration has no documentation comment.
docs: deps
	$(SWIFT) build -c release
	SWIFT=$(SWIFT) ./scripts/docs.sh

## Formats every Swift file with the project's rules (.swift-format: swift-format, 2 spaces, 120 columns);
## `make test` fails when a file is not formatted so.
format:
	$(SWIFT) format --configuration .swift-format -i -r Sources Tests Plugins

bench: deps
	@./scripts/bench.sh

## The README's pictures: keyframe-bounce's curves and contact sheet, the gallery, and the preview page
## (taken by headless Chromium).
docs-images: deps
	$(SWIFT) build -c release --product render-anim
	.build/release/render-anim plot scenes/keyframe-bounce.yaml --layer emoji \
	  --values value.scale,value.verticalStretch,value.verticalOffset,value.angle --width 1000 -o docs/keyframe-bounce-plot.png
	.build/release/render-anim sheet scenes/keyframe-bounce.yaml --every 0.4 --columns 6 --width 1000 -o docs/keyframe-bounce-sheet.png
	.build/release/render-anim sheet scenes/visual-gallery.yaml --frames 4 --columns 2 --width 1000 -o docs/visual-gallery-sheet.png
	SWIFT=$(SWIFT) ./scripts/build-checked.sh -c release --product render-animPackageTests
	RENDER_ANIM_DOCS_IMAGES=1 $(SWIFT) test -c release --skip-build --filter PreviewDocsImage

## Installs render-anim to PREFIX (default /usr/local): the program in PREFIX/bin, and in
## PREFIX/lib/render-anim/Modules the Swift modules that Swift view files are compiled against
## (docs/swift-views.md). Needs the Swift toolchain at run time for .swift input only.
PREFIX ?= /usr/local
install: deps
	$(SWIFT) build -c release --product render-anim
	mkdir -p $(PREFIX)/bin $(PREFIX)/lib/render-anim/Modules
	install -m 755 .build/release/render-anim $(PREFIX)/bin/render-anim
	cp -R .build/release/Modules/RenderAnimSwiftUI.swiftmodule .build/release/Modules/Keyframes.swiftmodule \
	  .build/release/Modules/DisplayModel.swiftmodule .build/release/Modules/RenderAnimUIKit.swiftmodule \
	  .build/release/Modules/RenderAnimCombine.swiftmodule .build/release/Modules/RenderAnimObservation.swiftmodule \
	  .build/release/Modules/RenderAnimCoreGraphics.swiftmodule \
	  $(PREFIX)/lib/render-anim/Modules/

clean:
	rm -rf .build out

## Fuzz the scene loader and evaluator with libFuzzer for SECONDS seconds (default 60), seeded from
## scenes/ and the bad-scene catalogue. Findings go to .build-fuzz/findings/ (Swift's own crash
## backtracer is turned off so that libFuzzer saves the input that crashed).
SECONDS ?= 60
fuzz: deps
	$(SWIFT) build --scratch-path .build-fuzz --sanitize=fuzzer --product scene-fuzz
	@mkdir -p .build-fuzz/corpus .build-fuzz/findings
	@cp scenes/*.yaml Tests/SceneTests/BadScenes/*.yaml .build-fuzz/corpus/
	SWIFT_BACKTRACE=enable=no .build-fuzz/debug/scene-fuzz .build-fuzz/corpus -dict=Fuzz/scene.dict -max_total_time=$(SECONDS) \
	  -timeout=10 -rss_limit_mb=4096 -max_len=8192 -print_final_stats=1 -artifact_prefix=.build-fuzz/findings/

## A real Slurm run of examples/scale-out/slurm: a one-node cluster on this machine (installs slurmctld,
## slurmd and munge if missing), the example job array and its join, checked with ffprobe.
test-slurm: deps
	@./scripts/test-slurm.sh
