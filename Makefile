# Targets for the game-theory workspace. `make` alone lists them.
.DEFAULT_GOAL := help
CARGO ?= cargo

.PHONY: help test tools fmt lint docs unit sample limits

help: ## List the targets
	@grep -hE '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-12s %s\n", $$1, $$2}'

test: tools fmt lint docs web unit ## Everything CI checks: formatting, clippy, the docs' links, the page, the whole test suite (the browser test included), one summary line

tools: ## Adds rustfmt and clippy through rustup when they are missing (no-op without rustup)
	@if command -v rustup >/dev/null 2>&1; then rustup component add rustfmt clippy >/dev/null 2>&1 || echo "note: rustup could not add rustfmt/clippy"; fi

fmt: ## cargo fmt --check
	$(CARGO) fmt --all --check

lint: ## clippy on every crate and target, warnings are errors
	$(CARGO) clippy --workspace --all-targets -- -D warnings

docs: ## The workspace's documentation, warnings (a broken or private link) are errors
	RUSTDOCFLAGS="-D warnings" $(CARGO) doc -q --workspace --no-deps

unit: ## The test suite (unit, brute-force, testdata, doc tests, and every bundle as a judge builds it)
	@scripts/sh/test-summary.sh $(CARGO) test --workspace

.PHONY: bundle msrv
BUNDLE_ARGS ?=

bundle: ## One judge-ready file per problem, target/bundle/<id>.rs, and a table of sizes and items kept (BUNDLE_ARGS=--strip-comments: shortest)
	$(CARGO) run -q -p bundle -- $(BUNDLE_ARGS) --all

msrv: ## gamecore, the problems and every bundle built with Rust 1.58 (rustup installs it), bundles run on their testdata
	CARGO="$(CARGO)" scripts/bundle/msrv.sh

sample: ## Run every sample of one problem and check each answer: make sample P=acwing1319
	@CARGO="$(CARGO)" scripts/sh/sample.sh "$(P)"

limits: ## Each binary at its largest accepted input (the ignored tests, in release): about a minute
	$(CARGO) test --release --workspace -- --ignored largest_ --nocapture

.PHONY: test-budget
test-budget: ## What the board solver's tests cost make test (issue 32: at most 15 CPU-seconds), counted in a cgroup so that Chromium's processes count: about half a minute
	@CARGO="$(CARGO)" scripts/sh/test-budget.sh

.PHONY: bench bench-check bench-core bench-long explorer
BENCH_ARGS ?=

bench: explorer ## Release timings, targets and scale runs; a MISS is reported, exit 0: make bench BENCH_ARGS="--judge-only"
	$(CARGO) build --release -q -p gen -p benchrun -p explore
	$(CARGO) run --release -q -p benchrun --bin benchrun -- $(BENCH_ARGS)

explorer: ## The explorer as the benchmarks run it, target/explorer/explore: the explorer profile (LTO), static against musl on x86-64 Linux (rustup adds the target), else against glibc
	@CARGO="$(CARGO)" scripts/sh/explorer.sh

bench-check: ## Judge-size timings only; exits 1 unless every target is met (BENCH_ARGS as for bench)
	$(CARGO) build --release -q -p gen -p benchrun -p explore
	$(CARGO) run --release -q -p benchrun --bin benchrun -- --judge-only --check $(BENCH_ARGS)

bench-long: explorer ## The Cram boards past igsolve's reach (3x20, 7x7, 6x7) on two threads, each against ten minutes and 4 GB: about a quarter of an hour; exits 1 on a miss
	$(CARGO) build --release -q -p benchrun
	$(CARGO) run --release -q -p benchrun --bin benchrun -- --cram-long

bench-core: ## criterion benchmarks of the gamecore pieces (short measurement time)
	$(CARGO) bench -p corebench -- --warm-up-time 1 --measurement-time 2

.PHONY: fuzz
FUZZ_ARGS ?=
PROBLEM_IDS = $(patsubst problems/%/Cargo.toml,%,$(wildcard problems/*/Cargo.toml))

fuzz: ## 3000 mutated inputs per binary against the input contract and 3.3 s of CPU (minutes): make fuzz FUZZ_ARGS="--only bzoj1228 --cpu-budget 5"
	$(CARGO) build --release -q -p fuzz $(addprefix -p ,$(PROBLEM_IDS))
	$(CARGO) run --release -q -p fuzz --bin fuzz -- $(FUZZ_ARGS)

.PHONY: fuzz-explore
FUZZ_EXPLORE_ARGS ?=

fuzz-explore: ## 3000 mutated command lines against the release explorer and its contract (about a minute): make fuzz-explore FUZZ_EXPLORE_ARGS="--seed 7 --cases 20000"
	$(CARGO) build --release -q -p fuzz -p explore
	$(CARGO) run --release -q -p fuzz --bin fuzz-explore -- $(FUZZ_EXPLORE_ARGS)

.PHONY: web web-serve
# Where cargo puts the page's wasm: under CARGO_TARGET_DIR when it is set (the page still goes to target/web).
WEB_WASM = $(or $(CARGO_TARGET_DIR),target)/wasm32-unknown-unknown/wasm/web.wasm

web: ## The explorer in the browser, built into target/web/ (HTML, CSS, JS modules, explore.wasm): host that directory as it is
	@if command -v rustup >/dev/null 2>&1 && ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then rustup target add wasm32-unknown-unknown; fi
	$(CARGO) build -q -p web --lib --profile wasm --target wasm32-unknown-unknown
	@mkdir -p target/web
	cp scripts/web/page/index.html scripts/web/page/style.css scripts/web/page/*.js target/web/
	cp $(WEB_WASM) target/web/explore.wasm
	@echo "target/web: $$(cat target/web/* | wc -c) bytes"

web-serve: web ## Serves target/web/ on http://127.0.0.1:8000/ only (PORT=8001 for another port) until Ctrl-C
	$(CARGO) run -q -p web --bin web-serve -- target/web
