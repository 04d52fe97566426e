"""CI runs exactly the README's test command, and that command type-checks (mypy, files from pyproject.toml)."""

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _readme_test_command() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"exactly what `\.ci/run` runs:\s*```bash\n(.+?)\n```", text, re.S)
    assert block, "README: the test command block after 'exactly what `.ci/run` runs' is missing"
    return block.group(1).strip()


def test_ci_runs_exactly_the_readme_test_command():
    lines = [ln for ln in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines() if ln.strip()]
    assert lines[-1].strip() == _readme_test_command()


def test_the_test_command_type_checks_the_configured_packages_before_the_tests():
    steps = [s.strip() for s in _readme_test_command().split("&&")]
    assert steps.index("mypy") < steps.index("python -m pytest")
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert {"src/referee/engine/core", "src/referee/rulebooks", "src/referee/adjudicator"} <= set(config["files"])
    assert "ignore_errors" not in config
