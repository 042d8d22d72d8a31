"""The plugin zip's release facts and the official plugin repository's rules (``make zip``).

Two jobs, each a sub-command:

``fill METADATA``
    Writes the *release facts* — the contact e-mail and the homepage, tracker
    and repository links — from ``release.cfg`` (one place; the environment
    variables ``RELEASE_EMAIL``, ``RELEASE_HOMEPAGE``, ``RELEASE_TRACKER`` and
    ``RELEASE_REPOSITORY`` override it) into the copy of metadata.txt that goes
    into the zip. The repository's own metadata.txt holds none of them, so no
    placeholder that looks real (a reserved example domain, a repository that
    does not exist) can reach a published zip.

``check ZIP [--publish]``
    Applies the rules the official QGIS plugin repository
    (plugins.qgis.org, QGIS-Django's ``plugins/validator.py``) applies to an
    uploaded zip, written out here from its documented behaviour: the size
    limit, one top folder named like a Python package holding ``__init__.py``,
    ``metadata.txt`` and ``LICENSE``, no ``..`` or absolute paths, no ``.pyc``,
    ``__pycache__``, ``.git`` or ``__MACOSX``, a zip whose CRCs are right,
    metadata.txt read by :mod:`configparser` *with* interpolation (so a lone
    ``%`` is an error, as it is for QGIS's own Plugin Manager), the required
    keys, an author without ``/``, links with a scheme and a host. It adds
    what the repository would only find out later: a version QGIS can compare,
    the icon inside the zip, no compiled binaries (``.so``, ``.dll``, ELF, PE
    or Mach-O files), no reserved example domain. The repository also requests
    each link; that needs the internet and is not done here.

    Without ``--publish`` missing release facts are reported and the zip stays
    a local one (install from ZIP); with ``--publish`` they are errors.

Every problem is one line; the exit status is 1 if any is an error.
"""

import argparse
import configparser
import io
import os
import re
import sys
import zipfile
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parent.parent
RELEASE_FACTS = ROOT / "release.cfg"
#: the release facts: metadata.txt key → environment variable that overrides release.cfg
FACTS = {"email": "RELEASE_EMAIL", "homepage": "RELEASE_HOMEPAGE", "tracker": "RELEASE_TRACKER",
         "repository": "RELEASE_REPOSITORY"}
#: the official repository's limit on an uploaded zip
MAX_BYTES = 25_000_000
#: what the official repository requires in metadata.txt's [general] section
REQUIRED = ("name", "description", "version", "qgisMinimumVersion", "author", "email", "about",
            "tracker", "repository")
BOOLEANS = ("experimental", "deprecated", "server", "hasProcessingProvider", "supportsQt6")
LINKS = ("homepage", "tracker", "repository")
PACKAGE_NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_-]+$")
VERSION = re.compile(r"^\d+(\.\d+){1,2}([-.]?(alpha|beta|rc)\d*)?$")
EMAIL = re.compile(r"^[^@\s]+@([^@\s]+\.[^@\s]+)$")
#: names reserved for documentation and tests (RFC 2606, RFC 6761): never a real contact
RESERVED_DOMAINS = ("example.com", "example.org", "example.net", "example", "test", "invalid",
                    "localhost", "local")
FORBIDDEN_FOLDERS = {"__MACOSX", ".git", "__pycache__"}
BINARY_SUFFIXES = (".so", ".dll", ".pyd", ".exe", ".dylib", ".pyc", ".pyo", ".o", ".a")
BINARY_MAGIC = (b"\x7fELF", b"MZ", b"\xcf\xfa\xed\xfe", b"\xce\xfa\xed\xfe", b"\xca\xfe\xba\xbe")


def release_facts(path=RELEASE_FACTS, environ=os.environ):
    """The release facts, key → value ('' where not given), release.cfg overridden by the
    environment."""
    parser = configparser.ConfigParser(interpolation=None)
    parser.read(path, encoding="utf-8")
    given = parser["release"] if parser.has_section("release") else {}
    return {key: (environ.get(variable) or given.get(key, "")).strip()
            for key, variable in FACTS.items()}


def fill(metadata_path, facts):
    """Write ``facts`` (those given) into the [general] section of ``metadata_path``, in place:
    appended as ``key=value`` lines, the file's own text otherwise kept as it is."""
    text = Path(metadata_path).read_text(encoding="utf-8")
    present = set(_general(text))
    clash = sorted(present & set(FACTS))
    if clash:
        raise SystemExit(f"metadata.txt must not hold release facts itself ({', '.join(clash)}): "
                         f"they belong in {RELEASE_FACTS.name}.")
    lines = [f"{key}={value}" for key, value in facts.items() if value]
    Path(metadata_path).write_text(text.rstrip("\n") + "\n" + "".join(f"{line}\n" for line in lines),
                                   encoding="utf-8")


def _general(text):
    """metadata.txt's [general] section as QGIS reads it: configparser with interpolation."""
    parser = configparser.ConfigParser()
    parser.optionxform = str
    parser.read_file(io.StringIO(text))
    return dict(parser.items("general"))


def reserved(host):
    """Whether ``host`` is a name reserved for examples and tests (RFC 2606 / 6761)."""
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in RESERVED_DOMAINS)


def problems(zip_path, publish=False):
    """The zip's problems as ``(error, sentence)`` pairs: ``error`` False for a missing release
    fact of a local (not ``publish``) zip."""
    found = []
    error = found.append
    size = os.path.getsize(zip_path)
    if size > MAX_BYTES:
        error((True, f"The zip is {size:,} bytes; the official repository takes at most {MAX_BYTES:,}."))
    try:
        archive = zipfile.ZipFile(zip_path)
    except zipfile.BadZipFile as exc:
        return [(True, f"Not a zip file: {exc}.")]
    with archive:
        names = archive.namelist()
        bad = archive.testzip()
        if bad:
            error((True, f"Bad CRC in {bad}."))
        for name in names:
            parts = name.split("/")
            if ".." in parts or name.startswith("/"):
                error((True, f"Path outside the plugin folder: {name}."))
            if FORBIDDEN_FOLDERS & set(parts[:-1] if not name.endswith("/") else parts):
                error((True, f"Forbidden folder in {name}."))
            if not name.endswith("/") and (name.endswith(BINARY_SUFFIXES)
                                           or archive.read(name)[:4].startswith(BINARY_MAGIC)):
                error((True, f"Compiled binary: {name}."))
        tops = sorted({n.split("/")[0] for n in names})
        if len(tops) != 1 or not names or "/" not in names[0]:
            return found + [(True, f"The zip must hold exactly one folder, not {tops}.")]
        package = tops[0]
        if not PACKAGE_NAME.match(package):
            error((True, f"The folder name '{package}' is not a valid package name."))
        for required in ("__init__.py", "metadata.txt", "LICENSE"):
            if f"{package}/{required}" not in names:
                error((True, f"{package}/{required} is missing."))
        if f"{package}/metadata.txt" not in names:
            return found
        try:
            metadata = _general(archive.read(f"{package}/metadata.txt").decode("utf-8"))
        except (configparser.Error, UnicodeDecodeError, KeyError) as exc:
            return found + [(True, "metadata.txt cannot be read as QGIS and the repository read it: "
                                   + " ".join(str(exc).split()))]
        icon = metadata.get("icon", "").removeprefix("./")
        if icon and f"{package}/{icon}" not in names:
            error((True, f"The icon {icon} is not in the zip."))
    return found + _metadata_problems(metadata, publish)


def _metadata_problems(metadata, publish):
    found = []
    for key in REQUIRED:
        if not metadata.get(key, "").strip():
            fact = key in FACTS
            found.append((publish or not fact,
                          f"metadata.txt has no {key}" + (f" (a release fact: {RELEASE_FACTS.name} or "
                                                          f"{FACTS[key]})" if fact else "") + "."))
    if not VERSION.match(metadata.get("version", "")):
        found.append((True, f"The version '{metadata.get('version', '')}' is not like 1.2.3."))
    for key in ("qgisMinimumVersion", "qgisMaximumVersion"):
        if key in metadata and not re.match(r"^\d+\.\d+(\.\d+)?$", metadata[key]):
            found.append((True, f"{key} '{metadata[key]}' is not like 3.22."))
    if "/" in metadata.get("author", ""):
        found.append((True, "The author's name cannot contain '/'."))
    for key in BOOLEANS:
        if key in metadata and metadata[key].strip().lower() not in ("true", "false", "yes", "no",
                                                                     "1", "0"):
            found.append((True, f"{key} must be True or False, not '{metadata[key]}'."))
    for key in LINKS:
        link = metadata.get(key, "").strip()
        if not link:
            continue
        parsed = urlparse(link)
        if parsed.scheme not in ("http", "https") or not parsed.netloc:
            found.append((True, f"{key} '{link}' is not a web address."))
        elif reserved(parsed.hostname or ""):
            found.append((True, f"{key} '{link}' is a reserved example address, not a real one."))
    email = metadata.get("email", "").strip()
    if email:
        match = EMAIL.match(email)
        if not match:
            found.append((True, f"email '{email}' is not an e-mail address."))
        elif reserved(match.group(1)):
            found.append((True, f"email '{email}' is at a reserved example domain, not a real one."))
    return found


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("fill").add_argument("metadata")
    check = commands.add_parser("check")
    check.add_argument("zip")
    check.add_argument("--publish", action="store_true")
    args = parser.parse_args(argv)
    if args.command == "fill":
        fill(args.metadata, release_facts())
        return 0
    found = problems(args.zip, args.publish)
    for is_error, sentence in found:
        print(("error: " if is_error else "note: ") + sentence, file=sys.stderr)
    if any(not e for e, _ in found) and not any(e for e, _ in found):
        print("note: a zip for local installation (Install from ZIP); the official repository "
              "needs the release facts above.", file=sys.stderr)
    return 1 if any(e for e, _ in found) else 0


if __name__ == "__main__":
    sys.exit(main())
