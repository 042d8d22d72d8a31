"""spatialdp:polygoncounts in real QGIS: processing.run and qgis_process on GeoPackages of points
and of polygons, the overlap bound D found with GEOS, nested areas, and every bad input in one line."""

import json

import numpy as np
import pytest
from osgeo import ogr, osr
from qgis.core import QgsGeometry, QgsProcessingException, QgsVectorLayer

import processing
from spatialdp.spatialdp_qgis.polygonlayer import planar_rings
from spatialdp.spatialdp_qgis.output import read_record

from ..conftest import qgis_process_run
from .conftest import write_points_gpkg
from .test_user_errors import Recorder

X0, Y0 = 500_000.0, 4_000_000.0  # metres, EPSG:32633


def write_polygons_gpkg(path, polygons, epsg=32633, **columns):
    """A GeoPackage layer "areas" of WKT ``polygons`` with attribute ``columns``: real numbers where
    a column holds a number, else strings."""
    ds = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(epsg)
    srs.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
    layer = ds.CreateLayer("areas", srs, ogr.wkbMultiPolygon)
    for name, values in columns.items():
        numeric = any(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values)
        layer.CreateField(ogr.FieldDefn(name, ogr.OFTReal if numeric else ogr.OFTString))
    for i, wkt in enumerate(polygons):
        feature = ogr.Feature(layer.GetLayerDefn())
        for name, values in columns.items():
            if values[i] is not None:
                feature.SetField(name, values[i])
        feature.SetGeometry(ogr.ForceToMultiPolygon(ogr.CreateGeometryFromWkt(wkt)))
        layer.CreateFeature(feature)
    ds = None
    return path


def rectangle(x0, y0, x1, y1):
    return (f"POLYGON (({X0 + x0} {Y0 + y0}, {X0 + x1} {Y0 + y0}, {X0 + x1} {Y0 + y1}, "
            f"{X0 + x0} {Y0 + y1}, {X0 + x0} {Y0 + y0}))")


#: 4×4 tracts of 1 km², named t<i><j>, in two counties (west, east)
TRACTS = [rectangle(1000 * i, 1000 * j, 1000 * (i + 1), 1000 * (j + 1)) for j in range(4) for i in range(4)]
NAMES = [f"t{i}{j}" for j in range(4) for i in range(4)]
COUNTIES = ["west" if i < 2 else "east" for j in range(4) for i in range(4)]


def tract_points(rng, per_tract):
    """``per_tract`` points in each of the 16 tracts, at its centre ± 300 m: ``(x, y)``."""
    centre = np.repeat(np.arange(16), per_tract)
    return (X0 + 1000 * (centre % 4) + 500 + rng.uniform(-300, 300, len(centre)),
            Y0 + 1000 * (centre // 4) + 500 + rng.uniform(-300, 300, len(centre)))


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    """4,000 points: 250 per tract, placed at its centre ± 300 m; 60 points outside every tract."""
    folder = tmp_path_factory.mktemp("polygons")
    x, y = tract_points(np.random.default_rng(1), 250)
    x, y = np.r_[x, np.full(60, X0 + 5500)], np.r_[y, np.full(60, Y0 + 500)]
    points = write_points_gpkg(folder / "points.gpkg", x, y, uid=[int(i) % 800 for i in range(len(x))])
    tracts = write_polygons_gpkg(folder / "tracts.gpkg", TRACTS, name=NAMES, county=COUNTIES)
    return folder, points, tracts


def run(**params):
    feedback = Recorder()
    result = processing.run("spatialdp:polygoncounts", dict({"EPSILON": 1.0}, **params),
                            feedback=feedback)
    return result, feedback


def features(path):
    """The output's field names and, per feature name, its attributes as a dict, read whole so that
    no QGIS object outlives the test (a failing assertion would keep it until QGIS exits)."""
    layer = QgsVectorLayer(str(path), "out", "ogr")
    assert layer.isValid()
    names = layer.fields().names()
    return names, {f["name"]: dict(zip(names, f.attributes())) for f in layer.getFeatures()}


def style_and_record(path):
    """The output's renderer type and its release record, as stored with the file."""
    layer = QgsVectorLayer(str(path), "out", "ogr")
    return layer.renderer().type(), read_record(layer)


def test_counts_per_tract_in_a_geopackage(provider, data):
    folder, points, tracts = data
    out = folder / "counts.gpkg"
    result, log = run(INPUT=str(points), POLYGONS=str(tracts), OUTPUT=str(out))
    names, rows = features(out)
    assert [n for n in ("name", "county", "noisy_count", "noise_sd", "moe90", "density") if n in names] \
        == ["name", "county", "noisy_count", "noise_sd", "moe90", "density"]
    assert len(rows) == 16
    counts = np.array([rows[n]["noisy_count"] for n in NAMES])
    # secure noise (the release is suitable), so not seeded: P[|DLap(1)| > 25] = 2e⁻²⁶/(1 + e⁻¹),
    # < 2e-10 for all 16 (≤ 15 failed once in 400,000 runs)
    assert np.all(np.abs(counts - 250) <= 25)
    assert all(rows[n]["moe90"] == 2 for n in NAMES)  # P[|X| > 2] = 2e⁻³/(1 + e⁻¹) ≤ 0.1 < P[|X| > 1]
    assert all(abs(rows[n]["noise_sd"] ** 2 - 2 * np.exp(-1) / (1 - np.exp(-1)) ** 2) < 1e-6 for n in NAMES)
    assert abs(rows["t00"]["density"] - rows["t00"]["noisy_count"]) < 1e-6  # 1 km² each
    record = json.loads(result["LEDGER"])
    assert record["parameters"]["overlap_depth"] == 1 and record["parameters"]["sensitivity"] == 1
    assert "degeneracy" in record["parameters"]["overlap_depth_source"]
    assert record["density_unit"] == "km²" and record["suitable_for_release"]
    renderer, stored = style_and_record(out)
    assert stored["mechanism"] == "PolygonCounts" and renderer == "RuleRenderer"
    assert any("D = 1" in line for line in log.infos)


def test_overlapping_polygons_count_each_point_in_all_of_them(provider, data, tmp_path):
    """Three rectangles overlap in a strip (depth 3): D = 3 is found, and with a large ε each
    rectangle's count is close to the points really inside it — a point in the strip counts
    in all three (D forced to 1 would drop it from two of them)."""
    folder, points, _ = data
    areas = write_polygons_gpkg(tmp_path / "overlap.gpkg", [
        rectangle(0, 0, 2000, 4000), rectangle(1000, 0, 3000, 4000), rectangle(1500, 0, 4000, 4000),
    ], name=["a", "b", "c"])
    result, _ = run(INPUT=str(points), POLYGONS=str(areas), EPSILON=30.0, SEED=2, OUTPUT=str(tmp_path / "o.gpkg"))
    _, rows = features(tmp_path / "o.gpkg")
    record = json.loads(result["LEDGER"])
    assert record["parameters"]["overlap_depth"] == 3 and record["parameters"]["sensitivity"] == 3
    # 1,000 points per column of tracts; c = [1500, 4000] holds columns 2 and 3 and half of 1
    assert abs(rows["a"]["noisy_count"] - 2000) <= 5 and abs(rows["b"]["noisy_count"] - 2000) <= 5
    assert abs(rows["c"]["noisy_count"] - 2500) <= 120


def test_nested_counties_equal_the_sum_of_their_tracts(provider, data, tmp_path):
    folder, points, tracts = data
    result, _ = run(INPUT=str(points), POLYGONS=str(tracts), PARENT_FIELD="county", PARENT_SHARE=0.4, SEED=2,
                    OUTPUT=str(tmp_path / "nested.gpkg"))
    _, rows = features(tmp_path / "nested.gpkg")
    for county in ("west", "east"):
        tracts_in = [rows[n] for n, c in zip(NAMES, COUNTIES) if c == county]
        total = sum(f["noisy_count"] for f in tracts_in)
        assert all(abs(f["parent_noisy_count"] - total) < 1e-6 for f in tracts_in)
        assert abs(total - 2000) < 60
        assert all(f["parent_moe90"] > f["moe90"] > 0 for f in tracts_in)
    steps = {s["step"]: s["epsilon"] for s in json.loads(result["LEDGER"])["ledger"]["steps"]}
    assert steps == {"parent counts": 0.4, "polygon counts": 0.6}


def test_counts_per_parent_are_the_union_of_their_polygons(provider, data, tmp_path):
    folder, points, tracts = data
    result, _ = run(INPUT=str(points), POLYGONS=str(tracts), PARENT_FIELD="county",
                    OUTPUT=str(tmp_path / "tracts.gpkg"), PARENT_OUTPUT=str(tmp_path / "counties.gpkg"))
    _, tracts_out = features(tmp_path / "tracts.gpkg")
    layer = QgsVectorLayer(str(tmp_path / "counties.gpkg"), "counties", "ogr")
    counties = {f["county"]: (f["noisy_count"], f["moe90"], f["density"], f.geometry().area(),
                              f.geometry().boundingBox().toString(0)) for f in layer.getFeatures()}
    assert layer.fields().names()[-4:] == ["noisy_count", "noise_sd", "moe90", "density"]
    for county, xmin in (("west", X0), ("east", X0 + 2000)):
        count, moe, density, area, box = counties[county]
        children = [r for r in tracts_out.values() if r["county"] == county]
        assert abs(count - children[0]["parent_noisy_count"]) < 1e-9 and moe == children[0]["parent_moe90"]
        assert abs(area - 8e6) < 1e-3 and abs(density - count / 8) < 1e-9  # 8 km²
        assert box == f"{xmin:.0f},{Y0:.0f} : {xmin + 2000:.0f},{Y0 + 4000:.0f}"
    assert set(result) >= {"OUTPUT", "PARENT_OUTPUT"}


def test_publication_rules_apply_to_both_levels(provider, data, tmp_path):
    folder, points, tracts = data
    out = tmp_path / "published.gpkg"
    result, _ = run(INPUT=str(points), POLYGONS=str(tracts), PARENT_FIELD="county", ROUND_TO=10,
                    SMALL_COUNT=1000, SMALL_COUNT_ACTION=1, OUTPUT=str(out))
    names, rows = features(out)
    assert "small_count" in names
    for row in rows.values():
        assert row["noisy_count"] % 10 == 0 and row["parent_noisy_count"] % 10 == 0
        assert row["small_count"] == 1  # ≈ 250 < 1,000
    assert json.loads(result["LEDGER"])["publication"]


def test_the_release_register_counts_polygon_releases(provider, data, tmp_path):
    folder, points, tracts = data
    register = tmp_path / "register.json"
    run(INPUT=str(points), POLYGONS=str(tracts), EPSILON=0.7, REGISTER=str(register), REGISTER_CAP=1.0,
        OUTPUT=str(tmp_path / "first.gpkg"))
    with pytest.raises(QgsProcessingException, match="refuses this release"):
        run(INPUT=str(points), POLYGONS=str(tracts), EPSILON=0.7, REGISTER=str(register),
            OUTPUT=str(tmp_path / "second.gpkg"))
    assert not (tmp_path / "second.gpkg").exists()


def test_points_in_no_polygon_are_ignored_and_none_at_all_is_warned(provider, data, tmp_path):
    """None inside is released (noise only) with a warning: a refusal would depend on the data."""
    folder, points, _ = data
    far = write_polygons_gpkg(tmp_path / "far.gpkg", [rectangle(50_000, 0, 51_000, 1000)], name=["far"])
    _, log = run(INPUT=str(points), POLYGONS=str(data[2]), OUTPUT="TEMPORARY_OUTPUT")
    assert any("60 of the 4,060 points lie in no polygon" in w for w in log.warnings)
    _, log = run(INPUT=str(points), POLYGONS=str(far), OUTPUT=str(tmp_path / "none.gpkg"))
    assert any("None of the 4,060 points lies in a polygon" in w for w in log.warnings)
    assert (tmp_path / "none.gpkg").exists()


def test_a_user_field_bounds_each_user(provider, data, tmp_path):
    folder, points, tracts = data
    result, _ = run(INPUT=str(points), POLYGONS=str(tracts), USER_FIELD="uid", MAX_PER_USER=3,
                    OUTPUT="TEMPORARY_OUTPUT")
    record = json.loads(result["LEDGER"])
    assert record["parameters"]["sensitivity"] == 3 and record["parameters"]["user_field"] == "uid"
    assert record["ledger"]["unit_of_privacy"].startswith("user (at most 3 points")


def test_polygons_in_another_crs_are_reprojected(provider, data, tmp_path):
    folder, points, _ = data
    wgs84 = []
    source, target = osr.SpatialReference(), osr.SpatialReference()
    source.ImportFromEPSG(32633)
    target.ImportFromEPSG(4326)
    for s in (source, target):
        s.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
    transform = osr.CoordinateTransformation(source, target)
    for wkt in TRACTS:
        geometry = ogr.CreateGeometryFromWkt(wkt)
        geometry.Segmentize(50)
        geometry.Transform(transform)
        wgs84.append(geometry.ExportToWkt())
    areas = write_polygons_gpkg(tmp_path / "wgs84.gpkg", wgs84, epsg=4326, name=NAMES)
    result, log = run(INPUT=str(points), POLYGONS=str(areas), EPSILON=5.0, SEED=2, OUTPUT=str(tmp_path / "r.gpkg"))
    _, rows = features(tmp_path / "r.gpkg")
    assert QgsVectorLayer(str(tmp_path / "r.gpkg"), "out", "ogr").crs().authid() == "EPSG:32633"
    assert any("reprojected" in w for w in log.warnings)
    assert all(abs(rows[n]["noisy_count"] - 250) <= 10 for n in NAMES)


@pytest.mark.parametrize("wkt,rings", [
    ("POLYGON ((0 0, 4 0, 4 4, 0 4, 0 0), (1 1, 1 2, 2 2, 1 1))",
     [[(0, 0), (4, 0), (4, 4), (0, 4), (0, 0)], [(1, 1), (1, 2), (2, 2), (1, 1)]]),
    ("MULTIPOLYGON Z (((0 0 5, 1 0 5, 1 1 5, 0 0 5)), ((2 2 1, 3 2 1, 3 3 1, 2 2 1)))",
     [[(0, 0), (1, 0), (1, 1), (0, 0)], [(2, 2), (3, 2), (3, 3), (2, 2)]]),
    ("POLYGON M ((0 0 1, 1 0 2, 1 1 3, 0 0 4))", [[(0, 0), (1, 0), (1, 1), (0, 0)]]),
    ("POLYGON EMPTY", []),
])
def test_rings_are_read_from_holes_parts_z_and_m(wkt, rings):
    found = planar_rings(QgsGeometry.fromWkt(wkt))
    assert [r.tolist() for r in found] == [[list(v) for v in r] for r in rings]


def test_curved_polygons_are_segmentised():
    found = planar_rings(QgsGeometry.fromWkt("CURVEPOLYGON (CIRCULARSTRING (0 0, 2 0, 0 0))"))
    assert len(found) == 1 and len(found[0]) > 20
    assert np.allclose(np.hypot(found[0][:, 0] - 1, found[0][:, 1]), 1)


@pytest.mark.parametrize("case,message", [
    ("points as polygons", "has Point geometries; choose a layer of polygons"),
    ("empty", "has no polygons"),
    ("taken field", "already has the field(s) noisy_count"),
    ("no parent", "no value in the parent field 'county'"),
    ("output onto the polygons", "is the input layer's file"),
    ("parents without a parent field", "need a parent field"),
])
def test_bad_input_gets_one_line_and_writes_nothing(provider, data, tmp_path, case, message):
    folder, points, tracts = data
    out = tmp_path / "never.gpkg"
    params = {"INPUT": str(points), "POLYGONS": str(tracts), "OUTPUT": str(out)}
    if case == "points as polygons":
        params["POLYGONS"] = str(points)
    elif case == "empty":
        params["POLYGONS"] = str(write_polygons_gpkg(tmp_path / "empty.gpkg", []))
    elif case == "taken field":
        params["POLYGONS"] = str(write_polygons_gpkg(tmp_path / "taken.gpkg", TRACTS[:2],
                                                     noisy_count=["1", "2"]))
    elif case == "no parent":
        params["POLYGONS"] = str(write_polygons_gpkg(tmp_path / "orphan.gpkg", TRACTS[:2],
                                                     county=["west", None]))
        params["PARENT_FIELD"] = "county"
    elif case == "parents without a parent field":
        params["PARENT_OUTPUT"] = str(tmp_path / "parents.gpkg")
    else:
        params["OUTPUT"] = str(tracts)
    with pytest.raises(QgsProcessingException) as error:
        run(**params)
    text = str(error.value)
    assert message in text and "Traceback" not in text and "\n" not in text.strip()
    assert not out.exists()


@pytest.mark.e2e
def test_polygon_counts_through_qgis_process(data, tmp_path):
    folder, points, tracts = data
    out = tmp_path / "qp.gpkg"
    result = qgis_process_run("spatialdp:polygoncounts", tmp_path / "home", INPUT=points,
                              POLYGONS=tracts, EPSILON=0.5, PARENT_FIELD="county", SEED=2, OUTPUT=out)
    ds = ogr.Open(str(out))
    layer = ds.GetLayer(0)
    names = [layer.GetLayerDefn().GetFieldDefn(i).GetName() for i in range(layer.GetLayerDefn().GetFieldCount())]
    assert {"name", "noisy_count", "noise_sd", "moe90", "density", "parent_noisy_count"} <= set(names)
    counts = [f.GetField("noisy_count") for f in layer]
    assert len(counts) == 16 and abs(sum(counts) - 4000) < 100
    record = json.loads(layer.GetMetadataItem("SPATIALDP_RELEASE"))
    assert record["mechanism"] == "PolygonCounts" and record["parameters"]["overlap_depth"] == 1
    assert json.loads(result["results"]["LEDGER"])["ledger"]["epsilon_total"] == 0.5
