"""A table's two writers give the same layer (issue 31, docs/categories.md "Throughput").

A count table written to a GeoPackage file goes through the project's own writer
(:func:`spatialdp_qgis.gpkg.write_gpkg`: blocks of rows, a packed R-tree, one transaction);
any other destination through the Processing sink. Both write the same fields (names, types),
the same values (NULL where a count is suppressed), the same geometries in the same order, and
store the same default style and release record; a cancelled or failed write leaves no file.
"""

import json

import pytest
from osgeo import ogr
from qgis.core import NULL, QgsProcessingException, QgsProcessingFeedback, QgsVectorLayer

import processing

from .test_faults import small_disk  # noqa: F401  (a fixture)
from .test_polygon_tables import AGES, data  # noqa: F401  (a fixture)
from .test_polygoncounts import run as polygon_run
from .test_tables_in_qgis import RANGE, run, sample, table_layer

from spatialdp.spatialdp_qgis.output import RECORD_KEY
from spatialdp.spatialdp_qgis.partial import MARK

#: counts below 4 suppressed, so that both writers have NULLs to write
SUPPRESSED = {"SMALL_COUNT": 4, "SMALL_COUNT_ACTION": 0}


def features(layer):
    """``(fields, rows)`` of a layer: (name, type) of each field but the feature id, and each
    feature's attributes and geometry (WKT) in feature-id order."""
    names = [f.name() for f in layer.fields() if f.name() != "fid"]
    fields = [(f.name(), f.typeName().lower()) for f in layer.fields() if f.name() != "fid"]
    rows = [([f[name] for name in names], f.geometry().asWkt(12))
            for f in sorted(layer.getFeatures(), key=lambda f: f.id())]
    return fields, rows


def layer_content(path):
    """``(fields, rows, record, animated)`` of the one table of a GeoPackage (:func:`features`),
    the release record stored with it and whether its default style (which must load) animates it."""
    layer = QgsVectorLayer(path, "table", "ogr")
    assert layer.isValid() and layer.loadDefaultStyle()[1]
    dataset = ogr.Open(path)
    record = json.loads(dataset.GetLayer(0).GetMetadataItem(RECORD_KEY))
    dataset = None
    return (*features(layer), record, layer.temporalProperties().isActive())


def both_writers(tmp_path, **params):
    """The table written to a GeoPackage file (the direct writer) and, through the sink, to a
    table named in an ``ogr:`` destination: their contents (:func:`layer_content`); the values
    of a temporary layer (the sink, not a file) are those of the file."""
    x, y, kinds, times, _ = sample(3_000, 7)
    layer = table_layer(x, y, kinds, times)
    direct, sink = str(tmp_path / "direct.gpkg"), str(tmp_path / "sink.gpkg")
    run(layer, OUTPUT=direct, **params)
    run(layer, OUTPUT=f"ogr:dbname='{sink}' table=\"direct\" (geom)", **params)
    temporary = features(run(layer, **params)["OUTPUT"])[1]
    written = layer_content(direct)
    assert [values for values, _ in temporary] == [values for values, _ in written[1]]  # NULL, not NaN
    return written, layer_content(sink)


def assert_same(direct, sink):
    (fields, rows, record, animated), (sink_fields, sink_rows, sink_record, sink_animated) = direct, sink
    assert fields == sink_fields
    assert len(rows) == len(sink_rows) > 0
    for (values, geometry), (sink_values, sink_geometry) in zip(rows, sink_rows):
        assert values == sink_values and geometry == sink_geometry
    assert {k: v for k, v in record.items() if k != "outputs"} == \
        {k: v for k, v in sink_record.items() if k != "outputs"}
    assert animated == sink_animated
    return fields, rows


def test_a_wide_table_is_the_same_from_both_writers(provider, tmp_path):
    fields, rows = assert_same(*both_writers(tmp_path, CATEGORY_FIELD="kind", CATEGORIES="cyclist,pedestrian",
                                             **SUPPRESSED))
    names = [name for name, _ in fields]
    assert {"n_cyclist", "moe90_pedestrian", "n_other_missing", "total"} <= set(names) and len(rows) == 100
    suppressed = [values[names.index("n_cyclist")] for values, _ in rows]
    assert NULL in suppressed and len(set(suppressed)) > 2


def test_a_long_table_with_periods_is_the_same_from_both_writers(provider, tmp_path):
    fields, rows = assert_same(*both_writers(tmp_path, CATEGORY_FIELD="kind", CATEGORIES="cyclist,car",
                                             TIME_FIELD="when", PERIOD=2, TIME_RANGE=RANGE, LAYOUT=1,
                                             **SUPPRESSED))
    assert ("t_start", "datetime") in fields and ("category", "string") in fields
    assert len(rows) == 100 * 3 * 3  # cells × (2 categories + other / missing) × 3 months


def test_a_hexagon_table_with_periods_is_the_same_from_both_writers(provider, tmp_path):
    fields, rows = assert_same(*both_writers(tmp_path, CELL_SHAPE=1, CATEGORY_FIELD="kind", CATEGORIES="car",
                                             TIME_FIELD="when", PERIOD=2, TIME_RANGE=RANGE, **SUPPRESSED))
    assert ("t_end", "datetime") in fields and len(rows) % 3 == 0
    assert {geometry.count(",") for _, geometry in rows} >= {6}  # hexagons (some clipped at the extent)


class CancelWhileWriting(QgsProcessingFeedback):
    """Cancels once the output is being written: its hidden work folder exists
    (:class:`spatialdp_qgis.partial.Partial`)."""

    def __init__(self, folder):
        super().__init__()
        self.folder = folder

    def isCanceled(self):  # noqa: N802
        return any(p.name.startswith(MARK) for p in self.folder.iterdir()) or super().isCanceled()


def table_params():
    x, y, kinds, times, _ = sample(2_000, 8)
    return {"INPUT": table_layer(x, y, kinds, times), "EXTENT": "0,100,0,100 [EPSG:32633]", "EPSILON": 1.0,
            "SEED": 1, "GRID_SIZE": 10, "CATEGORY_FIELD": "kind", "CATEGORIES": "cyclist,pedestrian,car",
            "TIME_FIELD": "when", "PERIOD": 2, "TIME_RANGE": RANGE}


def test_a_table_write_cancelled_while_writing_leaves_no_file(provider, tmp_path):
    params = table_params()
    feedback = CancelWhileWriting(tmp_path)
    assert processing.run("spatialdp:uniformgrid", {**params, "OUTPUT": str(tmp_path / "cancelled.gpkg")},
                          feedback=feedback) == {}
    assert feedback.isCanceled() is False and list(tmp_path.iterdir()) == []  # the work folder is gone too
    assert params["INPUT"].featureCount() == 2_000  # the input is untouched


def test_a_table_write_on_a_full_disk_leaves_no_file(provider, small_disk):  # noqa: F811
    with pytest.raises(QgsProcessingException) as error:  # 3 × 250² features of 16 fields: > 2 MB
        processing.run("spatialdp:uniformgrid", {**table_params(), "GRID_SIZE": 250,
                                                 "OUTPUT": str(small_disk / "t.gpkg")})
    text = str(error.value).replace("Unable to execute algorithm\n", "").strip()
    assert "Could not write" in text and "\n" not in text
    assert list(small_disk.iterdir()) == []


@pytest.mark.parametrize("table", [
    {},  # plain polygon counts: the polygons' own feature ids are kept
    {"CATEGORY_FIELD": "age", "CATEGORIES": ",".join(AGES), "TIME_FIELD": "when", "PERIOD": 2, "TIME_RANGE": RANGE},
    {"CATEGORY_FIELD": "age", "CATEGORIES": ",".join(AGES), "TIME_FIELD": "when", "PERIOD": 2, "TIME_RANGE": RANGE,
     "LAYOUT": 1}], ids=["counts", "wide", "long"])
def test_polygon_counts_and_their_parents_are_the_same_from_both_writers(provider, data, tmp_path, table):
    """spatialdp:polygoncounts writes the polygons as read (their own fields, "fid" included) with
    the table's: the direct writer and the sink agree on both outputs."""
    _, points, tracts, _ = data
    params = {"INPUT": str(points), "POLYGONS": str(tracts), "PARENT_FIELD": "county", "SEED": 5, **SUPPRESSED,
              **table}
    polygon_run(**params, OUTPUT=str(tmp_path / "direct.gpkg"), PARENT_OUTPUT=str(tmp_path / "parents.gpkg"))
    polygon_run(**params, OUTPUT=f"ogr:dbname='{tmp_path / 'sink.gpkg'}' table=\"direct\" (geom)",
                PARENT_OUTPUT=f"ogr:dbname='{tmp_path / 'sink_parents.gpkg'}' table=\"parents\" (geom)")
    fields, rows = assert_same(layer_content(str(tmp_path / "direct.gpkg")), layer_content(str(tmp_path / "sink.gpkg")))
    assert ("county", "string") in fields and len(rows) == 16 * (1 if not table else 3 if "LAYOUT" not in table else 12)
    assert_same(layer_content(str(tmp_path / "parents.gpkg")), layer_content(str(tmp_path / "sink_parents.gpkg")))
