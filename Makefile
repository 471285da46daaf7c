# render-anim — the two commands of the README, plus the benchmark.
SWIFT ?= swift
DEPS_STAMP := .build/.deps-installed

.PHONY: demo test bench deps build clean

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

clean:
	rm -rf .build out
