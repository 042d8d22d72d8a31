"""Output files built in a hidden, locked folder and moved onto their own name when complete.

A run that is killed (SIGKILL, a crash, the power) cannot remove what it was writing. So a
file output is written, under its own name, into a hidden folder
``.spatialdp-partial-<token>`` next to it, with everything that belongs to it (the style, the
metadata, a Shapefile's side files) finished there, and only then moved out onto the final
name (``os.replace``, atomic within a file system; the output itself last): a final name holds
a complete output or nothing of this run.

A killed writer's files are recognised by a lock. Each writer holds an OS lock on the file
``.spatialdp-partial-<token>.lock`` (``flock``; ``msvcrt.locking`` on Windows) for as long as
it writes; the kernel releases it when the process dies, however it dies. Every write first
sweeps its folder (:func:`sweep`): a token whose lock can be taken belongs to a dead run and
its folder is removed; one whose lock is held belongs to a live run and is left alone. Nothing
that does not have this form is ever touched. docs/outputs.md says what is guaranteed for
which kind of output.
"""

import os
import re
import secrets
import shutil
from pathlib import Path

from ..core.register import try_lock

MARK = ".spatialdp-partial-"
#: a write's folder ``.spatialdp-partial-<16 hex digits>`` and its lock (that name + ``.lock``)
_PARTIAL = re.compile(r"^(" + re.escape(MARK) + r"[0-9a-f]{16})(\.lock)?$")


def _remove(path):
    """Remove a file or a write's folder, if it is there."""
    try:
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path)
        else:
            path.unlink()
    except FileNotFoundError:
        pass


def sweep(folder):
    """Remove the partial outputs of dead runs from ``folder``; return how many were removed.

    A write is dead when its lock can be taken (or its lock file is gone: a sweep was itself
    stopped halfway). Its folder is removed while the lock is held, the lock file last.
    """
    folder = Path(folder)
    try:
        names = {m.group(1) for m in map(_PARTIAL.match, os.listdir(folder)) if m}
    except OSError:
        return 0
    removed = 0
    for name in sorted(names):
        lock = folder / (name + ".lock")
        try:
            fd = os.open(lock, os.O_RDWR)
        except FileNotFoundError:
            fd = None
        except OSError:
            continue  # not ours to judge (permissions)
        if fd is not None and not try_lock(fd):
            os.close(fd)
            continue  # a live run is writing it
        try:
            _remove(folder / name)
        except OSError:
            if fd is not None:
                os.close(fd)
            continue
        if fd is None:
            _remove(lock)
        else:
            _release(fd, lock)
        removed += 1
    return removed


def _release(fd, lock):
    """Close the locked ``fd`` and remove its lock file: on POSIX while still locked, so that no
    writer takes a lock file about to vanish; Windows removes no open file."""
    if os.name != "nt":
        _remove(lock)
        os.close(fd)
    else:
        os.close(fd)
        _remove(lock)


class Partial:
    """One output file being written (a context manager).

    Entering sweeps the folder of ``final`` (:func:`sweep`), takes a fresh token and its lock
    and makes the write's hidden folder; :attr:`path` is where to write: the final name in that
    folder. :meth:`commit` moves every file written there (the output, its side files) onto the
    final folder, the output itself last. Leaving removes the write's folder and its lock,
    with whatever was not committed.
    """

    def __init__(self, final):
        self.final = Path(final)
        self.folder = self.final.parent
        self.work = self.path = None
        self._fd = None

    def __enter__(self):
        sweep(self.folder)
        while self._fd is None:
            work = self.folder / f"{MARK}{secrets.token_hex(8)}"
            lock = Path(f"{work}.lock")
            fd = os.open(lock, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600)
            # a sweep may take a new lock file before its writer does: keep it only if still there
            if try_lock(fd) and _same_file(fd, lock):
                self._fd, self.work = fd, work
            else:
                os.close(fd)
        try:
            self.work.mkdir()
        except OSError:
            self.__exit__()
            raise
        self.path = self.work / self.final.name
        return self

    def commit(self):
        """Move the finished output (and its side files) onto the final folder."""
        with open(self.path, "rb+") as written:  # on disk before its name says it is complete
            os.fsync(written.fileno())
        for member in sorted(self.work.iterdir(), key=lambda p: p == self.path):
            os.replace(member, self.folder / member.name)

    def __exit__(self, *exc):
        try:
            _remove(self.work)
        except OSError:
            pass  # a file still open (Windows): the next write into the folder sweeps it
        finally:
            _release(self._fd, Path(f"{self.work}.lock"))
            self._fd = None
        return False


def _same_file(fd, path):
    try:
        return os.path.samestat(os.fstat(fd), os.stat(path))
    except OSError:
        return False
