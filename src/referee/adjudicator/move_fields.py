"""The move's fields as questions in the players' words: the flow asks a move's required fields (and the optional
ones a refusal names) before the engine's own questions; a field without a question here is asked by its name
and its schema description ("Tile? (move.tile)")."""

from __future__ import annotations

import dataclasses
import re

from referee.adjudicator.messages import msg
from referee.catalogues import Msg

# (game, field): the same field means the same thing in every move type of a game
QUESTIONS: dict[tuple[str, str], Msg] = {
    ("mycelium", "paths"): msg("dispute.field.mycelium.paths", "On which edges do you build (edge ids)?"),
    ("mycelium", "cards"): msg("dispute.field.mycelium.cards", "Which cards do you exchange?"),
    ("mycelium", "then"): msg("dispute.field.mycelium.then", "What do you take in exchange?"),
    ("mycelium", "target"): msg("dispute.field.mycelium.target", "On which edge is the Path you attack?"),
    ("mycelium", "attacker_card"): msg(
        "dispute.field.mycelium.attacker_card", "Which Mushling Card do you play face-down to attack?"
    ),
    ("mycelium", "card"): msg("dispute.field.mycelium.card", "Which card?"),
    ("mycelium", "gatherers"): msg("dispute.field.mycelium.gatherers", "Where do the Gatherers go?"),
    ("mycelium", "items"): msg("dispute.field.mycelium.items", "Which Items do you buy?"),
    ("mycelium", "teammate"): msg("dispute.field.mycelium.teammate", "Which teammate do you trade with?"),
    ("mycelium", "give"): msg("dispute.field.mycelium.give", "What do you give (a card, or 'spore')?"),
    ("mycelium", "receive"): msg("dispute.field.mycelium.receive", "What do you receive?"),
    ("mycelium", "hero"): msg("dispute.field.mycelium.hero", "Which Hero?"),
    ("solstis", "tile"): msg("dispute.field.solstis.tile", "Which tile do you play from your hand?"),
    ("solstis", "capture"): msg("dispute.field.solstis.capture", "Which queue tile does it capture?"),
    ("gnome-hollow", "player"): msg("dispute.field.gnome-hollow.player", "Which player makes the move?"),
    ("gnome-hollow", "tiles"): msg("dispute.field.gnome-hollow.tiles", "Which tiles do you place, and where?"),
    ("gnome-hollow", "to"): msg(
        "dispute.field.gnome-hollow.to",
        "Where does the gnome go: the market, the flower market, the supply, or a path ({{at: path, tile: [q, r]}})?",
    ),
    ("gnome-hollow", "start_player"): msg("dispute.field.gnome-hollow.start_player", "Who is the start player?"),
    ("queens-garden", "hex"): msg(
        "dispute.field.queens-garden.hex", "Which hexagon from your storage do you place (or 'joker')?"
    ),
    ("queens-garden", "at"): msg("dispute.field.queens-garden.at", "Where in your garden do you place it?"),
    # the payment is stated, never assumed: a dispute that leaves it out would read as "pays nothing"
    ("queens-garden", "pay"): msg(
        "dispute.field.queens-garden.pay", "Which other hexagons from your storage do you discard to pay?"
    ),
    ("queens-garden", "jokers"): msg("dispute.field.queens-garden.jokers", "How many jokers do you discard to pay?"),
    ("queens-garden", "colour"): msg("dispute.field.queens-garden.colour", "Which colour do you take?"),
    ("queens-garden", "pattern"): msg("dispute.field.queens-garden.pattern", "Which pattern do you take?"),
}


# a part of a list field, asked one by one after how many there are (a phone has no room for YAML): (game,
# "field[].part") -> its question, {number}: which one (1, 2, ...)
PART_QUESTIONS: dict[tuple[str, str], Msg] = {
    ("gnome-hollow", "tiles[].from"): msg(
        "dispute.field.gnome-hollow.tiles.from", "Tile {number}: from the tiles on offer or from your storage?"
    ),
    ("gnome-hollow", "tiles[].index"): msg(
        "dispute.field.gnome-hollow.tiles.index",
        "Tile {number}: which one of them (0 = the first, 1 = the second, ...)?",
    ),
    ("gnome-hollow", "tiles[].at"): msg(
        "dispute.field.gnome-hollow.tiles.at", "Tile {number}: at which garden coordinates?"
    ),
    ("gnome-hollow", "sales[].colour"): msg(
        "dispute.field.gnome-hollow.sales.colour", "Sale {number}: which colour of mushroom do you sell?"
    ),
    ("gnome-hollow", "sales[].count"): msg(
        "dispute.field.gnome-hollow.sales.count", "Sale {number}: how many of them?"
    ),
}
# how many parts a list field has: (game, field) -> the question
COUNT_QUESTIONS: dict[tuple[str, str], Msg] = {
    ("gnome-hollow", "tiles"): msg("dispute.field.gnome-hollow.tiles.count", "How many tiles do you place?"),
    # a gnome at the windmill market makes up to two sales: "may I sell the same colour twice?"
    ("gnome-hollow", "sales"): msg(
        "dispute.field.gnome-hollow.sales.how-many", "How many sales does the gnome make at the market (none: 0)?"
    ),
}
# a choice's values in the player's words: (game, "field[].part" or "field") -> value -> name
CHOICE_NAMES: dict[tuple[str, str], dict[str, Msg]] = {
    ("gnome-hollow", "tiles[].from"): {
        "board": msg("dispute.choice.gnome-hollow.from-board", "the tiles on offer"),
        "storage": msg("dispute.choice.gnome-hollow.from-storage", "my storage"),
    },
}
# a free-text field whose answers are a game's own things: offered as a menu in the player's words (the names
# the engine gives them), so "ja" or "blancos" is not taken for a Colony or a mushroom colour
FIELD_CHOICES: dict[tuple[str, str], tuple[str, ...]] = {
    ("mycelium", "position.active"): ("blue", "red", "green", "beige"),
    ("gnome-hollow", "sales[].colour"): ("blue", "pink", "yellow", "purple"),
}
_PART_PATH = re.compile(r"move\.(\w+)\[(\d+)\]\.(\w+)$")


def part_question(game: str, path: str) -> Msg | None:
    """The question for one part of a list field (``move.tiles[0].from``: "Tile 1: ..."), or None."""
    m = _PART_PATH.match(path)
    found = PART_QUESTIONS.get((game, f"{m.group(1)}[].{m.group(3)}")) if m else None
    return dataclasses.replace(found, params={"number": int(m.group(2)) + 1}) if found and m else None


def count_question(game: str, path: str) -> Msg | None:
    """How many parts a list field (``move.tiles``) has, asked before its parts, or None: asked whole."""
    return COUNT_QUESTIONS.get((game, _field(path))) if path.startswith("move.") and "[" not in path else None


def _choice_key(path: str) -> str:
    """``move.tiles[0].from`` -> "tiles[].from", ``move.to.at`` -> "to", ``position.active`` as it is."""
    m = _PART_PATH.match(path)
    return f"{m.group(1)}[].{m.group(3)}" if m else _field(path) if path.startswith("move.") else path


def field_choices(game: str, path: str) -> tuple[str, ...]:
    """The game's things a free-text field takes (FIELD_CHOICES), or () for any text."""
    return FIELD_CHOICES.get((game, _choice_key(path)), ())


def choice_names(game: str, path: str, choices: tuple) -> tuple[Msg, ...]:
    """The choices of a field (or of a part of one) in the player's words; () when they are shown as they are."""
    names = CHOICE_NAMES.get((game, _choice_key(path)), {})
    return tuple(names[c] for c in choices) if names and all(c in names for c in choices) else ()


# a field named as a choice ("which does your move give?": a colour or a pattern), in the player's words
FIELD_NAMES: dict[tuple[str, str], Msg] = {
    ("queens-garden", "colour"): msg("dispute.field-name.queens-garden.colour", "a colour"),
    ("queens-garden", "pattern"): msg("dispute.field-name.queens-garden.pattern", "a pattern"),
}


# how a field's value is written, where a player could not guess it from the question: shown before the first
# answer ("written like 3_5"); a Russian player tried "красная 5", then "5"
FORMS: dict[tuple[str, str], str] = {
    ("solstis", "tile"): "3_5",
    ("solstis", "capture"): "3_5",
}


# what a form's parts are, where the example alone does not say it ("3_5": which number is the row?); a player
# holding a tile does not know it is named by its place in the panorama
_CELL = msg("dispute.form.solstis.cell", "row_column of its place in the panorama")
FORM_MEANINGS: dict[tuple[str, str], Msg] = {("solstis", "tile"): _CELL, ("solstis", "capture"): _CELL}


def _field(path: str) -> str:
    return path.removeprefix("move.").split(".", 1)[0].split("[", 1)[0]


def field_form(game: str, path: str) -> str:
    """An example of how a move field (``move.tile``) is written, or ''."""
    if not path.startswith("move."):
        return ""
    return FORMS.get((game, _field(path)), "")


def field_form_meaning(game: str, path: str) -> Msg | None:
    """What the parts of a move field's form stand for (a Solstis tile: row_column), or None."""
    return FORM_MEANINGS.get((game, _field(path))) if path.startswith("move.") else None


def field_name(game: str, name: str) -> Msg:
    """A move field offered as a choice, in the player's words (a field without a name here: itself)."""
    return FIELD_NAMES.get((game, name)) or Msg.plain(name)


def field_question(game: str, path: str) -> Msg | None:
    """The question for a move field (``move.tile``), or None: asked by its name then."""
    if not path.startswith("move."):
        return None
    if (part := part_question(game, path)) is not None:
        return part
    return QUESTIONS.get((game, path.removeprefix("move.").split(".", 1)[0].split("[", 1)[0]))
