"""What one request may cost the server: bytes read, document size parsed, checks running at once.

The budgets are enforced in the WSGI app itself, so they hold under any server (waitress in
``referee serve``, werkzeug's test client, another WSGI host), and whether a body comes with a
Content-Length or chunked.
"""

from __future__ import annotations

import io
import threading
from collections.abc import Iterator
from contextlib import contextmanager

from referee.errors import InputError

MAX_REQUEST = 256 * 1024  # bytes per request body: an upload form with its position and some slack
# Bytes of position text the server parses, checked before parsing (body, form, upload or share link
# after inflation). The largest scenario position is ~4 KB; parsing costs ~15 ms of CPU per KB of
# dense YAML, so 32 KB bounds one check to about half a second.
MAX_DOCUMENT = 32 * 1024
MAX_CHECKS = 2  # checks parsed and judged at once (the CPU-bound part; the machine has few cores)
CHECK_WAIT = 5.0  # seconds a check waits for a slot before the server answers 503
RETRY_AFTER = 2  # seconds, the Retry-After of that 503


class TooLarge(InputError):
    """A request or a document over its budget (HTTP 413)."""


class Busy(Exception):
    """Every check slot stayed taken for CHECK_WAIT seconds (HTTP 503 with Retry-After)."""


def read_body(environ: dict, cap: int = MAX_REQUEST) -> None:
    """Read the request body once, at most ``cap + 1`` bytes, and put it back in ``environ`` as a
    sized in-memory stream; TooLarge beyond ``cap``.

    A chunked body has no Content-Length to check up front, and werkzeug would silently cut it at the
    cap; reading it here turns "too large" into a 413 for both kinds, before anything parses it."""
    declared = environ.get("CONTENT_LENGTH") or ""
    chunked = "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower() or "wsgi.input_terminated" in environ
    if declared.isdigit() and int(declared) > cap:
        raise TooLarge(f"request too large (at most {cap:,} bytes)")
    if not chunked and not declared.isdigit():
        return  # no body announced: nothing to read (werkzeug gives an empty stream)
    want = cap + 1 if chunked else int(declared)
    body = _read_at_most(environ["wsgi.input"], want)
    if len(body) > cap:
        raise TooLarge(f"request too large (at most {cap:,} bytes)")
    environ["wsgi.input"] = io.BytesIO(body)
    environ["CONTENT_LENGTH"] = str(len(body))
    environ.pop("HTTP_TRANSFER_ENCODING", None)
    environ.pop("wsgi.input_terminated", None)


def _read_at_most(stream: io.RawIOBase | io.BufferedIOBase, n: int) -> bytes:
    parts, left = [], n
    while left > 0:
        chunk = stream.read(min(left, 64 * 1024))
        if not chunk:
            break
        parts.append(chunk)
        left -= len(chunk)
    return b"".join(parts)


def check_document_size(text: str, name: str) -> None:
    """TooLarge when a position's text is over the server's document budget (before any parsing)."""
    size = len(text.encode("utf-8"))
    if size > MAX_DOCUMENT:
        raise TooLarge(f"position is {size:,} bytes; the page checks positions of at most {MAX_DOCUMENT:,}", name)


_CHECK_SLOTS = threading.BoundedSemaphore(MAX_CHECKS)


@contextmanager
def check_slot(wait: float | None = None) -> Iterator[None]:
    """Hold one of the MAX_CHECKS slots while a check runs; Busy when none frees up within ``wait``
    seconds (default CHECK_WAIT)."""
    if not _CHECK_SLOTS.acquire(timeout=CHECK_WAIT if wait is None else wait):
        raise Busy
    try:
        yield
    finally:
        _CHECK_SLOTS.release()
