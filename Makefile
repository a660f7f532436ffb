# capgrid: the two commands (see README).
#   make survey  - set everything up, survey the built-in Kornia pack, render the pages
#   make test    - set everything up, run every test
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
APT_PKGS := g++ make pkg-config libcli11-dev nlohmann-json3-dev libfmt-dev libsqlitecpp-dev \
            libsqlite3-dev zlib1g-dev libgtest-dev libgmock-dev clang libclang-rt-14-dev \
            chromium chromium-driver
SUDO     := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: setup system-deps venv install build test test-cpp test-python lint survey clean

setup: system-deps venv install

# Debian packages: the C++ libraries, GoogleTest, clang (fuzzing) and chromium (page tests).
system-deps:
	missing=$$(for p in $(APT_PKGS); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done)
	if [ -n "$$missing" ]; then
	  echo "installing Debian packages: $$missing"
	  $(SUDO) apt-get update -qq
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing
	fi

$(VENV)/.deps: requirements.txt requirements-dev.txt
	[ -x $(PY) ] || python3 -m venv $(VENV)
	$(PIP) install -q --upgrade pip
	$(PIP) install -q -r requirements-dev.txt scikit-build-core
	touch $@

venv: $(VENV)/.deps

# The project itself: the C++ engine and the Python package, through scikit-build-core.
install: venv
	$(PIP) install -q --no-build-isolation .

# A developer build of the engine with its unit tests.
build: system-deps
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
	cmake --build $(BUILD) -j $(JOBS)

test-cpp: build
	ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS)

test-python: install build
	CAPGRID_BIN=$(CURDIR)/$(BUILD)/capgrid PYTHONPATH=$(CURDIR)/python \
	  $(PY) -m pytest -q tests

lint: venv
	$(PY) -m ruff check python tests bench

test: setup lint test-cpp test-python

survey: setup
	mkdir -p $(RESULTS)
	$(VENV)/bin/capgrid coverage -o $(RESULTS)/coverage.json | tail -1
	$(VENV)/bin/capgrid run -j $(JOBS) --results $(RESULTS)
	$(VENV)/bin/capgrid render $(RESULTS)/snapshot.json --format html -o $(RESULTS)/export_support.html
	$(VENV)/bin/capgrid render $(RESULTS)/snapshot.json --format md -o $(RESULTS)/export_support.md
	echo "pages: $(RESULTS)/export_support.html $(RESULTS)/export_support.md"

clean:
	rm -rf build
