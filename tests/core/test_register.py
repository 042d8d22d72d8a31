"""The release register (core/register.py, docs/register.md): exact sums, caps, units, safety."""

import json
import multiprocessing
import os
from fractions import Fraction

import pytest

import numpy as np

from spatialdp.core import register as reg
from spatialdp.core.fingerprint import fingerprint
from spatialdp.core.register import POINT, BudgetExceeded, Identity, Register, RegisterError, exact, similar

SOURCE = "ogr:/data/cases.gpkg|layername=cases"


def released(register, epsilon, source=SOURCE, unit=POINT, cap=None):
    entry, budget = register.reserve(source, unit, epsilon, "spatialdp:uniformgrid", cap=cap)
    register.commit(entry, ["/out/grid.gpkg"])
    return budget


def test_epsilon_is_the_exact_decimal_given():
    assert exact(0.1) == Fraction(1, 10) and exact("1/3") == Fraction(1, 3) and exact("0.25") == Fraction(1, 4)
    for bad in (0, -1.0, float("nan"), float("inf"), "abc", "1/0"):
        with pytest.raises(RegisterError):
            exact(bad)


def test_ten_releases_at_a_tenth_fill_a_cap_of_one_and_the_eleventh_is_refused(tmp_path):
    register = Register(tmp_path / "register.json")
    for i in range(10):
        budget = released(register, 0.1, cap=1.0 if i == 0 else None)  # the cap, once set, stays
        assert budget.spent == Fraction(i, 10) and budget.remaining == 1 - Fraction(i, 10)
    before = (tmp_path / "register.json").read_bytes()
    with pytest.raises(BudgetExceeded) as refused:
        register.reserve(SOURCE, POINT, 0.1, "spatialdp:adaptivegrid")
    assert refused.value.budget.spent == 1 and refused.value.budget.remaining == 0
    assert "ε = 1 has been spent" in str(refused.value) and "0 remains" in str(refused.value)
    assert (tmp_path / "register.json").read_bytes() == before  # a refusal writes nothing
    stored = json.loads(before)["releases"]
    assert [e["epsilon"] for e in stored] == ["1/10"] * 10 and {e["status"] for e in stored} == {"released"}
    assert stored[0]["time"].endswith("Z") and stored[0]["outputs"] == ["/out/grid.gpkg"]


def test_sums_per_source_and_unit(tmp_path):
    register = Register(tmp_path / "register.json")
    released(register, 0.5)
    released(register, 0.25, unit="user field 'uid'")
    released(register, 2.0, source="ogr:/data/other.gpkg|layername=cases")
    # a user-level release protects each point too; a point-level one bounds no user
    assert register.budget(SOURCE, POINT).spent == Fraction(3, 4)
    assert register.budget(SOURCE, "user field 'uid'").spent == Fraction(1, 4)
    assert register.budget(SOURCE, POINT).releases == 2 and register.budget(SOURCE, POINT).cap is None
    # a cap below what is spent refuses everything; a given cap overrides the stored one
    with pytest.raises(BudgetExceeded):
        register.reserve(SOURCE, POINT, 0.01, "x", cap=0.5)
    assert register.budget(SOURCE, POINT, cap=3).remaining == Fraction(9, 4)
    assert [(b.unit, b.spent) for b in register.budgets(SOURCE)] == \
        [(POINT, Fraction(3, 4)), ("user field 'uid'", Fraction(1, 4))]
    assert len(register.budgets()) == 3


def test_a_pending_release_counts_until_cancelled(tmp_path):
    register = Register(tmp_path / "register.json")
    entry, _ = register.reserve(SOURCE, POINT, 0.6, "x", cap=1)
    assert register.budget(SOURCE, POINT).pending == 1
    with pytest.raises(BudgetExceeded):  # a second writer cannot take the reserved budget
        register.reserve(SOURCE, POINT, 0.6, "x")
    register.cancel(entry)
    assert register.entries() == [] and register.budget(SOURCE, POINT).spent == 0
    entry, _ = register.reserve(SOURCE, POINT, 0.6, "x", cap=1)
    register.commit(entry, [])
    register.cancel(entry)  # a committed release is never removed
    assert register.budget(SOURCE, POINT).spent == Fraction(3, 5)


def test_files_that_are_not_registers_are_refused_and_left_alone(tmp_path):
    empty = tmp_path / "empty.json"
    empty.write_text("")
    assert Register(empty).entries() == []
    for text in ('{"type": "FeatureCollection"}', "not json", '{"format": "spatialdp-release-register", '
                 '"releases": [{"id": 1}]}', '{"format": "spatialdp-release-register", "version": 99, '
                 '"releases": []}', '{"format": "spatialdp-release-register", "version": "1", "releases": []}'):
        path = tmp_path / "other.json"
        path.write_text(text)
        with pytest.raises(RegisterError):
            Register(path).reserve(SOURCE, POINT, 0.1, "x")
        assert path.read_text() == text
    binary = tmp_path / "points.gpkg"
    binary.write_bytes(b"SQLite format 3\x00\xd8\xff")
    with pytest.raises(RegisterError, match="not a SpatialDP release register"):
        Register(binary).entries()


def test_a_register_in_a_missing_folder_is_refused(tmp_path):
    with pytest.raises(RegisterError, match="folder cannot be written"):
        Register(tmp_path / "missing" / "register.json").reserve(SOURCE, POINT, 0.1, "x")
    assert not (tmp_path / "missing").exists()


def test_an_error_while_writing_keeps_the_register_whole(tmp_path, monkeypatch):
    register = Register(tmp_path / "register.json")
    released(register, 0.1)
    before = (tmp_path / "register.json").read_bytes()

    def broken(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(reg.os, "replace", broken)
    with pytest.raises(RegisterError, match="cannot be written: No space left on device"):
        register.reserve(SOURCE, POINT, 0.1, "x")  # one sentence for the user, not a traceback
    assert (tmp_path / "register.json").read_bytes() == before
    # no temporary file; the lock file may stay (it is locked through the system, never deleted)
    assert sorted(p.name for p in tmp_path.iterdir()) in (["register.json"], ["register.json", "register.json.lock"])


def test_a_held_lock_waits_and_a_crashed_holder_never_blocks(tmp_path, monkeypatch):
    """The lock is the operating system's: while another process holds it a release waits and
    then says so; once that process ends — here killed, as in a crash — the lock is free at
    once, with no stale lock file to take over (taking one over raced: two programs could
    both think they held it)."""
    import subprocess
    import sys
    register = Register(tmp_path / "register.json")
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import fcntl, sys, time; f = open(sys.argv[1], 'a+b'); "
         "fcntl.flock(f.fileno(), fcntl.LOCK_EX); print('held', flush=True); time.sleep(60)",
         str(register.lock_path)], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        monkeypatch.setattr(reg, "LOCK_WAIT_SECONDS", 0.2)
        with pytest.raises(RegisterError, match="in use by another program"):
            register.reserve(SOURCE, POINT, 0.1, "x")
    finally:
        holder.kill()
        holder.wait()
        holder.stdout.close()
    released(register, 0.1)
    assert register.budget(SOURCE, POINT).releases == 1


def _release_many(path, count, results, mark):
    """``count`` releases as a run makes them: reserve under the source, add the points'
    fingerprint, commit; each a different source, so only the fingerprint joins them."""
    register = Register(path)
    for i in range(count):
        try:
            entry, _ = register.reserve(f"ogr:/data/copy-{os.getpid()}-{i}.gpkg", POINT, 0.1, "x")
            register.identify(entry, mark)
            register.commit(entry, ["/out/grid.gpkg"])
            results.put(True)
        except BudgetExceeded:
            results.put(False)


def test_concurrent_writers_lose_nothing_and_never_exceed_the_cap(tmp_path):
    """Eight processes release copies of the same points at once: exactly the cap is spent."""
    path = tmp_path / "register.json"
    mark = points_mark(Register(path).key())
    entry, _ = Register(path).reserve(SOURCE, POINT, 0.1, "x", cap=2)  # 0.1 of 2, pending
    Register(path).identify(entry, mark)
    context = multiprocessing.get_context("fork")
    results = context.Queue()
    workers = [context.Process(target=_release_many, args=(path, 4, results, mark)) for _ in range(8)]
    for worker in workers:
        worker.start()
    outcomes = [results.get(timeout=120) for _ in range(32)]
    for worker in workers:
        worker.join(60)
    assert sum(outcomes) == 19  # (2 − 0.1) / 0.1 releases fit, whichever process made them
    entries = Register(path).entries()
    assert len(entries) == 20 and Register(path).budget(Identity(SOURCE, fingerprint=mark), POINT).spent == 2


def points_mark(key, moved=0, seed=3, n=500):
    """The fingerprint under ``key`` of fixed points (WGS 84) of which ``moved`` are 50 m away."""
    rng = np.random.default_rng(seed)
    lon, lat = rng.uniform(14.9, 15.1, n), rng.uniform(36.1, 36.2, n)
    lon[:moved] += 0.0005
    return fingerprint(lon, lat, key)


def test_the_fingerprint_is_of_the_set_of_points_under_the_key():
    """Rows, duplicates and the last bits of a coordinate do not matter; the key and the points do."""
    key = bytes(range(32))
    rng = np.random.default_rng(3)
    lon, lat = rng.uniform(14.9, 15.1, 500), rng.uniform(36.1, 36.2, 500)
    mark = fingerprint(lon, lat, key)
    order = rng.permutation(500)
    assert fingerprint(lon[order], lat[order], key) == mark
    assert fingerprint(np.r_[lon, lon[:50]], np.r_[lat, lat[:50]], key) == mark
    jitter = rng.uniform(-1e-12, 1e-12, (2, 500))  # a reprojection's round trip
    assert similar(fingerprint(lon + jitter[0], lat + jitter[1], key), mark)
    assert similar(fingerprint(np.round(lon, 9), np.round(lat, 9), key), mark)  # text formats
    assert similar(points_mark(key, moved=25), mark)  # 5 % of the points moved: the same data
    assert not similar(points_mark(key, moved=150), mark)  # 30 %: other data (docs/register.md)
    assert not similar(fingerprint(lon, lat, bytes(32)), mark)  # another key matches nothing
    assert not similar(fingerprint(lon[:250], lat[:250], key), fingerprint(lon[250:], lat[250:], key))
    assert set(mark) <= set("0123456789abcdef-") and len(mark) == 64
    assert not similar(fingerprint([], [], key), fingerprint([], [], key))  # no points, no identity


def test_the_same_points_under_another_source_or_a_dataset_name_share_the_budget(tmp_path):
    """A release is charged by every entry of the same source, dataset name or points; when the
    points' budget refuses, the entry reserved under its source alone is removed."""
    register = Register(tmp_path / "register.json")
    mark = points_mark(register.key())
    entry, _ = register.reserve(SOURCE, POINT, 0.75, "x", cap=1)
    register.identify(entry, mark)
    register.commit(entry, ["/out/a.gpkg"])
    copy, budget = register.reserve("ogr:/elsewhere/copy.shp", POINT, 0.5, "x")  # unknown source
    assert budget.spent == 0
    with pytest.raises(BudgetExceeded) as refused:
        register.identify(copy, points_mark(register.key(), moved=10))
    assert refused.value.budget.spent == Fraction(3, 4) and refused.value.budget.cap == 1
    assert [e["id"] for e in register.entries()] == [entry]
    entry, _ = register.reserve(Identity("postgres:cases", dataset="cases 2026"), POINT, 0.25, "x")
    register.commit(entry)
    with pytest.raises(BudgetExceeded):  # the dataset name joins it to the layer it names
        register.reserve(Identity(SOURCE, dataset="cases 2026"), POINT, 0.25, "x")
    assert register.budget(Identity("other", dataset="cases 2026"), POINT).spent == Fraction(1, 4)
    assert register.budget(Identity("other", fingerprint=mark), POINT).spent == Fraction(3, 4)


def test_the_key_stays_beside_the_register_and_a_lost_key_is_said(tmp_path):
    register = Register(tmp_path / "register.json")
    key = register.key()
    assert len(key) == 32 and register.key() == key and Register(register.path).key() == key
    assert register.key_path.stat().st_mode & 0o777 == 0o600
    entry, _ = register.reserve(SOURCE, POINT, 0.1, "x")
    register.identify(entry, points_mark(key))
    assert "14.9" not in register.path.read_text() and str(points_mark(key)) in register.path.read_text()
    register.key_path.unlink()
    with pytest.raises(RegisterError, match="key .* is missing"):
        register.key()
    assert not register.key_path.exists()


def test_a_version_1_register_is_read_and_written_as_version_2(tmp_path):
    path = tmp_path / "register.json"
    path.write_text(json.dumps({"format": reg.FORMAT, "version": 1, "releases": [
        {"id": "a", "status": "released", "source": SOURCE, "unit": POINT, "epsilon": "1/2",
         "cap": "1", "mechanism": "x", "time": "2026-01-01T00:00:00Z", "outputs": ["/o.gpkg"]}]}))
    register = Register(path)
    assert register.budget(SOURCE, POINT).spent == Fraction(1, 2)
    with pytest.raises(BudgetExceeded):  # its cap still holds
        register.reserve(SOURCE, POINT, 0.75, "x")
    released(register, 0.5)
    assert json.loads(path.read_text())["version"] == 2 == reg.VERSION
    assert register.budget(SOURCE, POINT).spent == 1


def test_pending_entries_name_their_outputs_and_are_reconciled_from_the_command_line(tmp_path):
    """``python3 core/register.py`` (no plugin, no QGIS) lists the pending entries, records one
    as released with the outputs it named, and cancels another."""
    import subprocess
    import sys
    register = Register(tmp_path / "register.json")
    kept, _ = register.reserve(SOURCE, POINT, 0.25, "x", outputs=["/out/grid.gpkg"])
    dropped, _ = register.reserve(SOURCE, POINT, 0.5, "x", outputs=["/out/other.gpkg"])

    def run(action, *entry):
        return subprocess.run([sys.executable, reg.__file__, action, str(register.path), *entry], text=True,
                              capture_output=True, cwd=tmp_path)

    listed = run("pending").stdout.splitlines()
    assert [line.split()[0] for line in listed] == [kept, dropped] and "/out/grid.gpkg" in listed[0]
    assert run("released").returncode != 0  # an entry must be named
    assert run("released", kept).returncode == 0 and run("cancel", dropped).returncode == 0
    missing = run("cancel", kept)  # a released entry is never cancelled
    assert missing.returncode == 1 and "no pending entry" in missing.stderr
    assert [(e["id"], e["status"], e["outputs"]) for e in register.entries()] == \
        [(kept, "released", ["/out/grid.gpkg"])]


def test_a_user_or_feature_release_cannot_escape_the_cap_on_points(tmp_path):
    """A user-level release charges the budget of the unit "point" (it protects each point with
    its ε), so a cap on points refuses it when the points' budget is spent."""
    register = Register(tmp_path / "register.json")
    released(register, 0.75, cap=1)
    for unit in ("user field 'uid'", "multi-point feature"):
        with pytest.raises(BudgetExceeded) as refused:
            register.reserve(SOURCE, unit, 0.5, "x")  # its own unit has no cap
        assert refused.value.budget.unit == POINT and refused.value.budget.remaining == Fraction(1, 4)
    released(register, 0.25, unit="user field 'uid'")
    assert register.budget(SOURCE, POINT).spent == 1 == register.budget(SOURCE, POINT).cap
