"""A throw-away distributed PostgreSQL (Citus) cluster for the push-down tests (issue 25, docs/citus.md).

A coordinator and two workers, each a cluster of :mod:`.postgis_fixture` (its own folder, socket and
random port, no TCP listener) started with ``shared_preload_libraries=citus`` and the ``citus`` and
``postgis`` extensions; the workers are registered on the coordinator with ``citus_add_node`` over
their Unix sockets. Every table :func:`.postgis_fixture.load_points` fills on the coordinator is
then distributed (:meth:`Coordinator.loaded`) on ``id`` or on the user column ``uid`` when it has
one. Citus is built from source by ``make test-citus`` (scripts/citus_build.sh), which also sets
SPATIALDP_CITUS=1; without its ``citus.so`` or that variable the tests skip and say so.
"""

import os

from .postgis_fixture import PG_BIN, Cluster, ClusterUnavailable, cluster_or_skip, set_up, start_cluster

#: the server's Citus library, installed by scripts/citus_build.sh
CITUS_LIBRARY = PG_BIN.parent / "lib" / "citus.so"
#: shards per distributed table: a few per worker, as a real deployment has (Citus's default is 32)
SHARDS = 8
#: Unix sockets between the nodes: no TLS, which Citus asks for by default; a connection per shard
#: task at once, as Citus opens them on a large table (its slow start adds one every 10 ms while
#: tasks wait), so that a query reads a worker's shards over several connections
SETTINGS = ("-c shared_preload_libraries=citus -c citus.node_conninfo=sslmode=disable "
            "-c citus.force_max_query_parallelization=on")


class Coordinator(Cluster):
    """The coordinator: what QGIS connects to. ``distribution`` is the column tables are sharded
    on: ``"id"``, or ``"uid"`` (the tests' user column; tables without one on ``id``)."""

    workers = ()
    distribution = "id"

    def loaded(self, table, columns):
        column = self.distribution if self.distribution in columns else "id"
        if column != "id":  # Citus's keys must hold the distribution column
            self.sql(f"ALTER TABLE {table} DROP CONSTRAINT {table}_pkey")
        self.sql(f"SELECT create_distributed_table('{table}', '{column}', shard_count := {SHARDS})")

    def stop(self):
        for worker in self.workers:
            worker.stop()
        super().stop()


def start_citus(distribution="id"):
    """A coordinator with two workers, its tables sharded on ``distribution``, or
    :class:`ClusterUnavailable` with the reason."""
    if not CITUS_LIBRARY.exists():
        raise ClusterUnavailable(f"Citus is not installed ({CITUS_LIBRARY} is missing; `make test-citus` "
                                 "builds it from the pinned source)")
    workers = []
    try:
        for _ in range(2):
            workers.append(start_cluster(SETTINGS, ("citus", "postgis")))
        coordinator = start_cluster(SETTINGS, ("citus", "postgis"), kind=Coordinator)
    except ClusterUnavailable:
        for worker in workers:
            worker.stop()
        raise
    coordinator.workers, coordinator.distribution = workers, distribution
    for node in (*workers, coordinator):  # a node's connections to itself (EXPLAIN ANALYZE) use its socket
        set_up(node, [f"ALTER SYSTEM SET citus.local_hostname = '{node.folder}'", "SELECT pg_reload_conf()"])
    return set_up(coordinator, [f"SELECT citus_set_coordinator_host('{coordinator.folder}', {coordinator.port})"]
                  + [f"SELECT citus_add_node('{worker.folder}', {worker.port})" for worker in workers])


def citus_or_skip(distribution="id"):
    """A started Citus cluster, or the calling test skipped with the reason none can start here."""
    import pytest

    if not os.environ.get("SPATIALDP_CITUS"):
        pytest.skip("the Citus tests run with `make test-citus` (SPATIALDP_CITUS=1): they take minutes")
    return cluster_or_skip(lambda: start_citus(distribution), "Citus")
