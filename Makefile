# SpatialDP — set-up, tests, demo and packaging.
# Every target is idempotent and works on a fresh Debian 12 machine as root.

SHELL := /bin/bash
VENV ?= .venv
PY := $(VENV)/bin/python
OPENDP_VENV ?= .venv-opendp
SYSTEM_PYTHON := /usr/bin/python3
APT_PACKAGES := qgis python3-qgis qgis-providers xvfb xauth python3-venv python3-pip \
                python3-numpy python3-scipy python3-matplotlib python3-gdal \
                pyqt5-dev-tools qttools5-dev-tools zip unzip postgresql postgresql-postgis \
                python3-markdown nodejs git mount
PLUGIN := spatialdp
BUILD := build
LRELEASE ?= lrelease
PYLUPDATE ?= pylupdate5
export QT_QPA_PLATFORM ?= offscreen
export PYTHONDONTWRITEBYTECODE := 1

.PHONY: setup apt venv test test-core test-fast wheel typecheck test-faults test-citus test-browser test-matrix test-matrix-torch mutation demo screenshots bench recommend zip site deploy transup transreport transcompile clean

setup: apt venv

apt:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; \
	fi

# TORCH=0 leaves PyTorch out (VDR's denoiser; its tests then skip): `make test TORCH=0`.
TORCH ?= 1
REQUIREMENTS := requirements.txt $(if $(filter 1,$(TORCH)),requirements-torch.txt)

venv: $(VENV)/.installed-torch$(TORCH)

# The venv keeps Debian's numpy and scipy: GDAL's and QGIS's bindings are built against them
# (numpy 1.24 on Debian 12, numpy 2 from Debian 13).
$(VENV)/.installed-torch$(TORCH): $(REQUIREMENTS) | apt
	test -x $(PY) || $(SYSTEM_PYTHON) -m venv --system-site-packages $(VENV)
	$(SYSTEM_PYTHON) -c "import numpy, scipy; print(f'numpy=={numpy.__version__}\nscipy=={scipy.__version__}')" > $(VENV)/constraints.txt
	$(PY) -m pip install -q --disable-pip-version-check -c $(VENV)/constraints.txt $(addprefix -r ,$(REQUIREMENTS))
	touch $@

test: setup
	$(PY) -m pytest
	node --test clients/js/test/*.test.js

# The fast loop (README, "Which tests to run when"; docs/development.md). Neither installs
# anything: they need an existing venv (`make setup` once, or any venv with numpy, scipy, pytest and setuptools for test-core).
# test-core: the pure-Python core without QGIS (pytest-qgis not loaded), leaving out the tests
# marked `slow` (Monte Carlo series of thousands of releases, builds of the plugin zip).
# test-fast: every test but the `slow`, `e2e` (qgis_process runs) and `faults` ones.
FAST_MARKERS := not slow and not e2e and not faults and not browser
test-core:
	$(PY) -m pytest -q -p no:pytest_qgis -W ignore::pytest.PytestConfigWarning -m "$(FAST_MARKERS)" tests/core

test-fast:
	$(PY) -m pytest -q -m "$(FAST_MARKERS)"

# The `spatialdp-core` wheel (core/ as the package spatialdp_core; core/README.md is its
# description) in $(BUILD)/dist, built from the tracked files only. It needs nothing but a
# Python with pip: the project venv's if there is one, else the system's. WHEEL_FLAGS passes
# options to `pip wheel` (the tests build offline with --no-build-isolation --no-index).
WHEEL_PYTHON ?= $(firstword $(wildcard $(PY)) $(SYSTEM_PYTHON))
WHEEL_FLAGS ?=
wheel:
	rm -rf $(BUILD)/wheel-source $(BUILD)/dist/spatialdp_core-*.whl && mkdir -p $(BUILD)/wheel-source $(BUILD)/dist
	git ls-files -z -- pyproject.toml LICENSE core | xargs -0 -I{} cp --parents {} $(BUILD)/wheel-source/
	$(WHEEL_PYTHON) -m pip wheel -q --no-deps --disable-pip-version-check $(WHEEL_FLAGS) -w $(BUILD)/dist $(BUILD)/wheel-source
	rm -rf $(BUILD)/wheel-source
	@echo "wheel: $$(ls $(BUILD)/dist/spatialdp_core-*.whl)"

# `mypy --strict` on the library's typed modules (TYPED_MODULES; docs/library.md lists which pass
# and which not yet), with mypy and numpy (for its type stubs) in a venv of their own, made once
# from the package index: MYPY_VENV. The modules are checked under the wheel's name spatialdp_core
# (a link in $(BUILD)/typecheck), as a user of the wheel sees them.
MYPY_VENV ?= /work/venvs/mypy
MYPY_VERSION ?= 2.4.0
TYPED_MODULES ?= arrays validation sampling rng noise em fingerprint optional bounding counting channel \
  wasserstein oracles pointinpolygon polygoncover wire hexagons exceedance rates \
  budget uncertainty domain synopsis publication mechanisms.central mechanisms.local mechanisms.ug \
  mechanisms.ahead mechanisms.tree_inference declaration campaign spacetime ldptables
typecheck:
	test -x $(MYPY_VENV)/bin/mypy || { $(SYSTEM_PYTHON) -m venv $(MYPY_VENV) && \
	  $(MYPY_VENV)/bin/pip install -q --disable-pip-version-check mypy==$(MYPY_VERSION) numpy; }
	mkdir -p $(BUILD)/typecheck && ln -sfn $(CURDIR)/core $(BUILD)/typecheck/spatialdp_core
	MYPYPATH=$(BUILD)/typecheck $(MYPY_VENV)/bin/mypy --strict --cache-dir $(BUILD)/typecheck/.mypy_cache \
	  $(addprefix -m spatialdp_core.,$(TYPED_MODULES))

# The survey page (clients/web) driven in headless Chromium: N residents -> reports -> QGIS estimate
# (tests/qgis/test_survey_page.py, about a minute). Installs Debian's chromium and chromium-driver
# (about 300 MB) once; without them that test skips in `make test`.
test-browser: setup
	@dpkg-query -W -f='$${Status}' chromium-driver 2>/dev/null | grep -q "install ok installed" || { \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends chromium chromium-driver; }
	$(PY) -m pytest -m browser tests/qgis/test_survey_page.py

# The slow fault series, the tests marked `faults` (pytest.ini leaves them out of `make test`):
# SIGKILLs of a 2-million-point release at random moments, many concurrent releases against
# one register. Its cost is in docs/development.md ("Fault tests").
test-faults: setup
	$(PY) -m pytest -m faults

# The push-down on distributed PostgreSQL (docs/citus.md): builds Citus from the pinned source
# CITUS_TARBALL once (scripts/citus_build.sh, about 4 minutes the first time), then runs the tests
# of tests/qgis/test_citus.py on a coordinator and two workers (10 minutes idle, 25 on a loaded machine); `make test`
# skips them.
CITUS_TARBALL ?= $(CURDIR)/../shared/vendor/citus-13.0.4.tar.gz
test-citus: setup
	CITUS_TARBALL="$(CITUS_TARBALL)" scripts/citus_build.sh
	SPATIALDP_CITUS=1 $(PY) -m pytest tests/qgis/test_citus.py

# Injects each privacy bug of scripts/mutation.py alone into a temporary copy and shows the
# privacy tests catch it (a few minutes; not part of `make test`).
mutation: setup
	SPATIALDP_CITUS=$$(test -f $$(pg_config --pkglibdir)/citus.so && echo 1) $(PY) scripts/mutation.py

# The suite and a qgis_process run of every algorithm on QGIS 3.22 (this machine), 3.40 (Debian
# trixie) and 3.44 (Debian sid); the chroots are built once with mmdebstrap and cached in
# MATRIX_CACHE. Needs root. See docs/version-matrix.md.
MATRIX_SUITES ?= trixie sid
MATRIX_CACHE ?= /var/cache/spatialdp-matrix
MATRIX := MATRIX_SUITES="$(MATRIX_SUITES)" MATRIX_CACHE="$(MATRIX_CACHE)" APT_PACKAGES="$(APT_PACKAGES)" \
	  VENV="$(VENV)" scripts/matrix/matrix.sh
test-matrix:
	$(MATRIX) $(BUILD)/matrix

# The chroot columns again with Debian's own PyTorch (python3-torch, seen by the venv through
# --system-site-packages), in chroots cached apart as MATRIX_CACHE/<suite>-torch. See docs/version-matrix.md.
test-matrix-torch:
	MATRIX_TORCH=debian $(MATRIX) $(BUILD)/matrix-torch

demo: setup
	$(PY) scripts/demo.py

# The pictures of the dock panel (README, docs/panel.md), taken by tests/qgis/test_dock.py (a few seconds).
screenshots: setup
	SPATIALDP_SCREENSHOTS=1 $(PY) -m pytest -q tests/qgis/test_dock.py tests/qgis/test_legends.py
	$(PY) scripts/render_tables.py

bench: setup $(OPENDP_VENV)/.installed
	for b in tests/benchmarks/bench_*.py; do echo "== $$b"; $(PY) $$b || exit 1; done
	$(OPENDP_VENV)/bin/python tests/benchmarks/bench_categories.py --only 1 --data airports
	$(OPENDP_VENV)/bin/python tests/benchmarks/bench_categories.py --only 4

# OpenDP and the airports of airportsdata (a real categorical field) for the benchmark only
# (tests/benchmarks/bench_categories.py, sections 1 and 4): a venv of its own on Debian's numpy and
# scipy, never the plugin's.
$(OPENDP_VENV)/.installed: | apt
	test -x $(OPENDP_VENV)/bin/python || $(SYSTEM_PYTHON) -m venv --system-site-packages $(OPENDP_VENV)
	$(OPENDP_VENV)/bin/python -m pip install -q --disable-pip-version-check opendp airportsdata
	touch $@

# The study table core/recommendation.csv that the Guidance panel and spatialdp:gridguide recommend
# from (docs/best-by-default.md): every mechanism with its defaults on four public data sets (and
# the SF taxis when ../shared/data has them) against the authors' code, fetched into build/ref with
# its few packages in build/bench-lib (never in the venv). About 40 minutes on a busy 2-core machine.
REF ?= $(BUILD)/ref
BENCH_LIB ?= $(BUILD)/bench-lib
recommend: setup
	test -d $(REF)/privmdr || git clone -q https://github.com/YangJianyu-bupt/privmdr $(REF)/privmdr
	test -d $(REF)/dpcomp_core || git clone -q https://github.com/dpcomp-org/dpcomp_core $(REF)/dpcomp_core
	test -d $(BENCH_LIB)/airportsdata || $(PY) -m pip install -q --target $(BENCH_LIB) airportsdata xxhash future
	SPATIALDP_REF=$(REF) SPATIALDP_BENCH_LIB=$(BENCH_LIB) nice -n 10 $(PY) tests/benchmarks/bench_best_by_default.py \
		--reps 5 --json $(BUILD)/best_by_default.json --table core/recommendation.csv

# An installable plugin zip (spatialdp/…) without tests, scripts or build files, with the release
# facts of release.cfg in its metadata.txt, the compiled translations and the documentation
# rendered to HTML beside its Markdown (what the Help buttons open), checked against the official
# plugin repository's rules (scripts/plugin_package.py). PUBLISH=1 refuses a zip without the
# release facts.
PUBLISH ?=
zip: apt
	rm -rf $(BUILD)/$(PLUGIN) && mkdir -p $(BUILD)/$(PLUGIN)
	git ls-files -z -- metadata.txt __init__.py LICENSE README.md docs core spatialdp_qgis resources \
	  | xargs -0 -I{} cp --parents {} $(BUILD)/$(PLUGIN)/
	$(SYSTEM_PYTHON) scripts/plugin_package.py fill $(BUILD)/$(PLUGIN)/metadata.txt
	mkdir -p $(BUILD)/$(PLUGIN)/i18n
	$(MAKE) -s transcompile I18N_DIR=$(BUILD)/$(PLUGIN)/i18n
	$(SYSTEM_PYTHON) scripts/translations.py report | grep -v '^  ' || true
	$(SYSTEM_PYTHON) scripts/render_docs.py $(BUILD)/$(PLUGIN)/docs
	cd $(BUILD) && rm -f $(PLUGIN).zip && zip -qr $(PLUGIN).zip $(PLUGIN)
	$(SYSTEM_PYTHON) scripts/plugin_package.py check $(BUILD)/$(PLUGIN).zip $(if $(PUBLISH),--publish)
	@echo "plugin zip: $(BUILD)/$(PLUGIN).zip"

# The project website: the same docs/ pages as the zip's help, with an index (build/site/).
site: apt
	rm -rf $(BUILD)/site
	$(SYSTEM_PYTHON) scripts/render_docs.py $(BUILD)/site --site

# Deploy into QGIS_PLUGINPATH if set, else the default profile's python/plugins.
QGIS_PLUGINPATH ?= $(HOME)/.local/share/QGIS/QGIS3/profiles/default/python/plugins
deploy: zip
	mkdir -p "$(QGIS_PLUGINPATH)" && rm -rf "$(QGIS_PLUGINPATH)/$(PLUGIN)"
	cd "$(QGIS_PLUGINPATH)" && unzip -q "$(CURDIR)/$(BUILD)/$(PLUGIN).zip"
	@echo "deployed to $(QGIS_PLUGINPATH)/$(PLUGIN)"

I18N_DIR ?= i18n
# The translations (docs/translations.md): `transup` refreshes the .ts files from every tr() string
# and fills them from i18n/messages.txt (keyed by the English text), `transreport` lists per
# language what is still untranslated, `transcompile` builds the .qm files QGIS loads.
transup: apt
	$(PYLUPDATE) -noobsolete $$(git ls-files 'spatialdp_qgis/*.py') core/catalogue.py core/parameters.py core/guidelines.py core/recommend.py -ts $(wildcard i18n/*.ts)
	$(SYSTEM_PYTHON) scripts/translations.py fill

transreport:
	$(SYSTEM_PYTHON) scripts/translations.py report

transcompile: apt
	for ts in $(wildcard i18n/*.ts); do $(LRELEASE) -silent $$ts -qm $(I18N_DIR)/$$(basename $${ts%.ts}).qm || exit 1; done

clean:
	rm -rf $(BUILD) .pytest_cache
