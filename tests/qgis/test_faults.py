"""Faults for real (issue 23, item 6): killed releases, full disks, writers sharing a folder.

Killed runs left hidden partial files (``.out_N.spatialdp-partial.gpkg``, 8 of 15 kills,
100 MB), and one killed while writing the style left a complete-looking output without its
style, a ``-journal`` beside it. Now an output is finished in a hidden folder held by an OS
lock and moved onto its name (:mod:`spatialdp_qgis.partial`); the next write into the folder
removes what dead runs left. After every fault: no output or a complete one (its cells, its
default style, its record), nothing hidden once the next run swept, no released register
entry without its output (a pending one may stay: it keeps counting).

The fast cases run in ``make test``; the series of 15 kills of a 2-million-point release is
marked ``faults`` (``make test-faults``, see docs/development.md).
"""

import json
import random
import resource
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from qgis.core import QgsProcessingException

import processing
from synthetic import uniform_points_gpkg

from ..conftest import PLUGIN_PARENT, qgis_process_start
from spatialdp.spatialdp_qgis.partial import MARK, sweep

EXTENT = "0,10000,0,10000 [EPSG:32633]"

#: a child process that holds one write (a :class:`partial.Partial`) until its stdin closes
HOLDER = """
import sys
sys.path.insert(0, sys.argv[1])
from spatialdp.spatialdp_qgis import partial
with partial.Partial(sys.argv[2]) as work:
    work.path.write_bytes(b"half a file")
    print(work.work.name, flush=True)
    sys.stdin.read()
"""


def hold(final):
    """A process writing ``final`` (still writing) and the name of its hidden folder."""
    child = subprocess.Popen([sys.executable, "-c", HOLDER, str(PLUGIN_PARENT), str(final)],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    return child, child.stdout.readline().strip()


def killed(final):
    """The hidden folder a writer of ``final`` left when it was killed (SIGKILL)."""
    child, name = hold(final)
    child.kill()
    child.communicate()
    return name


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    """A qgis_process profile with the plugin enabled, made once for the module's runs."""
    folder = tmp_path_factory.mktemp("faults")
    uniform_points_gpkg(folder / "points.gpkg", 10, seed=1)
    finish(qgis_process_start("spatialdp:uniformgrid", folder / "home", INPUT=folder / "points.gpkg",
                              EXTENT=EXTENT, EPSILON=1, GRID_SIZE=2, OUTPUT=folder / "warm.gpkg"))
    return folder / "home"


def finish(run):
    """Wait for a started release, which must succeed."""
    _, errors = run.communicate(timeout=1800)
    assert run.returncode == 0, errors


def hidden(folder):
    return sorted(p.name for p in Path(folder).iterdir() if p.name.startswith(MARK))


def assert_complete(path, cells):
    """A finished GeoPackage release: its cells, its default style, its record, and no journal
    or WAL file beside it (nor WAL mode, which makes one on every read)."""
    assert not [s for s in ("-journal", "-wal", "-shm") if Path(f"{path}{s}").exists()]
    assert Path(path).read_bytes()[18:20] == b"\x01\x01"  # rollback journal, not WAL
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        table = db.execute("SELECT table_name FROM gpkg_contents WHERE data_type = 'features'").fetchone()[0]
        assert db.execute(f'SELECT count(*) FROM "{table}"').fetchone()[0] == cells
        assert db.execute("SELECT count(*) FROM layer_styles WHERE useAsDefault AND f_table_name = ?",
                          (table,)).fetchone()[0] == 1
        assert "SPATIALDP_RELEASE" in " ".join(m for (m,) in db.execute("SELECT metadata FROM gpkg_metadata"))
        assert db.execute("PRAGMA quick_check").fetchone()[0] == "ok"
    finally:
        db.close()


def assert_register_consistent(register):
    """Every released entry's outputs exist (pending entries of killed runs may stay)."""
    if not Path(register).exists():
        return
    for entry in json.loads(Path(register).read_text())["releases"]:
        if entry["status"] == "released":
            assert entry["outputs"] and all(Path(o.split("|")[0]).exists() for o in entry["outputs"])


def test_a_sweep_removes_what_dead_writers_left_and_nothing_else(tmp_path):
    live, live_name = hold(tmp_path / "live.gpkg")
    dead = killed(tmp_path / "dead.gpkg")
    unrelated = ["other.gpkg", ".other.spatialdp-partial.gpkg", f"{MARK}notatoken", ".hidden"]
    for name in unrelated:
        (tmp_path / name).write_bytes(b"not ours")
    assert sweep(tmp_path) == 1
    assert hidden(tmp_path) == sorted([live_name, live_name + ".lock"] + [f"{MARK}notatoken"])
    assert (tmp_path / live_name / "live.gpkg").read_bytes() == b"half a file"
    assert all((tmp_path / name).exists() for name in unrelated) and dead not in hidden(tmp_path)
    live.communicate("")  # the writer stops without committing: nothing of it stays
    assert live.returncode == 0 and hidden(tmp_path) == [f"{MARK}notatoken"]
    assert not (tmp_path / "live.gpkg").exists()


def test_a_release_sweeps_a_killed_writer_and_spares_a_concurrent_one(provider, tmp_path):
    """Two writers in one folder: a release never removes the partial output of a live run."""
    points = tmp_path / "points.gpkg"
    uniform_points_gpkg(points, 5_000, seed=2)
    out = tmp_path / "out"
    out.mkdir()
    live, live_name = hold(out / "grid.gpkg")
    killed(out / "grid.gpkg")
    killed(out / "grid.shp")
    for name in ("grid.gpkg", "grid.shp"):
        processing.run("spatialdp:uniformgrid", {"INPUT": str(points), "EXTENT": EXTENT, "EPSILON": 1,
                                                 "GRID_SIZE": 10, "OUTPUT": str(out / name)})
    assert hidden(out) == [live_name, live_name + ".lock"]
    assert_complete(out / "grid.gpkg", 100)
    # GDAL 3.10 (Debian 13) also writes the encoding into grid.cpg
    assert {p.name for p in out.iterdir() if not p.name.startswith(MARK)} - {"grid.cpg"} == {
        "grid.gpkg", "grid.shp", "grid.shx", "grid.dbf", "grid.prj", "grid.qml", "grid.qmd"}
    live.communicate("")
    assert hidden(out) == [] and Path(out / "grid.gpkg").exists()


@pytest.mark.e2e
def test_two_concurrent_releases_into_one_folder(tmp_path, home):
    points = tmp_path / "points.gpkg"
    uniform_points_gpkg(points, 50_000, seed=3)
    out = tmp_path / "out"
    out.mkdir()
    runs = [qgis_process_start("spatialdp:uniformgrid", home, INPUT=points, EXTENT=EXTENT,
                               EPSILON=1, GRID_SIZE=200, OUTPUT=out / name)
            for name in ("a.gpkg", "b.gpkg")]
    for run in runs:
        finish(run)
    for name in ("a.gpkg", "b.gpkg"):
        assert_complete(out / name, 200 * 200)
    assert hidden(out) == []


#: a release in a child process that SIGKILLs itself at one step of writing its output:
#: before the style ("cells"), once the style is stored ("style"), once style and metadata are
#: ("metadata", just before the output is moved onto its name)
KILLED_AT = """
import json, os, signal, sys
sys.path[:0] = json.loads(sys.argv[1])
sys.path.append("/usr/share/qgis/python/plugins")
from qgis.core import QgsApplication
app = QgsApplication([], False)
app.initQgis()
from processing.core.Processing import Processing
Processing.initialize()
import processing
from spatialdp.spatialdp_qgis.provider import SpatialDPProvider
from spatialdp.spatialdp_qgis import compat, output
provider = SpatialDPProvider()  # kept: the registry does not keep the Python object
QgsApplication.processingRegistry().addProvider(provider)
step, points, out = sys.argv[2:5]
def die(*_):
    os.kill(os.getpid(), signal.SIGKILL)
def then_die(module, name):
    real = getattr(module, name)
    setattr(module, name, lambda *args: (real(*args), die()))
if step == "cells":
    output.persist = die
elif step == "style":
    then_die(compat, "save_style_to_database")
    then_die(compat, "save_default_style")
else:
    then_die(output, "persist")
processing.run("spatialdp:uniformgrid", {"INPUT": points, "EXTENT": "0,10000,0,10000 [EPSG:32633]",
                                         "EPSILON": 1, "GRID_SIZE": 50, "OUTPUT": out})
"""


@pytest.mark.parametrize("step, name", [("cells", "grid.gpkg"), ("style", "grid.gpkg"),
                                        ("metadata", "grid.gpkg"), ("style", "grid.shp")])
def test_a_release_killed_while_storing_its_style_leaves_no_output(tmp_path, step, name):
    """Killed while the style or the metadata was written, a release left a complete-looking
    GeoPackage without its style, a -journal beside it; now it leaves only its hidden folder,
    which the next write into the folder removes."""
    points = tmp_path / "points.gpkg"
    uniform_points_gpkg(points, 2_000, seed=8)
    out = tmp_path / "out"
    out.mkdir()
    child = subprocess.run([sys.executable, "-c", KILLED_AT, json.dumps(sys.path), step, str(points),
                            str(out / name)], capture_output=True, text=True, timeout=600)
    assert child.returncode == -signal.SIGKILL, child.stderr
    assert [p for p in out.iterdir() if not p.name.startswith(MARK)] == []
    assert len(hidden(out)) == 2  # the write's folder and its lock
    assert sweep(out) == 1 and list(out.iterdir()) == []


def kill_series(folder, home, n_points, grid, kills, seed):
    """Kill ``kills`` releases (to out_<k>.gpkg, one register) at seeded random moments between
    the start and the time an unkilled release took; check every outcome, then that the next
    release swept everything. Returns how many kills left no output."""
    points = folder / "points.gpkg"
    uniform_points_gpkg(points, n_points, seed=seed)
    out, register = folder / "out", folder / "releases.json"
    out.mkdir()

    def release(name):
        return qgis_process_start("spatialdp:uniformgrid", home, INPUT=points, EXTENT=EXTENT, EPSILON=0.01,
                                  GRID_SIZE=grid, REGISTER=register, OUTPUT=out / name)

    started = time.monotonic()
    finish(release("whole.gpkg"))
    span = time.monotonic() - started  # only the kill moments' range: nothing is asserted on it
    rng = random.Random(seed)
    empty = 0
    for k in range(kills):
        run = release(f"out_{k}.gpkg")
        time.sleep(rng.uniform(0, span))
        run.kill()
        run.communicate()
        target = out / f"out_{k}.gpkg"
        if target.exists():
            assert_complete(target, grid * grid)
        else:
            empty += 1
            assert not [p for p in out.iterdir() if p.name.startswith(target.name)]
        assert_register_consistent(register)
    finish(release("last.gpkg"))  # the next run sweeps what the killed ones left
    assert hidden(out) == []
    for path in out.iterdir():
        assert_complete(path, grid * grid)
    assert_register_consistent(register)
    return empty


@pytest.mark.e2e
def test_killed_releases_leave_no_output_or_a_complete_one(tmp_path, home):
    kill_series(tmp_path, home, n_points=50_000, grid=150, kills=2, seed=23)


@pytest.mark.e2e
@pytest.mark.faults
def test_fifteen_killed_releases_of_two_million_points(tmp_path, home):
    empty = kill_series(tmp_path, home, n_points=2_000_000, grid=700, kills=15, seed=2023)
    print(f"{empty} of 15 kills left no output, {15 - empty} a complete one")


def _full(nbytes):
    """In the child: files cannot grow past ``nbytes``; a write beyond fails (EFBIG) as on a
    full disk instead of killing the process (SIGXFSZ ignored, which exec keeps)."""
    def limit():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (nbytes, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
    return limit


@pytest.mark.e2e
@pytest.mark.parametrize("name", ["grid.gpkg", "grid.shp"])
def test_a_size_limited_file_stops_a_release_with_one_line(tmp_path, home, name):
    points = tmp_path / "points.gpkg"
    uniform_points_gpkg(points, 20_000, seed=5)
    out = tmp_path / "out"
    out.mkdir()
    run = qgis_process_start("spatialdp:uniformgrid", home, preexec_fn=_full(1 << 20),
                             INPUT=points, EXTENT=EXTENT, EPSILON=1, GRID_SIZE=300, OUTPUT=out / name)
    stdout, stderr = run.communicate(timeout=600)
    assert run.returncode != 0
    errors = {line for line in (stdout + stderr).splitlines() if "Could not write" in line}
    assert len(errors) == 1 and "Traceback" not in stdout + stderr  # (qgis_process 3.22 prints it twice)
    assert list(out.iterdir()) == []


@pytest.fixture
def small_disk(tmp_path):
    """A 2 MB tmpfs, mounted for the test (root only; skipped where mounting is not allowed)."""
    disk = tmp_path / "disk"
    disk.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(disk)],
                             capture_output=True, text=True)
    if mounted.returncode:
        pytest.skip(f"cannot mount a small tmpfs here: {mounted.stderr.strip() or 'mount failed'}")
    yield disk
    if subprocess.run(["umount", str(disk)]).returncode:
        subprocess.run(["umount", "--lazy", str(disk)], check=True)
        pytest.fail("a file on the full disk is still open (its space is not given back)")


@pytest.mark.parametrize("name", ["grid.gpkg", "grid.shp", "grid.geojson"])
def test_a_full_disk_stops_a_release_with_one_line(provider, tmp_path, small_disk, name):
    points = tmp_path / "points.gpkg"
    uniform_points_gpkg(points, 5_000, seed=6)
    with pytest.raises(QgsProcessingException) as error:
        processing.run("spatialdp:uniformgrid", {"INPUT": str(points), "EXTENT": EXTENT, "EPSILON": 1,
                                                 "GRID_SIZE": 300, "OUTPUT": str(small_disk / name)})
    text = str(error.value).replace("Unable to execute algorithm\n", "").strip()
    assert "Could not write" in text and "\n" not in text
    assert list(small_disk.iterdir()) == []


@pytest.mark.e2e
@pytest.mark.faults
def test_forty_concurrent_releases_against_one_capped_register(tmp_path, home):
    """40 qgis_process releases of ε = 0.1 at once against one register with a cap of 1:
    exactly 10 are released, 30 refused with one line each, and the register spends exactly 1."""
    from fractions import Fraction

    points = tmp_path / "points.gpkg"
    uniform_points_gpkg(points, 2_000, seed=7)
    register, out = tmp_path / "releases.json", tmp_path / "out"
    out.mkdir()
    runs = [qgis_process_start("spatialdp:uniformgrid", home, INPUT=points, EXTENT=EXTENT, EPSILON=0.1,
                               GRID_SIZE=10, REGISTER=register, REGISTER_CAP=1, OUTPUT=out / f"r{k}.gpkg")
            for k in range(40)]
    outcomes = []
    for run in runs:
        stdout, stderr = run.communicate(timeout=1800)
        outcomes.append((run.returncode, stdout + stderr))
    released = [k for k, (code, _) in enumerate(outcomes) if code == 0]
    refused = [text for code, text in outcomes if code != 0]
    assert len(released) == 10
    for text in refused:
        lines = {line for line in text.splitlines() if "refuses this release" in line}
        assert len(lines) == 1 and "Traceback" not in text, text
    entries = json.loads(register.read_text())["releases"]
    assert [e["status"] for e in entries] == ["released"] * 10
    assert sum(Fraction(e["epsilon"]) for e in entries) == 1
    for k in released:
        assert_complete(out / f"r{k}.gpkg", 100)
    assert sorted(p.name for p in out.iterdir()) == sorted(f"r{k}.gpkg" for k in released)
