"""UG through qgis_process on 1M points vs the non-private native pipeline.

A user without SpatialDP would build the same grid with
``native:creategrid`` and ``native:countpointsinpolygon``. Both run here on
the same GeoPackage, through ``qgis_process``, in the same process tree;
the figure that matters is the ratio.
Run: .venv/bin/python tests/benchmarks/bench_qgis_process_ug.py [--points N] [--grid M]
"""

import argparse
import tempfile
import time
from pathlib import Path

import numpy as np

import benchkit  # noqa: E402,F401  (puts scripts/ and the checkout on sys.path)
import qgisrun  # noqa: E402
import synthetic  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--points", type=int, default=1_000_000)
    parser.add_argument("--grid", type=int, default=316)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="spatialdp-bench-"))
    x, y, _, _ = synthetic.city_points(args.points, np.random.default_rng(1))
    points = synthetic.write_points_gpkg(work / "points.gpkg", x, y)
    plugins, home = qgisrun.plugin_parent(), work / "home"
    extent = synthetic.extent_string()
    x0, y0, x1, y1 = synthetic.EXTENT
    qgisrun.run("native:creategrid", plugins, home, TYPE=2, EXTENT=extent,  # warm-up and profile set-up
                HSPACING=(x1 - x0) / 4, VSPACING=(y1 - y0) / 4, CRS="EPSG:32610",
                OUTPUT=work / "warm.gpkg")

    t0 = time.perf_counter()
    qgisrun.run("spatialdp:uniformgrid", plugins, home, INPUT=points, EXTENT=extent, EPSILON=1,
                GRID_SIZE=args.grid, OUTPUT=work / "ug.gpkg")
    ours = time.perf_counter() - t0

    t0 = time.perf_counter()
    qgisrun.run("native:creategrid", plugins, home, TYPE=2, EXTENT=extent,
                HSPACING=(x1 - x0) / args.grid, VSPACING=(y1 - y0) / args.grid, CRS="EPSG:32610",
                OUTPUT=work / "grid.gpkg")
    qgisrun.run("native:countpointsinpolygon", plugins, home, POLYGONS=work / "grid.gpkg",
                POINTS=points, FIELD="NUMPOINTS", OUTPUT=work / "counted.gpkg")
    native = time.perf_counter() - t0

    print(f"{args.points:,} points, {args.grid}×{args.grid} grid, wall time through qgis_process")
    print(f"  spatialdp:uniformgrid (ε = 1, private)          {ours:8.2f} s")
    print(f"  native:creategrid + countpointsinpolygon (none) {native:8.2f} s")
    print(f"  speed-up: {native / ours:.1f}×  (target ≥ 10×)")


if __name__ == "__main__":
    main()
