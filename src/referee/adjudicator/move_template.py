"""`referee new-position GAME --move TYPE`: the least a file needs for one move -- the move with its fields
(required ones left for the player to fill, named so), an empty position, and, commented, the facts the rules
of that move may ask (move_facts.py), ready to be stated instead of asked."""

from __future__ import annotations

from typing import Any

from referee.adjudicator.engines import engine
from referee.adjudicator.messages import msg
from referee.adjudicator.move_facts import facts_for_move
from referee.adjudicator.move_fields import field_question
from referee.adjudicator.schema import schema_file_name
from referee.engine.core.position_facts import PositionFact
from referee.errors import InputError, suggest

KIND_HINT = {
    "yes_no": msg("new-position.kind.yes-no", "yes or no"),
    "number": msg("new-position.kind.number", "a whole number"),
    "several_of": msg("new-position.kind.several-of", "a list"),
    "component": msg("new-position.kind.component", "a name"),
}
TEXT = msg("new-position.kind.text", "text")
# a move field the dispute asks no question of (move_fields.py), described in the reader's words: each English is
# the field's own description in the move model (a test holds them equal), so the note says what the model says
NOTES = {
    ("mycelium", "remove"): msg(
        "new-position.note.mycelium.remove", "own Paths removed at the 20-Path limit, in order"
    ),
    ("mycelium", "pay_with"): msg(
        "new-position.note.mycelium.pay_with",
        "what is spent: spore_tokens (a number) and cards (Mushling Card names); left out, the engine asks",
    ),
    ("mycelium", "limit_remove"): msg(
        "new-position.note.mycelium.limit_remove", "own Paths removed at the 20-Path limit"
    ),
    ("mycelium", "stolen"): msg("new-position.note.mycelium.stolen", "thief colour -> card taken (random)"),
    ("mycelium", "decline"): msg("new-position.note.mycelium.decline", "team variant: locations not gathered from"),
    ("mycelium", "heroes"): msg("new-position.note.mycelium.heroes", "Hero Tavern: a displayed hero or 'deck'"),
    ("gnome-hollow", "consent"): msg(
        "new-position.note.gnome-hollow.consent", "players who allowed extending a path their gnome claims"
    ),
    ("gnome-hollow", "draw"): msg(
        "new-position.note.gnome-hollow.draw", "tiles drawn from the bag when its faces are hidden"
    ),
    ("gnome-hollow", "gnome"): msg("new-position.note.gnome-hollow.gnome", "which of the player's two gnomes: 0 or 1"),
    ("queens-garden", "player"): msg("new-position.note.queens-garden.player", "who moves; default: position.to_move"),
    ("queens-garden", "take"): msg(
        "new-position.note.queens-garden.take", "which copies; omit to let the engine take all"
    ),
}
REQUIRED = msg("new-position.required", "required")
OPTIONAL = msg("new-position.optional", "optional")


def _choices(f: PositionFact, lang: str) -> str:
    """A fact's choices as a file writes them, each with its meaning when it has one ("place (their turn, ...)")."""
    return ", ".join(f"{c} ({f.names[c].render(lang)})" if c in f.names else str(c) for c in f.choices)


def _question(f: PositionFact, lang: str) -> str:
    """The fact's question in ``lang``; one about a thing the template cannot name keeps its placeholder ({tile}):
    rendering it without its parameters would fall back to the English."""
    return f.question.render(lang) if f.question.params or "{" not in f.question.en else f.question.template(lang)


def _fact_lines(facts: list[PositionFact], lang: str) -> list[str]:
    if not facts:
        no_fact = msg(
            "new-position.no-fact",
            "(no fact of this game was reached for this move: its rules read the position's own fields)",
        )
        return [f"  # {no_fact.render(lang)}", "  {}"]
    # `facts:` itself stays uncommented (an empty block is no facts), so uncommenting one line keeps valid YAML
    head = msg(
        "new-position.facts-head",
        "facts the rules of this move may ask; uncomment one to state it and skip its question:",
    )
    lines = [f"  # {head.render(lang)}", "  facts:"]
    for f in facts:
        hint = KIND_HINT.get(f.kind, TEXT).render(lang)
        if f.choices and f.kind == "several_of":
            hint = msg("new-position.several-of", "one or more of: {choices}", choices=_choices(f, lang)).render(lang)
        elif f.choices:
            hint = msg("new-position.one-of", "one of: {choices}", choices=_choices(f, lang)).render(lang)
        lines.append(f"    # {f.id}:    # {_question(f, lang)} ({hint})")
    return lines


def _field_lines(game: str, model: Any, lang: str) -> list[str]:
    lines = []
    for name, info in model.model_fields.items():
        if name == "type":
            continue
        # the field's question in the reader's words where the dispute has one, else its description (in English
        # the model's own, in another language its note)
        note = NOTES.get((game, name))
        note = note if note is not None and note.en == info.description else None  # its description, translated
        asked = field_question(game, f"move.{name}") or note if lang != "en" else None
        about = asked.render(lang) if asked is not None else info.description
        what = f": {about}" if about else ""
        if info.is_required():
            lines.append(f"  {name}:    # {REQUIRED.render(lang)}{what}")
        else:
            lines.append(f"  # {name}:    # {OPTIONAL.render(lang)}{what}")
    return lines


def move_template(game: str, kind: str, lang: str = "en") -> str:
    eng = engine(game, field="GAME")
    model = eng.move_model(kind)
    if model is None:
        kinds = eng.move_types()
        hint = suggest(kind, kinds)  # the nearest names, or all of them: said once (it listed them twice)
        if hint.startswith(" (did you mean"):
            hint += f" (valid: {', '.join(kinds)})"
        raise InputError(f"unknown move type {kind!r}{hint}", field="--move")
    lines = [
        f"# yaml-language-server: $schema={schema_file_name(game)}",
        "# "
        + msg(
            "new-position.move-head",
            "A {game} position for one `{kind}` move: describe only what matters; `referee check` asks the rest",
            game=game,
            kind=kind,
        ).render(lang),
        "# "
        + msg(
            "new-position.move-dispute", "(or answer the questions one by one: referee dispute {game})", game=game
        ).render(lang),
        f"game: {game}",
        "position:",
        *_fact_lines(facts_for_move(game, kind), lang),
        "move:",
        f"  type: {kind}",
        *_field_lines(game, model, lang),
    ]
    return "\n".join(lines) + "\n"
