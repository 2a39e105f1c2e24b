# Two commands: `make start` builds everything and serves the website on
# http://localhost:3000; `make test` runs every check. Both install what they need.

CAIRN := target/release/cairn
PORT ?= 3000
PAGES ?= 1000
# The side-by-side comparison with Docusaurus: its corpus size and how many cold builds of each.
COMPARE_PAGES ?= 1000
ROUNDS ?= 2
LIGHTHOUSE_RUNS ?= 3
REAL_SITE_ROUNDS ?= 1

.PHONY: start test deps engine website chromium lint unit e2e bench bench-docusaurus bench-real-sites bench-lighthouse bench-dev clean

start: website
	$(CAIRN) serve website --port $(PORT)

test: deps lint unit e2e

# npm packages for the theme, the website and the browser tests (one lockfile).
deps: node_modules/.package-lock.json
node_modules/.package-lock.json: package.json package-lock.json packages/theme/package.json website/package.json tests/e2e/package.json
	npm ci --no-audit --no-fund

engine: deps
	cargo build --release --locked -p cairn

# The playground's downloads (a zip per `cairn init` template) are made by the website's own
# plugin (website/plugins/starters.mjs) with the binary that builds it.
website: deps engine
	$(CAIRN) build website

# Browser tests drive Debian's Chromium (Playwright cannot download its own here).
chromium:
	@test -x /usr/bin/chromium || { apt-get update && apt-get install -y --no-install-recommends chromium; }

lint: deps
	cargo fmt --all -- --check
	cargo clippy --locked --workspace --all-targets -- -D warnings
	npx tsc --noEmit -p packages/theme
	npx tsc --noEmit -p packages/theme/tsconfig.bin.json
	npx tsc --noEmit -p website
	npx tsc --noEmit -p tests/e2e

unit: deps
	cargo test --locked --workspace
	npm run test --workspace @cairn/theme

# Against the debug engine that `cargo test` has just built: same behaviour, one fewer full
# compile. `make start` and `make bench` use the release build.
e2e: deps chromium
	cargo build --locked -p cairn
	target/debug/cairn build website
	cd tests/e2e && CI=1 CAIRN_BIN=../../target/debug/cairn npx playwright test

# Build time per stage, pages/s and bytes per page on a generated site (make bench PAGES=5000),
# then the cold-build comparison with Docusaurus and the Lighthouse scores below.
bench: website chromium
	$(CAIRN) bench --pages $(PAGES)
	$(BENCH_DOCUSAURUS)
	-$(BENCH_REAL_SITES)
	$(BENCH_LIGHTHOUSE)

# Cold builds of one generated site by Cairn and by Docusaurus, alternating, with peak memory
# and first-visit bytes. Docusaurus is installed from npm into a temporary folder outside the
# repository, never as a dependency; without npm the comparison is skipped.
BENCH_DOCUSAURUS = node tests/e2e/bench/docusaurus.mjs --pages $(COMPARE_PAGES) --rounds $(ROUNDS)
bench-docusaurus: deps engine
	$(BENCH_DOCUSAURUS)

# Cold builds of the real public Docusaurus sites of tests/e2e/bench/real-sites.json by Cairn
# (after `cairn migrate docusaurus`) and by Docusaurus Faster, cloned and installed into a
# temporary folder; a site Git or npm cannot fetch is skipped with a message.
# `make bench-real-sites SITE=path/or/git-url` measures one site of your own instead.
BENCH_REAL_SITES = node tests/e2e/bench/real-sites.mjs --rounds $(REAL_SITE_ROUNDS) $(if $(SITE),--site $(SITE))
bench-real-sites: deps engine
	$(BENCH_REAL_SITES)

# Lighthouse (mobile) performance and accessibility of the website's home, a docs page, a blog
# post, the search page and the showcase; Lighthouse is installed from npm like Docusaurus.
BENCH_LIGHTHOUSE = node tests/e2e/bench/lighthouse.mjs --runs $(LIGHTHOUSE_RUNS)
bench-lighthouse: website chromium
	$(BENCH_LIGHTHOUSE)

# Save → open page latency of `cairn start` in Chromium, on a copy of the website
bench-dev: deps engine chromium
	node tests/e2e/bench/dev-update.mjs

clean:
	cargo clean
	rm -rf node_modules website/build website/.cairn target/bench-site target/bench-docusaurus
