# liveuibench — the two entry points a newcomer needs are `make all` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := all
NODE_STAMP := node_modules/.install-stamp
LIVEUI := node bin/liveui.js

.PHONY: all test check typecheck bench install browser world-demo clean

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

# The main job.
all: install
	$(LIVEUI) world tables
	$(LIVEUI) world call spotify.create_playlist --args '{"title":"Monday Commute"}' --json

test: install browser
	npx vitest run --reporter=default --reporter=json --outputFile.json=.vitest-results.json

typecheck: install
	npx tsc --noEmit -p .

check: typecheck test

bench: install
	npx tsx scripts/bench.ts

clean:
	rm -rf artifacts reports/bench .vitest-results.json
