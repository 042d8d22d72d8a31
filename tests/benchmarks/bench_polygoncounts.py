"""spatialdp:polygoncounts on 1M points and ~70,000 polygons vs native:countpointsinpolygon.

The polygons are a partition of the synthetic city's extent into m×m quadrilaterals whose
shared vertices are jittered (a tract-like tessellation, m = 265 → 70,225 polygons); the
points are the synthetic city's. Both algorithms run through ``qgis_process`` on the same
GeoPackages in the same run; the figure that matters is the ratio. Native's counts are also
compared with the private ones (their difference is the noise, ε = 1, D = 1).
Run: nice -n 10 .venv/bin/python tests/benchmarks/bench_polygoncounts.py [--points N] [--side m]
"""

import argparse
import tempfile
from pathlib import Path

import numpy as np
from osgeo import ogr, osr

import benchkit  # noqa: E402  (also puts scripts/ and the checkout on sys.path)
import qgisrun  # noqa: E402
import synthetic  # noqa: E402


def write_tessellation(path, side, rng, extent=synthetic.EXTENT, epsg=synthetic.EPSG):
    """side×side quadrilaterals over ``extent`` sharing jittered vertices (±30 % of a cell)."""
    x0, y0, x1, y1 = extent
    vx, vy = np.meshgrid(np.linspace(x0, x1, side + 1), np.linspace(y0, y1, side + 1))
    cell = (x1 - x0) / side, (y1 - y0) / side
    vx[1:-1, 1:-1] += rng.uniform(-0.3, 0.3, (side - 1, side - 1)) * cell[0]
    vy[1:-1, 1:-1] += rng.uniform(-0.3, 0.3, (side - 1, side - 1)) * cell[1]
    ds = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(epsg)
    layer = ds.CreateLayer("tracts", srs, ogr.wkbPolygon)
    layer.CreateField(ogr.FieldDefn("tract", ogr.OFTInteger))
    layer.StartTransaction()
    for j in range(side):
        for i in range(side):
            corners = [(j, i), (j, i + 1), (j + 1, i + 1), (j + 1, i), (j, i)]
            wkt = "POLYGON ((" + ", ".join(f"{float(vx[c])!r} {float(vy[c])!r}" for c in corners) + "))"
            feature = ogr.Feature(layer.GetLayerDefn())
            feature.SetField("tract", j * side + i)
            feature.SetGeometry(ogr.CreateGeometryFromWkt(wkt))
            layer.CreateFeature(feature)
    layer.CommitTransaction()
    ds = None
    return path


def counts(path, field):
    ds = ogr.Open(str(path))
    layer = ds.GetLayer(0)
    out = {f.GetField("tract"): f.GetField(field) for f in layer}
    return np.array([out[k] for k in sorted(out)], dtype=float)


def timed(algorithm, plugins, home, **params):
    """The wall-clock seconds of one qgis_process run."""
    return benchkit.best_of(lambda: qgisrun.run(algorithm, plugins, home, **params), repeat=1)[0]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--points", type=int, default=1_000_000)
    parser.add_argument("--side", type=int, default=265)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="spatialdp-bench-"))
    rng = np.random.default_rng(1)
    x, y, _, _ = synthetic.city_points(args.points, rng)
    points = synthetic.write_points_gpkg(work / "points.gpkg", x, y)
    tracts = write_tessellation(work / "tracts.gpkg", args.side, rng)
    plugins, home = qgisrun.plugin_parent(), work / "home"
    timed("native:centroids", plugins, home, INPUT=tracts, OUTPUT=work / "warm.gpkg")  # warm-up

    ours = timed("spatialdp:polygoncounts", plugins, home, INPUT=points, POLYGONS=tracts, EPSILON=1,
                 OUTPUT=work / "private.gpkg")
    native = timed("native:countpointsinpolygon", plugins, home, POLYGONS=tracts, POINTS=points,
                   FIELD="NUMPOINTS", OUTPUT=work / "native.gpkg")
    error = counts(work / "private.gpkg", "noisy_count") - counts(work / "native.gpkg", "NUMPOINTS")

    print(f"{args.points:,} points, {args.side ** 2:,} polygons (jittered tessellation), "
          "wall time through qgis_process")
    print(f"  spatialdp:polygoncounts (ε = 1, private)       {ours:8.2f} s")
    print(f"  native:countpointsinpolygon (not private)      {native:8.2f} s")
    print(f"  ratio native / private: {native / ours:.1f}×")
    print(f"  private − native counts: mean {error.mean():+.3f}, sd {error.std():.3f} "
          f"(DLap(1): sd 1.36), max |·| {np.abs(error).max():.0f}")


if __name__ == "__main__":
    main()
