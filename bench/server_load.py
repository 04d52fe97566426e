"""`referee serve` (waitress) under a hostile network, on loopback only.

    python bench/server_load.py          # 16 clients x 2,400 requests, 4 hostile clients, 2,000 idle sockets
    python bench/server_load.py --quick  # smaller figures for a smoke run

Phases, against one server process started here on 127.0.0.1 and stopped at the end:
1. unloaded: one client, normal requests one after another (the page with a question, /api/ask,
   /api/check with a scenario position) -> p95;
2. mixed load: 16 client threads share 2,400 normal requests -> p95;
3. the same mixed load plus 4 clients sending the largest allowed bodies, documents at the budget,
   chunked bodies over the cap and share links that inflate past the budget -> errors, p95, ratios;
4. 2,000 idle connections held open -> latency of a normal request.
Peak RSS is the server's VmHWM. Targets: 0 errors; p95 under attack <= 3x the p95 of the same load
without it; peak RSS <= 300 MB; a normal request < 100 ms with 2,000 idle sockets. Exits 1 on a miss.
The machine is shared: the load average is printed beside the figures.
"""

from __future__ import annotations

import argparse
import base64
import http.client
import itertools
import os
import re
import socket
import statistics
import subprocess
import sys
import threading
import time
import zlib
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlencode

import yaml

ROOT = Path(__file__).resolve().parent.parent
SCENARIO = ROOT / "tests/engine/mycelium/scenarios/builder-pair-at-twenty-paths.yaml"
HOST = "127.0.0.1"
QUESTIONS = ["Can I attack a teammate's path?", "¿Puedo colocar un comodín en mi jardín?", "Что делает Сурок?"]
MAX_REQUEST = 256 * 1024  # as referee.server.limits (read from there when importable)
MAX_DOCUMENT = 32 * 1024
TIMEOUT = 60.0


def _limits() -> tuple[int, int]:
    try:
        from referee.server.limits import MAX_DOCUMENT as doc
        from referee.server.limits import MAX_REQUEST as req
    except ImportError:
        return MAX_REQUEST, MAX_DOCUMENT
    return req, doc


def scenario_body() -> bytes:
    doc = yaml.safe_load(SCENARIO.read_text(encoding="utf-8"))
    kept = {k: doc[k] for k in ("game", "position", "move") if k in doc}
    return yaml.safe_dump(kept, allow_unicode=True, sort_keys=False).encode("utf-8")


def request(port: int, method: str, path: str, body: bytes | None = None, headers: dict | None = None) -> int:
    conn = http.client.HTTPConnection(HOST, port, timeout=TIMEOUT)
    try:
        conn.request(method, path, body=body, headers=headers or {})
        answer = conn.getresponse()
        answer.read()
        return answer.status
    finally:
        conn.close()


def chunked_post(port: int, path: str, size: int) -> int:
    with socket.create_connection((HOST, port), timeout=TIMEOUT) as s:
        s.sendall(f"POST {path} HTTP/1.1\r\nHost: {HOST}\r\nTransfer-Encoding: chunked\r\n\r\n".encode())
        chunk = b"x" * 65536
        try:
            for _ in range(size // len(chunk) + 1):
                s.sendall(b"%x\r\n" % len(chunk) + chunk + b"\r\n")
            s.sendall(b"0\r\n\r\n")
        except (BrokenPipeError, ConnectionResetError):
            pass  # the server may answer 413 and close before the whole body is sent
        head = s.recv(64)
    match = re.match(rb"HTTP/1\.[01] (\d{3})", head)
    return int(match.group(1)) if match else 0


class Normal:
    """The normal requests of a table, in rotation."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.body = scenario_body()

    def kinds(self) -> list[tuple[str, Callable[[int], int]]]:
        p = self.port
        return [
            ("page", lambda i: request(p, "GET", "/?" + urlencode({"q": QUESTIONS[i % 3], "lang": "en"}))),
            ("ask", lambda i: request(p, "GET", "/api/ask?" + urlencode({"q": QUESTIONS[i % 3]}))),
            ("check", lambda i: request(p, "POST", "/api/check?lang=en", self.body, {"Content-Type": "text/plain"})),
        ]

    def one(self, i: int) -> tuple[str, int, float]:
        name, call = self.kinds()[i % 3]
        t = time.perf_counter()
        try:
            status = call(i)
        except OSError:
            status = 0
        return name, status, time.perf_counter() - t


def hostile_requests(port: int, max_request: int, max_document: int) -> list[tuple[str, Callable[[], int], set[int]]]:
    """(what, call, statuses that mean "refused or answered as designed")."""
    head = "game: mycelium\nposition:\n  x: ["
    at_budget = (head + "1," * ((max_document - len(head) - 3) // 2) + "1]\n").encode()  # dense YAML, just fits
    over_cap = b"game: mycelium\nnote: " + b"x" * (max_request - 21)  # exactly the cap: read, then refused
    bomb = ("game: mycelium\nposition:\n  x: [" + "1," * 400_000 + "1]\n").encode()
    link = base64.urlsafe_b64encode(zlib.compress(bomb, 9)).decode().rstrip("=")
    return [
        ("document at the budget", lambda: request(port, "POST", "/api/check", at_budget), {400, 503}),
        ("body at the request cap", lambda: request(port, "POST", "/api/check", over_cap), {413, 503}),
        ("chunked body over the cap", lambda: chunked_post(port, "/api/check", max_request + 1), {413}),
        ("share link bomb", lambda: request(port, "GET", "/?" + urlencode({"pos": link})), {413}),
        (
            "form at the request cap",
            lambda: request(
                port,
                "POST",
                "/check",
                b"text=" + over_cap[: max_request - 5],
                {"Content-Type": "application/x-www-form-urlencoded"},
            ),
            {413, 503},
        ),
    ]


def p95(times: list[float]) -> float:
    return statistics.quantiles(times, n=20)[-1] if len(times) >= 20 else max(times)


def vm_hwm_mb(pid: int) -> float:
    status = Path(f"/proc/{pid}/status").read_text()
    return int(re.search(r"^VmHWM:\s+(\d+) kB", status, re.M).group(1)) / 1024


def reset_peak(pid: int) -> bool:
    """Start VmHWM afresh (Linux: 5 > clear_refs), so the peak is the load's, not the warm-up's
    (a first start may build the search index, which loads spaCy)."""
    try:
        Path(f"/proc/{pid}/clear_refs").write_text("5")
    except OSError:
        return False
    return True


def run_load(normal: Normal, clients: int, total: int, hostile: list | None, hostile_clients: int) -> dict:
    counter = itertools.count()
    results: list[tuple[str, int, float]] = []
    lock = threading.Lock()
    done = threading.Event()
    hostile_seen: dict[str, dict[int, int]] = {}
    hostile_bad: list[str] = []

    def client() -> None:
        while (i := next(counter)) < total:
            r = normal.one(i)
            with lock:
                results.append(r)

    def attacker(k: int) -> None:
        for j in itertools.count(k):
            if done.is_set():
                return
            what, call, ok = hostile[j % len(hostile)]
            try:
                status = call()
            except OSError:
                status = 0  # dropped: counted as an error below
            with lock:
                hostile_seen.setdefault(what, {}).setdefault(status, 0)
                hostile_seen[what][status] += 1
                if status not in ok:
                    hostile_bad.append(f"{what}: HTTP {status}")

    attackers = [threading.Thread(target=attacker, args=(k,)) for k in range(hostile_clients if hostile else 0)]
    workers = [threading.Thread(target=client) for _ in range(clients)]
    t0 = time.perf_counter()
    for t in attackers + workers:
        t.start()
    for t in workers:
        t.join()
    wall = time.perf_counter() - t0
    done.set()
    for t in attackers:
        t.join()
    errors = [f"{name}: HTTP {status}" for name, status, _ in results if status != 200]
    return {
        "p95": p95([t for _, _, t in results]),
        "median": statistics.median(t for _, _, t in results),
        "n": len(results),
        "errors": errors,
        "wall": wall,
        "hostile": hostile_seen,
        "hostile_bad": hostile_bad,
    }


def idle_latency(normal: Normal, port: int, idle: int) -> tuple[int, list[float], list[int]]:
    socks = []
    try:
        for i in range(idle):
            s = socket.create_connection((HOST, port), timeout=TIMEOUT)
            if i % 2:
                s.sendall(f"GET / HTTP/1.1\r\nHost: {HOST}\r\n".encode())  # never finished (slow-loris)
            socks.append(s)
        time.sleep(2.0)  # the server accepts them all
        times, statuses = [], []
        for _ in range(10):
            t = time.perf_counter()
            statuses.append(request(port, "GET", "/api/games"))
            times.append(time.perf_counter() - t)
            t = time.perf_counter()
            statuses.append(request(port, "POST", "/api/check", normal.body))
            times.append(time.perf_counter() - t)
        return len(socks), times, statuses
    finally:
        for s in socks:
            s.close()


def start_server() -> tuple[subprocess.Popen, int]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "referee", "serve", "--host", HOST, "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    line = proc.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    if not match:
        proc.kill()
        raise SystemExit(f"referee serve did not start: {line!r}")
    port = int(match.group(1))
    deadline = time.time() + 600  # the first question loads (or builds) the search index
    while time.time() < deadline:
        try:
            if request(port, "GET", "/api/ask?q=warm") == 200:
                return proc, port
        except OSError:
            pass
        time.sleep(1)
    proc.kill()
    raise SystemExit("the server never answered a question")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="240 requests and 300 idle sockets")
    args = ap.parse_args(argv)
    total, idle = (240, 300) if args.quick else (2400, 2000)
    max_request, max_document = _limits()
    proc, port = start_server()
    try:
        normal = Normal(port)
        for i in range(6):  # every kind once, warm
            name, status, _ = normal.one(i)
            if status != 200:
                raise SystemExit(f"normal request {name} answered {status}")
        warm_rss = vm_hwm_mb(proc.pid)
        reset = reset_peak(proc.pid)
        unloaded = run_load(normal, 1, 60, None, 0)
        mixed = run_load(normal, 16, total, None, 0)
        attack = run_load(normal, 16, total, hostile_requests(port, max_request, max_document), 4)
        opened, idle_times, idle_status = idle_latency(normal, port, idle)
        rss = vm_hwm_mb(proc.pid)
    finally:
        proc.terminate()
        proc.wait(timeout=30)

    load = os.getloadavg()[0]
    ratio = attack["p95"] / mixed["p95"]
    ratio_unloaded = attack["p95"] / unloaded["p95"]
    idle_med = statistics.median(idle_times)
    errors = (
        attack["errors"]
        + mixed["errors"]
        + attack["hostile_bad"]
        + [f"idle phase: HTTP {s}" for s in idle_status if s != 200]
    )
    print(f"load average {load:.1f} on {os.cpu_count()} cores; loopback {HOST}:{port}")
    print(f"unloaded, 1 client:                  p95 {unloaded['p95'] * 1000:7.1f} ms  (n={unloaded['n']})")
    print(
        f"mixed load, 16 clients:              p95 {mixed['p95'] * 1000:7.1f} ms  (n={mixed['n']}, "
        f"{mixed['n'] / mixed['wall']:.0f} req/s)"
    )
    print(
        f"  + 4 hostile clients:               p95 {attack['p95'] * 1000:7.1f} ms  (n={attack['n']}, "
        f"{attack['n'] / attack['wall']:.0f} req/s)"
    )
    print(f"  p95 ratio to the same load without them: {ratio:.2f}x (target <= 3); to 1 client: {ratio_unloaded:.1f}x")
    for what, seen in attack["hostile"].items():
        print(f"  hostile {what:<28} {sum(seen.values()):>5} sent, statuses {dict(sorted(seen.items()))}")
    print(f"errors (normal non-200, hostile unexpected or dropped): {len(errors)}")
    for e in errors[:10]:
        print(f"  {e}")
    print(
        f"peak RSS of the server (VmHWM):      {rss:7.1f} MB during the load phases (target <= 300); "
        f"{warm_rss:.0f} MB by the end of warm-up{'' if reset else ' (peak not reset: includes warm-up)'}"
    )
    print(
        f"with {opened} idle connections: normal request median {idle_med * 1000:.1f} ms, "
        f"max {max(idle_times) * 1000:.1f} ms (target median < 100)"
    )
    missed = [
        name
        for name, ok in [
            ("errors", not errors),
            ("p95 ratio", ratio <= 3),
            ("peak RSS", rss <= 300),
            ("idle latency", idle_med < 0.1 and opened == idle),
        ]
        if not ok
    ]
    print("targets met" if not missed else f"MISSED: {', '.join(missed)}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
