"""How each kind of bad input ends, and how long it takes, through a real `referee check` process.

    python bench/robustness.py

Prints one row per input kind: exit code, whether the message names the file, whether a traceback
leaked, wall time and peak memory of the process. Target: exit 2, file named, no traceback, < 1 s.
"""

from __future__ import annotations

import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT.parent))  # so `tests.reliability` imports as in the test suite
sys.path.insert(0, str(ROOT))

from tests.reliability.catalogue import BAD_FILES  # noqa: E402


def run(path: Path) -> tuple[int, str, float, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    t = time.perf_counter()
    r = subprocess.run([sys.executable, "-m", "referee", "check", str(path)], capture_output=True, text=True)
    elapsed = time.perf_counter() - t
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return r.returncode, r.stdout + r.stderr, elapsed, max(peak, before) / 1024


def main() -> None:
    rows, times = [], []
    with tempfile.TemporaryDirectory() as d:
        for kind, (content, expected) in BAD_FILES.items():
            f = Path(d) / f"{kind}.yaml"
            f.write_bytes(content)
            code, out, elapsed, peak_mb = run(f)
            times.append(elapsed)
            ok = code == 2 and str(f) in out and "Traceback" not in out and expected.lower() in out.lower()
            rows.append((kind, code, str(f) in out, "Traceback" in out, elapsed, peak_mb, ok))
    print(f"{'input':<18} {'exit':>4} {'names file':>10} {'traceback':>9} {'seconds':>8} {'peak MB':>8}  ok")
    for kind, code, named, tb, elapsed, peak, ok in rows:
        print(f"{kind:<18} {code:>4} {named!s:>10} {tb!s:>9} {elapsed:>8.2f} {peak:>8.0f}  {'yes' if ok else 'NO'}")
    print(
        f"\n{sum(r[-1] for r in rows)}/{len(rows)} kinds handled as required; "
        f"median {statistics.median(times):.2f} s, max {max(times):.2f} s per run (includes interpreter start)"
    )


if __name__ == "__main__":
    main()
