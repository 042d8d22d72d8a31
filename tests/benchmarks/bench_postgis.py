"""The PostGIS push-down against reading the same layer through QGIS (issue 14).

A throw-away PostgreSQL 15 + PostGIS 3 cluster (tests/qgis/postgis_fixture.py)
gets N points generated inside the database with ``generate_series``
(uniform over a 10 km square, a user id with about 5 points per user and a
time over one week). For each N, in one run and all through ``qgis_process``:

- ``spatialdp:uniformgrid`` with the push-down (only counts leave the database),
- the same with ``PUSH_DOWN=false`` (every point read through QGIS),
- ``native:countpointsinpolygon`` on the same layer (100 polygons, as in the issue),
- ``spatialdp:adaptivegrid`` and ``spatialdp:vdr`` (user bound in SQL) with the push-down.

Each line gives the wall time and the peak resident memory of the client
(``/usr/bin/time``'s maximum RSS of qgis_process); the summary gives the
ratios and how each cost grows from the smallest N to the largest.
Run: nice -n 10 .venv/bin/python tests/benchmarks/bench_postgis.py [--points 1000000,10000000]
"""

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import benchkit  # noqa: F401  (puts scripts/ on sys.path)
import qgisrun

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "qgis"))
from postgis_fixture import start_cluster  # noqa: E402

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"
GRID = 316


def generate(cluster, table, n):
    """``n`` points made by PostgreSQL itself, with a user id (≈ 5 points each) and a time."""
    cluster.sql(f"DROP TABLE IF EXISTS {table}; CREATE UNLOGGED TABLE {table} AS SELECT i AS id, "
                f"ST_SetSRID(ST_MakePoint(500000 + 10000 * random(), 4000000 + 10000 * random()), 32633)"
                f"::geometry(Point, 32633) AS geom, (random() * {max(n // 5, 1)})::int AS uid, "
                f"1700000000 + 604800 * random() AS t FROM generate_series(1, {n}) AS i; "
                f"ALTER TABLE {table} ADD PRIMARY KEY (id); ANALYZE {table}")


def timed(plugins, home, algorithm, **params):
    """``(seconds, peak RSS in MB)`` of one qgis_process run."""
    command = ["/usr/bin/time", "-f", "%M", qgisrun.executable(), "--json", "run", algorithm, "--"]
    command += [f"{k}={v}" for k, v in params.items()]
    t0 = time.perf_counter()
    done = subprocess.run(command, env=qgisrun.environment(plugins, home), capture_output=True, text=True)
    seconds = time.perf_counter() - t0
    if done.returncode:
        raise RuntimeError(f"{algorithm} failed: {done.stdout[-2000:]} {done.stderr[-2000:]}")
    return seconds, int(done.stderr.strip().splitlines()[-1]) / 1024


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--points", default="1000000,10000000")
    args = parser.parse_args()
    sizes = [int(v) for v in args.points.split(",")]
    work = Path(tempfile.mkdtemp(prefix="spatialdp-bench-pg-"))
    plugins, home = qgisrun.plugin_parent(), work / "home"
    qgisrun.run("native:creategrid", plugins, home, TYPE=2, EXTENT=EXTENT, HSPACING=1000, VSPACING=1000,
                CRS="EPSG:32633", OUTPUT=work / "polygons.gpkg")  # 100 polygons; also sets the profile up
    startup, _ = timed(plugins, home, "native:creategrid", TYPE=2, EXTENT=EXTENT, HSPACING=5000,
                       VSPACING=5000, CRS="EPSG:32633", OUTPUT=work / "four.gpkg")
    print(f"qgis_process start-up and a 4-cell grid (no points): {startup:.1f} s, in every figure below")
    cluster = start_cluster()
    results = {}
    try:
        for n in sizes:
            t0 = time.perf_counter()
            generate(cluster, "points", n)
            print(f"\n{n:,} points generated in the database in {time.perf_counter() - t0:.1f} s", flush=True)
            layer = "postgres://" + cluster.uri("points")
            common = dict(INPUT=layer, EXTENT=EXTENT, EPSILON=1, OUTPUT=work / "out.gpkg")
            runs = {
                "UG, counted in the database": ("spatialdp:uniformgrid", dict(common, GRID_SIZE=GRID)),
                "UG, read through QGIS": ("spatialdp:uniformgrid", dict(common, GRID_SIZE=GRID, PUSH_DOWN="false")),
                "native:countpointsinpolygon": ("native:countpointsinpolygon", dict(
                    POLYGONS=work / "polygons.gpkg", POINTS=layer, FIELD="NUMPOINTS", OUTPUT=work / "np.gpkg")),
                "AG, counted in the database": ("spatialdp:adaptivegrid", dict(common, GRID_SIZE=100)),
                "AG + users (k = 5), database": ("spatialdp:adaptivegrid", dict(
                    common, GRID_SIZE=100, USER_FIELD="uid", MAX_PER_USER=5)),
                "VDR (k = 4, no denoiser), database": ("spatialdp:vdr", dict(
                    common, USER_FIELD="uid", MAX_PER_USER=4, TIME_FIELD="t", GRID_SIZE=64, SLICES=24,
                    TIME_RANGE="1700000000,1700604800", DENOISE=2)),
            }
            for label, (algorithm, params) in runs.items():
                seconds, rss = timed(plugins, home, algorithm, **params)
                results[label, n] = (seconds, rss)
                print(f"  {label:38s} {seconds:8.1f} s   peak RSS {rss:7.0f} MB", flush=True)
            down, through = results["UG, counted in the database", n], results["UG, read through QGIS", n]
            native = results["native:countpointsinpolygon", n]
            print(f"  push-down vs through QGIS: {through[0] / down[0]:.1f}× faster (target ≥ 20×), "
                  f"{(through[0] - startup) / (down[0] - startup):.1f}× without the start-up; "
                  f"vs native:countpointsinpolygon: {native[0] / down[0]:.1f}× faster")
    finally:
        cluster.stop()
    if len(sizes) > 1:
        lo, hi = sizes[0], sizes[-1]
        print(f"\ngrowth from {lo:,} to {hi:,} points (×{hi / lo:g}): time ×, peak RSS ×")
        for label in runs:
            (t_lo, m_lo), (t_hi, m_hi) = results[label, lo], results[label, hi]
            print(f"  {label:38s} time ×{t_hi / t_lo:6.1f}   RSS ×{m_hi / m_lo:5.2f}")


if __name__ == "__main__":
    main()
