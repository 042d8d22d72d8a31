"""The PostGIS push-down against reading the same layer through QGIS (issue 14).

A throw-away PostgreSQL 15 + PostGIS 3 cluster (tests/qgis/postgis_fixture.py)
gets N points generated inside the database with ``generate_series``
(uniform over a 10 km square, a user id with about 5 points per user and a
time over one week). For each N, in one run, each release is timed twice:

- through ``qgis_process`` (start-up included), with the client's peak
  resident memory (``/usr/bin/time``'s maximum RSS);
- alone: ``processing.run`` in one QGIS process that stays up, so that the
  start-up does not hide the algorithm's own cost (time only: a process's
  peak memory covers all its runs).

The releases: UG (316×316) counted in the database, UG reading the layer
through QGIS (``PUSH_DOWN=false``), ``native:countpointsinpolygon`` on the
same layer (100 polygons), the counts per tract of 1,024 jittered tracts
(``spatialdp:polygoncounts``, without and with users), and AG (m1 = 100, ε = 0.1: about
10⁵ leaves at 10M points, 10⁶ at 100M), AG with users (k = 5), PrivTree (defaults, issue 25), VDR (k = 4,
64×64 × 24 slices) and ``spatialdp:evaluate`` of a 64×64 UG grid (Qardaji's
1,200 rectangles, W2 on 64×64) each both ways. Above ``--through-up-to`` points only the
push-down runs; the runs through QGIS are then estimated linearly from the
largest N measured, and the summary says so.
Run: nice -n 10 .venv/bin/python tests/benchmarks/bench_postgis.py [--points 1000000,10000000]
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

import benchkit  # noqa: F401  (puts scripts/ on sys.path)
import numpy as np
import qgisrun

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "qgis"))
from postgis_fixture import start_cluster  # noqa: E402
from bench_polygoncounts import write_tessellation  # noqa: E402
from bench_streaming import PRELUDE  # noqa: E402

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"

#: one QGIS process runs every release of argv[1] (JSON: label → [algorithm, parameters]) and
#: prints one JSON line per release: its wall time, and the part of it spent getting the data —
#: the counting queries (push-down) or reading the points through QGIS
ALONE = PRELUDE.replace("PATHS", "2") + textwrap.dedent("""
    from spatialdp.spatialdp_qgis import evaluation_run, postgis
    from spatialdp.spatialdp_qgis.algorithms import base
    spent = [0.0]

    def timing(f):
        def timed(*args):
            t0 = time.perf_counter()
            try:
                return f(*args)
            finally:
                spent[0] += time.perf_counter() - t0
        return timed

    postgis.Database.query = timing(postgis.Database.query)
    base.read_points = timing(base.read_points)
    evaluation_run.read_points = timing(evaluation_run.read_points)
    for label, (algorithm, params) in json.loads(sys.argv[1]).items():
        spent[0] = 0.0
        t0 = time.perf_counter()
        processing.run(algorithm, params)
        print(json.dumps({"label": label, "seconds": time.perf_counter() - t0, "data": spent[0]}), flush=True)
""")


def generate(cluster, table, n):
    """``n`` points made by PostgreSQL itself, with a user id (≈ 5 points each) and a time."""
    cluster.sql(f"DROP TABLE IF EXISTS {table}; CREATE UNLOGGED TABLE {table} AS SELECT i AS id, "
                f"ST_SetSRID(ST_MakePoint(500000 + 10000 * random(), 4000000 + 10000 * random()), 32633)"
                f"::geometry(Point, 32633) AS geom, (random() * {max(n // 5, 1)})::int AS uid, "
                f"1700000000 + 604800 * random() AS t FROM generate_series(1, {n}) AS i; "
                f"ALTER TABLE {table} ADD PRIMARY KEY (id); ANALYZE {table}")


def timed(plugins, home, algorithm, params):
    """``(seconds, peak RSS in MB)`` of one qgis_process run."""
    command = ["/usr/bin/time", "-f", "%M", qgisrun.executable(), "--json", "run", algorithm, "--"]
    command += [f"{k}={v}" for k, v in params.items()]
    t0 = time.perf_counter()
    done = subprocess.run(command, env=qgisrun.environment(plugins, home), capture_output=True, text=True)
    seconds = time.perf_counter() - t0
    if done.returncode:
        raise RuntimeError(f"{algorithm} failed: {done.stdout[-2000:]} {done.stderr[-2000:]}")
    return seconds, int(done.stderr.strip().splitlines()[-1]) / 1024


def alone(plugins, home, runs):
    """The wall time of each release run by ``processing.run`` in one QGIS process."""
    paths = json.dumps([str(plugins)] + [p for p in sys.path if p])
    env = dict(qgisrun.environment(plugins, home), QT_QPA_PLATFORM="offscreen")
    jobs = {label: (algorithm, {k: str(v) for k, v in params.items()}) for label, (algorithm, params) in runs.items()}
    done = subprocess.run([sys.executable, "-c", ALONE, json.dumps(jobs), paths], env=env,
                          capture_output=True, text=True)
    if done.returncode:
        raise RuntimeError(done.stderr[-3000:])
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    return {line["label"]: (line["seconds"], line["data"]) for line in lines}


def releases(work, layer, through, only=()):
    """label → (algorithm, parameters): the push-down runs, and with ``through`` those reading
    the layer through QGIS (``only``: these releases, when given)."""
    common = dict(INPUT=layer, EXTENT=EXTENT, EPSILON=1, OUTPUT=work / "out.gpkg")
    mechanisms = {
        "UG": ("spatialdp:uniformgrid", dict(common, GRID_SIZE=316)),
        "AG": ("spatialdp:adaptivegrid", dict(common, GRID_SIZE=100, EPSILON=0.1)),
        "AG, users (k = 5)": ("spatialdp:adaptivegrid", dict(
            common, GRID_SIZE=100, EPSILON=0.1, USER_FIELD="uid", MAX_PER_USER=5)),
        "PrivTree": ("spatialdp:privtree", dict(common, SEED=1)),
        "VDR (k = 4)": ("spatialdp:vdr", dict(
            common, USER_FIELD="uid", MAX_PER_USER=4, TIME_FIELD="t", GRID_SIZE=64, SLICES=24,
            TIME_RANGE="1700000000,1700604800", DENOISE=2)),
    }
    # the true counts of spatialdp:evaluate (Qardaji's 1,200 rectangles, W2 on 64×64) for a UG
    # grid released before the timed runs
    mechanisms["evaluate"] = ("spatialdp:evaluate", dict(
        INPUT=layer, SYNOPSES=work / "grid.gpkg", WORKLOAD=0, OUTPUT=work / "table.gpkg"))
    # the points per tract of 1,024 jittered tracts (D = 1), with and without users
    tracts = dict(INPUT=layer, POLYGONS=work / "tracts.gpkg", EPSILON=1, OUTPUT=work / "tracts-out.gpkg")
    mechanisms["polygon counts"] = ("spatialdp:polygoncounts", tracts)
    mechanisms["polygon counts, users (k = 5)"] = ("spatialdp:polygoncounts", dict(
        tracts, USER_FIELD="uid", MAX_PER_USER=5))
    runs = {}
    for name, (algorithm, params) in mechanisms.items():
        if only and name not in only:
            continue
        runs[f"{name}, database"] = (algorithm, params)
        if through:
            runs[f"{name}, through QGIS"] = (algorithm, dict(params, PUSH_DOWN="false"))
    if through and (not only or "native" in only):
        runs["native:countpointsinpolygon"] = ("native:countpointsinpolygon", dict(
            POLYGONS=work / "polygons.gpkg", POINTS=layer, FIELD="NUMPOINTS", OUTPUT=work / "np.gpkg"))
    return runs


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--points", default="1000000,10000000")
    parser.add_argument("--through-up-to", type=int, default=10_000_000,
                        help="above this N only the push-down runs (the rest is estimated)")
    parser.add_argument("--alone-up-to", type=int, default=10_000_000,
                        help="above this N only qgis_process runs (start-up is negligible there)")
    parser.add_argument("--only", default="", help="releases to run, separated by ';' (e.g. "
                        "'UG;polygon counts;native'; default: all)")
    args = parser.parse_args()
    only = [v.strip() for v in args.only.split(";") if v.strip()]
    sizes = [int(v) for v in args.points.split(",")]
    work = Path(tempfile.mkdtemp(prefix="spatialdp-bench-pg-"))
    plugins, home = qgisrun.plugin_parent(), work / "home"
    qgisrun.run("native:creategrid", plugins, home, TYPE=2, EXTENT=EXTENT, HSPACING=1000, VSPACING=1000,
                CRS="EPSG:32633", OUTPUT=work / "polygons.gpkg")  # 100 polygons; also sets the profile up
    write_tessellation(work / "tracts.gpkg", 32, np.random.default_rng(5), extent=(500000, 4000000, 510000, 4010000),
                       epsg=32633)
    startup, _ = timed(plugins, home, "native:creategrid", dict(
        TYPE=2, EXTENT=EXTENT, HSPACING=5000, VSPACING=5000, CRS="EPSG:32633", OUTPUT=work / "four.gpkg"))
    print(f"qgis_process start-up and a 4-cell grid (no points): {startup:.1f} s, in every "
          f"qgis_process figure below; load average at the start: {os.getloadavg()[0]:.1f}")
    cluster = start_cluster()
    results = {}
    try:
        for n in sizes:
            t0 = time.perf_counter()
            generate(cluster, "points", n)
            print(f"\n{n:,} points generated in the database in {time.perf_counter() - t0:.1f} s", flush=True)
            layer = "postgres://" + cluster.uri("points")
            qgisrun.run("spatialdp:uniformgrid", plugins, home, INPUT=layer, EXTENT=EXTENT, EPSILON=1,
                        GRID_SIZE=64, OUTPUT=work / "grid.gpkg")
            runs = releases(work, layer, n <= args.through_up_to, only)
            seconds = alone(plugins, home, runs) if n <= args.alone_up_to else {}
            for label, (algorithm, params) in runs.items():
                wall, rss = timed(plugins, home, algorithm, params)
                own, data = seconds.get(label, (float("nan"), float("nan")))
                results[label, n] = (wall, rss, own, data)
                print(f"  {label:32s} qgis_process {wall:7.1f} s, peak RSS {rss:6.0f} MB | "
                      f"alone {own:7.1f} s, of which the data {data:6.1f} s", flush=True)
            print(f"  (load average {os.getloadavg()[0]:.1f})")
    finally:
        cluster.stop()
    summary(results, sizes)


def summary(results, sizes):
    """The ratios per N (runs through QGIS not made estimated from the largest N measured), and
    how each cost grows from the smallest N to the largest."""
    measured = {label: n for label, n in sorted(results, key=lambda key: key[1])}
    print("\nratio = through QGIS / counted in the database (target ≥ 20×); * = estimated linearly "
          "from the largest N measured")
    for n in sizes:
        for name in ("UG", "AG", "AG, users (k = 5)", "VDR (k = 4)", "evaluate", "polygon counts",
                     "polygon counts, users (k = 5)"):
            if (f"{name}, database", n) not in results:
                continue
            down = results[f"{name}, database", n]
            through_label = f"{name}, through QGIS"
            if (through_label, n) in results:
                through, mark = results[through_label, n], ""
            else:
                base = results[through_label, measured[through_label]]
                through, mark = tuple(v * n / measured[through_label] for v in base), "*"
            native = results.get(("native:countpointsinpolygon", n))
            line = (f"  {n:>11,} {name:18s} qgis_process {through[0] / down[0]:5.1f}×{mark}   "
                    f"alone {through[2] / down[2]:5.1f}×{mark}   data step {through[3] / down[3]:5.1f}×{mark}")
            if name == "UG" and native:
                line += f"   (native:countpointsinpolygon / UG database: alone {native[2] / down[2]:.1f}×)"
            print(line)
    if len(sizes) > 1:
        lo, hi = sizes[0], sizes[-1]
        print(f"\ngrowth from {lo:,} to {hi:,} points (×{hi / lo:g}): qgis_process time ×, peak RSS ×")
        for label in dict.fromkeys(label for label, _ in results):
            if (label, lo) in results and (label, hi) in results:
                (t_lo, m_lo, *_), (t_hi, m_hi, *_) = results[label, lo], results[label, hi]
                print(f"  {label:32s} time ×{t_hi / t_lo:6.1f}   RSS ×{m_hi / m_lo:5.2f}")


if __name__ == "__main__":
    main()
