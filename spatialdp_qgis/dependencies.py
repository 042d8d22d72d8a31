"""Install the optional libraries (POT, PyTorch CPU) into a folder the plugin owns (issue 9).

QGIS's Python is often one the user may not install into: Debian's is
*externally managed* (PEP 668, ``pip install`` is refused), OSGeo4W's and
the macOS bundle's belong to the QGIS installer. So the libraries go to
``<QGIS profile>/python/spatialdp-deps/<major.minor>`` with
``pip install --target`` (which PEP 668 allows: it does not touch the
interpreter's own site-packages), and :func:`activate` puts that folder at
the front of ``sys.path`` when the plugin starts, before any optional import.

numpy and scipy are pinned to the versions QGIS already has (constraints)
and the copies pip puts into the folder are removed again, so the folder
never shadows what QGIS's compiled modules (GDAL) were built against.

:func:`install` is the one code path: the dialog's task runs it with
:func:`default_packages` (POT from pip's default index, torch from the
PyTorch CPU index, both configurable in the QGIS settings under
``spatialdp/dependencies/``; a folder of wheels works offline).
"""

import importlib
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from .i18n import tr

TORCH_CPU_INDEX = "https://download.pytorch.org/whl/cpu"
SETTINGS_GROUP = "spatialdp/dependencies/"
#: what QGIS ships and its compiled modules depend on: pinned, never installed into the folder
SHIPPED = ("numpy", "scipy")
FOLDER = "spatialdp-deps"
#: no console window flashing up for every pip call on Windows
_QUIET = {"creationflags": subprocess.CREATE_NO_WINDOW} if sys.platform.startswith("win") else {}


@dataclass
class Package:
    """A requirement for pip, the module it provides, and where pip finds it.

    ``source``: "" for pip's default index, an index URL, or a local folder
    of wheels (installed with ``--no-index``, no network).
    """

    requirement: str
    module: str
    label: str
    source: str = ""


@dataclass
class InstallResult:
    ok: bool
    message: str
    installed: dict = field(default_factory=dict)


def python_version(info=sys.version_info):
    return f"{info[0]}.{info[1]}"


def deps_dir(settings_dir=None):
    """``<settings_dir>/python/spatialdp-deps/<major.minor>`` (default: the QGIS profile folder)."""
    if settings_dir is None:
        from qgis.core import QgsApplication

        settings_dir = QgsApplication.qgisSettingsDirPath()
    return Path(settings_dir) / "python" / FOLDER / python_version()


def activate(folder):
    """Put ``folder`` at the front of ``sys.path`` if it exists; returns whether it is there.

    A relative folder (QGIS not initialised yet: no profile folder) is never added."""
    folder = str(folder)
    if not (os.path.isabs(folder) and os.path.isdir(folder)):
        return False
    if folder not in sys.path:
        sys.path.insert(0, folder)
        importlib.invalidate_caches()
    return True


def default_packages(settings=None):
    """POT and PyTorch (CPU build) with the sources from the QGIS settings."""
    if settings is None:
        from qgis.core import QgsSettings

        settings = QgsSettings()
    pot_source = settings.value(SETTINGS_GROUP + "index_url", "") or ""
    torch_source = settings.value(SETTINGS_GROUP + "torch_index_url", TORCH_CPU_INDEX) or ""
    return [Package("POT", "ot", "POT (Python Optimal Transport)", str(pot_source)),
            Package("torch", "torch", "PyTorch (CPU)", str(torch_source))]


# ------------------------------------------------------------------ the Python that runs QGIS


def python_candidates(platform=sys.platform, executable=sys.executable, base_prefix=sys.base_prefix,
                      version=python_version()):
    """Where QGIS's Python interpreter may be: ``sys.executable`` is QGIS itself on Linux
    (/usr/bin/qgis), Windows (qgis-bin.exe in OSGeo4W's bin) and macOS (QGIS.app/Contents/MacOS/QGIS)."""
    exe, prefix = Path(executable), Path(base_prefix)
    found = [exe] if exe.name.lower().startswith("python") else []
    if platform.startswith("win"):  # OSGeo4W: bin\python3.exe beside qgis-bin.exe, apps\Python3x\python.exe
        found += [exe.parent / "python3.exe", exe.parent / "python.exe", prefix / "python.exe",
                  prefix / "python3.exe", exe.parent.parent / "bin" / "python3.exe"]
    elif platform == "darwin":  # QGIS.app/Contents/MacOS/bin/python3
        found += [exe.parent / "bin" / "python3", exe.parent / "bin" / f"python{version}",
                  prefix / "bin" / f"python{version}", prefix / "bin" / "python3"]
    else:
        found += [prefix / "bin" / f"python{version}", prefix / "bin" / "python3"]
        found += [Path(p) for p in (shutil.which(f"python{version}"), shutil.which("python3")) if p]
    return list(dict.fromkeys(found))


def _run(args, timeout=120):
    return subprocess.run(args, capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL,
                          **_QUIET)


def find_python(candidates=None, version=python_version()):
    """``(path, None)`` of a Python of QGIS's version, or ``(None, reason)``."""
    for candidate in candidates if candidates is not None else python_candidates(version=version):
        if not candidate.is_file():
            continue
        try:
            done = _run([str(candidate), "-c", "import sys; print('%d.%d' % sys.version_info[:2])"])
        except (OSError, subprocess.SubprocessError):
            continue
        if done.returncode == 0 and done.stdout.strip() == version:
            return candidate, None
    return None, tr("No Python {} interpreter was found beside QGIS; install the libraries by hand "
                    "as README's 'Optional dependencies' explains.").format(version)


def pip_missing_advice(python, platform=sys.platform):
    """One line: pip is missing for ``python`` and what to do."""
    if platform.startswith("win"):
        how = tr("run the OSGeo4W setup and install the package python3-pip")
    elif platform == "darwin":
        how = tr("run `{} -m ensurepip` in a terminal").format(python)
    else:
        how = tr("install it with the system's package manager (Debian, Ubuntu: sudo apt install "
                 "python3-pip)")
    return tr("pip is not available for {}: {}, then try again.").format(python, how)


# ------------------------------------------------------------------ installing


def source_arguments(source):
    """pip's arguments for a :class:`Package` source."""
    if not source:
        return []
    if os.path.isdir(source):
        return ["--no-index", "--find-links", source]
    return ["--index-url", source]


def pip_command(python, package, target, constraints):
    return [str(python), "-m", "pip", "install", "--target", str(target), "--upgrade", "--no-input",
            "--disable-pip-version-check", "--progress-bar", "off", "--constraint", str(constraints),
            *source_arguments(package.source), package.requirement]


def shipped_constraints():
    """``name==version`` lines pinning :data:`SHIPPED` to the versions this Python has."""
    lines = []
    for name in SHIPPED:
        try:
            lines.append(f"{name}=={importlib.import_module(name).__version__}")
        except ImportError:
            pass
    return "\n".join(lines) + "\n"


def remove_shipped(target):
    """Delete pip's copies of :data:`SHIPPED` from ``target`` (every file their RECORD lists)."""
    target = Path(target)
    for name in SHIPPED:
        for info in target.glob(f"{name}-*.dist-info"):
            record = info / "RECORD"
            files = [line.split(",")[0] for line in record.read_text().splitlines()] if record.exists() else []
            for relative in files:  # scripts are listed as ../../../bin/…, pip moved them to target/bin
                path = target / "bin" / Path(relative).name if "bin/" in relative else target / relative
                if target.resolve() in path.resolve().parents and path.is_file():
                    path.unlink()
            for folder in [target / name, target / f"{name}.libs", info]:
                shutil.rmtree(folder, ignore_errors=True)
    if (target / "bin").is_dir() and not any((target / "bin").iterdir()):
        (target / "bin").rmdir()


def installed_versions(target):
    from importlib import metadata

    return {d.metadata["Name"]: d.version for d in metadata.distributions(path=[str(target)])}


def _pip(args, log, cancelled, on_line):
    """Run pip, streaming its output to ``log``; returns ``(returncode, last error line)``."""
    error = ""
    with subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          stdin=subprocess.DEVNULL, bufsize=1, **_QUIET) as process:
        for line in process.stdout:
            line = line.rstrip()
            log(line)
            on_line(line)
            if line.startswith("ERROR:") and not error:
                error = line[len("ERROR:"):].strip()
            if cancelled():
                process.terminate()
                process.wait()
                return None, "cancelled"
        return process.wait(), error


#: pip's steps and how far into a package's install they are (for the progress bar)
_STEPS = (("Looking in", 0.02), ("Collecting", 0.1), ("Downloading", 0.3), ("Installing collected", 0.8),
          ("Successfully installed", 1.0))


def install(packages, target, python=None, log=print, cancelled=lambda: False, progress=lambda f: None):
    """Install ``packages`` (:class:`Package`) into ``target`` with ``python -m pip install --target``.

    ``python``: the interpreter (default :func:`find_python`). ``log(line)``
    gets pip's output, ``progress(fraction)`` the progress, ``cancelled()``
    stops pip. Afterwards each package's module is imported in a fresh
    Python from ``target`` and ``target`` is activated in this one.
    Returns an :class:`InstallResult` whose message is one paragraph.
    """
    if python is None:
        python, reason = find_python()
        if python is None:
            return InstallResult(False, reason)
    log(f"Python: {python}")
    try:
        has_pip = _run([str(python), "-m", "pip", "--version"]).returncode == 0
    except (OSError, subprocess.SubprocessError):
        has_pip = False
    if not has_pip:
        return InstallResult(False, pip_missing_advice(python))
    target = Path(target)
    target.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        constraints = Path(tmp) / "constraints.txt"
        constraints.write_text(shipped_constraints())
        for i, package in enumerate(packages):
            def step(line, i=i):
                for prefix, share in _STEPS:
                    if line.startswith(prefix):
                        progress((i + share) / len(packages))

            command = pip_command(python, package, target, constraints)
            log("$ " + " ".join(command))
            code, error = _pip(command, log, cancelled, step)
            if code is None:
                return InstallResult(False, tr("Cancelled; the libraries installed before stay in place."))
            if code != 0:
                return InstallResult(False, tr("pip could not install {}: {} (the log shows pip's output).")
                                     .format(package.label, error or tr("exit status {}").format(code)))
            remove_shipped(target)
    check = "import sys; sys.path.insert(0, sys.argv[1]); " + "; ".join(f"import {p.module}" for p in packages)
    done = _run([str(python), "-c", check, str(target)], timeout=600)
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["?"])[-1]
        return InstallResult(False, tr("The libraries were installed into {} but do not import: {}")
                             .format(target, last))
    activate(target)
    versions = installed_versions(target)
    names = ", ".join(f"{p.label} {versions.get(p.requirement, '')}".strip() for p in packages)
    return InstallResult(True, tr("Installed {} into {}. SpatialDP uses them from now on; restart QGIS if "
                                  "it reported them as broken before.").format(names, target), versions)
