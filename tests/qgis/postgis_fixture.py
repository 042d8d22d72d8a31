"""A throw-away PostgreSQL + PostGIS 3 cluster for the push-down tests (issue 14).

The server is Debian's (``make setup`` installs ``postgresql`` and ``postgresql-postgis``:
PostgreSQL 15 on Debian 12, 17 on Debian 13); the newest installed version is used, or
``SPATIALDP_PG_BIN``.

:func:`start_cluster` runs ``initdb`` in a temporary folder (as the
``postgres`` OS user when the tests run as root: PostgreSQL refuses root),
starts the server on a Unix socket in that folder and a random port, with no
TCP listener, and creates a database with the ``postgis`` extension. It
raises :class:`ClusterUnavailable` with the reason when any step fails; the
fixture then skips with that reason. The cluster is stopped and its folder
removed at the end of the session. Also used by the benchmark
(tests/benchmarks/bench_postgis.py).
"""

import os
import random
import shutil
import subprocess
import tempfile
from pathlib import Path

# a step's time limit only catches a hang: initdb and the server's start take minutes on a loaded
# machine (issue 23 item 9). scripts/ is on the path (tests/conftest.py, the benchmarks' benchkit)
from qgisrun import HANG_SECONDS


def _newest_server():
    """The ``bin`` folder of the newest PostgreSQL server Debian installed (``/usr/lib/postgresql/N``)."""
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"),
                   key=lambda path: int(path.parent.parent.name) if path.parent.parent.name.isdigit() else 0)
    return found[-1].parent if found else Path("/usr/lib/postgresql/15/bin")


PG_BIN = Path(os.environ.get("SPATIALDP_PG_BIN") or _newest_server())
DATABASE = "spatialdp"


class ClusterUnavailable(RuntimeError):
    """PostgreSQL or PostGIS cannot be started here; the message says why."""


def _as_owner():
    """The command prefix that runs a server command as a non-root user."""
    return ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []


class Cluster:
    """A running cluster: its socket folder, port and database; :meth:`sql` runs psql."""

    def __init__(self, folder, port):
        self.folder = Path(folder)
        self.port = port
        self.user = "postgres" if os.geteuid() == 0 else os.environ.get("USER", "postgres")

    @property
    def data(self):
        return self.folder / "data"

    def pg(self, tool, *args, **run):
        return subprocess.run(_as_owner() + [str(PG_BIN / tool), *args], capture_output=True,
                              text=True, **run)

    def sql(self, text, stdin=None, database=DATABASE):
        """Run ``text`` with psql (``-v ON_ERROR_STOP=1``); returns its stdout (unaligned, no header)."""
        done = self.pg("psql", "-h", str(self.folder), "-p", str(self.port), "-d", database,
                       "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-c", text, input=stdin)
        if done.returncode:
            raise RuntimeError(f"psql failed: {done.stderr.strip()}")
        return done.stdout

    def uri(self, table, geometry="geom", key="id", srid=32633, sql=""):
        """A QGIS ``postgres`` data source URI of ``table`` (schema public) in this cluster."""
        text = (f"dbname='{DATABASE}' host={self.folder} port={self.port} user='{self.user}' "
                f"key='{key}' srid={srid} type=Point checkPrimaryKeyUnicity='0' "
                f'table="public"."{table}" ({geometry})')
        return text + (f" sql={sql}" if sql else "")

    def loaded(self, table, columns):
        """Called when :func:`load_points` has filled ``table`` (its attribute ``columns``): nothing
        to do on one server (a distributed cluster shards it, tests/qgis/citus_fixture.py)."""

    def stop(self):
        self.pg("pg_ctl", "-D", str(self.data), "-m", "immediate", "stop")
        shutil.rmtree(self.folder, ignore_errors=True)


def start_cluster(settings="", extensions=("postgis",), kind=Cluster):
    """Start a cluster (a ``kind``) with the database :data:`DATABASE` and the ``extensions``, or
    :class:`ClusterUnavailable`; ``settings``: more server options (``-c name=value …``)."""
    if not (PG_BIN / "initdb").exists():
        raise ClusterUnavailable(f"PostgreSQL is not installed ({PG_BIN / 'initdb'} is missing; "
                                 "run `make setup`)")
    folder = Path(tempfile.mkdtemp(prefix="spatialdp-pg-"))
    if os.geteuid() == 0:
        shutil.chown(folder, "postgres", "postgres")
    cluster = kind(folder, random.randint(20000, 60000))
    steps = [
        ("initdb", "-D", str(cluster.data), "-A", "trust", "-U", cluster.user, "--no-sync", "-E", "UTF8"),
        ("pg_ctl", "-D", str(cluster.data), "-w", "-t", str(HANG_SECONDS), "-l", str(folder / "log"), "-o",
         f"-k {folder} -p {cluster.port} -c listen_addresses='' -c fsync=off {settings}", "start"),
    ]
    for step in steps:
        done = cluster.pg(*step, timeout=HANG_SECONDS)
        if done.returncode:
            log = (folder / "log").read_text() if (folder / "log").exists() else ""
            shutil.rmtree(folder, ignore_errors=True)
            raise ClusterUnavailable(f"{step[0]} failed: {(done.stderr or done.stdout).strip()} {log}")
    set_up(cluster, [f"CREATE DATABASE {DATABASE}"], database="postgres")
    return set_up(cluster, [f"CREATE EXTENSION {extension}" for extension in extensions])


def set_up(cluster, statements, database=DATABASE):
    """``cluster`` once psql has run each of ``statements`` in ``database``; when one fails, the
    cluster is stopped and :class:`ClusterUnavailable` says why."""
    try:
        for statement in statements:
            cluster.sql(statement, database=database)
    except RuntimeError as error:
        cluster.stop()
        raise ClusterUnavailable(str(error)) from None
    return cluster


def load_points(cluster, table, x, y, columns=None, srid=32633):
    """Table ``table`` (id serial key, ``geom`` Point) with the points and attribute ``columns``
    (name → (SQL type, values); None for null), loaded with COPY; coordinates travel as
    shortest round-trip decimals, so the doubles are exactly those given."""
    columns = columns or {}
    names = list(columns)
    definition = "".join(f", {name} {kind}" for name, (kind, _) in columns.items())
    cluster.sql(f"DROP TABLE IF EXISTS {table}; CREATE TABLE {table} (id serial PRIMARY KEY, "
                f"geom geometry(Point, {srid}), x float8, y float8{definition})")
    rows = []
    for i in range(len(x)):
        values = [repr(float(x[i])), repr(float(y[i]))]
        values += [r"\N" if columns[n][1][i] is None else str(columns[n][1][i]) for n in names]
        rows.append("\t".join(values))
    cluster.sql(f"COPY {table} (x, y{''.join(', ' + n for n in names)}) FROM STDIN",
                stdin="\n".join(rows) + "\n")
    cluster.sql(f"UPDATE {table} SET geom = ST_SetSRID(ST_MakePoint(x, y), {srid}); "
                f"ALTER TABLE {table} DROP COLUMN x, DROP COLUMN y; ANALYZE {table}")
    cluster.loaded(table, names)


def cluster_or_skip(start=start_cluster, what="PostgreSQL + PostGIS"):
    """A cluster from ``start()``, or the calling test skipped with the reason none can start here."""
    import pytest

    try:
        return start()
    except ClusterUnavailable as reason:
        pytest.skip(f"{what} cannot be started here: {reason}")
