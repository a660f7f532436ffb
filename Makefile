# capgrid: the two commands (see README).
#   make survey  - set everything up, reproduce the built-in surveys' pages from their stores
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

.PHONY: setup system-deps venv install wheel build test test-cpp test-python lint survey survey-venvs survey-stale clean \
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
$(VENV)/.deps: survey/stack.txt survey/targets.txt survey/pip_index.py survey/kornia/requirements.txt survey/monai/requirements.txt \
               requirements-dev.txt
	[ -x $(PY) ] || python3 -m venv $(VENV)
	index=$$(python3 survey/pip_index.py)
	$(PIP) install -q --upgrade pip
	$(PIP) install -q $$index -r requirements-dev.txt
	# the deployment targets, without their declared requirements (survey/targets.txt says why)
	$(PIP) install -q --no-deps -r survey/targets.txt
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

# No committed survey is stale for the code beside it: for every recipe and stack, `capgrid run
# --plan` over its committed shard stores would probe no pair (docs/surveys.md, "stale"). Its own
# stage, one plan at a time in a fresh process: a discovered pack's worker holds up to 8 GB of
# built cases, too much beside the test suite's two pytest processes.
survey-stale: install survey-venvs
	CAPGRID_BIN=$(abspath $(VENV))/bin/capgrid python3 survey/recipe.py stale
	$(STAGE_DONE)

# Everything CI runs: lint, the Python and end-to-end tests, the unit tests and the end-to-end
# tests against the sanitizer build, and a short fuzz smoke. Each stage prints its wall time.
test: setup survey-venvs lint test-python survey-stale sanitize fuzz-smoke

# The committed surveys, one recipe each (survey/*/survey.toml; docs/surveys.md): `make survey`
# reproduces the default pages of the surveys marked `make_survey` (Kornia, MONAI) into
# $(RESULTS)/SURVEY/ from their committed shard stores. It builds the venv of each one's default
# stack, reuses every stored result that is still valid (on main, all of them: `make test`
# checks that no committed store is stale), probes what is not, and compares the snapshot with
# the published one. SURVEYS=monai reproduces one.
SURVEYS ?=
survey: setup
	python3 survey/recipe.py venv $(SURVEYS)
	python3 survey/recipe.py survey $(SURVEYS) --results $(RESULTS)

# The venv of every stack of every survey (.venv-torch-2.15, .venv-pyg, ...): the staleness test
# of the committed stores runs each stack's workers in its own venv.
survey-venvs: setup
	python3 survey/recipe.py venv --all-stacks
	$(STAGE_DONE)

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
