"""tests/engine/EXAMPLES.md maps the texts' worked examples to their scenarios: every scenario it names exists, so
the map cannot silently point at a renamed or deleted file."""

import re
from pathlib import Path

HERE = Path(__file__).parent
GAMES = {
    "Gnome Hollow": "gnome_hollow",
    "Queen's Garden": "queens_garden",
    "Solstis": "solstis",
    "Mycelium": "mycelium",
}


def _named_by_game() -> dict[str, list[str]]:
    named: dict[str, list[str]] = {}
    game = None
    for line in (HERE / "EXAMPLES.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            game = next(folder for title, folder in GAMES.items() if line[3:].startswith(title))
        elif game:
            named.setdefault(game, []).extend(re.findall(r"`([a-z0-9*-]+\.yaml)`", line))
    return named


def test_every_scenario_the_examples_map_names_exists():
    named = _named_by_game()
    assert set(named) == set(GAMES.values())
    for folder, files in named.items():
        for name in files:
            found = list((HERE / folder / "scenarios").glob(name))
            assert found, f"EXAMPLES.md names {folder}/scenarios/{name}, which does not exist"
