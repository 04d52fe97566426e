"""What a user installs is what the repository holds: the sdist builds a wheel with every file of
src/referee and nothing else (no tests, bench or build scripts), and that wheel, installed in a fresh
venv (not editable), answers a question, checks a template position and cross-checks two texts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _git_files(under: str) -> set[str]:
    out = subprocess.run(["git", "ls-files", under], cwd=ROOT, capture_output=True, text=True, check=True)
    return {line for line in out.stdout.splitlines() if line}


@pytest.fixture(scope="module")
def dists(tmp_path_factory) -> dict[str, Path]:
    """`python -m build`: the sdist first, then the wheel built from that sdist (as pip would)."""
    if not (ROOT / ".git").exists():
        pytest.skip("needs the git checkout to know the tracked files")
    out = tmp_path_factory.mktemp("dist")
    subprocess.run(
        [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(ROOT)],
        check=True,
        capture_output=True,
        text=True,
    )
    (wheel,) = out.glob("*.whl")
    (sdist,) = out.glob("*.tar.gz")
    return {"wheel": wheel, "sdist": sdist}


def test_the_wheel_holds_exactly_the_tracked_package_files(dists):
    names = zipfile.ZipFile(dists["wheel"]).namelist()
    package = {n for n in names if not n.split("/", 1)[0].endswith(".dist-info")}
    tracked = {f.removeprefix("src/") for f in _git_files("src/referee")}
    assert package == tracked, {"missing": sorted(tracked - package), "extra": sorted(package - tracked)}
    assert not any(n.startswith(("tests/", "bench/")) or n in ("setup.py", "referee/setup.py") for n in names)


def test_the_sdist_carries_no_tests_or_benches(dists):
    with tarfile.open(dists["sdist"]) as tar:
        names = [n.split("/", 1)[1] for n in tar.getnames() if "/" in n]
    assert not [n for n in names if n.startswith(("tests/", "bench/", ".ci/"))]
    assert "pyproject.toml" in names and "src/referee/rulebooks/solstis/ru.txt" in names


def _clean_env() -> dict[str, str]:
    """No PYTHONPATH or VIRTUAL_ENV from the caller: the venv's own wheel must be what runs."""
    return {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}


def _run(venv: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess:
    # a user's own, empty cache and data dirs: what a fresh install has
    env = {**_clean_env(), "REFEREE_CACHE_DIR": str(cwd / "user-cache"), "REFEREE_DATA_DIR": str(cwd / "user-data")}
    return subprocess.run(
        [str(venv / "bin" / "referee"), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300
    )


def test_the_wheel_installed_in_a_fresh_venv_answers_checks_and_crosschecks(dists, tmp_path):
    venv = tmp_path / "venv"
    # the venv sees the already-installed dependencies (no network); the wheel itself goes inside it
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)], check=True)
    subprocess.run(
        [str(venv / "bin" / "pip"), "install", "-q", "--no-deps", "--ignore-installed", str(dists["wheel"])],
        check=True,
        capture_output=True,
    )
    where = subprocess.run(
        [str(venv / "bin" / "python"), "-c", "import referee; print(referee.__file__)"],
        cwd=tmp_path,
        env=_clean_env(),
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert where.startswith(str(venv)), where  # the wheel, not the editable checkout

    asked = _run(venv, "ask", "Can I connect two paths that both have gnomes on them?", "--json", cwd=tmp_path)
    assert asked.returncode == 0, asked.stderr
    assert json.loads(asked.stdout)["results"]
    # answered from the index shipped in the wheel: no build, nothing written to the cache
    # (the one thing written is the language identifier's model, unpacked once: index/question_lang.py)
    cache = tmp_path / "user-cache"
    assert not cache.exists() or {p.name for p in cache.iterdir()} == {"langid"}, list(cache.iterdir())
    assert "index" not in asked.stderr.lower(), asked.stderr
    info = json.loads(_run(venv, "index", "info", "--json", cwd=tmp_path).stdout)
    (current,) = [i for i in info["indexes"] if i["status"] == "current"]
    assert current["folder"].startswith(str(venv)) and "/referee/index/shipped/" in current["folder"]

    template = tmp_path / "pos.yaml"
    made = _run(venv, "new-position", "mycelium", "-o", str(template), cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    checked = _run(venv, "check", str(template), "--json", cwd=tmp_path)
    assert checked.returncode in (0, 1, 3), checked.stderr
    assert json.loads(checked.stdout)["game"] == "mycelium"

    crossed = _run(venv, "crosscheck", "gnome-hollow", "--langs", "es,nl", "--json", cwd=tmp_path)
    assert crossed.returncode == 0, crossed.stderr
    assert json.loads(crossed.stdout)["pairs"]
