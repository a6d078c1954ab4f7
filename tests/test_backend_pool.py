"""A pool of model hosts: per-host limits, failover, health checks, a host killed mid-run."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

import pytest
from fixtures.fake_openai import Failure, FakeOpenAI

import yeastlab
from yeastlab.backends.pool import BackendPool, parse_pool_spec
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
