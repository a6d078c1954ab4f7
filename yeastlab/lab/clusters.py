"""Where a sweep runs: an embedded Dask ``LocalCluster``, a running scheduler, or an
``SSHCluster`` over the hosts used for SSH inference (:func:`cluster_args` builds the arguments;
:func:`connect` makes the client), and what the cluster's processes share: per-host request
limits (:func:`host_slots`, a ``dask.distributed.Semaphore`` per host, held by the scheduler).
Dask is imported on first use, not with yeastlab.
"""

from __future__ import annotations

import os
import re
import sys
import threading
from typing import Any

from yeastlab.backends.pool import SharedSlot, share_limits
from yeastlab.core.config import Settings
from yeastlab.core.errors import ConfigError

__all__ = ["cluster_args", "connect", "dashboard", "host_slots", "share_host_limits"]

_SLOTS: dict[tuple[str, int], SharedSlot] = {}
_SLOTS_LOCK = threading.Lock()


def host_slots(key: str, limit: int) -> SharedSlot:
    """The cluster-wide slots of one model host: a ``dask.distributed.Semaphore`` of ``limit``
    leases named for the host (one object per process, reused by every pool built in it).

    The scheduler holds the count, so the limit holds across worker processes and threads; a
    worker that dies loses its leases when they time out (Dask's
    ``distributed.scheduler.locks.lease-timeout``, 30 s by default).
    """
    from dask.distributed import Semaphore

    with _SLOTS_LOCK:
        slot = _SLOTS.get((key, limit))
        if slot is None:
            slot = _SLOTS[(key, limit)] = Semaphore(
                max_leases=limit, name=f"yeastlab-host-{key}-limit-{limit}"
            )
        return slot


def share_host_limits() -> bool:
    """On a Dask worker, make pools built from now on in this process hold their per-host
    limits across the whole cluster (:func:`host_slots`). Returns whether it did (False
    outside a worker: a pool's limits then hold within the pool)."""
    from dask.distributed import get_worker

    try:
        get_worker()
    except ValueError:
        return False
    share_limits(host_slots)
    return True


def cluster_args(
    cluster: str | None, settings: Settings, workers: int | None, threads: int | None = None
) -> tuple[str, dict]:
    """What cluster a ``cluster`` argument names, and the arguments to make or reach it.

    ``threads`` (default 1) runs that many runs at once in each worker process: a yeast mostly
    waits on its model, so on a machine with few cores a batching server's N slots are better
    fed by N threads in one or two processes than by N processes competing with the server.

    Returns:
        ``("local", LocalCluster kwargs)``, ``("address", {"address": …})`` or
        ``("ssh", SSHCluster kwargs)``.

    Raises:
        ConfigError: a form this does not know.
    """
    if cluster in (None, "", "local"):
        return "local", {
            "n_workers": workers or min(4, os.cpu_count() or 1),
            "threads_per_worker": threads or 1,
            "processes": True,
            "dashboard_address": "127.0.0.1:0",
            "host": "127.0.0.1",
        }
    if re.fullmatch(r"(tcp|tls|ws|wss|inproc)://.+", cluster):
        return "address", {"address": cluster}
    if cluster.startswith("ssh://"):
        user, _, hosts_text = cluster[len("ssh://") :].rpartition("@")
        hosts = [h.strip() for h in hosts_text.split(",") if h.strip()]
        if not hosts:
            raise ConfigError("Write an SSH cluster as ssh://[USER@]SCHEDULER,WORKER,…")
        if len(hosts) == 1:
            hosts = hosts * 2  # the scheduler's host runs a worker too
        connect: dict[str, Any] = {"port": settings.ssh_port}
        if user or settings.ssh_user:
            connect["username"] = user or settings.ssh_user
        if settings.ssh_key_path:
            connect["client_keys"] = [settings.ssh_key_path]
        if settings.ssh_known_hosts:
            connect["known_hosts"] = settings.ssh_known_hosts
        elif settings.ssh_trust_on_first_use:
            connect["known_hosts"] = None
        return "ssh", {
            "hosts": hosts,
            "connect_options": connect,
            "worker_options": {"nthreads": threads or 1, "n_workers": workers or 1},
            "scheduler_options": {"port": 8786, "dashboard_address": ":8787"},
            "remote_python": sys.executable,
        }
    raise ConfigError(
        f"Unknown cluster {cluster!r}: leave it out (an embedded LocalCluster), give a scheduler "
        "address tcp://HOST:8786, or SSH hosts ssh://USER@SCHEDULER,WORKER,…"
    )


def connect(
    cluster: Any, settings: Settings, workers: int | None, threads: int | None = None
) -> tuple[Any, Any, bool]:
    """A dask Client from a ``cluster`` argument of :func:`~yeastlab.lab.sweep.sweep`.

    Returns:
        ``(client, cluster made here or None, whether to close the client)``.
    """
    from dask.distributed import Client, LocalCluster, SSHCluster

    if isinstance(cluster, Client):
        return cluster, None, False
    if cluster is not None and not isinstance(cluster, str):  # a cluster object
        return Client(cluster), None, True
    kind, kwargs = cluster_args(cluster, settings, workers, threads)
    if kind == "address":
        return Client(kwargs["address"]), None, True
    import logging

    made = (
        LocalCluster(silence_logs=logging.ERROR, **kwargs)
        if kind == "local"
        else SSHCluster(**kwargs)
    )
    return Client(made), made, True


def dashboard(client: Any) -> str:
    """The dashboard's address, or why there is none."""
    try:
        import bokeh  # noqa: F401
    except ImportError:
        return "off (pip install bokeh to see Dask's dashboard)"
    return client.dashboard_link or "off"
