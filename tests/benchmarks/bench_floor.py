"""Every mechanism against the floor: the file's Arrow read plus qgis_process's start-up (issue 31).

For each size (1M and 10M points by default) the script writes a clustered GeoPackage
(:func:`synthetic.city_points`, 500,000 users), then measures, in interleaved rounds so that a
busy machine slows every figure alike:

- the floors: qgis_process's start-up (a 2×2 ``native:creategrid``), GDAL's Arrow read of the
  file alone and with its x/y arrays (:func:`spatialdp_qgis.io.arrow_batches`), ``bincount``
  of a 316² grid;
- through ``qgis_process``: UG 316², the polygon counts over 1,024 squares, UG with the user
  field, AG and PrivTree with their defaults — wall time and peak RSS (``/usr/bin/time``);
- QGIS's native pipeline: ``native:creategrid`` + ``native:countpointsinpolygon`` on the
  same 316² grid (the 1,024 squares for the polygon counts).

It prints one table: wall, peak RSS, ours / (read floor + start-up), native / ours.
Run: .venv/bin/python tests/benchmarks/bench_floor.py [--points 1000000 10000000] [--rounds 3]
[--no-native]
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

import benchkit  # noqa: F401  (puts scripts/ and the checkout on sys.path)
import qgisrun
import synthetic

USERS = 500_000
GRID = 316
SQUARES = 32  # 32 × 32 = 1,024 polygons


def write_points(path, x, y, user, extra=None):
    """A GeoPackage of points with a user id, written in bulk (the per-feature OGR writer of
    :func:`synthetic.write_points_gpkg` takes minutes at 10M); GDAL then builds its R-tree.
    ``extra``: ``{name: values}`` of more fields, real numbers or text."""
    import sqlite3

    from osgeo import ogr, osr
    from qgis.core import QgsField, QgsFields

    from spatialdp.spatialdp_qgis import compat, gpkg

    srs = osr.SpatialReference()
    srs.ImportFromEPSG(synthetic.EPSG)
    ds = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    layer = ds.CreateLayer("points", srs, ogr.wkbPoint, ["FID=fid", "GEOMETRY_NAME=geom", "SPATIAL_INDEX=NO"])
    layer.CreateField(ogr.FieldDefn("user_id", ogr.OFTInteger64))
    columns = {"user_id": user, **(extra or {})}
    fields = QgsFields()
    fields.append(QgsField("user_id", compat.LONG_LONG))
    for name, values in (extra or {}).items():
        real = np.asarray(values).dtype.kind == "f"
        layer.CreateField(ogr.FieldDefn(name, ogr.OFTReal if real else ogr.OFTString))
        fields.append(QgsField(name, compat.DOUBLE if real else compat.STRING))
    ds = layer = None
    blobs = np.zeros((len(x), 29), dtype=np.uint8)
    blobs[:, :2] = (ord("G"), ord("P"))
    blobs[:, 3] = 1
    blobs[:, 4:8] = np.frombuffer(np.int32(synthetic.EPSG).astype("<i4").tobytes(), np.uint8)
    blobs[:, 8] = 1
    blobs[:, 9:13] = np.frombuffer(np.uint32(1).astype("<u4").tobytes(), np.uint8)
    blobs[:, 13:] = np.column_stack([x, y]).astype("<f8").view(np.uint8).reshape(-1, 16)
    db = sqlite3.connect(str(path), isolation_level=None)
    db.execute("PRAGMA synchronous = OFF")
    db.execute("PRAGMA journal_mode = MEMORY")
    db.execute("BEGIN")
    triggers = db.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").fetchall()
    for name, _ in triggers:
        db.execute(f"DROP TRIGGER {gpkg.quote(name)}")
    gpkg._insert_rows(db, "points", fields, np.arange(1, len(x) + 1), lambda start, stop: blobs[start:stop],
                      columns, None)
    db.execute("UPDATE gpkg_ogr_contents SET feature_count = ?", (len(x),))
    db.execute("UPDATE gpkg_contents SET min_x = ?, min_y = ?, max_x = ?, max_y = ?",
               (x.min(), y.min(), x.max(), y.max()))
    for _, sql in triggers:
        db.execute(sql)
    db.execute("COMMIT")
    db.close()
    ds = ogr.Open(str(path), 1)
    ds.ExecuteSQL("SELECT CreateSpatialIndex('points', 'geom')")
    ds = None
    return path


def run_measured(algorithm, plugins, home, **params):
    """``qgis_process run``: (wall seconds, its peak RSS in MB).

    The peak comes from ``/usr/bin/time``, which starts qgis_process itself: Linux keeps a
    process's peak RSS across ``exec``, so a child forked straight from this script (which holds
    the points of the floors) would report this script's memory instead of its own."""
    with tempfile.NamedTemporaryFile("r", suffix=".rss") as peak:
        args = ["/usr/bin/time", "-f", "%M", "-o", peak.name, qgisrun.executable(), "--json", "run",
                algorithm, "--"] + [f"{k}={v}" for k, v in params.items()]
        t0 = time.perf_counter()
        done = subprocess.run(args, env=qgisrun.environment(plugins, home), stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, text=True)
        wall = time.perf_counter() - t0
        if done.returncode:
            raise RuntimeError(f"{algorithm} failed: {done.stderr[-2000:]}")
        return wall, int(peak.read().split()[-1]) / 1024


class NoFeedback:
    def isCanceled(self):  # noqa: N802
        return False


def read_xy(path):
    """The points' x/y arrays, batch by batch, as the plugin reads them (GDAL's Arrow stream)."""
    from osgeo import ogr

    from spatialdp.spatialdp_qgis.io import arrow_batches

    ds = ogr.Open(str(path))
    return [(x, y) for x, y, _, _ in arrow_batches((ds, ds.GetLayer(0)), [], NoFeedback())]


def arrow_floor(path):
    """(seconds to read the Arrow stream alone, seconds to read it into x/y arrays)."""
    from osgeo import ogr

    from spatialdp.spatialdp_qgis import arrow

    def stream_only():
        ds = ogr.Open(str(path))  # held: the layer lives as long as its dataset
        layer = ds.GetLayer(0)
        return sum(1 for _ in arrow.record_batches(layer, [], layer.GetFeatureCount()))

    return benchkit.best_of(stream_only, 1)[0], benchkit.best_of(lambda: read_xy(path), 1)[0]


def cases(points, squares, extent, user_field=True):
    """(label, algorithm, parameters, native label) of the table's rows."""
    common = {"INPUT": points, "EXTENT": extent, "EPSILON": 1, "SEED": 1}
    rows = [("UG 316²", "spatialdp:uniformgrid", dict(common, GRID_SIZE=GRID), "grid"),
            ("polygon counts, 1,024 squares", "spatialdp:polygoncounts",
             {"INPUT": points, "POLYGONS": squares, "EPSILON": 1, "SEED": 1}, "squares")]
    if user_field:
        rows.append(("UG with a user field", "spatialdp:uniformgrid",
                     dict(common, GRID_SIZE=GRID, USER_FIELD="user_id", MAX_PER_USER=4), "grid"))
    rows += [("AG (defaults)", "spatialdp:adaptivegrid", common, "grid"),
             ("PrivTree (defaults)", "spatialdp:privtree", common, "grid")]
    return rows


def measure(n, rounds, native, work, plugins):
    points = work / f"points{n}.gpkg"
    if not points.exists():  # a kept data set (--work) is reused
        x, y, user, _ = synthetic.city_points(n, np.random.default_rng(1),
                                              points_per_user=max(1, n // USERS))
        write_points(points, x, y, user)
        del x, y, user
    home = work / "home"
    extent = synthetic.extent_string()
    x0, y0, x1, y1 = synthetic.EXTENT
    grid = dict(TYPE=2, EXTENT=extent, CRS=f"EPSG:{synthetic.EPSG}")
    qgisrun.run("native:creategrid", plugins, home, HSPACING=(x1 - x0) / 2, VSPACING=(y1 - y0) / 2,
                OUTPUT=work / "warm.gpkg", **grid)  # enables the plugin in the profile
    squares = work / "squares.gpkg"
    qgisrun.run("native:creategrid", plugins, home, HSPACING=(x1 - x0) / SQUARES,
                VSPACING=(y1 - y0) / SQUARES, OUTPUT=squares, **grid)
    rows = cases(points, squares, extent)
    times = {label: [] for label, _, _, _ in rows}
    rss = dict.fromkeys(times, 0.0)
    floors = {"start-up": [], "arrow": [], "arrow+xy": [], "bincount": [], "native grid": [],
              "native squares": []}
    for _ in range(rounds):
        floors["start-up"].append(run_measured(
            "native:creategrid", plugins, home, HSPACING=(x1 - x0) / 2, VSPACING=(y1 - y0) / 2,
            OUTPUT=work / "startup.gpkg", **grid)[0])
        stream, xy = arrow_floor(points)
        floors["arrow"].append(stream)
        floors["arrow+xy"].append(xy)
        floors["bincount"].append(bincount_floor(points))
        for label, algorithm, params, _ in rows:
            wall, peak = run_measured(algorithm, plugins, home, OUTPUT=work / "out.gpkg", **params)
            print(f"  {n:,}: {label}: {wall:.2f} s, {peak:,.0f} MB", flush=True)
            times[label].append(wall)
            rss[label] = max(rss[label], peak)
        if native:
            floors["native grid"].append(native_run(plugins, home, work, points, grid, x1 - x0, y1 - y0))
            floors["native squares"].append(native_count(plugins, home, work, points, squares))
    return {k: min(v) for k, v in times.items()}, rss, {k: min(v) if v else None for k, v in floors.items()}, rows


def bincount_floor(path):
    """Seconds to bin the points (held in memory) into the 316² grid."""
    from spatialdp.core import Domain

    xs, ys = zip(*read_xy(path))
    x, y = np.concatenate(xs), np.concatenate(ys)
    domain = Domain(*synthetic.EXTENT)
    return benchkit.best_of(lambda: domain.histogram(x, y, GRID, GRID), 1)[0]


def native_run(plugins, home, work, points, grid, width, height):
    """QGIS's own pipeline for the 316² grid: build the grid, count the points in it."""
    t0 = time.perf_counter()
    qgisrun.run("native:creategrid", plugins, home, HSPACING=width / GRID, VSPACING=height / GRID,
                OUTPUT=work / "grid.gpkg", **grid)
    native_count(plugins, home, work, points, work / "grid.gpkg")
    return time.perf_counter() - t0


def native_count(plugins, home, work, points, polygons):
    t0 = time.perf_counter()
    qgisrun.run("native:countpointsinpolygon", plugins, home, POLYGONS=polygons, POINTS=points,
                FIELD="NUMPOINTS", OUTPUT=work / "counted.gpkg")
    return time.perf_counter() - t0


def print_table(n, times, rss, floors, rows, rounds):
    floor = floors["arrow+xy"] + floors["start-up"]
    print(f"\n{n:,} points ({n // max(1, n // USERS):,} users), best of {rounds} interleaved rounds; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"floors: start-up {floors['start-up']:.2f} s; Arrow read {floors['arrow']:.2f} s "
          f"(+{floors['arrow+xy'] - floors['arrow']:.2f} s to x/y arrays); bincount {floors['bincount']:.3f} s")
    print(f"| {n:,} points | wall | peak RSS | ours / (read floor + start-up) | QGIS native / ours |")
    print("|---|---|---|---|---|")
    for label, _, _, native_kind in rows:
        native = floors[f"native {native_kind}"]
        ratio = f"{native / times[label]:.1f}×" if native else "not run"
        print(f"| {label} | {times[label]:.2f} s | {rss[label]:,.0f} MB | {times[label] / floor:.1f} | {ratio} |")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--points", type=int, nargs="+", default=[1_000_000, 10_000_000])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--no-native", action="store_true", help="skip QGIS's native pipeline")
    parser.add_argument("--work", type=Path, help="keep the data sets in this folder and reuse them")
    args = parser.parse_args()
    plugins = qgisrun.plugin_parent()
    for n in args.points:
        work = args.work or Path(tempfile.mkdtemp(prefix="spatialdp-floor-"))
        work.mkdir(parents=True, exist_ok=True)
        times, rss, floors, rows = measure(n, args.rounds, not args.no_native, work, plugins)
        print_table(n, times, rss, floors, rows, args.rounds)
        sys.stdout.flush()
        if not args.work:
            for f in work.glob("*.gpkg"):
                f.unlink()


if __name__ == "__main__":
    main()
