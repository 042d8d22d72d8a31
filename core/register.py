"""The release register: one privacy budget for a data source across releases (docs/register.md).

Releases of the same data compose sequentially: k releases with ε_1 … ε_k
are together (Σ ε_i)-differentially private for the same unit of privacy
(Dwork & Roth, *The Algorithmic Foundations of Differential Privacy*, 2014,
Theorem 3.16). One release's ledger (:mod:`core.budget`) cannot see the
others; the register can. It is a JSON file that lists every release of a
data source — its identity (:class:`Identity`), unit of privacy, ε,
mechanism, UTC time and outputs — sums what it holds for the data and unit,
and refuses (:class:`BudgetExceeded`) a release that would take the sum above
the cap.

Identity. A release charges every entry whose identity matches its own in
any part: the data source (as the plugin names it), a dataset name the
custodian declared, or a keyed fingerprint of the points
(:mod:`core.fingerprint`), which two entries share when about three quarters
or more of their points are the same (:func:`similar`) — so a copy, an export
or a reprojection of the data is the same data. The fingerprint's key is a
secret kept beside the register (``<register>.key``, :meth:`Register.key`),
so the register holds no locations.

Units. A release protects its unit of privacy (a point, a user, a
multi-point feature) with its ε, and so also every point of that unit: the
budget of the unit "point" (:data:`POINT`) is charged by every release of
the source, the budget of any other unit only by releases of that unit
(:func:`charges`). A point-level release gives no bound for a user with
many points, so it cannot be counted towards a user's budget at all.

Exact sums. ε is kept as an exact fraction of the decimal the user gave
(:func:`exact`: 0.1 is 1/10, not the binary float just above it), so ten
releases at 0.1 spend exactly 1 and fit a cap of 1.

Safety. Every change holds an operating-system lock on ``<register>.lock``
(released by the system when a program ends, even by a crash) and writes a temporary file in the same folder that then
replaces the register (``os.replace``), so concurrent writers never lose an
entry and an error never leaves a half-written register. A release is
*reserved* (a pending entry that already counts, naming its intended
outputs) before the mechanism runs and *committed* with the outputs written.
It is cancelled only when the run stops before the register accepted its
points; from then on whatever happens — an error, a cancel, a crash, a
register locked by another program at commit — leaves the entry pending, and
it keeps counting, on the safe side, until the custodian reconciles it
(:func:`main`: ``python3 core/register.py pending|released|cancel REGISTER
[ID]``, docs/register.md).

Nothing here imports QGIS or numpy (the file runs as a script); the plugin
derives the source identity and the fingerprint.
"""

import argparse
import json
import math
import os
import secrets
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass
from datetime import datetime, timezone
from fractions import Fraction
from pathlib import Path

#: the register file's ``format`` and ``version``
FORMAT = "spatialdp-release-register"
#: 2: entries carry a dataset name and a fingerprint (a version 1 register is read as it is and
#: written as version 2, which an older SpatialDP refuses instead of ignoring those parts)
VERSION = 2
#: the unit of privacy every release of a source also protects
POINT = "point"
#: how long a change waits for another program's lock before it gives up with a sentence
LOCK_WAIT_SECONDS = 15.0
PENDING, RELEASED = "pending", "released"
#: a fingerprint's character for a slot without a point (:mod:`core.fingerprint`)
EMPTY_SLOT = "-"
#: the share of the slots filled in either fingerprint that must agree for two to be the same data
SIMILAR = Fraction(3, 4)
#: what every entry holds, at least
ENTRY_KEYS = {"id", "status", "source", "unit", "epsilon", "mechanism"}


class RegisterError(ValueError):
    """The register cannot be read, locked or written; the message says which file and why."""


class BudgetExceeded(RegisterError):
    """A release would take the ε spent on its source and unit above the cap."""

    def __init__(self, budget, epsilon):
        self.budget = budget
        self.epsilon = epsilon
        super().__init__(
            f"the release register refuses this release: ε = {float(budget.spent):g} has been spent "
            f"on this data (unit of privacy: {budget.unit}) under a cap of {float(budget.cap):g}, "
            f"so {float(budget.remaining):g} remains, less than this release's ε = {float(epsilon):g}")


def exact(epsilon):
    """ε as an exact :class:`~fractions.Fraction` of its shortest decimal (0.1 → 1/10).

    A float becomes the shortest decimal that reads back as the same float
    (``repr``), i.e. the number the user typed; a string is read as a decimal
    or a fraction ("1/10"). Refuses anything that is not finite and greater than 0.
    """
    if isinstance(epsilon, str):
        try:
            value = Fraction(epsilon.strip())
        except (ValueError, ZeroDivisionError):
            raise RegisterError(f"ε {epsilon!r} is not a number") from None
    elif isinstance(epsilon, Fraction):
        value = epsilon
    else:
        number = float(epsilon)
        if not math.isfinite(number):
            raise RegisterError("ε must be a finite number greater than 0")
        value = Fraction(repr(number))
    if not value > 0:
        raise RegisterError("ε must be a finite number greater than 0")
    return value


def _is_fraction(text):
    try:
        return isinstance(text, str) and Fraction(text) > 0
    except (ValueError, ZeroDivisionError):
        return False


def fraction_text(value):
    """An exact fraction as the register stores it: "1/10", "3"."""
    return str(Fraction(value))


def charges(entry_unit, unit):
    """Whether a release of unit ``entry_unit`` counts towards the budget of ``unit`` (module docstring)."""
    return entry_unit == unit or unit == POINT


def utc_now():
    """The current UTC time as ISO 8601 with a "Z"."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds").replace("+00:00", "Z")


def similar(one, other):
    """Whether two fingerprints (:mod:`core.fingerprint`) are of the same data: of the slots filled
    in either, at least :data:`SIMILAR` hold the same character (so about 3/4 or more of the points
    are common to both). A missing fingerprint is like no other."""
    if not one or not other or len(one) != len(other):
        return False
    filled = [(a, b) for a, b in zip(one, other) if a != EMPTY_SLOT or b != EMPTY_SLOT]
    return bool(filled) and sum(a == b for a, b in filled) >= SIMILAR * len(filled)


@dataclass(frozen=True)
class Identity:
    """What names a release's data: its ``source`` (as the plugin names it), the ``dataset`` name
    the custodian declared (None: none) and the keyed ``fingerprint`` of its points (None: not
    computed). An entry is of the same data when any part matches (:meth:`matches`)."""

    source: str
    dataset: str = None
    fingerprint: str = None

    def parts(self):
        """One identity per part given, each matching on that part alone."""
        return [Identity(self.source)] + [Identity(None, dataset=self.dataset)] * bool(self.dataset) \
            + [Identity(None, fingerprint=self.fingerprint)] * bool(self.fingerprint)

    def matches(self, entry):
        return (self.source is not None and entry["source"] == self.source) \
            or (bool(self.dataset) and entry.get("dataset") == self.dataset) \
            or similar(self.fingerprint, entry.get("fingerprint"))


@dataclass(frozen=True)
class Budget:
    """What a register holds for some data and a unit: ε spent (exact), the cap (None: none set),
    the releases counted and how many of them are still pending."""

    source: str
    unit: str
    spent: Fraction
    cap: Fraction = None
    releases: int = 0
    pending: int = 0

    @property
    def remaining(self):
        """The cap minus what is spent (None without a cap); negative if an earlier cap was raised."""
        return None if self.cap is None else self.cap - self.spent

    def allows(self, epsilon):
        return self.cap is None or self.spent + exact(epsilon) <= self.cap


class Register:
    """A release register file (created on the first release; an empty file is an empty register)."""

    def __init__(self, path):
        self.path = Path(path)
        self.lock_path = self.path.with_name(self.path.name + ".lock")
        self.key_path = self.path.with_name(self.path.name + ".key")

    # ------------------------------------------------------------ reading
    def entries(self):
        """The entries in the file, oldest first; RegisterError if it is not a register."""
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return []
        except UnicodeDecodeError:
            text = "not JSON"
        except OSError as error:
            raise RegisterError(f"the release register '{self.path}' cannot be read: "
                                f"{error.strerror}") from None
        if not text.strip():
            return []
        try:
            data = json.loads(text)
        except ValueError:
            data = None
        if not (isinstance(data, dict) and data.get("format") == FORMAT
                and isinstance(data.get("releases"), list) and isinstance(data.get("version", VERSION), int)):
            raise RegisterError(f"'{self.path}' is not a SpatialDP release register; choose another "
                                f"file (a new name starts a new register)")
        if data.get("version", VERSION) > VERSION:
            raise RegisterError(f"the release register '{self.path}' was written by a newer SpatialDP "
                                f"(format version {data['version']}); update the plugin")
        for entry in data["releases"]:
            if not (isinstance(entry, dict) and ENTRY_KEYS <= entry.keys()
                    and _is_fraction(entry["epsilon"])):
                raise RegisterError(f"the release register '{self.path}' holds an entry SpatialDP cannot "
                                    f"read ({str(entry)[:80]}); restore the file or choose another")
        return data["releases"]

    def budget(self, identity, unit, cap=None, entries=None, excluding=None):
        """The :class:`Budget` of ``identity`` (an :class:`Identity`, or a source string) and
        ``unit``: the exact sum of the ε of every entry of the same data (:meth:`Identity.matches`)
        that charges the unit, pending ones included, except the entry ``excluding``; and
        ``cap`` — or, when None, for each part of the identity the cap of the latest entry of
        that part and unit that set one, the smallest of them."""
        identity = identity if isinstance(identity, Identity) else Identity(identity)
        entries = [e for e in (self.entries() if entries is None else entries) if e["id"] != excluding]
        counted = [e for e in entries if identity.matches(e) and charges(e["unit"], unit)]
        if cap is None:
            caps = [[e["cap"] for e in entries if part.matches(e) and e["unit"] == unit
                     and e.get("cap") is not None] for part in identity.parts()]
            cap = min((exact(c[-1]) for c in caps if c), default=None)
        return Budget(identity.source, unit, sum((Fraction(e["epsilon"]) for e in counted), Fraction(0)),
                      None if cap is None else exact(cap), len(counted),
                      sum(e["status"] == PENDING for e in counted))

    def budgets(self, source=None):
        """The :class:`Budget` of every source and unit the register holds (of ``source`` only,
        if given), in the order of their first release."""
        entries = self.entries()
        keys = dict.fromkeys((e["source"], e["unit"]) for e in entries
                             if source is None or e["source"] == source)
        return [self.budget(s, u, entries=entries) for s, u in keys]

    def pending(self):
        """The entries still pending: running, or left by a run that stopped after reading its data."""
        return [e for e in self.entries() if e["status"] == PENDING]

    def key(self):
        """The register's secret fingerprint key (32 bytes), created on first use in ``<register>.key``
        (readable by its owner only). Refused when the register already holds fingerprints but the
        key is gone: a new key would match none of them."""
        try:
            return bytes.fromhex(self.key_path.read_text(encoding="ascii").strip())
        except FileNotFoundError:
            pass
        except (OSError, ValueError):
            raise RegisterError(f"the release register's key '{self.key_path}' cannot be read; "
                                f"restore it from a copy") from None
        if any(e.get("fingerprint") for e in self.entries()):
            raise RegisterError(f"the release register's key '{self.key_path}' is missing, so no "
                                f"earlier release can be recognised by its points; restore the key "
                                f"from a copy (keep it beside the register)")
        handle, temporary = tempfile.mkstemp(prefix=f".{self.key_path.name}.", dir=self.path.parent)
        try:
            with os.fdopen(handle, "w", encoding="ascii") as stream:  # mkstemp: mode 0600
                stream.write(secrets.token_hex(32) + "\n")
            try:
                os.link(temporary, self.key_path)  # never replaces a key another program made first
            except FileExistsError:
                pass
        except OSError as error:
            raise RegisterError(f"the release register's key '{self.key_path}' cannot be written: "
                                f"{error.strerror}") from None
        finally:
            Path(temporary).unlink(missing_ok=True)
        return self.key()

    # ------------------------------------------------------------ changing
    def reserve(self, identity, unit, epsilon, mechanism, *, cap=None, details=None, outputs=()):
        """Reserve ``epsilon`` for a release: ``(entry id, the Budget before it)``.

        Under the lock: the budget of ``identity`` (an :class:`Identity` or a source string;
        with ``cap``, or the last cap set) must allow ``epsilon`` — and so must the budget of the
        unit "point" with its last cap, which this release charges too (:func:`charges`) — else
        :class:`BudgetExceeded` and nothing is written; then a pending entry is appended that
        names the intended ``outputs`` (absolute paths). ``details`` (JSON-ready) is kept with it.
        """
        identity = identity if isinstance(identity, Identity) else Identity(identity)
        epsilon = exact(epsilon)
        with self._locked():
            entries = self.entries()
            budget = self._check(entries, identity, unit, epsilon, cap)
            entry = {
                "id": uuid.uuid4().hex, "status": PENDING, "source": identity.source,
                "dataset": identity.dataset or None, "fingerprint": identity.fingerprint,
                "unit": unit, "epsilon": fraction_text(epsilon), "epsilon_decimal": float(epsilon),
                "cap": None if budget.cap is None else fraction_text(budget.cap), "cap_given": cap is not None,
                "mechanism": mechanism, "reserved": utc_now(), "time": None,
                "outputs": [str(o) for o in outputs], "details": details or {},
            }
            self._write(entries + [entry])
        return entry["id"], budget

    def identify(self, entry_id, fingerprint):
        """Add the points' ``fingerprint`` to a reserved entry: the Budget before it, now also
        counting every entry of similar points. If that budget (with the cap the entry was
        given, else the last cap set) — or the budget of the unit "point" — does not allow the
        entry's ε, the entry is removed and :class:`BudgetExceeded` raised (nothing was released
        yet)."""
        with self._locked():
            entries = self.entries()
            entry = self._find(entries, entry_id)
            identity = Identity(entry["source"], entry.get("dataset"), fingerprint)
            cap = entry["cap"] if entry.get("cap_given") else None
            try:
                budget = self._check(entries, identity, entry["unit"], Fraction(entry["epsilon"]), cap,
                                     excluding=entry_id)
            except BudgetExceeded:
                self._write([e for e in entries if e is not entry])
                raise
            entry.update(fingerprint=fingerprint,
                         cap=None if budget.cap is None else fraction_text(budget.cap))
            self._write(entries)
        return budget

    def _check(self, entries, identity, unit, epsilon, cap, excluding=None):
        """The Budget of ``identity`` and ``unit``, or BudgetExceeded when it, or the budget of
        the unit "point", does not allow ``epsilon``."""
        budget = self.budget(identity, unit, None if cap is None else exact(cap), entries, excluding)
        if not budget.allows(epsilon):
            raise BudgetExceeded(budget, epsilon)
        if unit != POINT:
            points = self.budget(identity, POINT, entries=entries, excluding=excluding)
            if not points.allows(epsilon):
                raise BudgetExceeded(points, epsilon)
        return budget

    def commit(self, entry_id, outputs=None):
        """Mark a reserved release as released, with its UTC time and ``outputs`` (strings; None:
        the outputs it named when reserved)."""
        with self._locked():
            entries = self.entries()
            entry = self._find(entries, entry_id)
            entry.update(status=RELEASED, time=utc_now(),
                         outputs=entry["outputs"] if outputs is None else [str(o) for o in outputs])
            self._write(entries)

    def cancel(self, entry_id):
        """Remove a reserved release that released nothing; committed ones stay."""
        with self._locked():
            entries = self.entries()
            kept = [e for e in entries if not (e["id"] == entry_id and e["status"] == PENDING)]
            if len(kept) != len(entries):
                self._write(kept)

    def _find(self, entries, entry_id):
        for entry in entries:
            if entry["id"] == entry_id:
                return entry
        raise RegisterError(f"the release register '{self.path}' has no entry {entry_id} "
                            f"(was the file replaced, or the entry reconciled, meanwhile?)")

    def _write(self, entries):
        """Replace the register with ``entries``: a temporary file in its folder, then os.replace."""
        text = json.dumps({"format": FORMAT, "version": VERSION, "releases": entries},
                          ensure_ascii=False, indent=1)
        handle, temporary = tempfile.mkstemp(prefix=f".{self.path.name}.", suffix=".tmp",
                                             dir=self.path.parent)
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as stream:
                stream.write(text + "\n")
                stream.flush()
                os.fsync(stream.fileno())
            os.replace(temporary, self.path)
        except BaseException as error:
            Path(temporary).unlink(missing_ok=True)
            if isinstance(error, OSError):  # a full disk, a file held open elsewhere: one sentence
                raise RegisterError(f"the release register '{self.path}' cannot be written: "
                                    f"{error.strerror or error}; it is left as it was") from None
            raise

    def _locked(self):
        return _Lock(self.lock_path)


class _Lock:
    """An exclusive lock on ``<register>.lock`` held through the operating system (``flock`` on
    POSIX, ``msvcrt.locking`` on Windows): the system releases it when the program ends, even by
    a crash, so a lock is never stale and never taken over. The file itself stays (deleting a
    locked file would let two programs lock two different files)."""

    def __init__(self, path):
        self.path = path
        self.stream = None

    def __enter__(self):
        try:
            self.stream = open(self.path, "a+b")
        except OSError as error:
            raise RegisterError(f"the release register's folder cannot be written "
                                f"({self.path.parent}): {error.strerror}") from None
        deadline = time.monotonic() + LOCK_WAIT_SECONDS
        while not try_lock(self.stream.fileno()):
            if time.monotonic() > deadline:
                self.stream.close()
                raise RegisterError(
                    f"the release register is in use by another program ({self.path}); "
                    f"try again when its release has finished")
            time.sleep(0.05)
        return self

    def __exit__(self, *exc):
        try:
            unlock(self.stream.fileno())
        finally:
            self.stream.close()
        return False


if os.name == "nt":  # pragma: no cover (Windows)
    import msvcrt

    def _lock(fd, mode):
        os.lseek(fd, 0, os.SEEK_SET)  # the file's first byte, whatever was read or written
        msvcrt.locking(fd, mode, 1)

    def try_lock(fd):
        """Take the exclusive operating-system lock of the open file ``fd`` without waiting;
        False if another program holds it. The system releases it when the program ends, even
        by a crash (the register's lock, and each output's while it is written: spatialdp_qgis/partial.py)."""
        try:
            _lock(fd, msvcrt.LK_NBLCK)
        except OSError:
            return False
        return True

    def unlock(fd):
        _lock(fd, msvcrt.LK_UNLCK)
else:
    import fcntl

    def try_lock(fd):
        """Take the exclusive operating-system lock of the open file ``fd`` without waiting;
        False if another program holds it. The system releases it when the program ends, even
        by a crash (the register's lock, and each output's while it is written: spatialdp_qgis/partial.py)."""
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    def unlock(fd):
        fcntl.flock(fd, fcntl.LOCK_UN)


def main(argv=None):
    """Reconcile pending entries (docs/register.md): ``pending REGISTER`` lists them; once the
    custodian has checked whether an entry's outputs were published, ``released REGISTER ID``
    records it as released (with the outputs it named) and ``cancel REGISTER ID`` removes it."""
    parser = argparse.ArgumentParser(prog="python3 core/register.py", description=main.__doc__)
    parser.add_argument("action", choices=("pending", "released", "cancel"))
    parser.add_argument("register")
    parser.add_argument("entry", nargs="?", help="the id of a pending entry (released, cancel)")
    options = parser.parse_args(argv)
    register = Register(options.register)
    try:
        if options.action == "pending":
            for entry in register.pending():
                print(f"{entry['id']}  ε = {entry['epsilon']}  {entry['mechanism']}  "
                      f"reserved {entry.get('reserved')}  outputs: {', '.join(entry['outputs']) or '-'}")
            return 0
        if not any(e["id"] == options.entry for e in register.pending()):
            raise RegisterError(f"'{options.register}' holds no pending entry {options.entry}")
        if options.action == "released":
            register.commit(options.entry)
        else:
            register.cancel(options.entry)
    except RegisterError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
