"""The package's layering, walked from the source: every import (top-level or inside a function) must point down.

    base <- rulebooks <- engine/core <- engine/<game> <- engine/registry <- index <- adjudicator <- cli, server

- base: ``referee/__init__``, ``errors``, ``i18n`` and any other top-level module or package not named here;
  it imports only base.
- engines: ``engine/<game>`` imports ``engine/core`` (and the rulebook texts its quotes are located in), never
  another game; ``engine/core`` imports base and rulebooks; only ``engine/registry`` loads games (by name).
- index may reach engines only through ``engine/registry`` (the passage -> rule-id map of lookup).
- cli and server reach engines only through adjudicator (its ``entry`` module: check, explain, score,
  ask-with-position, rules, templates); they may use ``engine/core`` types, never ``engine/registry`` or a
  game package. They do not import each other, except ``cli/serve_cmd.py``, which starts the server.
"""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src"

NAMED = ("rulebooks", "index", "adjudicator", "cli", "server", "engine")
ALLOWED = {
    "base": {"base"},
    "rulebooks": {"base", "rulebooks"},
    "engine.core": {"base", "rulebooks", "engine.core"},
    "engine.game": {"base", "rulebooks", "engine.core"},  # plus its own package, checked apart
    "engine.registry": {"base", "engine.core"},
    "engine": {"base"},
    "index": {"base", "rulebooks", "index", "engine.registry"},
    "adjudicator": {"base", "rulebooks", "index", "engine.core", "engine.registry", "adjudicator"},
    "cli": {"base", "rulebooks", "index", "engine.core", "adjudicator", "cli"},
    "server": {"base", "rulebooks", "index", "engine.core", "adjudicator", "server"},
}
# the one cross edge between the two front ends: `referee serve` starts the server
EXCEPTIONS = {("referee.cli.serve_cmd", "server")}


def module_name(path: Path, src: Path = SRC) -> str:
    parts = list(path.relative_to(src).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def layer(module: str) -> str:
    """'referee.engine.solstis.tiles' -> 'engine.game'; 'referee.errors' -> 'base'."""
    if module == "referee.__main__":
        return "cli"  # `python -m referee` is the CLI's entry point
    parts = module.split(".")[1:]
    if not parts or parts[0] not in NAMED:
        return "base"
    if parts[0] != "engine":
        return parts[0]
    if len(parts) == 1:
        return "engine"
    if parts[1] in ("core", "registry"):
        return f"engine.{parts[1]}"
    return "engine.game"


def imports(path: Path, src: Path = SRC) -> list[tuple[int, str]]:
    """(line, absolute module) for every `import referee...` / `from referee... import` anywhere in the file."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    here = module_name(path, src).split(".")
    package = here if path.name == "__init__.py" else here[:-1]
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names if a.name.split(".")[0] == "referee"]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                target = ".".join([*base, *([node.module] if node.module else [])])
            else:
                target = node.module or ""
            if target.split(".")[0] == "referee":
                # `from referee.engine import solstis` imports a game: look at the names too
                named = [f"{target}.{a.name}" for a in node.names]
                out += [(node.lineno, name) for name in named if _is_module(name, src)]
                out.append((node.lineno, target))
    return out


def _is_module(dotted: str, src: Path) -> bool:
    rel = Path(*dotted.split("."))
    return (src / rel).is_dir() or (src / rel).with_suffix(".py").exists()


def wrong_way_edges(src_root: Path = SRC) -> list[str]:
    bad = []
    for path in sorted((src_root / "referee").rglob("*.py")):
        src = module_name(path, src_root)
        src_layer = layer(src)
        for line, target in imports(path, src_root):
            dst_layer = layer(target)
            if dst_layer in ALLOWED[src_layer] or (src, dst_layer) in EXCEPTIONS:
                continue
            if src_layer == dst_layer == "engine.game" and src.split(".")[2] == target.split(".")[2]:
                continue  # inside one game's package
            bad.append(f"{path.relative_to(src_root)}:{line}: {src_layer} imports {target} ({dst_layer})")
    return bad


def test_every_import_points_down_the_layers():
    assert wrong_way_edges() == []


def test_the_walk_sees_function_local_and_relative_imports(tmp_path):
    """The checker itself: a wrong-way import hidden in a function, or written relative, is found."""
    pkg = tmp_path / "src" / "referee"
    (pkg / "rulebooks").mkdir(parents=True)
    (pkg / "engine" / "solstis").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "rulebooks" / "__init__.py").write_text("def f():\n    from referee.cli import app\n")
    (pkg / "engine" / "solstis" / "__init__.py").write_text("from ...index import search\nfrom .. import mycelium\n")
    (pkg / "engine" / "mycelium.py").write_text("")
    bad = wrong_way_edges(tmp_path / "src")
    assert any("rulebooks/__init__.py:2: rulebooks imports referee.cli" in b for b in bad), bad
    assert any("engine.game imports referee.index" in b for b in bad), bad
    assert any("engine.game imports referee.engine.mycelium" in b for b in bad), bad


def test_layer_of_a_new_top_level_module_is_base():
    assert layer("referee.languages") == layer("referee.documents") == layer("referee.errors") == "base"
    assert layer("referee.engine.gnome_hollow.rings") == "engine.game"
    assert layer("referee.engine.registry") == "engine.registry"
