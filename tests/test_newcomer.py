"""What a new user meets on a fresh clone: `referee --version`, a README whose commands point at real files
and say each thing once, and a .gitignore that keeps a local virtualenv out of `git status`."""

from __future__ import annotations

import re
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

from typer.testing import CliRunner

from referee import __version__
from referee.cli import app as cli_app

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_version_prints_the_installed_version():
    r = CliRunner().invoke(cli_app.app, ["--version"])
    assert r.exit_code == 0, r.output
    assert r.output == f"referee {version('table-referee')}\n"


def test_version_without_installed_metadata_falls_back_to_the_package(monkeypatch):
    from importlib import metadata

    def missing(name):
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(metadata, "version", missing)
    assert cli_app.installed_version() == __version__


def test_version_from_the_command_line():
    r = subprocess.run([sys.executable, "-m", "referee", "--version"], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and r.stdout.startswith("referee ")


def test_readme_command_files_exist():
    """Every file a README `referee check|score|explain` line names is in the repository."""
    named = re.findall(r"^referee (?:check|score|explain) (\S+\.ya?ml)", README, re.M)
    named += re.findall(r"`referee (?:check|score|explain) (\S+\.ya?ml)`", README)
    made = set(re.findall(r"referee new-position \S+ -o (\S+)", README))  # files the tour itself writes
    assert named
    assert [f for f in named if f not in made and not (ROOT / f).is_file()] == []


def test_readme_states_the_exit_codes_once():
    assert len(re.findall(r"Exit codes of `referee check`", README)) == 1


def test_a_local_venv_is_ignored():
    r = subprocess.run(["git", "check-ignore", "-q", ".venv/bin/python"], cwd=ROOT, timeout=30)
    assert r.returncode == 0


def test_readme_says_how_to_get_the_cpu_torch_and_what_the_test_install_costs():
    assert "pip install torch==2.13.0 --index-url https://download.pytorch.org/whl/cpu" in README
    setup = README[README.index("## Set up and run") : README.index("## A short tour")]
    assert re.search(r"\d+ ?(MB|GB)", setup) and re.search(r"\d+ ?(s|min)\b", setup) and "root" in setup


def test_readme_names_the_folders_the_tool_keeps_a_users_texts_in():
    """`referee add` keeps a user's text in a data dir and its index in a cache dir, each movable by a variable
    (rulebooks/paths.py); the README said only "your cache dir", so a newcomer told to point the data dir
    elsewhere could not find how (new-user walk, newuser14)."""
    paths = (ROOT / "src" / "referee" / "rulebooks" / "paths.py").read_text(encoding="utf-8")
    variables = re.findall(r'_named_dir\("(REFEREE_\w+)"\)', paths)
    assert variables == ["REFEREE_DATA_DIR", "REFEREE_CACHE_DIR"]
    for var in variables:
        assert f"`{var}`" in README, var
    assert "referee remove" in README  # and how to take a text out again
