"""The page on a production WSGI server (waitress), with caps on connections, waiting and bytes.

Why waitress: one event loop holds the connections and reads each request whole before a worker thread
sees it, so idle or slow clients cost a socket, not a thread; the pool of threads is fixed. The app
enforces its own budgets too (``limits``), so these settings are a second line, not the only one.
"""

from __future__ import annotations

import resource
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from waitress.server import MultiSocketServer, create_server

from referee.server.limits import MAX_REQUEST

SERVER_OPTIONS: dict[str, Any] = {
    "threads": 8,  # workers; the CPU-bound checks are further limited to limits.MAX_CHECKS at once
    # open connections; past it waitress stops accepting until some close. Idle ones cost only a socket
    # (no thread), so the cap is high enough that 2,000 idle clients leave room for the table.
    "connection_limit": 2500,
    "channel_timeout": 20,  # seconds of silence before a connection is closed (slow or idle clients)
    "cleanup_interval": 5,  # how often those are looked for
    "asyncore_use_poll": True,  # select() cannot watch more than 1,024 sockets
    "backlog": 1024,
    "max_request_header_size": 64 * 1024,  # a share link is at most ~12,000 characters
    "max_request_body_size": MAX_REQUEST,  # waitress answers 413 itself, chunked bodies included
    "inbuf_overflow": 2 * MAX_REQUEST,  # a whole request stays in memory: no upload is spilled to a temp file
    "outbuf_overflow": 16 * 1024 * 1024,  # the largest answer (all passages) is built in memory anyway
    "expose_tracebacks": False,
    "ident": "referee",
}


def _enough_file_descriptors(wanted: int) -> None:
    """Raise this process's soft limit on open files toward ``wanted`` (never above the hard limit)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))


def make_server(app: Any, host: str, port: int, **overrides: Any) -> Any:
    """A waitress server bound to ``host:port`` (0: a free port), not yet running; OSError if it cannot bind.

    ``.effective_host`` / ``.effective_port`` say where it listens; ``.run()`` serves until interrupted."""
    options = {**SERVER_OPTIONS, **overrides}
    _enough_file_descriptors(options["connection_limit"] + 64)
    server = create_server(app, host=host, port=port, **options)
    if isinstance(server, MultiSocketServer):  # a host name resolving to several addresses
        server.close()
        raise OSError(f"{host} resolves to several addresses; give one address")
    return server


def stop(server: Any) -> None:
    """Stop a server started by ``serving``: close the listening socket, every connection and the workers."""
    server.task_dispatcher.shutdown(cancel_pending=True, timeout=5)
    for channel in list(server._map.values()):  # noqa: SLF001 - waitress keeps its sockets in this map
        channel.close()


@contextmanager
def serving(app: Any, host: str = "127.0.0.1", port: int = 0, **overrides: Any) -> Iterator[str]:
    """Run the app on waitress in a background thread (tests, benches); yields the base URL."""
    server = make_server(app, host, port, **overrides)
    thread = threading.Thread(target=server.run, name="referee-waitress", daemon=True)
    thread.start()
    try:
        yield f"http://{server.effective_host}:{server.effective_port}"
    finally:
        stop(server)
        thread.join(timeout=10)
