"""Synthetic, realistic point data the project generates itself (free to ship).

A fictional city in UTM zone 10N (EPSG:32610, metres) of 20 km × 20 km:
dense centres of different sizes, corridors along a few roads, suburbs and a
thin rural background — the clustered, empty-in-places pattern of real
check-ins or pick-ups. Each point has a user id (users make several points
around a home location) and a timestamp with a daily and weekly rhythm, so
the same generator serves space-only and space–time mechanisms.
"""

import sqlite3

import numpy as np
from osgeo import ogr, osr

EPSG = 32610
EXTENT = (540_000.0, 4_170_000.0, 560_000.0, 4_190_000.0)  # xmin, ymin, xmax, ymax
START = 1_700_000_000  # 2023-11-14T22:13:20Z, a Tuesday night
WEEK = 7 * 86_400


def extent_string(extent=EXTENT, epsg=EPSG):
    x0, y0, x1, y1 = extent
    return f"{x0},{x1},{y0},{y1} [EPSG:{epsg}]"


def _reflect(v, size):
    """Fold coordinates back into [0, size] (mirror at the edges, no pile-up on them)."""
    v = np.mod(v, 2 * size)
    return np.where(v > size, 2 * size - v, v)


def city_points(n, rng, extent=EXTENT, points_per_user=8, weeks=2):
    """``(x, y, user, t)`` arrays of ``n`` points of a fictional city."""
    x0, y0, x1, y1 = extent
    w, h = x1 - x0, y1 - y0
    n_users = max(1, n // points_per_user)
    kind = rng.choice(4, n_users, p=[0.55, 0.2, 0.2, 0.05])
    centres = np.array([[0.45, 0.55, 1200], [0.62, 0.40, 700], [0.30, 0.30, 500],
                        [0.75, 0.75, 900], [0.20, 0.70, 400], [0.55, 0.20, 350]])
    weights = np.array([0.35, 0.2, 0.15, 0.15, 0.1, 0.05])
    home = np.empty((n_users, 2))
    c = rng.choice(len(centres), n_users, p=weights)
    spread = centres[c, 2:3] * rng.gamma(2.0, 0.6, (n_users, 1))
    home[kind == 0] = (centres[c, :2] * [w, h] + rng.normal(0, 1, (n_users, 2)) * spread)[kind == 0]
    # corridors: users along three straight roads through the centre
    road = rng.integers(0, 3, n_users)
    angle = np.array([0.3, 1.4, 2.4])[road]
    s = rng.uniform(-0.45, 0.45, n_users) * w
    along = np.column_stack([np.cos(angle), np.sin(angle)])
    across = np.column_stack([-np.sin(angle), np.cos(angle)])
    corridor = np.array([0.45 * w, 0.55 * h]) + along * s[:, None] + across * rng.normal(0, 150, (n_users, 1))
    home[kind == 1] = corridor[kind == 1]
    suburb = centres[c, :2] * [w, h] + rng.normal(0, 1, (n_users, 2)) * 3500
    home[kind == 2] = suburb[kind == 2]
    home[kind == 3] = rng.random((int((kind == 3).sum()), 2)) * [w, h]
    user = rng.integers(0, n_users, n)
    xy = home[user] + rng.normal(0, 120, (n, 2))
    x = _reflect(xy[:, 0], w) + x0
    y = _reflect(xy[:, 1], h) + y0
    # times: more activity by day, peaks at 8 h and 18 h, quieter weekends
    day = rng.integers(0, 7 * weeks, n)
    hour = np.where(rng.random(n) < 0.5, rng.normal(8.5, 1.5, n), rng.normal(18, 2.5, n)) % 24
    weekend = (day % 7) >= 4  # START is a Tuesday: days 4 and 5 are Saturday, Sunday
    keep_weekend = rng.random(n) < 0.6
    day = np.where(weekend & ~keep_weekend, (day + 3) % (7 * weeks), day)
    t = START + day * 86_400 + hour * 3600
    return x, y, user, t


def _new_layer(path, layer_name, kind, epsg, with_user):
    """A new GeoPackage ``path`` and its layer of geometry ``kind`` (with a user_id field)."""
    ds = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(epsg)
    layer = ds.CreateLayer(layer_name, srs, kind)
    if with_user:
        layer.CreateField(ogr.FieldDefn("user_id", ogr.OFTInteger64))
    return ds, layer


def write_points_gpkg(path, x, y, user=None, t=None, epsg=EPSG, layer_name="points", kind=None):
    """Write the points (and user id, epoch-second time, category text ``kind``) to a GeoPackage."""
    ds, layer = _new_layer(path, layer_name, ogr.wkbPoint, epsg, user is not None)
    if t is not None:
        layer.CreateField(ogr.FieldDefn("time", ogr.OFTDateTime))
    if kind is not None:
        layer.CreateField(ogr.FieldDefn("kind", ogr.OFTString))
    definition = layer.GetLayerDefn()
    layer.StartTransaction()
    for i in range(len(x)):
        f = ogr.Feature(definition)
        if user is not None:
            f.SetField("user_id", int(user[i]))
        if t is not None:
            s = float(t[i])
            tm = np.datetime64(int(s), "s").astype(object)
            f.SetField("time", tm.year, tm.month, tm.day, tm.hour, tm.minute, tm.second, 100)
        if kind is not None:
            f.SetField("kind", str(kind[i]))
        g = ogr.Geometry(ogr.wkbPoint)
        g.AddPoint_2D(float(x[i]), float(y[i]))
        f.SetGeometry(g)
        layer.CreateFeature(f)
    layer.CommitTransaction()
    ds = None
    return path


#: uniform_points_gpkg: rows inserted per executemany; points drawn one by one (beyond: copies)
CHUNK = 1_000_000
DISTINCT = 10_000_000


def uniform_points_gpkg(path, n, seed=1, distinct=DISTINCT):
    """``n`` uniform points over 10 km × 10 km (EPSG:32633) in a GeoPackage layer "points".

    Above ``distinct`` points the first ``distinct`` are copied by SQLite itself until there
    are ``n`` (each point then appears about n / distinct times: the same uniform spread,
    written in minutes rather than the quarter of an hour a Python row loop takes for 10⁸)."""
    ds = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(32633)
    ds.CreateLayer("points", srs, ogr.wkbPoint, ["SPATIAL_INDEX=NO"])
    ds = None
    header = np.frombuffer(b"GP\x00\x01" + np.int32(32633).tobytes() + b"\x01" + np.uint32(1).tobytes(),
                           dtype=np.uint8)  # GeoPackage header (no envelope) + little-endian WKB point
    rng = np.random.default_rng(seed)
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA journal_mode = OFF")  # a throw-away file: no journal, no sync
        db.execute("PRAGMA synchronous = OFF")
        for start in range(0, min(n, distinct), CHUNK):
            m = min(CHUNK, min(n, distinct) - start)
            xy = rng.uniform(0, 10_000, (m, 2))
            rows = np.concatenate([np.broadcast_to(header, (m, header.size)), xy.view(np.uint8)], axis=1)
            db.executemany("INSERT INTO points (geom) VALUES (?)", ((r.tobytes(),) for r in rows))
        for start in range(distinct, n, distinct):
            db.execute("INSERT INTO points (geom) SELECT geom FROM points WHERE fid <= ?",
                       (min(distinct, n - start),))
        db.execute("UPDATE gpkg_contents SET min_x = 0, min_y = 0, max_x = 10000, max_y = 10000")


#: the city's job centres for :func:`commuting_trips`: (x, y) as fractions of the extent, share of jobs
HUBS = np.array([[0.45, 0.55, 0.5], [0.62, 0.40, 0.3], [0.75, 0.75, 0.2]])


def commuting_trips(n, rng, extent=EXTENT, trips_per_user=4, hub_spread=800.0):
    """``(ox, oy, dx, dy, user)`` of ``n`` trips of a fictional commuting city (issue 27).

    Homes are :func:`city_points`; each user works near one of a few hubs (85 %) or anywhere
    (15 %), and makes ``trips_per_user`` trips alternating home → work and work → home, with
    one in five going from home to another hub instead (shopping, the station)."""
    x0, y0, x1, y1 = extent
    w, h = x1 - x0, y1 - y0
    users = max(1, n // trips_per_user)
    hx, hy, _, _ = city_points(users, rng, extent, points_per_user=1)
    hub = rng.choice(len(HUBS), users, p=HUBS[:, 2])
    work = HUBS[hub, :2] * [w, h] + rng.normal(0, hub_spread, (users, 2))
    anywhere = rng.random(users) < 0.15
    work[anywhere] = rng.random((int(anywhere.sum()), 2)) * [w, h]
    wx, wy = _reflect(work[:, 0], w) + x0, _reflect(work[:, 1], h) + y0
    user = np.arange(n) % users
    outbound = (np.arange(n) // users) % 2 == 0
    errand = rng.random(n) < 0.2
    other = HUBS[rng.choice(len(HUBS), n), :2] * [w, h] + rng.normal(0, hub_spread, (n, 2))
    ex, ey = _reflect(other[:, 0], w) + x0, _reflect(other[:, 1], h) + y0
    ox = np.where(outbound | errand, hx[user], wx[user])
    oy = np.where(outbound | errand, hy[user], wy[user])
    dx = np.where(errand, ex, np.where(outbound, wx[user], hx[user]))
    dy = np.where(errand, ey, np.where(outbound, wy[user], hy[user]))
    return ox, oy, dx, dy, user


def write_trips_gpkg(path, ox, oy, dx, dy, user=None, epsg=EPSG, layer_name="trips"):
    """Write trips as two-vertex lines (origin → destination, with a user id) to a GeoPackage."""
    ds, layer = _new_layer(path, layer_name, ogr.wkbLineString, epsg, user is not None)
    definition = layer.GetLayerDefn()
    layer.StartTransaction()
    for i in range(len(ox)):
        f = ogr.Feature(definition)
        if user is not None:
            f.SetField("user_id", int(user[i]))
        g = ogr.Geometry(ogr.wkbLineString)
        g.AddPoint_2D(float(ox[i]), float(oy[i]))
        g.AddPoint_2D(float(dx[i]), float(dy[i]))
        f.SetGeometry(g)
        layer.CreateFeature(f)
    layer.CommitTransaction()
    ds = None
    return path
