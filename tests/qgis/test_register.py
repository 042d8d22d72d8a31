"""The release register through real Processing, models and qgis_process (issue 11 item 5).

A register with a cap refuses, with one line and before anything is written, the release
that would exceed it; every successful release is recorded with its output; a failed run
leaves no entry; filters and selections of a layer charge the layer's budget.
"""

import json
import re
import shlex
import shutil
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest
from osgeo import gdal
from qgis.core import (
    QgsApplication,
    QgsProcessingException,
    QgsProcessingFeatureSourceDefinition,
    QgsProcessingModelAlgorithm,
    QgsProcessingModelChildAlgorithm,
    QgsProcessingModelChildParameterSource,
    QgsProcessingModelParameter,
    QgsProcessingParameterFile,
    QgsProcessingParameterVectorLayer,
    QgsProject,
    QgsSettings,
    QgsVectorLayer,
)

import processing
from spatialdp.core import register as core_register
from spatialdp.core.register import POINT, Register
from spatialdp.spatialdp_qgis import register as qgis_register
from spatialdp.spatialdp_qgis.register import REGISTER, source_identity

from ..conftest import PLUGIN_PARENT, qgis_process_run, qgisrun
from .conftest import clustered_xy, write_points_gpkg
from .test_user_errors import Recorder

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"


@pytest.fixture(scope="module")
def points(tmp_path_factory):
    folder = tmp_path_factory.mktemp("register")
    x, y = clustered_xy(2_000, seed=8)
    return str(write_points_gpkg(folder / "points.gpkg", x, y, uid=[i % 400 for i in range(len(x))]))


class Errors(Recorder):
    """A feedback that also keeps the errors reported (a model reports its child's)."""

    def __init__(self):
        super().__init__()
        self.errors = []

    def reportError(self, text, fatal=False):  # noqa: N802
        self.errors.append(text)
        super().reportError(text, fatal)

    def pushFormattedMessage(self, html, text):  # noqa: N802 (QGIS ≥ 3.36)
        self.infos.append(text)
        super().pushFormattedMessage(html, text)


def ug(points, out, epsilon, register, **extra):
    return dict({"INPUT": points, "EXTENT": EXTENT, "EPSILON": epsilon, "GRID_SIZE": 8,
                 "REGISTER": str(register), "OUTPUT": str(out)}, **extra)


def one_line(error):
    return "\n" not in str(error).strip()


def test_a_register_refuses_the_release_that_would_exceed_its_cap(provider, points, tmp_path):
    register = tmp_path / "register.json"
    log = Recorder()
    processing.run("spatialdp:uniformgrid", ug(points, tmp_path / "a.gpkg", 0.6, register,
                                               REGISTER_CAP=1.0), feedback=log)
    status = next(line for line in log.infos if line.startswith("Release register"))
    assert log.infos.index(status) < log.infos.index("Reading points…")  # shown before reading
    assert "ε = 0 spent" in status and "cap 1, 1 remaining" in status and "spends ε = 0.6" in status
    entries = Register(register).entries()
    assert [(e["status"], e["epsilon"], e["cap"], e["unit"]) for e in entries] == \
        [("released", "3/5", "1", POINT)]
    assert entries[0]["outputs"][0].startswith(str(tmp_path / "a.gpkg"))
    assert entries[0]["mechanism"] == "spatialdp:uniformgrid" and entries[0]["time"].endswith("Z")

    with pytest.raises(QgsProcessingException) as refused:  # the cap stays without REGISTER_CAP
        processing.run("spatialdp:adaptivegrid", ug(points, tmp_path / "b.gpkg", 0.6, register))
    assert one_line(refused.value) and "refuses" in str(refused.value)
    assert "ε = 0.6 has already been spent" in str(refused.value) and "0.4 remains" in str(refused.value)
    assert not (tmp_path / "b.gpkg").exists() and len(Register(register).entries()) == 1

    processing.run("spatialdp:uniformgrid", ug(points, tmp_path / "c.gpkg", 0.4, register))
    assert Register(register).budget(entries[0]["source"], POINT).spent == 1  # exactly 3/5 + 2/5


def test_user_level_releases_have_their_own_budget_and_charge_the_points(provider, points, tmp_path):
    register = tmp_path / "register.json"
    processing.run("spatialdp:uniformgrid", ug(points, tmp_path / "u.gpkg", 0.5, register,
                                               USER_FIELD="uid", MAX_PER_USER=2, REGISTER_CAP=0.5))
    with pytest.raises(QgsProcessingException, match="unit of privacy: user field 'uid'"):
        processing.run("spatialdp:uniformgrid", ug(points, tmp_path / "v.gpkg", 0.1, register,
                                                   USER_FIELD="uid", MAX_PER_USER=2))
    with pytest.raises(QgsProcessingException, match="unit of privacy: point"):
        processing.run("spatialdp:uniformgrid", ug(points, tmp_path / "p.gpkg", 0.1, register,
                                                   REGISTER_CAP=0.5))


def test_a_failed_run_leaves_no_entry(provider, points, tmp_path):
    register = tmp_path / "register.json"
    with pytest.raises(QgsProcessingException):
        processing.run("spatialdp:uniformgrid", ug(points, tmp_path / "missing" / "x.gpkg", 0.5, register))
    assert Register(register).entries() == []
    with pytest.raises(QgsProcessingException, match="not a SpatialDP release register"):
        processing.run("spatialdp:uniformgrid", ug(points, tmp_path / "y.gpkg", 0.5, points))
    assert not (tmp_path / "y.gpkg").exists()


def identity_of(uri, selected=False):
    """The source identity of the layer ``uri`` (given whole, or as its selected features); the
    layer is gone when this returns, so a failing assertion holds no QGIS object."""
    layer = QgsVectorLayer(uri, "layer", "ogr")
    value = QgsProcessingFeatureSourceDefinition(layer.id(), True) if selected else uri
    return source_identity(layer, value)


def test_filters_and_selections_are_the_same_data(provider, points):
    identity, details = identity_of(points)
    for same in (points + "|subset=uid < 100", points + "|layername=points", points + "|layerid=0"):
        assert identity_of(same)[0] == identity, same
    assert identity_of(points, selected=True) == (identity, dict(details, selected_only=True))
    assert identity.startswith("ogr:") and "layerName=points" in identity and "subset" not in identity


def test_a_model_charges_the_register_of_its_child(provider, points, tmp_path):
    register = tmp_path / "register.json"
    model = QgsProcessingModelAlgorithm("registered", "tests")
    model.addModelParameter(QgsProcessingParameterVectorLayer("points", "points"),
                            QgsProcessingModelParameter("points"))
    model.addModelParameter(QgsProcessingParameterFile("register", "register"),
                            QgsProcessingModelParameter("register"))
    child = QgsProcessingModelChildAlgorithm("spatialdp:uniformgrid")
    child.setChildId("ug")
    child.addParameterSources("INPUT", [QgsProcessingModelChildParameterSource.fromModelParameter("points")])
    child.addParameterSources(REGISTER, [
        QgsProcessingModelChildParameterSource.fromModelParameter("register")])
    for name, value in (("EXTENT", EXTENT), ("EPSILON", 0.7), ("GRID_SIZE", 8), ("REGISTER_CAP", 1.0)):
        child.addParameterSources(name, [QgsProcessingModelChildParameterSource.fromStaticValue(value)])
    model.addChildAlgorithm(child)
    inputs = {"points": points, "register": str(register)}
    processing.run(model, inputs)
    source = Register(register).entries()[0]["source"]
    assert Register(register).budget(source, POINT).spent == Fraction(7, 10)
    log = Errors()
    with pytest.raises(QgsProcessingException) as raised:
        processing.run(model, inputs, feedback=log)
    # QGIS 3.22 reports the child's message to the feedback; later versions may carry it in the
    # model's exception or as a formatted message instead
    said = log.errors + log.warnings + log.infos + [str(raised.value)]
    assert any("refuses" in text for text in said), said


def test_the_dock_shows_spent_and_remaining(provider, points, tmp_path):
    from spatialdp.spatialdp_qgis.gui.register_tab import RegisterTab

    register = tmp_path / "register.json"
    processing.run("spatialdp:uniformgrid", ug(points, tmp_path / "a.gpkg", 0.3, register, REGISTER_CAP=1))
    processing.run("spatialdp:uniformgrid", ug(points, tmp_path / "b.gpkg", 0.2, register,
                                               USER_FIELD="uid", MAX_PER_USER=1))
    layer = QgsVectorLayer(points, "cases", "ogr")
    QgsProject.instance().addMapLayer(layer)
    tab = RegisterTab()
    try:
        tab.file.setFilePath(str(register))
        tab.layer.setLayer(layer)
        rows = [[tab.table.item(r, c).text() for c in range(5)] for r in range(tab.table.rowCount())]
        assert rows == [["cases", "point", "0.5", "1", "0.5"], ["cases", "user field 'uid'", "0.2", "", ""]]
        assert "2 releases of 1 data sources" in tab.message.text()
        tab.file.setFilePath(points)  # not a register: said so, nothing shown
        assert tab.table.rowCount() == 0 and "not a SpatialDP release register" in tab.message.text()
    finally:
        tab.deleteLater()
        QgsProject.instance().removeMapLayer(layer.id())


@pytest.mark.parametrize("desktop", [True, False])
def test_qgis_desktop_remembers_the_register_for_its_dialogs(provider, points, tmp_path, monkeypatch,
                                                             desktop):
    """In QGIS Desktop the last register used is every dialog's default; a script's is not kept."""
    monkeypatch.setattr(qgis_register, "in_desktop", lambda: desktop)
    QgsSettings().remove(qgis_register.SETTINGS_KEY)

    def default():
        algorithm = QgsApplication.processingRegistry().createAlgorithmById("spatialdp:privtree")
        return algorithm.parameterDefinition(REGISTER).defaultValue()

    try:
        assert default() is None
        processing.run("spatialdp:uniformgrid", ug(points, tmp_path / "a.gpkg", 0.2, tmp_path / "r.json"))
        assert default() == (str(tmp_path / "r.json") if desktop else None)
    finally:
        QgsSettings().remove(qgis_register.SETTINGS_KEY)


@pytest.mark.e2e
def test_qgis_process_refuses_with_one_line_and_writes_nothing(points, tmp_path):
    register, home = tmp_path / "register.json", tmp_path / "home"
    result = qgis_process_run("spatialdp:uniformgrid", home, INPUT=points, EXTENT=EXTENT, EPSILON=0.8,
                              GRID_SIZE=8, REGISTER=register, REGISTER_CAP=1, OUTPUT=tmp_path / "a.gpkg")
    assert json.loads(result["results"]["LEDGER"])["ledger"]["epsilon_total"] == 0.8
    with pytest.raises(RuntimeError) as refused:
        qgis_process_run("spatialdp:uniformgrid", home, INPUT=points, EXTENT=EXTENT, EPSILON=0.5,
                         GRID_SIZE=8, REGISTER=register, OUTPUT=tmp_path / "b.gpkg")
    message = {line for line in str(refused.value).splitlines() if "refuses" in line}  # stdout, stderr
    assert len(message) == 1 and re.search(r"ε = 0\.8 has already been spent.*0\.2 remains", message.pop())
    assert "Traceback" not in str(refused.value)
    assert not (tmp_path / "b.gpkg").exists()
    assert [e["epsilon"] for e in Register(register).entries()] == ["4/5"]


class CancelAfterFirstOutput(Errors):
    """Cancels once the first of AG's outputs (the leaves, progress 95 %) is written."""

    def setProgress(self, progress):  # noqa: N802
        if progress >= 95:
            self.cancel()
        super().setProgress(progress)


def test_a_run_cancelled_between_two_outputs_records_the_one_written(provider, points, tmp_path):
    """The leaves written before a cancel are a release: the register keeps their entry and the
    log names them instead of saying that nothing was written."""
    register, leaves, level1 = tmp_path / "register.json", tmp_path / "leaves.gpkg", tmp_path / "level1.gpkg"
    log = CancelAfterFirstOutput()
    processing.run("spatialdp:adaptivegrid", ug(points, leaves, 1.0, register, LEVEL1_OUTPUT=str(level1)),
                   feedback=log)
    assert leaves.exists() and not level1.exists()
    entries = Register(register).entries()
    assert [(e["status"], e["epsilon"]) for e in entries] == [("released", "1")]
    assert entries[0]["outputs"] and entries[0]["outputs"][0].startswith(str(leaves))
    assert any(str(leaves) in line and "release" in line for line in log.errors)
    assert not any("nothing was written" in line for line in log.errors)


# ---------------------------------------------------------------- issue 23: the register stays right
class HoldLockWhileWriting(Errors):
    """Once the outputs start (progress 60 %), another process takes the register's lock and
    keeps it, so the release cannot be recorded as released."""

    def __init__(self, lock_path):
        super().__init__()
        self.lock_path, self.holder = lock_path, None

    def setProgress(self, progress):  # noqa: N802
        if progress >= 60 and self.holder is None:
            self.holder = subprocess.Popen(
                [sys.executable, "-c",
                 "import fcntl, sys, time; f = open(sys.argv[1], 'a+b'); "
                 "fcntl.flock(f.fileno(), fcntl.LOCK_EX); print('held', flush=True); time.sleep(120)",
                 str(self.lock_path)], stdout=subprocess.PIPE, text=True)
            assert self.holder.stdout.readline().strip() == "held"
        super().setProgress(progress)


def test_a_register_locked_at_commit_keeps_the_release_pending(provider, points, tmp_path, monkeypatch):
    """The output is written but another program holds the register: the entry stays pending,
    names the output and counts; the log says so in one line and how to record it, and the
    command it gives does."""
    register, out = Register(tmp_path / "register.json"), tmp_path / "grid.gpkg"
    monkeypatch.setattr(core_register, "LOCK_WAIT_SECONDS", 0.3)
    log = HoldLockWhileWriting(register.lock_path)
    try:
        processing.run("spatialdp:uniformgrid", ug(points, out, 0.5, register.path, REGISTER_CAP=1),
                       feedback=log)
    finally:
        if log.holder is not None:
            log.holder.kill()
            log.holder.wait()
            log.holder.stdout.close()
    assert log.holder is not None and out.exists()
    [entry] = register.entries()
    assert entry["status"] == "pending" and entry["outputs"] == [str(out)] and entry["fingerprint"]
    assert register.budget(entry["source"], POINT).spent == Fraction(1, 2)
    [said] = [line for line in log.errors if "pending" in line]
    assert one_line(said) and "could not record it as released" in said
    command = said[said.index("python3 "):]
    assert entry["id"] in command and "released" in command
    done = subprocess.run(shlex.split(command.replace("python3", sys.executable, 1)), capture_output=True)
    assert done.returncode == 0, done.stderr
    assert [e["status"] for e in register.entries()] == ["released"]


class FailAfterReading(Errors):
    """Fails (a stand-in for any error or crash) after the points are read and the noise drawn,
    before any output is written: at progress 60 %."""

    def setProgress(self, progress):  # noqa: N802
        if progress >= 60:
            raise RuntimeError("stopped after reading")
        super().setProgress(progress)


def test_a_run_that_stops_after_reading_the_data_leaves_its_entry_counting(provider, points, tmp_path):
    register = Register(tmp_path / "register.json")
    log = FailAfterReading()
    with pytest.raises(Exception, match="stopped after reading"):
        processing.run("spatialdp:uniformgrid", ug(points, tmp_path / "g.gpkg", 0.5, register.path),
                       feedback=log)
    [entry] = register.entries()
    assert entry["status"] == "pending" and entry["outputs"] == [str(tmp_path / "g.gpkg")]
    assert not (tmp_path / "g.gpkg").exists()
    assert any("stays pending" in line and entry["id"] in line for line in log.errors)


def copy_route(points, folder, route, monkeypatch):
    """The same points as ``points`` reached another way: the INPUT value to give."""
    points = Path(points)
    if route == "copy":
        return str(Path(shutil.copy(points, folder / "copy.gpkg")))
    if route == "symlink":
        (folder / "link.gpkg").symlink_to(points)
        return str(folder / "link.gpkg")
    if route == "relative path":
        monkeypatch.chdir(points.parent)
        return points.name
    if route.startswith("reprojected"):
        crs = route.split()[-1]
        return processing.run("native:reprojectlayer", {
            "INPUT": str(points), "TARGET_CRS": crs, "OUTPUT": str(folder / "reprojected.gpkg")})["OUTPUT"]
    driver, name = {"GeoJSON": ("GeoJSON", "points.geojson"), "Shapefile": ("ESRI Shapefile", "points.shp")}[route]
    gdal.VectorTranslate(str(folder / name), str(points), format=driver,  # rows reversed, fields dropped
                         SQLStatement="SELECT geom FROM points ORDER BY fid DESC", SQLDialect="SQLite")
    return str(folder / name)


@pytest.mark.parametrize("route", ["copy", "symlink", "relative path", "reprojected EPSG:4326",
                                   "reprojected EPSG:3857", "GeoJSON", "Shapefile"])
def test_the_same_points_reached_another_way_share_the_budget(provider, points, tmp_path, monkeypatch, route):
    """A release that spends the whole cap refuses a release of the same points as a copy, a
    reprojection, another format (rows reordered, fields dropped), a symlink or a relative path."""
    register = tmp_path / "register.json"
    processing.run("spatialdp:uniformgrid", ug(points, tmp_path / "a.gpkg", 1.0, register, REGISTER_CAP=1))
    other = copy_route(points, tmp_path, route, monkeypatch)
    with pytest.raises(QgsProcessingException, match="refuses this release") as refused:
        processing.run("spatialdp:uniformgrid", ug(other, tmp_path / "b.gpkg", 0.1, register))
    assert one_line(refused.value) and "ε = 1 has already been spent" in str(refused.value)
    assert not (tmp_path / "b.gpkg").exists()
    assert [e["status"] for e in Register(register).entries()] == ["released"]


def test_edited_points_are_other_data_unless_named_as_one_dataset(provider, tmp_path):
    """A layer whose points were edited (a third moved 50 m) is not recognised by its points (a
    documented limit); declaring the same dataset name joins the two."""
    x, y = clustered_xy(2_000, seed=8)
    original = str(write_points_gpkg(tmp_path / "cases.gpkg", x, y, uid=list(range(len(x)))))
    x[: len(x) // 3] += 50.0
    edited = str(write_points_gpkg(tmp_path / "edited.gpkg", x, y, uid=list(range(len(x)))))
    register = tmp_path / "register.json"
    processing.run("spatialdp:uniformgrid", ug(original, tmp_path / "a.gpkg", 1.0, register,
                                               REGISTER_CAP=1, REGISTER_DATASET="cases 2026"))
    processing.run("spatialdp:uniformgrid", ug(edited, tmp_path / "b.gpkg", 0.5, register))
    with pytest.raises(QgsProcessingException, match="refuses this release"):
        processing.run("spatialdp:uniformgrid", ug(edited, tmp_path / "c.gpkg", 0.5, register,
                                                   REGISTER_DATASET=" cases 2026 "))
    assert [e["dataset"] for e in Register(register).entries()] == ["cases 2026", None]


def test_an_explicit_empty_register_in_qgis_desktop_means_none(provider, points, tmp_path, monkeypatch):
    """The register QGIS Desktop remembers prefills its dialogs only: a script that passes
    REGISTER='' (or no REGISTER) records nowhere."""
    monkeypatch.setattr(qgis_register, "in_desktop", lambda: True)
    remembered = tmp_path / "remembered.json"
    QgsSettings().setValue(qgis_register.SETTINGS_KEY, str(remembered))
    try:
        algorithm = QgsApplication.processingRegistry().createAlgorithmById("spatialdp:uniformgrid")
        assert algorithm.parameterDefinition(REGISTER).defaultValue() == str(remembered)
        processing.run("spatialdp:uniformgrid", ug(points, tmp_path / "a.gpkg", 0.2, ""))
        without = {k: v for k, v in ug(points, tmp_path / "b.gpkg", 0.2, "").items() if k != REGISTER}
        processing.run("spatialdp:uniformgrid", without)
        assert not remembered.exists()
    finally:
        QgsSettings().remove(qgis_register.SETTINGS_KEY)


def test_a_register_parameter_given_twice_is_named(provider, points, tmp_path):
    with pytest.raises(QgsProcessingException) as refused:
        processing.run("spatialdp:uniformgrid", ug(points, tmp_path / "a.gpkg", 0.2, tmp_path / "r.json",
                                                   REGISTER_CAP=[1, 1]))
    assert "REGISTER_CAP is given 2 times; give it once." in str(refused.value)
    assert "greater than 0" not in str(refused.value) and not (tmp_path / "r.json").exists()


@pytest.mark.e2e
def test_qgis_process_names_a_cap_given_twice(points, tmp_path):
    home = tmp_path / "home"
    qgis_process_run("spatialdp:uniformgrid", home, INPUT=points, EXTENT=EXTENT, EPSILON=0.1, GRID_SIZE=8,
                     OUTPUT=tmp_path / "a.gpkg")  # enables the plugin in the throw-away profile
    done = subprocess.run(
        [qgisrun.executable(), "run", "spatialdp:uniformgrid", "--", f"INPUT={points}", f"EXTENT={EXTENT}",
         "EPSILON=0.1", "GRID_SIZE=8", f"REGISTER={tmp_path / 'r.json'}", "REGISTER_CAP=1", "REGISTER_CAP=1",
         f"OUTPUT={tmp_path / 'b.gpkg'}"],
        env=qgisrun.environment(PLUGIN_PARENT, home), capture_output=True, text=True, timeout=600)
    assert done.returncode != 0 and "REGISTER_CAP is given 2 times; give it once." in done.stdout + done.stderr
    assert "greater than 0" not in done.stdout + done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "b.gpkg").exists()

