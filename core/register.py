"""The release register: one privacy budget for a data source across releases (docs/register.md).

Releases of the same data compose sequentially: k releases with ε_1 … ε_k
are together (Σ ε_i)-differentially private for the same unit of privacy
(Dwork & Roth, *The Algorithmic Foundations of Differential Privacy*, 2014,
Theorem 3.16). One release's ledger (:mod:`core.budget`) cannot see the
others; the register can. It is a JSON file that lists every release of a
data source — its source identity, unit of privacy, ε, mechanism, UTC time
and outputs — sums what it holds for a source and unit, and refuses
(:class:`BudgetExceeded`) a release that would take the sum above the cap.

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
*reserved* (a pending entry that already counts) before the mechanism runs
and *committed* with its outputs only after they are written, or cancelled
when nothing was written; a program that crashes in between leaves a pending
entry, which keeps counting, on the safe side.

Nothing here imports QGIS; the plugin derives the source identity.
"""

import json
import math
import os
import tempfile
import time
import uuid
from dataclasses import dataclass
from datetime import datetime, timezone
from fractions import Fraction
from pathlib import Path

#: the register file's ``format`` and ``version``
FORMAT = "spatialdp-release-register"
VERSION = 1
#: the unit of privacy every release of a source also protects
POINT = "point"
#: how long a change waits for another program's lock before it gives up with a sentence
LOCK_WAIT_SECONDS = 15.0
PENDING, RELEASED = "pending", "released"
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


@dataclass(frozen=True)
class Budget:
    """What a register holds for a source and unit: ε spent (exact), the cap (None: none set),
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

    def budget(self, source, unit, cap=None, entries=None):
        """The :class:`Budget` of ``source`` and ``unit``: the exact sum of the ε of every entry
        that charges it, pending ones included, and ``cap`` — or, when None, the cap of the
        latest entry of this source and unit that set one."""
        entries = self.entries() if entries is None else entries
        counted = [e for e in entries if e["source"] == source and charges(e["unit"], unit)]
        if cap is None:
            caps = [e["cap"] for e in entries
                    if e["source"] == source and e["unit"] == unit and e.get("cap") is not None]
            cap = caps[-1] if caps else None
        return Budget(source, unit, sum((Fraction(e["epsilon"]) for e in counted), Fraction(0)),
                      None if cap is None else exact(cap), len(counted),
                      sum(e["status"] == PENDING for e in counted))

    def budgets(self, source=None):
        """The :class:`Budget` of every source and unit the register holds (of ``source`` only,
        if given), in the order of their first release."""
        entries = self.entries()
        keys = dict.fromkeys((e["source"], e["unit"]) for e in entries
                             if source is None or e["source"] == source)
        return [self.budget(s, u, entries=entries) for s, u in keys]

    # ------------------------------------------------------------ changing
    def reserve(self, source, unit, epsilon, mechanism, cap=None, details=None):
        """Reserve ``epsilon`` for a release: ``(entry id, the Budget before it)``.

        Under the lock: the budget (with ``cap``, or the last cap set for the source and unit)
        must allow ``epsilon`` — and so must the budget of the unit "point" with its last cap,
        which this release charges too (:func:`charges`) — else :class:`BudgetExceeded` and
        nothing is written; then a pending entry is appended. ``details`` (JSON-ready) is kept
        with the entry.
        """
        epsilon = exact(epsilon)
        cap = None if cap is None else exact(cap)
        with self._locked():
            entries = self.entries()
            budget = self.budget(source, unit, cap, entries)
            if not budget.allows(epsilon):
                raise BudgetExceeded(budget, epsilon)
            if unit != POINT:
                points = self.budget(source, POINT, entries=entries)
                if not points.allows(epsilon):
                    raise BudgetExceeded(points, epsilon)
            entry = {
                "id": uuid.uuid4().hex, "status": PENDING, "source": source, "unit": unit,
                "epsilon": fraction_text(epsilon), "epsilon_decimal": float(epsilon),
                "cap": None if budget.cap is None else fraction_text(budget.cap),
                "mechanism": mechanism, "reserved": utc_now(), "time": None, "outputs": [],
                "details": details or {},
            }
            self._write(entries + [entry])
        return entry["id"], budget

    def commit(self, entry_id, outputs):
        """Mark a reserved release as released, with its UTC time and ``outputs`` (strings)."""
        with self._locked():
            entries = self.entries()
            entry = self._find(entries, entry_id)
            entry.update(status=RELEASED, time=utc_now(), outputs=[str(o) for o in outputs])
            self._write(entries)

    def cancel(self, entry_id):
        """Remove a reserved release that wrote nothing (an error, a cancel); committed ones stay."""
        with self._locked():
            entries = self.entries()
            kept = [e for e in entries if not (e["id"] == entry_id and e["status"] == PENDING)]
            if len(kept) != len(entries):
                self._write(kept)

    def _find(self, entries, entry_id):
        for entry in entries:
            if entry["id"] == entry_id:
                return entry
        raise RegisterError(f"the release register '{self.path}' lost the entry of this release "
                            f"(was the file replaced while it ran?)")

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
        while True:
            try:
                _try_lock(self.stream)
                return self
            except OSError:
                if time.monotonic() > deadline:
                    self.stream.close()
                    raise RegisterError(
                        f"the release register is in use by another program ({self.path}); "
                        f"try again when its release has finished") from None
                time.sleep(0.05)

    def __exit__(self, *exc):
        try:
            _unlock(self.stream)
        finally:
            self.stream.close()
        return False


if os.name == "nt":  # pragma: no cover (Windows)
    import msvcrt

    def _try_lock(stream):
        stream.seek(0)
        msvcrt.locking(stream.fileno(), msvcrt.LK_NBLCK, 1)

    def _unlock(stream):
        stream.seek(0)
        msvcrt.locking(stream.fileno(), msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _try_lock(stream):
        fcntl.flock(stream.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(stream):
        fcntl.flock(stream.fileno(), fcntl.LOCK_UN)

    def __exit__(self, *exc):
        self.path.unlink(missing_ok=True)
        return False
