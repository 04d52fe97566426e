"""The crosscheck help's examples name texts a fresh install has: `referee crosscheck solstis --langs ru,en`
failed unless an English text was added first (found by an attack round)."""

import inspect
import re

from referee.cli.crosscheck_cmd import crosscheck_cmd
from referee.rulebooks.corpus import games


def test_every_langs_example_names_two_texts_the_game_ships():
    examples = re.findall(r"referee crosscheck ([a-z-]+) --langs (\w+),(\w+)", inspect.getdoc(crosscheck_cmd) or "")
    assert examples
    for game, a, b in examples:
        assert {a, b} <= set(games(include_user=False)[game].langs), (game, a, b)  # shipped texts only
