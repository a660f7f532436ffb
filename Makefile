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
# Every stage of `make test` ends with one line of its wall time (.ci/run sums them up); with
# .ONESHELL each recipe is one bash, whose SECONDS counts from the recipe's start.
STAGE_DONE = printf 'stage %-14s %6d s\n' '$(notdir $@)' "$$SECONDS"

.PHONY: setup system-deps venv install wheel build test test-cpp test-python lint survey stack-venv clean \
        san-build sanitize fuzz-build fuzz-smoke

setup: system-deps venv install

# Debian packages: the C++ libraries, GoogleTest, clang (fuzzing) and chromium (page tests).
system-deps:
	missing=$$(for p in $(APT_PKGS); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done)
	if [ -n "$$missing" ]; then
	  echo "installing Debian packages: $$missing"
	  $(SUDO) apt-get update -qq
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing
	fi
	$(STAGE_DONE)

# torch's CPU index only when it answers (survey/pip_index.py): pip retries an unreachable index
# for every package it resolves.
$(VENV)/.deps: survey/stack.txt survey/pip_index.py $(wildcard survey/*/requirements.txt) \
               requirements-dev.txt
	[ -x $(PY) ] || python3 -m venv $(VENV)
	index=$$(python3 survey/pip_index.py)
	$(PIP) install -q --upgrade pip
	$(PIP) install -q $$index -r requirements-dev.txt
	touch $@
	$(STAGE_DONE)

venv: $(VENV)/.deps

# The project itself: the C++ engine and the Python package, through scikit-build-core.
# `install` and `wheel` share scikit-build-core's build directory (build/{wheel_tag}): two at
# once would race on it (one can pack a wheel without the engine), so each holds SKBUILD_LOCK.
SKBUILD_LOCK = mkdir -p build && flock build/.skbuild.lock
install: venv
	$(SKBUILD_LOCK) $(PIP) install -q --no-build-isolation .
	$(STAGE_DONE)

# The wheel for another library's environment (docs/install.md): scikit-build-core builds the
# engine statically linked (CAPGRID_STATIC, on in every wheel build; the build directory is the
# one `make install` uses, so this only packs), auditwheel checks it needs nothing beyond glibc
# and gives it its manylinux tag. Output: $(DIST)/capgrid-VERSION-py3-none-manylinux_*.whl
# It builds in the development venv (`venv`: requirements-dev.txt, torch and the surveys' stack
# included, a few GB the first time), and says so before it installs anything.
DIST ?= dist
wheel:
	[ -f $(VENV)/.deps ] || echo "make wheel: building in the development venv $(VENV);" \
	  "setting it up first (requirements-dev.txt: torch, the survey stack, the test tools)"
	$(MAKE) --no-print-directory venv
	rm -rf $(DIST)/.raw
	$(SKBUILD_LOCK) $(PIP) wheel -q --no-build-isolation --no-deps -w $(DIST)/.raw .
	PATH=$(abspath $(VENV))/bin:$$PATH $(VENV)/bin/auditwheel repair -w $(DIST) $(DIST)/.raw/*.whl
	rm -rf $(DIST)/.raw
	ls $(DIST)/capgrid-*.whl

# A developer build of the engine with its unit tests (`make test` does not need it: the unit
# tests run against the sanitizer build, the Python tests against the installed engine).
build: system-deps
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
	cmake --build $(BUILD) -j $(JOBS)
	$(STAGE_DONE)

test-cpp: build
	XDG_CACHE_HOME=$(CURDIR)/$(BUILD)/test-cache ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS)
	$(STAGE_DONE)

# The Python and end-to-end tests against the engine `make install` put in the venv (the one
# users get: Release, statically linked), on every core (pytest-xdist).
test-python: install
	CAPGRID_BIN=$(abspath $(VENV))/bin/capgrid PYTHONPATH=$(CURDIR)/python \
	  $(PY) -m pytest -q -n $(JOBS) tests
	$(STAGE_DONE)

lint: venv
	$(PY) -m ruff check python tests bench survey
	$(STAGE_DONE)

# Everything CI runs: lint, the Python and end-to-end tests, the unit tests and the end-to-end
# tests against the sanitizer build, and a short fuzz smoke. Each stage prints its wall time.
test: setup lint test-python sanitize fuzz-smoke

# Each built-in pack of SURVEY_PACKS is surveyed into $(RESULTS)/PACK/. Its committed shard
# stores (survey/PACK/shard-*) are the survey's cache: with the pinned stack every result in them
# is still valid and reused (read only), so only what changed is probed. `make survey
# SURVEY_PACKS=monai` surveys one. A cold survey (Kornia: about 3 h 20 min on 2 cores, MONAI:
# about 27 min): make survey SURVEY_REUSE= SURVEY_FLAGS=--fresh
#
# STACK names another probe stack (survey/STACK/stack.txt: STACK=torch-2.15): `make stack-venv
# STACK=...` builds its venv .venv-STACK (the stack's pins and the surveyed libraries; the
# workers import capgrid from python/), and `make survey STACK=...` runs the same engine with
# that venv's interpreter for the workers, reusing the stack's own committed stores
# survey/PACK/STACK/shard-*, into $(RESULTS)/PACK/STACK/. Empty: the first stack
# (survey/stack.txt, .venv, survey/PACK/shard-*).
SURVEY_PACKS ?= kornia monai
SURVEY_REUSE ?= yes
SURVEY_FLAGS ?=
STACK ?=
STACK_VENV = .venv-$(STACK)
survey: setup
	if [ -n "$(STACK)" ]; then
	  [ -x $(STACK_VENV)/bin/python ] || { echo "survey: no $(STACK_VENV): make stack-venv STACK=$(STACK)" >&2; exit 2; }
	  worker=(--python $(abspath $(STACK_VENV))/bin/python)
	  export PYTHONPATH=$(CURDIR)/python
	else
	  worker=()
	fi
	for pack in $(SURVEY_PACKS); do
	  stores=survey/$$pack$(if $(STACK),/$(STACK))
	  out=$(RESULTS)/$$pack$(if $(STACK),/$(STACK))
	  mkdir -p $$out
	  reuse=()
	  if [ -n "$(SURVEY_REUSE)" ]; then
	    for s in $$stores/shard-*; do [ -d "$$s" ] && reuse+=(--reuse-from "$$s"); done
	  fi
	  # the survey's columns (`--probes`): the stack's survey/PACK/STACK/probes, else
	  # survey/PACK/probes (Kornia's: default,speed,aoti,grad)
	  probes_file=$$stores/probes
	  [ -f $$probes_file ] || probes_file=survey/$$pack/probes
	  probes=$$(cat $$probes_file)
	  $(VENV)/bin/capgrid coverage builtin:$$pack -o $$out/coverage.json | tail -1
	  $(VENV)/bin/capgrid run builtin:$$pack -j $(JOBS) --results $$out --timeout 300 --max-rss 8G \
	    --probes "$$probes" "$${worker[@]}" "$${reuse[@]}" $(SURVEY_FLAGS)
	  $(VENV)/bin/capgrid render $$out/snapshot.json --format html -o $$out/export_support.html
	  $(VENV)/bin/capgrid render $$out/snapshot.json --format md -o $$out/export_support.md
	  echo "$$pack pages: $$out/export_support.html $$out/export_support.md"
	done

# Another stack's venv (STACK above). This machine's pip configuration may cap torch below the
# stack's (docs/install.md), so the stack's install reads no pip configuration.
stack-venv:
	if [ -z "$(STACK)" ] || [ ! -f survey/$(STACK)/stack.txt ]; then
	  echo "stack-venv: STACK must name a stack with survey/STACK/stack.txt (make stack-venv STACK=torch-2.15)" >&2
	  exit 2
	fi
	[ -x $(STACK_VENV)/bin/python ] || python3 -m venv $(STACK_VENV)
	index=$$(python3 survey/pip_index.py --stack survey/$(STACK)/stack.txt)
	PIP_CONFIG_FILE=/dev/null $(STACK_VENV)/bin/pip install -q $$index \
	  -r survey/$(STACK)/stack.txt $(foreach p,$(SURVEY_PACKS),-r survey/$(p)/requirements.txt)
	echo "$(STACK_VENV): $$($(STACK_VENV)/bin/python -c 'import torch; print("torch", torch.__version__)')"

# One clang build of the engine with AddressSanitizer + UBSan serves the unit tests, the
# end-to-end tests and the fuzz smoke (docs/reliability.md): its engine library also carries
# libFuzzer's coverage instrumentation, so the libFuzzer targets (src/*_fuzz.cc) link against the
# same objects and nothing is compiled twice. Any sanitizer report fails the run
# (-fno-sanitize-recover=all). ccache serves every build directory of the checkout.
SAN_BUILD ?= build/san
san-build: system-deps
	CXX=clang++ cmake -S . -B $(SAN_BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCAPGRID_SANITIZE=ON \
	  -DCAPGRID_FUZZ=ON -DCAPGRID_TESTS=ON >/dev/null
	cmake --build $(SAN_BUILD) -j $(JOBS)
	$(STAGE_DONE)

sanitize: san-build venv
	XDG_CACHE_HOME=$(CURDIR)/$(SAN_BUILD)/test-cache ctest --test-dir $(SAN_BUILD) \
	  --output-on-failure -j $(JOBS)
	CAPGRID_BIN=$(CURDIR)/$(SAN_BUILD)/capgrid PYTHONPATH=$(CURDIR)/python \
	  $(PY) -m pytest -q -n $(JOBS) tests/e2e
	$(STAGE_DONE)

# fuzz-smoke runs each libFuzzer target FUZZ_SECONDS over its seed corpus tests/fuzz/<target>/
# (new inputs go to $(SAN_BUILD)/corpus/, not into the tree); a longer run:
# make fuzz-smoke FUZZ_SECONDS=300.
FUZZ_BUILD   := $(SAN_BUILD)
FUZZ_SECONDS ?= 10
FUZZ_TARGETS := $(patsubst src/%.cc,%,$(wildcard src/*_fuzz.cc))
fuzz-build: san-build  # the fuzz targets are part of the sanitizer build

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
	$(STAGE_DONE)

clean:
	rm -rf build
