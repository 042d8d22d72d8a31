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
        found += _on_path(f"python{version}") + _on_path("python3")
    return list(dict.fromkeys(found))


def _on_path(name):
    """Every executable ``name`` on the PATH, in order (not only the first, which may be a
    pyenv shim in front of the system's Python)."""
    found = (shutil.which(name, path=folder) for folder in os.get_exec_path() if folder)
    return [Path(p) for p in found if p]


def _run(args, timeout=120):
    return subprocess.run(args, capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL,
                          **_QUIET)


#: what an interpreter prints about itself: its full version, its installation prefix and the ABI
#: of its compiled modules (a pyenv shim or another install of the same minor version differs)
_IDENTITY = ("import sys, sysconfig, os; print(repr((tuple(sys.version_info[:3]), "
             "os.path.realpath(sys.base_prefix), sysconfig.get_config_var('SOABI'))))")


def identity():
    """This interpreter's ``(version, base prefix, ABI)``, as :data:`_IDENTITY` prints it."""
    import sysconfig

    return (tuple(sys.version_info[:3]), os.path.realpath(sys.base_prefix),
            sysconfig.get_config_var("SOABI"))


def find_python(candidates=None, running=None):
    """``(path, None)`` of an interpreter that *is* QGIS's Python — the same full version,
    installation prefix and ABI as ``running`` (default: this one, which runs inside QGIS) — or
    ``(None, reason)``. Another Python of the same minor version on the PATH (a pyenv shim, a
    second install) would put the libraries where QGIS cannot load them."""
    running = identity() if running is None else running
    version = ".".join(map(str, running[0]))
    for candidate in candidates if candidates is not None else \
            python_candidates(version=python_version(running[0])):
        if not candidate.is_file():
            continue
        try:
            done = _run([str(candidate), "-c", _IDENTITY], timeout=30)
        except (OSError, subprocess.SubprocessError):
            continue
        if done.returncode == 0 and done.stdout.strip() == repr(running):
            return candidate, None
    return None, tr("No Python {} of QGIS's own installation ({}) was found; install the libraries "
                    "by hand as README's 'Optional dependencies' explains.").format(version, running[1])


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


#: how long an index may take to answer before the installer says it cannot be reached
PROBE_SECONDS = 8
#: pip's own network settings: one retry and a short timeout instead of five retries of 15 s
PIP_NETWORK = ("--timeout", "10", "--retries", "1")
#: after this many seconds without a line from pip the log says it is still working
QUIET_SECONDS = 10
DEFAULT_INDEX = "https://pypi.org/simple/"


def index_of(package, python):
    """The index ``package`` is installed from: its source, else pip's configured index (the
    ``PIP_INDEX_URL`` variable or ``global.index-url``), else PyPI; None for a wheel folder."""
    if package.source:
        return None if os.path.isdir(package.source) else package.source
    if os.environ.get("PIP_INDEX_URL"):
        return os.environ["PIP_INDEX_URL"]
    try:
        done = _run([str(python), "-m", "pip", "config", "get", "global.index-url"], timeout=30)
    except (OSError, subprocess.SubprocessError):
        return DEFAULT_INDEX
    return done.stdout.strip() if done.returncode == 0 and done.stdout.strip() else DEFAULT_INDEX


def unreachable(index, seconds=PROBE_SECONDS):
    """Why ``index`` cannot be reached within ``seconds`` ('' when it answers, whatever it says)."""
    import urllib.error
    import urllib.request

    if not index.startswith(("http://", "https://")):
        return ""  # a file: URL or something pip resolves itself
    try:
        urllib.request.urlopen(urllib.request.Request(index, method="HEAD"), timeout=seconds).close()
    except urllib.error.HTTPError:
        return ""  # it answered
    except (OSError, ValueError) as error:
        reason = getattr(error, "reason", error)
        return str(reason) or type(error).__name__
    return ""


def offline_advice(label, index, reason):
    """One sentence: the index cannot be reached, and the way round it (a folder of wheels)."""
    return tr("{} not installed: {} cannot be reached ({}). Connect to the internet, or download the "
              "wheels on another computer (pip download) and give their folder in the QGIS settings "
              "under {} (docs/install.md, 'Optional dependencies').").format(label, index, reason, SETTINGS_GROUP)


def _pip(args, log, cancelled, on_line, quiet=QUIET_SECONDS):
    """Run pip, streaming its output to ``log`` and saying when it has been silent for ``quiet``
    seconds; cancel is honoured within a second. Returns ``(returncode, first error line)``."""
    import queue
    import threading

    lines = queue.Queue()
    with subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          stdin=subprocess.DEVNULL, bufsize=1, **_QUIET) as process:
        def forward():
            for line in process.stdout:
                lines.put(line)
            lines.put(None)

        threading.Thread(target=forward, daemon=True).start()
        error, silent = "", 0.0
        while True:
            try:
                line = lines.get(timeout=1.0)
            except queue.Empty:
                silent += 1.0
                if cancelled():
                    process.terminate()
                    process.wait()
                    return None, "cancelled"
                if silent % quiet == 0:
                    log(tr("… pip is still working ({:.0f} s without output)").format(silent))
                continue
            if line is None:
                return process.wait(), error
            silent, line = 0.0, line.rstrip()
            log(line)
            on_line(line)
            if line.startswith("ERROR:") and not error:
                error = line[len("ERROR:"):].strip()


#: pip's steps and how far into a package's install they are (for the progress bar)
_STEPS = (("Looking in", 0.02), ("Collecting", 0.1), ("Downloading", 0.3), ("Installing collected", 0.8),
          ("Successfully installed", 1.0))


def progress_arguments(pip_version):
    """``--progress-bar raw`` where pip has it (24.1+: "Progress done of total" lines, which
    :func:`_share` turns into the bar's position while downloading), else off."""
    major_minor = tuple(int(p) for p in pip_version.split(".")[:2] if p.isdigit())
    return ["--progress-bar", "raw" if major_minor >= (24, 1) else "off"]


def _share(line):
    """How far into a package's install a line of pip's output is, or None."""
    if line.startswith("Progress ") and " of " in line:
        done, _, total = line[len("Progress "):].partition(" of ")
        if done.strip().isdigit() and total.strip().isdigit() and int(total) > 0:
            return 0.3 + 0.5 * int(done) / int(total)
    return next((share for prefix, share in _STEPS if line.startswith(prefix)), None)


def importable(python, target, module):
    """'' when ``module`` imports in a fresh ``python`` from ``target``, else the last line of its
    error."""
    check = f"import sys; sys.path.insert(0, sys.argv[1]); import {module}"
    done = _run([str(python), "-c", check, str(target)], timeout=600)
    return "" if done.returncode == 0 else (done.stderr.strip().splitlines() or ["?"])[-1]


def install(packages, target, python=None, log=print, cancelled=lambda: False, progress=lambda f: None):
    """Install ``packages`` (:class:`Package`) into ``target`` with ``python -m pip install --target``.

    ``python``: the interpreter (default :func:`find_python`). ``log(line)``
    gets pip's output, ``progress(fraction)`` the progress, ``cancelled()``
    stops pip. An index that does not answer within :data:`PROBE_SECONDS` is
    reported at once with the offline way round it. Each package is tried
    whatever happened to the others; afterwards each package's module is
    imported in a fresh Python from ``target``, and what imports is what is
    reported as installed (and ``target`` is activated in this Python).
    Returns an :class:`InstallResult` whose message is one paragraph.
    """
    if python is None:
        python, reason = find_python()
        if python is None:
            return InstallResult(False, reason)
    log(f"Python: {python}")
    try:
        done = _run([str(python), "-m", "pip", "--version"])
        pip_version = done.stdout.split()[1] if done.returncode == 0 else None
    except (OSError, subprocess.SubprocessError, IndexError):
        pip_version = None
    if pip_version is None:
        return InstallResult(False, pip_missing_advice(python))
    target = Path(target)
    target.mkdir(parents=True, exist_ok=True)
    failures, stopped = {}, False
    with tempfile.TemporaryDirectory() as tmp:
        constraints = Path(tmp) / "constraints.txt"
        constraints.write_text(shipped_constraints())
        for i, package in enumerate(packages):
            index = index_of(package, python)
            reason = ""
            if index:
                log(tr("Checking that {} can be reached…").format(index))
                reason = unreachable(index)
            if reason:
                failures[package.label] = offline_advice(package.label, index, reason)
                log(failures[package.label])
                continue

            def step(line, i=i):
                share = _share(line)
                if share is not None:
                    progress((i + share) / len(packages))

            command = pip_command(python, package, target, constraints) + \
                progress_arguments(pip_version) + list(PIP_NETWORK)
            log("$ " + " ".join(command))
            code, error = _pip(command, log, cancelled, step)
            if code is None:
                stopped = True
                break
            if code != 0:
                failures[package.label] = tr("pip could not install {}: {}").format(
                    package.label, error or tr("exit status {}").format(code))
            remove_shipped(target)
    return _outcome(packages, target, python, failures, cancelled=stopped)


def _outcome(packages, target, python, failures, *, cancelled):
    """The :class:`InstallResult` from what imports from ``target`` afterwards; a ``cancelled``
    installation says so instead of listing what it did not get to."""
    versions = installed_versions(target)
    done, problems = [], []
    for package in packages:
        error = importable(python, target, package.module)
        if not error:
            done.append(f"{package.label} {versions.get(package.requirement, '')}".strip())
        elif package.label in failures:
            problems.append(failures[package.label])
        else:
            problems.append(tr("{} was installed into {} but does not import: {}").format(
                package.label, target, error))
    if done:
        activate(target)
    parts = [tr("Installed {} into {}. SpatialDP uses them from now on; restart QGIS if it reported "
                "them as broken before.").format(", ".join(done), target)] if done else []
    if not problems:
        return InstallResult(True, " ".join(parts), versions)
    if cancelled:
        problems = [tr("Cancelled; the libraries installed before stay in place.")]
    return InstallResult(False, " ".join(parts + problems), versions)
