"""The holes of issue #15, each shut: oversized chunked bodies, share-link bombs, documents over the
budget, foreign Host names, cross-site POSTs, 405 without Allow, checks without a bound, and idle
connections that each held a thread."""

from __future__ import annotations

import base64
import io
import re
import socket
import subprocess
import sys
import time
import urllib.request
import zlib
from pathlib import Path

import pytest
from werkzeug.test import Client, EnvironBuilder, run_wsgi_app

from referee.server import create_app
from tests.server.cases import legal_case

BIG = 300 * 1024  # over the 256 KB request cap


def _chunked_environ(body: bytes, path: str = "/api/check") -> dict:
    """A request as a server passes a chunked body: no Content-Length, the stream ends at the body's end."""
    environ = EnvironBuilder(path=path, method="POST", input_stream=io.BytesIO(body)).get_environ()
    environ.pop("CONTENT_LENGTH", None)
    environ["HTTP_TRANSFER_ENCODING"] = "chunked"
    environ["wsgi.input_terminated"] = True
    return environ


@pytest.fixture
def nothing_judged(monkeypatch):
    """Fails the test if any position reaches the parser."""
    import referee.server.positions as positions

    def refuse(*args, **kwargs):
        raise AssertionError("a position over the budget was parsed")

    monkeypatch.setattr(positions, "parse_text", refuse)


def test_a_chunked_body_over_the_cap_is_refused_with_413_and_not_judged(app, nothing_judged):
    body = b"game: mycelium\nposition: {}\nnote: " + b"x" * BIG + b"\n"
    iterator, status, _ = run_wsgi_app(app, _chunked_environ(body))
    assert status.startswith("413"), status
    assert b"request too large" in b"".join(iterator)


def test_a_chunked_body_under_the_cap_is_read_whole(app):
    case = legal_case()
    if case is None:
        pytest.skip("no engine gives a legal verdict from its template yet")
    iterator, status, _ = run_wsgi_app(app, _chunked_environ(case.text.encode()))
    assert status.startswith("200"), b"".join(iterator)[:300]
    assert b'"verdict": "legal"' in b"".join(iterator)


def test_a_document_over_the_budget_is_refused_before_parsing(client, nothing_judged):
    body = "game: mycelium\nposition:\n  x: [" + "1," * 50_000 + "1]\n"  # 100 KB: under the request cap
    got = client.post("/api/check", data=body.encode(), content_type="application/yaml")
    assert got.status_code == 413
    assert "at most 32,768" in got.json["error"]


def test_a_share_link_that_inflates_past_the_budget_is_refused_unparsed(client, nothing_judged):
    yaml_bomb = ("game: mycelium\nposition:\n  x: [" + "1," * 100_000 + "1]\n").encode()  # 200 KB of YAML
    link = base64.urlsafe_b64encode(zlib.compress(yaml_bomb, 9)).decode().rstrip("=")
    assert len(link) < 2000  # a short link anyone can send
    page = client.get("/", query_string={"pos": link})
    assert page.status_code == 413
    assert "larger than a position" in page.text


def test_a_lan_server_refuses_host_names_it_is_not_known_by(app):
    lan = Client(create_app(local_only=False))
    assert lan.get("/api/games", headers={"Host": "evil.example:8765"}).status_code == 421  # DNS rebinding
    assert lan.get("/api/games", headers={"Host": "192.168.1.20:8765"}).status_code == 200
    assert lan.get("/api/games", headers={"Host": f"{socket.gethostname()}:8765"}).status_code == 200


@pytest.mark.parametrize(
    "headers",
    [
        {"Sec-Fetch-Site": "cross-site", "Origin": "https://evil.example"},
        {"Sec-Fetch-Site": "same-site"},  # another app on another localhost port
        {"Origin": "https://evil.example"},  # a browser without Fetch Metadata
        {"Origin": "null"},  # a sandboxed frame or a file:// page
    ],
)
def test_cross_site_posts_are_refused(client, headers):
    body = {"text": "game: mycelium\nposition: {}\n", "lang": "en"}
    assert client.post("/check", data=body, headers=headers).status_code == 403
    assert client.post("/api/check", data=body["text"], headers=headers).status_code == 403


def test_same_origin_and_non_browser_posts_are_served(client):
    text = "game: chess\nposition: {}\n"
    same = {"Sec-Fetch-Site": "same-origin", "Origin": "http://localhost"}
    assert client.post("/api/check", data=text, headers=same).status_code == 400  # judged: unknown game
    assert client.post("/api/check", data=text).status_code == 400  # curl / scripts send neither header


def test_405_answers_say_which_methods_are_allowed(client):
    for method, path, allowed in [("post", "/api/games", "GET"), ("get", "/api/check", "POST"), ("post", "/", "GET")]:
        got = getattr(client, method)(path)
        assert got.status_code == 405, path
        assert allowed in got.headers.get("Allow", ""), (path, dict(got.headers))


def test_checks_beyond_the_slots_get_503_with_retry_after(client, monkeypatch):
    from referee.server import limits

    monkeypatch.setattr(limits, "CHECK_WAIT", 0.2)
    held = [limits.check_slot() for _ in range(limits.MAX_CHECKS)]
    for slot in held:
        slot.__enter__()
    try:
        got = client.post("/api/check", data=b"game: mycelium\nposition: {}\n")
    finally:
        for slot in held:
            slot.__exit__(None, None, None)
    assert got.status_code == 503
    assert got.headers["Retry-After"].isdigit()
    assert (
        client.post("/api/check", data=b"game: mycelium\nposition: {}\n").status_code == 200
    )  # slots free again (an empty position is a partial one, #17)


def _threads(pid: int) -> int:
    status = Path(f"/proc/{pid}/status").read_text()
    return int(re.search(r"^Threads:\s+(\d+)", status, re.M).group(1))


def test_referee_serve_holds_idle_connections_without_a_thread_each_and_still_answers():
    """A few hundred silent sockets (slow-loris) cost the server sockets, not threads, and a normal
    request is answered while they are open."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "referee", "serve", "--port", "0", "--no-warm"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    idle: list[socket.socket] = []
    try:
        port = int(re.search(r"http://127\.0\.0\.1:(\d+)/", proc.stdout.readline()).group(1))
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/games", timeout=30) as first:
            assert first.status == 200
        before = _threads(proc.pid)
        for i in range(300):
            s = socket.create_connection(("127.0.0.1", port), timeout=10)
            if i % 2:
                s.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # headers begun, never finished
            idle.append(s)
        time.sleep(1.0)  # let the server accept them all
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/games", timeout=30) as answer:
            assert answer.status == 200
        assert _threads(proc.pid) <= before + 2, (before, _threads(proc.pid))
    finally:
        for s in idle:
            s.close()
        proc.terminate()
        proc.wait(timeout=15)


def test_an_oversized_chunked_body_through_the_real_server_is_413():
    """waitress answers 413 as soon as the cap is passed and closes the connection, so a client still
    sending may be reset; the answer is read by a thread blocked in recv from the start, as a browser does,
    not after the upload (which made this test fail on a reset in CI)."""
    import threading

    from referee.server.hosting import serving

    with serving(create_app()) as url:
        port = int(url.rsplit(":", 1)[1])
        with socket.create_connection(("127.0.0.1", port), timeout=30) as s:
            answer: list[bytes] = []
            reader = threading.Thread(target=lambda: answer.append(s.recv(64)), daemon=True)
            reader.start()
            s.sendall(b"POST /api/check HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n")
            chunk = b"x" * 65536
            try:
                for _ in range(BIG // len(chunk) + 1):
                    s.sendall(b"%x\r\n" % len(chunk) + chunk + b"\r\n")
                s.sendall(b"0\r\n\r\n")
            except (ConnectionResetError, BrokenPipeError):
                pass  # the server has answered and closed: what it said is what matters
            reader.join(timeout=30)
            assert answer and answer[0].startswith(b"HTTP/1.1 413"), answer
