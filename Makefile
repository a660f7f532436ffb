# capgrid: the two commands (see README).
#   make survey  - set everything up, survey the built-in Kornia pack, render the pages
#   make test    - set everything up, run every test (unit, Python, end to end, sanitizers, fuzz smoke)
# Everything is idempotent: a second run only does what changed.

SHELL := /bin/bash
.ONESHELL:
.SHELLFLAGS := -eu -o pipefail -c

VENV     ?= .venv
PY       := $(VENV)/bin/python
PIP      := $(PY) -m pip
BUILD    ?= build/dev
JOBS     ?= $(shell nproc)
RESULTS  ?= results
APT_PKGS := g++ make pkg-config ccache libcli11-dev nlohmann-json3-dev libfmt-dev libsqlitecpp-dev \
            libsqlite3-dev zlib1g-dev libgtest-dev libgmock-dev clang libclang-rt-14-dev \
            chromium chromium-driver
SUDO     := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: setup system-deps venv install wheel build test test-cpp test-python lint survey clean \
        sanitize fuzz-build fuzz-smoke

setup: system-deps venv install

# Debian packages: the C++ libraries, GoogleTest, clang (fuzzing) and chromium (page tests).
system-deps:
	missing=$$(for p in $(APT_PKGS); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done)
	if [ -n "$$missing" ]; then
	  echo "installing Debian packages: $$missing"
	  $(SUDO) apt-get update -qq
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing
	fi

$(VENV)/.deps: survey/stack.txt $(wildcard survey/*/requirements.txt) requirements-dev.txt
	[ -x $(PY) ] || python3 -m venv $(VENV)
	$(PIP) install -q --upgrade pip
	$(PIP) install -q -r requirements-dev.txt
	touch $@

venv: $(VENV)/.deps

# The project itself: the C++ engine and the Python package, through scikit-build-core.
install: venv
	$(PIP) install -q --no-build-isolation .

# The wheel for another library's environment (docs/install.md): scikit-build-core builds the
# engine statically linked (CAPGRID_STATIC, on in every wheel build; the build directory is the
# one `make install` uses, so this only packs), auditwheel checks it needs nothing beyond glibc
# and gives it its manylinux tag. Output: $(DIST)/capgrid-VERSION-py3-none-manylinux_*.whl
DIST ?= dist
wheel: venv
	rm -rf $(DIST)/.raw
	$(PIP) wheel -q --no-build-isolation --no-deps -w $(DIST)/.raw .
	PATH=$(abspath $(VENV))/bin:$$PATH $(VENV)/bin/auditwheel repair -w $(DIST) $(DIST)/.raw/*.whl
	rm -rf $(DIST)/.raw
	ls $(DIST)/capgrid-*.whl

# A developer build of the engine with its unit tests.
build: system-deps
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
	cmake --build $(BUILD) -j $(JOBS)

test-cpp: build
	XDG_CACHE_HOME=$(CURDIR)/$(BUILD)/test-cache ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS)

test-python: install build
	CAPGRID_BIN=$(CURDIR)/$(BUILD)/capgrid PYTHONPATH=$(CURDIR)/python \
	  $(PY) -m pytest -q tests

lint: venv
	$(PY) -m ruff check python tests bench

# Everything CI runs: lint, the unit tests, the Python and end-to-end tests, the same tests
# against a sanitizer build, and a short fuzz smoke.
test: setup lint test-cpp test-python sanitize fuzz-smoke

# Each built-in pack of SURVEY_PACKS is surveyed into $(RESULTS)/PACK/. Its committed shard
# stores (survey/PACK/shard-*) are the survey's cache: with the pinned stack every result in them
# is still valid and reused (read only), so only what changed is probed. `make survey
# SURVEY_PACKS=monai` surveys one. A cold survey (Kornia: about 3 h 20 min on 2 cores, MONAI:
# about 27 min): make survey SURVEY_REUSE= SURVEY_FLAGS=--fresh
SURVEY_PACKS ?= kornia monai
SURVEY_REUSE ?= yes
SURVEY_FLAGS ?=
survey: setup
	for pack in $(SURVEY_PACKS); do
	  out=$(RESULTS)/$$pack
	  mkdir -p $$out
	  reuse=()
	  if [ -n "$(SURVEY_REUSE)" ]; then
	    for s in survey/$$pack/shard-*; do [ -d "$$s" ] && reuse+=(--reuse-from "$$s"); done
	  fi
	  $(VENV)/bin/capgrid coverage builtin:$$pack -o $$out/coverage.json | tail -1
	  $(VENV)/bin/capgrid run builtin:$$pack -j $(JOBS) --results $$out --timeout 300 --max-rss 8G \
	    "$${reuse[@]}" $(SURVEY_FLAGS)
	  $(VENV)/bin/capgrid render $$out/snapshot.json --format html -o $$out/export_support.html
	  $(VENV)/bin/capgrid render $$out/snapshot.json --format md -o $$out/export_support.md
	  echo "$$pack pages: $$out/export_support.html $$out/export_support.md"
	done

# The unit tests and the end-to-end tests against an AddressSanitizer + UBSan build of the engine
# (docs/reliability.md). Any sanitizer report fails the run (-fno-sanitize-recover=all).
SAN_BUILD ?= build/asan
sanitize: system-deps venv
	cmake -S . -B $(SAN_BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCAPGRID_SANITIZE=ON \
	  -DCAPGRID_TESTS=ON >/dev/null
	cmake --build $(SAN_BUILD) -j $(JOBS) --target capgrid capgrid_tests
	XDG_CACHE_HOME=$(CURDIR)/$(SAN_BUILD)/test-cache $(SAN_BUILD)/capgrid_tests --gtest_brief=1
	CAPGRID_BIN=$(CURDIR)/$(SAN_BUILD)/capgrid PYTHONPATH=$(CURDIR)/python \
	  $(PY) -m pytest -q tests/e2e

# libFuzzer targets (src/*_fuzz.cc, clang only). fuzz-smoke runs each FUZZ_SECONDS over its seed
# corpus tests/fuzz/<target>/ (new inputs go to $(FUZZ_BUILD)/corpus/, not into the tree); a
# longer run: make fuzz-smoke FUZZ_SECONDS=300.
FUZZ_BUILD   ?= build/fuzz
FUZZ_SECONDS ?= 10
FUZZ_TARGETS := $(patsubst src/%.cc,%,$(wildcard src/*_fuzz.cc))
fuzz-build: system-deps
	CXX=clang++ cmake -S . -B $(FUZZ_BUILD) -G Ninja -DCAPGRID_FUZZ=ON -DCAPGRID_TESTS=OFF >/dev/null
	cmake --build $(FUZZ_BUILD) -j $(JOBS) --target $(FUZZ_TARGETS)

fuzz-smoke: fuzz-build
	for t in $(FUZZ_TARGETS); do
	  [ -d tests/fuzz/$$t ] || { echo "fuzz-smoke: no seed corpus tests/fuzz/$$t"; exit 1; }
	  mkdir -p $(FUZZ_BUILD)/corpus/$$t
	  if ! $(FUZZ_BUILD)/$$t -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 \
	      -print_final_stats=1 -artifact_prefix=$(FUZZ_BUILD)/$$t- \
	      $(FUZZ_BUILD)/corpus/$$t tests/fuzz/$$t >$(FUZZ_BUILD)/$$t.log 2>&1; then
	    tail -n 40 $(FUZZ_BUILD)/$$t.log; echo "fuzz-smoke: $$t failed (log $(FUZZ_BUILD)/$$t.log)"
	    exit 1
	  fi
	  echo "$$t: $$(grep -m1 -o 'stat::number_of_executed_units: *[0-9]*' $(FUZZ_BUILD)/$$t.log \
	    | grep -o '[0-9]*$$') runs in $(FUZZ_SECONDS) s, no crash"
	done

clean:
	rm -rf build
