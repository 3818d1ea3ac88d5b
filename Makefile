# liveuibench — the two entry points a newcomer needs are `make all` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := all
NODE_STAMP := node_modules/.install-stamp
LIVEUI := node bin/liveui.js

.PHONY: all paper survey test check typecheck lint bench install browser clean

$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

install: $(NODE_STAMP)

# Debian's Chromium for browser tests (the report screenshot); installs once.
browser:
	@command -v chromium >/dev/null 2>&1 || { \
	  echo "installing Debian chromium (once)"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium >/dev/null; }

# The main job: the paper's numbers from the reconstructed survey archive, then a live survey
# of the built-in generators over the task suite.
all: install paper survey

# Reconstruction of the paper's survey (see docs/decisions.md): build → analyze → verify.
paper: install
	rm -rf artifacts/paper reports/paper
	$(LIVEUI) paper build --out artifacts/paper/runs
	$(LIVEUI) analyze --runs artifacts/paper/runs/* --out reports/paper --title "LiveUIBench survey (reconstruction consistent with the published aggregates)"
	$(LIVEUI) paper verify --report reports/paper --tasks artifacts/paper/tasks.json --solver artifacts/paper/solver.json

# Live survey: the oracle and every scripted control over the whole suite (the validity audit),
# then the same report the paper survey gets. The generators, in report order, come from the
# registry (src/generators/index.ts); `=` defers the call until the recipe runs, after install.
SURVEY_GENERATORS = $(shell $(LIVEUI) generators)
survey: install
	rm -rf artifacts/survey reports/survey
	$(LIVEUI) tasks validate
	$(LIVEUI) audit --out artifacts/survey/runs --jobs 2
	$(LIVEUI) analyze --runs $(addprefix artifacts/survey/runs/,$(SURVEY_GENERATORS)) --out reports/survey --title "liveuibench live survey: oracle and controls"

test: install browser
	npx vitest run --reporter=default --reporter=json --outputFile.json=.vitest-results.json

typecheck: install
	npx tsc --noEmit -p .

lint: install
	npx eslint .

check: typecheck lint test

bench: install
	npx tsx scripts/bench.ts

clean:
	rm -rf artifacts reports/bench .vitest-results.json
