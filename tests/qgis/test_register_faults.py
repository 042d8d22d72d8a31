"""The release register under load (issue 23): 40 releases at once through ``qgis_process``
(slow: marker ``faults``, run by ``make test-faults``; the fast eight-process test is in
tests/core/test_register.py)."""

import shutil
from concurrent.futures import ThreadPoolExecutor
from fractions import Fraction

import pytest

from spatialdp.core.register import Register

from ..conftest import qgis_process_run
from .test_register import EXTENT, points  # noqa: F401 (a fixture)


@pytest.mark.faults
@pytest.mark.e2e
def test_forty_concurrent_releases_spend_exactly_the_cap(points, tmp_path):
    """40 qgis_process releases at once, half of the layer and half of a copy, against one
    register whose cap leaves room for 19: exactly 19 are made and exactly the cap is spent."""
    register, home = tmp_path / "register.json", tmp_path / "home"
    copy = shutil.copy(points, tmp_path / "copy.gpkg")
    qgis_process_run("spatialdp:uniformgrid", home, INPUT=points, EXTENT=EXTENT, EPSILON=0.1, GRID_SIZE=8,
                     REGISTER=register, REGISTER_CAP=2, OUTPUT=tmp_path / "first.gpkg")

    def release(i):
        try:
            qgis_process_run("spatialdp:uniformgrid", home, INPUT=copy if i % 2 else points, EXTENT=EXTENT,
                             EPSILON=0.1, GRID_SIZE=8, REGISTER=register, OUTPUT=tmp_path / f"{i}.gpkg")
            return True
        except RuntimeError as error:
            assert "refuses this release" in str(error) and "Traceback" not in str(error)
            return False

    with ThreadPoolExecutor(max_workers=40) as pool:
        made = list(pool.map(release, range(40)))
    entries = Register(register).entries()
    assert sum(made) == 19 and len(entries) == 20 and {e["status"] for e in entries} == {"released"}
    assert sum(Fraction(e["epsilon"]) for e in entries) == 2
    assert sorted(p.name for p in tmp_path.glob("[0-9]*.gpkg")) == sorted(f"{i}.gpkg" for i in range(40) if made[i])
