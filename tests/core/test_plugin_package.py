"""The plugin zip passes the official QGIS plugin repository's rules (scripts/plugin_package.py).

The repository (plugins.qgis.org) and QGIS's own Plugin Manager read metadata.txt with
:mod:`configparser` and its default interpolation, so a lone ``%`` in the changelog made the
upload fail and the Plugin Manager show an empty changelog. The zip is built by ``make zip``
itself, with release facts from the environment, and each rule is shown to refuse a zip that
breaks it.
"""

import configparser
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import plugin_package  # noqa: E402

#: release facts at an ordinary (not reserved) domain, for the test's zip only
FACTS = {"RELEASE_EMAIL": "privacy@spatialdp-maps.eu",
         "RELEASE_HOMEPAGE": "https://spatialdp-maps.eu/",
         "RELEASE_TRACKER": "https://codeberg.org/spatialdp/spatialdp/issues",
         "RELEASE_REPOSITORY": "https://codeberg.org/spatialdp/spatialdp"}


def metadata():
    parser = configparser.ConfigParser()  # with interpolation, as QGIS and the repository
    parser.optionxform = str
    parser.read(ROOT / "metadata.txt", encoding="utf-8")
    return dict(parser.items("general"))


def test_metadata_reads_as_qgis_and_the_repository_read_it():
    general = metadata()
    assert general["version"] in general["changelog"].split()[0]
    assert general["experimental"] == "False"


def test_metadata_holds_no_release_fact_of_its_own():
    """email and the links come from release.cfg at `make zip`, never as placeholders."""
    assert not set(plugin_package.FACTS) & set(metadata())


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    build = tmp_path_factory.mktemp("build")
    done = subprocess.run(["make", "-s", "zip", f"BUILD={build}", "PUBLISH=1"], cwd=ROOT,
                          env={**os.environ, **FACTS}, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return build / "spatialdp.zip"


@pytest.mark.slow
def test_make_zip_passes_every_rule_with_the_release_facts(built):
    assert plugin_package.problems(built, publish=True) == []
    general = configparser.ConfigParser()
    general.read_string(zipfile.ZipFile(built).read("spatialdp/metadata.txt").decode())
    assert general["general"]["email"] == FACTS["RELEASE_EMAIL"]
    assert general["general"]["tracker"] == FACTS["RELEASE_TRACKER"]


@pytest.mark.slow
def test_a_zip_without_release_facts_is_local_only(built, tmp_path):
    text = zipfile.ZipFile(built).read("spatialdp/metadata.txt").decode()
    bare = "".join(line + "\n" for line in text.splitlines()
                   if line.split("=")[0] not in plugin_package.FACTS)
    path = rewritten(built, tmp_path, {"spatialdp/metadata.txt": bare})
    local = plugin_package.problems(path)
    assert local and not any(error for error, _ in local)
    assert all(error for error, _ in plugin_package.problems(path, publish=True))


def rewritten(source, tmp_path, replace=(), add=(), drop=()):
    """A copy of the zip ``source`` with files replaced, added or left out."""
    path = tmp_path / "changed.zip"
    replace, add = dict(replace), dict(add)
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(path, "w") as new:
        for name in old.namelist():
            if name not in drop:
                new.writestr(name, replace.get(name, old.read(name)))
        for name, data in add.items():
            new.writestr(name, data)
    return path


def metadata_with(built, old, new):
    text = zipfile.ZipFile(built).read("spatialdp/metadata.txt").decode()
    assert old in text
    return {"spatialdp/metadata.txt": text.replace(old, new)}


@pytest.mark.slow
@pytest.mark.parametrize("change, sentence", [
    (lambda b: {"replace": metadata_with(b, "90-percent", "90 %")}, "cannot be read"),
    (lambda b: {"replace": metadata_with(b, FACTS["RELEASE_EMAIL"], "someone@example.org")},
     "reserved example domain"),
    (lambda b: {"replace": metadata_with(b, FACTS["RELEASE_TRACKER"], "https://github.example/x")},
     "reserved example address"),
    (lambda b: {"replace": metadata_with(b, "version=", "version=v")}, "is not like 1.2.3"),
    (lambda b: {"replace": metadata_with(b, "experimental=False", "experimental=maybe")},
     "must be True or False"),
    (lambda b: {"drop": {"spatialdp/LICENSE"}}, "LICENSE is missing"),
    (lambda b: {"add": {"spatialdp/core/fast.so": b"\x7fELF\x02\x01"}}, "Compiled binary"),
    (lambda b: {"add": {"spatialdp/core/helper.bin": b"\x7fELF\x02\x01"}}, "Compiled binary"),
    (lambda b: {"add": {"spatialdp/core/__pycache__/noise.cpython-311.pyc": b"x"}},
     "Forbidden folder"),
    (lambda b: {"add": {"other/readme.txt": b"x"}}, "exactly one folder"),
    (lambda b: {"add": {"spatialdp/../evil.py": b"x"}}, "outside the plugin folder"),
])
def test_each_rule_refuses_a_zip_that_breaks_it(built, tmp_path, change, sentence):
    path = rewritten(built, tmp_path, **change(built))
    found = [text for error, text in plugin_package.problems(path, publish=True) if error]
    assert any(sentence in text for text in found), found


@pytest.mark.slow
def test_make_zip_refuses_a_placeholder_fact(tmp_path):
    done = subprocess.run(["make", "-s", "zip", f"BUILD={tmp_path}"], cwd=ROOT,
                          env={**os.environ, **FACTS, "RELEASE_EMAIL": "spatialdp@example.org"},
                          capture_output=True, text=True, timeout=300)
    assert done.returncode != 0
    assert "reserved example domain" in done.stderr
