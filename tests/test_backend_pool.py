"""A pool of model hosts: per-host limits, failover, health checks, a host killed mid-run."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

import pytest
from fixtures.fake_openai import Failure, FakeOpenAI

import yeastlab
from yeastlab.backends.pool import BackendPool, host_key, parse_pool_spec, share_limits
from yeastlab.backends.registry import make_backend
from yeastlab.core.errors import BackendError, BackendUnavailable, ConfigError

HELLO = [{"role": "user", "content": "hello"}]


@pytest.fixture
def two_servers():
    with FakeOpenAI() as a, FakeOpenAI() as b:
        yield a, b


def _spec(*servers: FakeOpenAI, limit: int = 2) -> str:
    return "pool:" + ",".join(f"{s.spec}?limit={limit}" for s in servers)


def test_spec_parsing_with_limits_and_defaults():
    assert parse_pool_spec("pool:ollama://a:11434,openai://b:8080/m?limit=8,offline") == [
        ("ollama://a:11434", 1),
        ("openai://b:8080/m", 8),
        ("offline", 1),
    ]
    assert parse_pool_spec("pool:openai://b:8080/m") == [("openai://b:8080/m", 4)]
    for bad in ("pool:", "pool:offline?limit=0", "pool:offline?limit=x", "pool:pool:offline"):
        with pytest.raises(ConfigError):
            parse_pool_spec(bad)


def test_make_backend_builds_a_pool(two_servers):
    a, b = two_servers
    pool = make_backend(_spec(a, b, limit=3))
    assert isinstance(pool, BackendPool) and pool.model == "fake-model"
    assert [(h.name, h.limit, h.up) for h in pool.hosts()] == [
        (a.spec, 3, True),
        (b.spec, 3, True),
    ]
    pool.close()


def test_requests_spread_and_respect_each_hosts_limit(two_servers):
    a, b = two_servers
    a.latency = b.latency = 0.05
    with make_backend(_spec(a, b, limit=2)) as pool, ThreadPoolExecutor(8) as workers:
        texts = list(
            workers.map(lambda i: pool.chat([{"role": "user", "content": str(i)}]).text, range(24))
        )
    assert texts == [f"echo: {i}" for i in range(24)]
    assert a.max_in_flight <= 2 and b.max_in_flight <= 2
    assert len(a.requests) >= 6 and len(b.requests) >= 6
    assert len(a.requests) + len(b.requests) == 24


def test_a_dead_host_fails_over_and_is_marked_down(two_servers):
    a, b = two_servers
    now = [0.0]
    pool = BackendPool(
        [make_backend(a.spec), make_backend(b.spec)], recheck_after=10, clock=lambda: now[0]
    )
    port = a.port
    a.kill()
    replies = [pool.chat(HELLO).text for _ in range(4)]
    assert replies == ["echo: hello"] * 4 and len(b.requests) == 4
    state = pool.hosts()[0]
    assert not state.up and state.failures == 1 and "BackendUnavailable" in state.last_error
    # Back up, but not re-checked before recheck_after: still down.
    a.start(port)
    pool.chat(HELLO)
    assert len(a.requests) == 0
    now[0] = 11.0  # the health check runs before the next request is sent to it
    with ThreadPoolExecutor(2) as workers:
        list(workers.map(lambda _: pool.chat(HELLO), range(4)))
    assert pool.hosts()[0].up and len(a.requests) >= 1
    pool.close()


def test_every_host_down_says_so(two_servers):
    a, b = two_servers
    pool = make_backend(_spec(a, b))
    a.kill()
    b.kill()
    with pytest.raises(BackendUnavailable, match="Every host of pool:.* is down"):
        pool.chat(HELLO)
    assert [h.up for h in pool.check()] == [False, False]


def test_request_errors_are_not_failed_over(two_servers):
    a, b = two_servers
    pool = BackendPool([make_backend(a.spec)])
    a.enqueue(Failure(400, "bad request"))
    with pytest.raises(BackendError, match="bad request"):
        pool.chat(HELLO)
    assert pool.hosts()[0].up  # the request's fault, not the host's


def test_stream_fails_over_before_its_first_piece(two_servers):
    a, b = two_servers
    pool = BackendPool([make_backend(a.spec), make_backend(b.spec)])
    a.kill()
    chunks = list(pool.stream(HELLO))
    assert chunks[-1].done and chunks[-1].reply.text == "echo: hello"


def test_host_killed_mid_run_loses_and_duplicates_no_turn(two_servers, tmp_path):
    """A yeast chatting through the pool while one host dies: every turn answered, once."""
    a, b = two_servers
    a.latency = b.latency = 0.01
    killed = threading.Event()
    with yeastlab.open(tmp_path / "y", backend=_spec(a, b), embedder="hashing") as yeast:
        for i in range(8):
            if i == 3:
                a.kill()
                killed.set()
            yeast.chat(f"Message number {i}.")
        turns = yeast.turns()
    assert killed.is_set() and len(turns) == 8
    assert sorted(turns["user_input"].tolist()) == sorted(f"Message number {i}." for i in range(8))
    assert not any(turns["error"].astype(bool))


class _SharedSlots:
    """Slots shared by every pool of this process, keyed like the cluster's: what
    ``dask.distributed.Semaphore`` does across processes (see yeastlab.lab.clusters)."""

    def __init__(self):
        self.made: dict[tuple[str, int], threading.BoundedSemaphore] = {}
        self.lock = threading.Lock()

    def __call__(self, key: str, limit: int) -> threading.BoundedSemaphore:
        with self.lock:
            return self.made.setdefault((key, limit), threading.BoundedSemaphore(limit))


def test_shared_slots_hold_a_hosts_limit_across_pools(two_servers):
    """Two pools (as two worker processes would build) with limit 2 on one host: at most 2
    requests reach it at once, not 2 per pool."""
    a, _ = two_servers
    a.latency = 0.05
    slots = _SharedSlots()
    pools = [BackendPool([make_backend(a.spec)], limits=[2], shared_slots=slots) for _ in "ab"]
    with ThreadPoolExecutor(8) as workers:
        texts = list(
            workers.map(
                lambda i: pools[i % 2].chat([{"role": "user", "content": str(i)}]).text, range(24)
            )
        )
    assert texts == [f"echo: {i}" for i in range(24)]
    assert a.max_in_flight == 2 and list(slots.made) == [(f"127.0.0.1:{a.port}", 2)]
    shared = slots.made[(f"127.0.0.1:{a.port}", 2)]
    assert [shared.acquire(timeout=0) for _ in range(3)] == [True, True, False]  # all given back
    for pool in pools:
        pool.close()


def test_a_host_full_elsewhere_sends_the_request_to_another(two_servers):
    a, b = two_servers
    slots = _SharedSlots()
    pool = BackendPool(
        [make_backend(a.spec), make_backend(b.spec)], limits=[1, 1], shared_slots=slots
    )
    held = slots(f"127.0.0.1:{a.port}", 1)
    assert held.acquire(timeout=0)  # another process holds host a's one slot
    assert [pool.chat(HELLO).text for _ in range(3)] == ["echo: hello"] * 3
    assert (len(a.requests), len(b.requests)) == (0, 3)
    held.release()
    pool.close()


def test_share_limits_installs_the_factory_for_pools_built_later(two_servers):
    a, _ = two_servers
    slots = _SharedSlots()
    share_limits(slots)
    try:
        pool = make_backend(f"pool:{a.spec}?limit=3")
    finally:
        share_limits(None)
    assert pool.chat(HELLO).text == "echo: hello"
    assert list(slots.made) == [(host_key(a.spec), 3)] and host_key(a.spec) == f"127.0.0.1:{a.port}"
    pool.close()


def test_a_stream_read_to_its_reply_gives_its_slots_back_at_once(two_servers):
    """A caller that stops at the final piece (as a turn does) and keeps the stream: the host's
    slot and shared lease are free before the stream is dropped, not when the GC finds it."""
    a, _ = two_servers
    slots = _SharedSlots()
    pool = BackendPool([make_backend(a.spec)], limits=[1], shared_slots=slots)
    stream = pool.stream(HELLO)
    for chunk in stream:
        if chunk.done:
            break
    assert pool.hosts()[0].in_flight == 0
    shared = slots.made[(f"127.0.0.1:{a.port}", 1)]
    assert shared.acquire(timeout=0)
    shared.release()
    assert pool.chat(HELLO).text == "echo: hello"  # would wait wait_timeout for the slot
    del stream
    pool.close()


class _Unreachable:
    """A shared slot whose cluster cannot be asked (the scheduler's connection is gone)."""

    def __init__(self, fail_on: str):
        self.fail_on = fail_on

    def acquire(self, timeout: float | None = None) -> bool:
        if self.fail_on == "acquire":
            raise OSError("scheduler unreachable")
        return True

    def release(self) -> None:
        if self.fail_on == "release":
            raise OSError("scheduler unreachable")


def _unreachable_pool(server: FakeOpenAI, fail_on: str) -> BackendPool:
    return BackendPool(
        [make_backend(server.spec)],
        limits=[1],
        shared_slots=lambda key, limit: _Unreachable(fail_on),
        wait_timeout=2.0,
    )


def test_a_shared_slot_that_cannot_be_taken_gives_the_local_slot_back(two_servers):
    """The error of the shared count reaches the caller, and the pool's own slot is given
    back: the next request is not left waiting ``wait_timeout`` for a slot nobody holds."""
    pool = _unreachable_pool(two_servers[0], "acquire")
    for _ in range(2):
        with pytest.raises(OSError, match="scheduler unreachable"):
            pool.chat(HELLO)
        assert pool.hosts()[0].in_flight == 0
    pool.close()


def test_a_shared_slot_that_cannot_be_given_back_keeps_the_reply(two_servers):
    """The reply arrived: it is returned (a turn is not lost for a lease the cluster frees by
    itself), with a warning, and the pool's own slot is free for the next request."""
    pool = _unreachable_pool(two_servers[0], "release")
    for _ in range(2):
        with pytest.warns(RuntimeWarning, match="scheduler unreachable"):
            assert pool.chat(HELLO).text == "echo: hello"
        assert pool.hosts()[0].in_flight == 0
    with pytest.warns(RuntimeWarning):
        assert [c for c in pool.stream(HELLO) if c.done][0].reply.text == "echo: hello"
    assert pool.hosts()[0].in_flight == 0
    pool.close()
