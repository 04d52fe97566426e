"""How each kind of bad input ends, and what it costs, through a real `referee` process.

    python bench/robustness.py

One row per case: the command, its exit code, whether the message is one line naming the file, wall
time and peak RSS of that process (``os.wait4``: the child's own rusage, not the maximum over all children).
Cases: every bad document of tests/reliability/catalogue.py through `check`, and files that are not what
they claim (a FIFO, a symlink to /dev/zero, /dev/urandom, a 3 GB sparse file for `add`, a FIFO in a
`table` session), and bytes that are not UTF-8 in a question, a table line and a dispute answer, and two
different answers to one dispute question (attack6; a dispute asks again, then exits 1 with its verdict);
attack7: a table session fed a stream with no line end, a cross-check --file of 17,000 paragraphs, `add` and
`remove` past a game.yaml no schema reads (they must succeed: exit 0, the warning naming game.yaml.broken);
attack14: a verdict and a check's error in Russian on a terminal that takes only ASCII (PYTHONIOENCODING=ascii),
`add` of a text with old Mac line ends (lone CRs: its sections must be found), `dispute --save -`.
Targets: exit 2 (a table session goes on: exit 0 with the message), a one-line message naming the file,
under 10 s and 500 MB each. Exits 1 when any case misses one.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # so `tests.reliability` imports as in the test suite

from referee.documents import MAX_BYTES  # noqa: E402
from tests.reliability.catalogue import BAD_FILES, hole_files  # noqa: E402

MAX_SECONDS = 10.0
MAX_MB = 500.0
CAP = 2 << 30  # address-space cap of each child: a regression fails with MemoryError instead of swapping


@dataclass
class Case:
    name: str
    args: list[str]
    names: str  # the file the message must name
    word: str  # a word the message must contain
    stdin: str | None = None
    exit_code: int = 2
    data_dir: Path | None = None  # its own REFEREE_DATA_DIR (a broken user game.yaml warns in every other case)
    env: dict[str, str] | None = None  # more environment (a narrow terminal encoding)


@dataclass
class Result:
    case: Case
    code: int
    seconds: float
    peak_mb: float
    message: str

    @property
    def message_ok(self) -> bool:
        lines = [line for line in self.message.strip().splitlines() if self.case.names in line]
        if self.case.stdin is None and len(self.message.strip().splitlines()) != 1:
            return False
        return bool(lines) and self.case.word.lower() in lines[0].lower() and "Traceback" not in self.message

    @property
    def ok(self) -> bool:
        fast = self.seconds <= MAX_SECONDS and self.peak_mb <= MAX_MB
        return fast and self.code == self.case.exit_code and self.message_ok


def _cap() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (CAP, CAP))


def run(case: Case) -> Result:
    """Run one case in its own process; its rusage comes from wait4 on that very process."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        t = time.perf_counter()
        p = subprocess.Popen(
            [sys.executable, "-m", "referee", *case.args],
            stdin=subprocess.PIPE if case.stdin is not None else subprocess.DEVNULL,
            env={
                **os.environ,
                **({"REFEREE_DATA_DIR": str(case.data_dir)} if case.data_dir else {}),
                **(case.env or {}),
            },
            stdout=out,
            stderr=err,
            preexec_fn=_cap,
        )
        killer = threading.Timer(MAX_SECONDS * 3, p.kill)  # a hang is reported as a miss, not waited out
        killer.start()
        if case.stdin is not None:
            try:
                p.stdin.write(case.stdin.encode("utf-8", "surrogateescape"))
                p.stdin.close()
            except BrokenPipeError:  # the child stopped reading (an endless line refused): what it said counts
                pass
        _, status, usage = os.wait4(p.pid, 0)
        killer.cancel()
        seconds = time.perf_counter() - t
        p.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        text = (
            err.read().decode("utf-8", "replace")
            if case.stdin is None
            else (out.read() + err.read()).decode("utf-8", "replace")
        )
    return Result(case, p.returncode, seconds, usage.ru_maxrss / 1024, text)


def cases(d: Path) -> list[Case]:
    out = []
    for kind, (content, expected) in {**BAD_FILES, **hole_files()}.items():
        f = d / f"{kind}.yaml"
        f.write_bytes(content)
        out.append(Case(kind, ["check", str(f)], str(f), expected))
    # the slowest YAML a position can be: tiny mappings up to the size limit (each one built in Python)
    slow = d / "slowest-yaml.yaml"
    row = b"  - {colour: blue}\n"
    head = b"game: mycelium\nposition:\n  players:\n"
    slow.write_bytes(head + row * ((MAX_BYTES - len(head)) // len(row)))
    out.append(Case("slowest-yaml-at-size-limit", ["check", str(slow)], str(slow), "players"))
    fifo = d / "fifo.yaml"
    os.mkfifo(fifo)
    zero = d / "zero.yaml"
    zero.symlink_to("/dev/zero")
    big = d / "big.txt"
    with open(big, "wb") as fh:
        fh.truncate(3 * 10**9)  # sparse: no disk used
    out += [
        Case("fifo", ["check", str(fifo)], str(fifo), "pipe"),
        Case("fifo-explain", ["explain", str(fifo)], str(fifo), "pipe"),
        Case("symlink-dev-zero", ["check", str(zero)], str(zero), "device"),
        Case("dev-urandom", ["check", "/dev/urandom"], "/dev/urandom", "device"),
        Case("add-3gb-sparse", ["add", str(big), "--game", "my-game", "--lang", "en"], str(big), "bytes"),
        Case("add-fifo", ["add", str(fifo), "--game", "my-game", "--lang", "en"], str(fifo), "pipe"),
        # bytes that are not UTF-8 (a Latin-1 terminal): Python's lone surrogates, which args and stdin carry as
        # the very bytes (os.fsencode / surrogateescape); each was an internal error, exit 70 (attack6)
        Case(
            "ask-not-utf8",
            ["ask", os.fsdecode(b"Can I attack\xff a teammate?"), "--game", "mycelium"],
            "QUESTION",
            "not UTF-8",
        ),
        Case(
            "table-not-utf8",
            ["table", "--game", "mycelium", "--no-build-index"],
            "QUESTION",
            "not UTF-8",
            stdin=os.fsdecode(b"Can I attack\xff a teammate?\nquit\n"),
            exit_code=0,
        ),
        Case(
            "dispute-not-utf8",
            ["dispute", "mycelium", "--brief"],
            "«\\udcff",
            "not UTF-8",
            stdin=os.fsdecode(b"\xff\xfe\nattack\ne5\nBlue Oyster\nblue\naction\nneither\n\n"),
            exit_code=1,  # asked again, then the verdict: illegal
        ),
        Case(
            "dispute-answer-twice",
            ["dispute", "mycelium", "-a", "move.type=attack", "-a", "move.type=build"],
            "move.type",
            "given twice",
        ),
        Case(
            "table-fifo-zero",
            ["table", "--game", "mycelium", "--no-build-index"],
            str(fifo),
            "pipe",
            stdin=f"check {fifo}\ncheck {zero}\nquit\n",
            exit_code=0,
        ),
    ]
    return out + _attack7_cases(d) + _attack14_cases(d)


def _attack7_cases(d: Path) -> list[Case]:
    """attack7's probes: an endless table line, a cross-check of a huge translation, a broken user game.yaml."""
    paras = d / "17000-paragraphs.txt"
    paras.write_text("\n\n".join(f"Each player takes {i} tiles and lays them face up." for i in range(17_000)))
    for game in ("broken-add", "broken-remove"):  # one each: the add repairs its game.yaml
        rules = d / f"{game}-data" / "rulebooks" / game  # a data dir each: the other's warning is no message
        rules.mkdir(parents=True)
        (rules / "en.txt").write_text("Setup\n\nEach player takes five tiles.\n")
        (rules / "nl.txt").write_text("Opzet\n\nElke speler neemt vijf tegels met de hand.\n")
        (rules / "game.yaml").write_text(f"id: [{game}\n")
    paras.with_name("one.txt").write_text("Preparación\n\nCada jugador toma cinco losetas.\n")
    return [
        Case(
            "table-no-line-end",
            ["table", "--game", "mycelium", "--no-build-index"],
            "stdin",
            "no line end",
            stdin="\0" * 1_100_000,
        ),
        Case(
            "crosscheck-17000-paragraphs",
            ["crosscheck", "mycelium", "--langs", "en,nl", "--file", str(paras)],
            str(paras),
            "too long",
        ),
        Case(
            "add-force-broken-game-yaml",
            ["add", str(paras.with_name("one.txt")), "--game", "broken-add", "--lang", "es", "--force"],
            "game.yaml",
            "game.yaml.broken",
            exit_code=0,
            data_dir=d / "broken-add-data",
        ),
        Case(
            "remove-broken-game-yaml",
            ["remove", "--game", "broken-remove", "--lang", "nl"],
            "game.yaml",
            "game.yaml.broken",
            exit_code=0,
            data_dir=d / "broken-remove-data",
        ),
    ]


def _attack14_cases(d: Path) -> list[Case]:
    """attack14's probes: a terminal whose encoding is not UTF-8 (exit 70 at the first Cyrillic letter)."""
    bad = d / "narrow.yaml"
    bad.write_text("game: mycelium\nposition: {seed: .nan}\n")
    verdict = ROOT / "tests/engine/mycelium/scenarios/build-two-own-paths-on-one-edge.yaml"
    old_mac = d / "old-mac.txt"  # lone CRs: it was one line, 'passages: 1, sections: 1'
    old_mac.write_bytes(b"Setup\r\rEach player takes five tiles.\r\rAttack\r\rYou may attack a Path.\r")
    return [
        Case(  # a file named '-' was written in the working folder, and 'referee check -' offered for it
            "dispute-save-dash",
            ["dispute", "mycelium", "--save", "-"],
            "--save",
            "not standard output",
            stdin="",
        ),
        Case(  # stdin given: the success line on stdout is what is read
            "add-lone-cr-line-ends",
            ["add", str(old_mac), "--game", "old-mac", "--lang", "en"],
            "added old-mac/en",
            "sections: 2",
            stdin="",
            exit_code=0,
            data_dir=d / "old-mac-data",
        ),
        Case(  # a verdict printed: its quote must come through (stdin given: stdout is read with stderr)
            "verdict-ru-on-ascii-term",
            ["check", str(verdict), "--lang", "ru"],
            "mycelium/en/build-a-path/5",
            "Paths",
            stdin="",
            exit_code=1,
            env={"PYTHONIOENCODING": "ascii"},
        ),
        Case(
            "check-ru-on-ascii-terminal",
            ["check", str(bad), "--lang", "ru"],
            str(bad),
            "position.seed",
            env={"PYTHONIOENCODING": "ascii"},
        ),
    ]


def main() -> int:
    with tempfile.TemporaryDirectory() as d:
        # the user dirs of a scratch home: `add` must never touch the real ones, even when it succeeds by mistake
        os.environ["REFEREE_DATA_DIR"] = str(Path(d) / "data")
        os.environ["REFEREE_CACHE_DIR"] = str(Path(d) / "cache")
        results = [run(c) for c in cases(Path(d))]
    print(f"{'case':<26} {'command':<8} {'exit':>4} {'want':>4} {'message':>7} {'seconds':>8} {'peak MB':>8}  ok")
    for r in results:
        print(
            f"{r.case.name:<26} {r.case.args[0]:<8} {r.code:>4} {r.case.exit_code:>4} "
            f"{'ok' if r.message_ok else 'BAD':>7} {r.seconds:>8.2f} {r.peak_mb:>8.0f}  {'yes' if r.ok else 'NO'}"
        )
    missed = [r for r in results if not r.ok]
    print(
        f"\n{len(results) - len(missed)}/{len(results)} cases as required (exit code, one-line message naming the "
        f"file, <= {MAX_SECONDS:.0f} s, <= {MAX_MB:.0f} MB); max {max(r.seconds for r in results):.2f} s, "
        f"max {max(r.peak_mb for r in results):.0f} MB per process (includes interpreter start)"
    )
    for r in missed:
        print(f"MISSED {r.case.name}: exit {r.code}, {r.seconds:.1f} s, {r.peak_mb:.0f} MB: {r.message.strip()[:200]}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
