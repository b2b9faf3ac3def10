# Targets for the game-theory workspace. `make` alone lists them.
.DEFAULT_GOAL := help
CARGO ?= cargo

.PHONY: help test fmt lint unit sample

help: ## List the targets
	@grep -hE '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-8s %s\n", $$1, $$2}'

test: fmt lint unit ## Everything CI checks: formatting, clippy, the whole test suite

fmt: ## cargo fmt --check
	$(CARGO) fmt --all --check

lint: ## clippy on every crate and target, warnings are errors
	$(CARGO) clippy --workspace --all-targets -- -D warnings

unit: ## The test suite (unit, brute-force, testdata, doc tests, and every bundle as a judge builds it)
	$(CARGO) test --workspace

.PHONY: bundle msrv
BUNDLE_ARGS ?=

bundle: ## One judge-ready file per problem, target/bundle/<id>.rs, and a table of sizes and items kept (BUNDLE_ARGS=--strip-comments: shortest)
	$(CARGO) run -q -p bundle -- $(BUNDLE_ARGS) --all

msrv: ## gamecore, the problems and every bundle built with Rust 1.58 (rustup installs it), bundles run on their testdata
	CARGO="$(CARGO)" scripts/bundle/msrv.sh

sample: ## Run one problem on its first sample: make sample P=acwing1319
	@test -n "$(P)" || { echo "usage: make sample P=<problem id>"; exit 2; }
	$(CARGO) run -q --release -p $(P) < $$(ls testdata/$(P)/sample*.in | head -n 1)

.PHONY: bench bench-core
BENCH_ARGS ?=

bench: ## Release timings vs the C++ targets, with scale runs: make bench BENCH_ARGS="--judge-only"
	$(CARGO) build --release -q -p gen -p benchrun
	$(CARGO) run --release -q -p benchrun --bin benchrun -- $(BENCH_ARGS)

bench-core: ## criterion benchmarks of the gamecore pieces (short measurement time)
	$(CARGO) bench -p corebench -- --warm-up-time 1 --measurement-time 2
