"""Run every ``spatialdp:*`` algorithm once through ``qgis_process`` with small generated data.

The algorithm ids come from ``qgis_process list``, so an algorithm added to the provider is
run without touching this file. Each run gets only its required parameters, filled by
parameter type from one small synthetic city (scripts/synthetic.py); every default is the
one a user sees. Algorithms that take released grids (``multilayer``) run last, on the
GeoPackages the others wrote, and evaluateflows with them, on the flows odflows wrote. Exits 1 when any algorithm fails or writes an empty layer;
prints one line per algorithm and, last, ``smoke: N/M ok``.

    python scripts/matrix/smoke.py [WORKDIR]
"""

import json
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
from osgeo import ogr, osr

SCRIPTS = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(SCRIPTS))
import qgisrun  # noqa: E402
import synthetic  # noqa: E402

N_POINTS = 2_000
# Field parameters are matched by name: the fields synthetic.write_points_gpkg and
# reports_gpkg write. A new required field parameter must be added here.
FIELDS = {"USER_FIELD": "user_id", "TIME_FIELD": "time", "REPORT_FIELD": "report"}


def qgis_json(plugins, home, *args):
    """``qgis_process --json ARGS`` → (the parsed JSON, stderr). qgis_process may print lines
    before the JSON; a failure raises RuntimeError with its output."""
    done = subprocess.run([qgisrun.executable(), "--json", *args], env=qgisrun.environment(plugins, home),
                          capture_output=True, text=True, timeout=1800)
    start = done.stdout.find("{")
    if done.returncode != 0 or start < 0:
        raise RuntimeError(f"qgis_process {' '.join(args[:2])} failed ({done.returncode}):\n"
                           f"{done.stdout}\n{done.stderr}")
    return json.loads(done.stdout[start:]), done.stderr


def run(plugins, home, algorithm, params):
    """``qgis_process run``; a list value repeats its key (a multiple-layer parameter).
    A Python traceback on stderr fails the run even when qgis_process succeeded."""
    args = [f"{k}={v}" for k, vs in params.items() for v in (vs if isinstance(vs, list) else [vs])]
    result, stderr = qgis_json(plugins, home, "run", algorithm, "--", *args)
    if "Traceback" in stderr:
        raise RuntimeError(f"a Python traceback on stderr:\n{stderr}")
    return result


def algorithm_ids(plugins, home):
    subprocess.run([qgisrun.executable(), "plugins", "enable", "spatialdp"],
                   env=qgisrun.environment(plugins, home), check=True, capture_output=True, timeout=120)
    providers = qgis_json(plugins, home, "list")[0]["providers"]
    if "spatialdp" not in providers:
        raise RuntimeError("qgis_process does not list the spatialdp provider: the plugin failed to load")
    return sorted(providers["spatialdp"]["algorithms"])


def reports_gpkg(path, x, y, extent, grid_size, epsilon):
    """GRR reports of the points' cells, as devices would send them (core.ldp_grid_reports)."""
    from spatialdp.core import Domain, ldp_grid_reports

    domain = Domain(*extent)
    reports, _ = ldp_grid_reports(x, y, domain, grid_size, epsilon, np.random.default_rng(1), oracle="GRR")
    ds = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    table = ds.CreateLayer("reports", None, ogr.wkbNone)
    table.CreateField(ogr.FieldDefn("report", ogr.OFTInteger64))
    table.StartTransaction()
    for r in reports.report:
        f = ogr.Feature(table.GetLayerDefn())
        f.SetField("report", int(r))
        table.CreateFeature(f)
    table.CommitTransaction()
    ds = None
    return path


def polygons_gpkg(path, extent=synthetic.EXTENT, side=6):
    """A public side×side tessellation of rectangles over ``extent`` (spatialdp:polygoncounts)."""
    x0, y0, x1, y1 = extent
    xs, ys = np.linspace(x0, x1, side + 1), np.linspace(y0, y1, side + 1)
    ds = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(synthetic.EPSG)
    layer = ds.CreateLayer("areas", srs, ogr.wkbPolygon)
    for j in range(side):
        for i in range(side):
            f = ogr.Feature(layer.GetLayerDefn())
            f.SetGeometry(ogr.CreateGeometryFromWkt(
                f"POLYGON (({xs[i]} {ys[j]}, {xs[i + 1]} {ys[j]}, {xs[i + 1]} {ys[j + 1]}, "
                f"{xs[i]} {ys[j + 1]}, {xs[i]} {ys[j]}))"))
            layer.CreateFeature(f)
    ds = None
    return path


def trips_gpkg(path, n=N_POINTS):
    """Commuting trips as two-vertex lines (spatialdp:odflows), from scripts/synthetic.py."""
    return synthetic.write_trips_gpkg(path, *synthetic.commuting_trips(n, np.random.default_rng(2)))


#: the campaign steps (issue 30), which run in their order on one collection file (:func:`campaign`)
CAMPAIGN = ("spatialdp:ldpstart", "spatialdp:ldpcloseround", "spatialdp:ldpcollectionestimate")


def campaign(plugins, home, work, x, y):
    """A local-DP campaign with its defaults through qgis_process: started, each round's reports
    (the devices' step of the core) given as a plain CSV table, closed, then estimated. Returns
    ``{algorithm: (parameters, output files)}``; a failing step raises."""
    import csv

    from spatialdp.core.campaign import Campaign
    from spatialdp.core.collection import device_report

    collection, rng, done = work / "campaign.json", np.random.default_rng(3), {}
    params = {"EXTENT": synthetic.extent_string(), "RESIDENTS": len(x), "COLLECTION": collection,
              "PLAN": work / "plan1.json", "INVITATIONS": work / "invitations.csv"}
    run(plugins, home, CAMPAIGN[0], params)
    done[CAMPAIGN[0]] = (params, [])
    for k, users in enumerate(Campaign.load(collection).assignment(), start=1):
        sent = device_report(x[users], y[users], Campaign.load(collection).collection().plan(), rng)
        table = work / f"round{k}.csv"
        with open(table, "w", newline="") as out:
            rows = csv.writer(out)
            rows.writerow(["round", "report", "seed"])
            for i, value in enumerate(sent.report):
                rows.writerow([k, int(value), "" if sent.seed is None else int(sent.seed[i])])
        params = {"COLLECTION": collection, "INPUT": table, "PLAN": work / f"plan{k + 1}.json"}
        run(plugins, home, CAMPAIGN[1], params)
        done[CAMPAIGN[1]] = (params, [])
    params = {"COLLECTION": collection, "OUTPUT": work / "campaign-output.gpkg"}
    run(plugins, home, CAMPAIGN[2], params)
    done[CAMPAIGN[2]] = (params, [params["OUTPUT"]])
    return done


def required_parameters(help_json, work, name, points, reports, grids, trips=None):
    """Values for the parameters that have no default (the rest keep theirs), and the
    GeoPackages the run will write."""
    values, outputs = {}, []
    for key, p in help_json["parameters"].items():
        kind = p["type"]["id"]
        if p.get("optional") or (p.get("default_value") is not None and kind not in ("sink", "vectorDestination")):
            continue
        if kind == "source" and key == "POLYGONS":
            values[key] = polygons_gpkg(work / f"{name}-polygons.gpkg")
        elif kind == "source" and name in ("odflows", "evaluateflows"):
            values[key] = trips
        elif key == "FLOWS":  # evaluateflows runs after odflows, on its flows
            values[key] = work / "odflows-output.gpkg"
        elif kind == "source":
            values[key] = reports if "REPORT_FIELD" in help_json["parameters"] else points
        elif kind in ("sink", "vectorDestination"):
            values[key] = work / f"{name}-{key.lower()}.gpkg"
            outputs.append(values[key])
        elif kind in ("fileDestination",):
            values[key] = work / f"{name}-{key.lower()}.out"
        elif kind == "extent":
            values[key] = synthetic.extent_string()
        elif kind == "field" and key in FIELDS:
            values[key] = FIELDS[key]
        elif kind == "multilayer":
            values[key] = list(grids)
        else:
            raise RuntimeError(f"smoke.py does not know how to fill the required {kind} parameter {key}")
    return values, outputs


def feature_count(path):
    ds = ogr.Open(str(path))
    return ds.GetLayer(0).GetFeatureCount() if ds is not None else 0


def main(work):
    work = Path(work)
    work.mkdir(parents=True, exist_ok=True)
    plugins, home = qgisrun.plugin_parent(), work / "home"
    home.mkdir(exist_ok=True)
    sys.path.insert(0, str(plugins))
    x, y, user, t = synthetic.city_points(N_POINTS, np.random.default_rng(0))
    points = synthetic.write_points_gpkg(work / "points.gpkg", x, y, user, t)
    reports = reports_gpkg(work / "reports.gpkg", x, y, synthetic.EXTENT, 10, 1.0)
    ids = algorithm_ids(plugins, home)
    helps = {a: qgis_json(plugins, home, "help", a)[0] for a in ids}
    takes_grids = {a for a, h in helps.items() if any(p["type"]["id"] == "multilayer" for p in h["parameters"].values())}
    grids, failed = [], []
    trips = trips_gpkg(work / "trips.gpkg")
    try:
        steps = campaign(plugins, home, work, x, y)
    except Exception as exc:  # the step that failed, and the ones after it, are reported below
        steps, campaign_error = {}, exc
    for alg in sorted(ids, key=lambda a: (a in takes_grids or a == "spatialdp:evaluateflows", a)):
        name = alg.split(":")[1]
        try:
            if alg in CAMPAIGN:
                if alg not in steps:
                    raise campaign_error
                params, outputs = steps[alg]
                empty = [p.name for p in outputs if feature_count(p) == 0]
                if empty:
                    raise RuntimeError(f"empty output {', '.join(empty)}")
                print(f"ok   {alg}  (in a campaign: {', '.join(sorted(params))})")
                continue
            params, outputs = required_parameters(helps[alg], work, name, points, reports, grids, trips)
            result = run(plugins, home, alg, params)
            empty = [p.name for p in outputs if feature_count(p) == 0]
            if empty:
                raise RuntimeError(f"empty output {', '.join(empty)}")
            if "POLYGONS" not in params and name not in ("odflows", "evaluateflows"):  # not grids (evaluate)
                grids += outputs
            warnings = result.get("log", {}).get("warning", [])
            print(f"ok   {alg}  ({', '.join(sorted(params))}; {len(warnings)} warnings)")
        except Exception as exc:  # report every failure, then go on with the next algorithm
            failed.append(alg)
            print(f"FAIL {alg}: {exc}")
    print(f"smoke: {len(ids) - len(failed)}/{len(ids)} ok" + (f" (failed: {' '.join(failed)})" if failed else ""))
    return 1 if failed or not ids else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else tempfile.mkdtemp(prefix="spatialdp-smoke-")))
