"""Benchmark-only baselines: the published mechanisms our benchmarks compare with.

DAWA and a consistent hierarchy of grids (docs/central-study.md), and the categorical oracle,
MDSW and HUEM that the DAM paper compares with (docs/dam.md). They are tested like the
mechanisms (tests/core/test_dawa.py, test_hierarchy.py, test_dam.py) but are not offered in QGIS:
neither the plugin zip (`make zip`) nor the `spatialdp-core` wheel (`make wheel`) ships this
folder. They import the core as ``spatialdp.core`` from the checkout, as the tests and
tests/benchmarks do.
"""
