# render-anim — the two commands of the README, plus the benchmark.
SWIFT ?= swift
DEPS_STAMP := .build/.deps-installed

.PHONY: demo test bench deps build clean docs-images

## Install the system packages (DESIGN.md §2) when any is missing. Idempotent.
deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build -c release --product render-anim 2>/dev/null || $(SWIFT) build -c release

demo: deps
	@./scripts/demo.sh

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: deps
	@./scripts/bench.sh

## The README's pictures of keyframe-bounce: curves and a contact sheet.
docs-images: deps
	$(SWIFT) build --product render-anim
	.build/debug/render-anim plot scenes/keyframe-bounce.yaml --layer emoji \
	  --values value.scale,value.verticalStretch,value.verticalOffset,value.angle --width 1000 -o docs/keyframe-bounce-plot.png
	.build/debug/render-anim sheet scenes/keyframe-bounce.yaml --every 0.4 --columns 6 --width 1000 -o docs/keyframe-bounce-sheet.png

clean:
	rm -rf .build out
