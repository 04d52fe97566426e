"""A guided dispute: from nothing to a verdict, asking only what the engine says it needs.

The state is the answers so far, ``{field path: value}`` ("move.type": "attack", "position.turn": "anna").
Each step builds the position file those answers describe and lets the engine judge it; the next question is
the first thing standing between it and a verdict: the move's type, a required field the file lacks, or a
``need`` of an undetermined verdict that names a position or move field. The same step serves the terminal
(`referee dispute`), scripts (`--answers FILE --json`) and the phone page, so all three ask the same questions.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import TypeAdapter

from referee.adjudicator.answers import NO_NAMES, AnswerNames, BadAnswer, parse_answer
from referee.adjudicator.check import judge_position, position_from_document
from referee.adjudicator.engines import engine, engine_games
from referee.adjudicator.messages import msg
from referee.adjudicator.move_fields import (
    choice_names,
    count_question,
    field_choices,
    field_form,
    field_form_meaning,
    field_name,
    field_question,
)
from referee.adjudicator.move_names import move_name
from referee.adjudicator.schema import REF, position_file_schema
from referee.catalogues import Msg
from referee.documents import check_shape
from referee.engine.core.verdict import UNDETERMINED, Verdict
from referee.errors import InputError
from referee.i18n import t
from referee.languages import LANGS
from referee.shown import flow

CHOICE = "choose:"  # an answer that says which of a move's fields comes next (never written to the file)
COUNT = CHOICE + "count:"  # ... or how many parts a list field has (its parts are asked one by one then)
MOST_QUESTIONS = 40  # a dialogue that needs more is not converging: stop and say so
_PART = re.compile(r"([^.\[\]]+)|\[(\d+)\]")


@dataclass
class Question:
    fact: str  # the field path the answer fills
    question: Msg
    kind: str = "text"  # yes_no | number | one_of | several_of | component | text
    choices: tuple[Any, ...] = ()
    names: tuple[Msg, ...] = ()  # the choices in the player's words (move types, games), when not their values
    # an answer of the right shape, when it is a part (a placement) and not a word or a number; or how a plain
    # value is written (move_fields.FORMS: a Solstis tile, 3_5)
    example: str = ""
    example_meaning: Msg | None = None  # what the example's parts stand for ("3_5": row_column of its place)
    size: int = 0  # a fixed tuple of whole numbers (a garden cell: 2): an answer is exactly that many
    game: str = ""  # whose things an answer may name in the player's words (a joker, a colour): set by step()
    bounds: tuple[int, int] | None = None  # a number's least and greatest (how many tiles: 1 to 4)

    def labels(self, lang: str) -> list[str]:
        """Each choice as shown to the player."""
        if self.names:
            return [n.render(lang) for n in self.names]
        return [str(c) for c in self.choices]

    def example_hint(self, lang: str) -> str:
        """How an answer is written, when the question has an example: a part's YAML shape, or a value's form
        ("written like 3_5"; "several separated by commas" for a list); '' without one."""
        if not self.example:
            return ""
        if "{" in self.example:
            return t("dispute.hint_example", lang, example=self.example)
        # (a fixed pair, "0,0", shows its own commas: it is one answer, never "several")
        several = t("dispute.hint_several_like", lang) if self.kind == "several_of" and "," not in self.example else ""
        meaning = f" ({self.example_meaning.render(lang)})" if self.example_meaning else ""
        return t("dispute.hint_like", lang, example=self.example) + meaning + several

    def parse(self, raw: Any, lang: str = "en") -> Any:
        """The answer typed by this question's kind (BadAnswer says what is wrong), in the player's words: a choice
        by its name in any language, a thing of the game by its name (answer_names)."""
        aliases = [[n.render(other) for other in LANGS if other != lang] for n in self.names]
        value = parse_answer(self.kind, self.choices, raw, self.labels(lang), answer_names(self.game), aliases)
        if self.bounds and not (type(value) is int and self.bounds[0] <= value <= self.bounds[1]):
            raise BadAnswer(msg("dispute.answer.between", "answer with a whole number from {low} to {high}",
                                low=self.bounds[0], high=self.bounds[1]))  # fmt: skip
        try:  # as a position file's values are bound: a saved dispute must read back (a 23-digit cell did not)
            check_shape(value, "answer")
        except InputError as e:
            raise BadAnswer(Msg.plain(e.problem)) from None
        if self.size and not _whole_numbers(value, self.size):  # ("midden", "0": refused here, not by the engine)
            raise BadAnswer(msg("dispute.answer.numbers", "answer with whole numbers, written like {example}",
                                example=self.example))  # fmt: skip
        return value

    def to_json(self, lang: str) -> dict:
        return {
            "fact": self.fact,
            "question": self.question.render(lang),
            "kind": self.kind,
            "choices": list(self.choices),
            "labels": self.labels(lang),
            "message_id": self.question.id,
            **({"example": self.example} if self.example else {}),
        }


@dataclass
class Step:
    """What comes next: a question, or the verdict (with the position file the answers built)."""

    question: Question | None = None
    verdict: Verdict | None = None
    document: dict[str, Any] = field(default_factory=dict)
    asked: int = 0
    # given answers (a file, -a) no question of the dialogue asked for -> the nearest fact it did ask ('' none)
    unused: dict[str, str] = field(default_factory=dict)


def document(game: str, answers: dict[str, Any]) -> dict[str, Any]:
    """The position file the answers describe."""
    doc: dict[str, Any] = {"game": game, "position": {}, "move": {}}
    for path, value in answers.items():  # how many parts a list has, before any part is set
        if path.startswith(COUNT) and isinstance(value, int):
            set_path(doc, path.removeprefix(COUNT), [{} for _ in range(value)])
    for path, value in answers.items():
        if not path.startswith(CHOICE):  # which of a move's fields the player gives: not a field itself
            set_path(doc, path, value)
    return doc


def set_path(doc: dict[str, Any], path: str, value: Any) -> None:
    """Set ``position.players.anna.hand[0]``-style paths, creating the mappings and lists on the way."""
    parts: list[str | int] = [int(i) if i else k for k, i in _PART.findall(path)]
    node: Any = doc
    for n, (here, nxt) in enumerate(zip(parts, parts[1:], strict=False)):
        _fits(node, here, path, parts[:n])
        empty: Any = [] if isinstance(nxt, int) else {}
        if isinstance(here, int):
            while len(node) <= here:
                node.append(None)
            node[here] = node[here] if node[here] is not None else empty
        else:
            node.setdefault(here, empty)
        node = node[here]
    last = parts[-1]
    _fits(node, last, path, parts[:-1])
    if isinstance(last, int):
        while len(node) <= last:
            node.append(None)
    node[last] = value


def _fits(node: Any, part: str | int, path: str, above: list[str | int]) -> None:
    """An answer under a value already given ("move.type=attack" then "move.type.x=1") is refused, naming both:
    it crashed the dispute (found by the session-22 attacker)."""
    if isinstance(part, int) and isinstance(node, list) or isinstance(part, str) and isinstance(node, dict):
        return
    where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in above).lstrip(".") or "the document"
    kind = "a list" if isinstance(part, int) else "a mapping"
    raise InputError(f"already answered {flow(node)}, not {kind}: {path} cannot be set under it", field=where)


def answer_names(game: str) -> AnswerNames:
    """The things ``game`` names in the player's words (its engine's named_values), read once per game."""
    if game not in _NAMES:
        _NAMES[game] = AnswerNames(_with_bank_names(game, engine(game).named_values())) if game else NO_NAMES
    return _NAMES[game]


def _with_bank_names(game: str, names: Mapping[Any, Sequence[Any]]) -> dict[Any, list[Any]]:
    """The engine's names, and for a value its term bank names in English (a card, "Death Cap") that bank's words
    in every language: "oronja verde", "groene knolamaniet", "бледная поганка" are that card."""
    from referee.rulebooks.termbank import bank_path, load_bank  # the bank file itself: no cross-check needed
    from referee.text.tokens import fold

    path = bank_path(game)
    concepts = load_bank(path).concepts if path is not None else {}
    by_english = {fold(w): ws for ws in concepts.values() for w in ws.get("en", ())}
    out = {value: list(said) for value, said in names.items()}
    for value in names:
        words = by_english.get(fold(str(value)))
        if words is not None:
            out[value] = [*names[value], *(w for lang, ws in words.items() if lang != "en" for w in ws)]
    return out


_NAMES: dict[str, AnswerNames] = {}


def step(game: str, answers: dict[str, Any]) -> Step:
    """The next question, or the verdict."""
    s = _step(game, answers)
    if s.question is not None:
        s.question.game = game
    return s


def _step(game: str, answers: dict[str, Any]) -> Step:
    eng = engine(game, field="game")
    doc = document(game, answers)
    if "move.type" not in answers:
        kinds = tuple(eng.move_types())
        names = tuple(move_name(game, k) for k in kinds)
        return Step(Question("move.type", msg("dispute.move-type", "Which move?"), "one_of", kinds, names))
    try:
        _, position = position_from_document(doc, "dispute")
        verdict, _ = judge_position(eng, position, doc, "dispute")
    except InputError as e:
        missing = _missing_field(e, answers)
        q: Question | None
        if missing:  # (a list of parts: how many first, then each part's fields)
            q = _count_question(game, missing, answers) or _field_question(game, missing, answers.get("move.type"))
        else:
            q = _move_choice(game, e, answers)
        if q is None:
            raise
        return Step(q, document=doc, asked=len(answers))
    need = next((n for n in verdict.needs if n.fact and n.fact not in answers), None)
    if verdict.verdict == UNDETERMINED and need is not None and need.fact is not None:
        q = Question(need.fact, need.question, need.kind, need.choices, need.choice_names())
        return Step(q, document=doc, asked=len(answers))
    return Step(verdict=verdict, document=doc, asked=len(answers))


@dataclass(frozen=True)
class GameName(Msg):
    """A game's name in the player's language, from its game.yaml (not a catalogue message)."""

    def render(self, lang: str = "en") -> str:
        from referee.rulebooks import games

        game = games().get(self.en)
        return game.name(lang) if game is not None else self.en


def game_question() -> Question:
    """The first question when no game is given: one of the games with an engine, by name."""
    ids = engine_games()
    return Question("game", msg("dispute.game", "Which game?"), "one_of", ids, tuple(GameName(None, g) for g in ids))


@dataclass
class Replayed:
    step: Step
    answers: dict[str, Any]  # the answers the dialogue used, typed
    unused: list[str]  # given answers no question asked for
    questions: list[Question] = field(default_factory=list)  # the questions those answers answered, in order


def replay(game: str, given: dict[str, Any], lang: str = "en") -> Replayed:
    """Answer the questions from ``given`` ({path: raw answer}: a form's text, an answers file's values) as
    long as it has the answer, typing each by its question; the step where it has none (or the verdict).
    A given answer that does not fit its question raises BadAnswer with the question attached."""
    answers: dict[str, Any] = {}
    asked: list[Question] = []
    for _ in range(MOST_QUESTIONS):
        try:
            s = step(game, answers)
        except InputError as e:  # the engine refuses a value it was given (a card that does not exist)
            # the refused value may be a part of the answer (move.at[0] of the answer to move.at)
            refused = next((q for q in asked if e.field and answers_part(e.field, q.fact)), None)
            if refused is None and e.field == "move":
                refused = _refused_move_field(asked, answers, e.problem)
            if refused is None:
                raise
            bad = BadAnswer(Msg.plain(e.problem))
            bad.question = refused
            raise bad from None
        q = s.question
        if q is None or q.fact not in given:
            extra = given_move_field(game, given, answers)  # a move field the player gave unasked
            if extra is None:
                return Replayed(s, answers, [k for k in given if k not in answers], asked)
            q = extra
        try:
            answers[q.fact] = q.parse(given[q.fact], lang)
        except BadAnswer as e:
            e.question = q
            raise
        asked.append(q)
    raise InputError(f"the dialogue asked more than {MOST_QUESTIONS} questions", field="answers")


def _refused_move_field(asked: list[Question], answers: dict[str, Any], problem: str) -> Question | None:
    """The move refused whole for a value's form ("got 'red-1'"): the field whose answer the problem quotes,
    else the last move field answered."""
    fields = [q for q in asked if q.fact.startswith("move.") and q.fact != "move.type"]
    quoted = [q for q in fields if repr(answers.get(q.fact)) in problem or f"'{answers.get(q.fact)}'" in problem]
    found = quoted or fields
    return found[-1] if found else None


def answers_part(path: str, fact: str) -> bool:
    """Whether a field path is the answer to ``fact`` or a part of it (move.at[0] of move.at)."""
    return path == fact or path.startswith((f"{fact}[", f"{fact}."))


def given_move_field(game: str, given: dict[str, Any], answers: dict[str, Any]) -> Question | None:
    """The question of a field of the chosen move that the given answers state and nothing asked (an optional
    field the dispute turns on: which hexagons are taken), so that it counts; None when there is none."""
    kind = answers.get("move.type")
    model = engine(game).move_model(str(kind)) if kind is not None else None
    for path in given:
        if path.startswith(COUNT) and path not in answers:  # how many parts an optional list has (sales)
            many = _count_question(game, path.removeprefix(COUNT), answers, least=0)
            if many is not None:
                return many
        name = path.removeprefix("move.").split(".", 1)[0].split("[", 1)[0]
        if path.startswith("move.") and path not in answers and model is not None and name in model.model_fields:
            return _field_question(game, path, kind)
    return None


def optional_move_fields(game: str, answers: dict[str, Any]) -> list[Question]:
    """The chosen move's optional fields a player may state with it (those with a question in their words: the
    tile a Solstis play captures), not given yet: the page offers them beside the move's own questions."""
    kind = answers.get("move.type")
    model = engine(game).move_model(str(kind)) if kind is not None else None
    if model is None:
        return []
    out = []
    for name, f in model.model_fields.items():
        path = f"move.{name}"
        if f.is_required() or path in answers or COUNT + path in answers:
            continue
        if (many := _count_question(game, path, answers, least=0)) is not None:
            out.append(many)  # a list of parts (Gnome Hollow's sales): how many, then each part's own questions
        elif field_question(game, path):
            out.append(_field_question(game, path, kind))
    return out


def _count_question(game: str, path: str, answers: dict[str, Any], least: int = 1) -> Question | None:
    """How many parts a missing list field has (the tiles a Gnome Hollow placing lays), when its parts have
    questions of their own: asked first, then each part's fields one by one; None: the field is asked whole.
    ``least``: 0 for an optional list (no sale at all)."""
    asked = count_question(game, path)
    if asked is None or COUNT + path in answers:
        return None
    node = schema_at(_schema(game, str(answers.get("move.type"))), path.removeprefix("move."))
    bounds = (int(node.get("minItems", least)), int(node.get("maxItems", 20)))
    return Question(COUNT + path, asked, "number", bounds=bounds)


def _missing_field(e: InputError, answers: dict[str, Any]) -> str | None:
    """The field a "required field is missing" error names, when the answers have not given it yet."""
    if not e.problem.startswith("required field is missing") or not e.field or e.field in answers:
        return None
    return e.field


def _move_choice(game: str, e: InputError, answers: dict[str, Any]) -> Question | None:
    """A move refused as a whole for the optional fields it names ("give exactly one of colour or pattern"):
    the one it names, asked as a field; several: which of them the player gives, then that one."""
    kind = answers.get("move.type")
    model = engine(game).move_model(str(kind)) if e.field == "move" and kind is not None else None
    if model is None:
        return None
    named = [
        n
        for n, f in model.model_fields.items()
        if n != "type" and not f.is_required() and f"move.{n}" not in answers and re.search(rf"\b{n}\b", e.problem)
    ]
    chosen = answers.get(CHOICE + "move")
    if len(named) == 1 or chosen in named:
        return _field_question(game, f"move.{named[0] if len(named) == 1 else chosen}", kind)
    if not named:
        return None
    names = tuple(field_name(game, n) for n in named)
    return Question(
        CHOICE + "move", msg("dispute.move-choice", "Which does your move give?"), "one_of", tuple(named), names
    )


def _field_question(game: str, path: str, kind: Any = None) -> Question:
    """A question for a field the file lacks: its kind and choices from the position file's JSON Schema (a move's
    field from the schema of that move type, where the union's first member would not have it)."""
    root = _schema(game, None)
    node = schema_at(root, path)
    if path.startswith("move.") and kind is not None and (own := schema_at(_schema(game, str(kind)), path[5:])):
        root, node = _schema(game, str(kind)), own  # its refs resolve in that move type's schema
    choices = tuple(node.get("enum", ())) or ((node["const"],) if "const" in node else ()) or field_choices(game, path)
    kind = {"boolean": "yes_no", "integer": "number", "number": "number", "array": "several_of"}.get(
        str(node.get("type")), "one_of" if choices else "text"
    )
    asked = field_question(game, path)
    if asked is None:
        what = node.get("description") or node.get("title") or path.rsplit(".", 1)[-1]
        asked = msg("dispute.field", "{what}? ({field})", what=what, field=path)
    example = _example(root, node)
    size = 0
    if "prefixItems" in node and "{" not in example:  # a fixed pair of values (a garden cell): typed "0,0"
        example = example.strip("[]").replace(", ", ",")
        size = len(node["prefixItems"]) if all(i.get("type") == "integer" for i in node["prefixItems"]) else 0
    elif "{" not in example:  # a plain value: how it is written, where a player could not guess it (a tile: 3_5)
        example = field_form(game, path)
    meaning = field_form_meaning(game, path) if example else None
    names = choice_names(game, path, choices) or _engine_names(game, choices)
    return Question(path, asked, kind, choices, names, example=example, example_meaning=meaning, size=size, game=game)


def _engine_names(game: str, choices: tuple) -> tuple[Msg, ...]:
    """Choices that are the game's own things (a colour) by the engine's name for each, when it names them all."""
    named = answer_names(game).names
    firsts = [next((n for n in named.get(c, ()) if isinstance(n, Msg)), None) for c in choices]
    return tuple(n for n in firsts if n is not None) if choices and all(firsts) else ()


def _whole_numbers(value: Any, size: int) -> bool:
    return isinstance(value, list) and len(value) == size and all(type(v) is int for v in value)


def _example(root: dict[str, Any], node: dict[str, Any], depth: int = 0) -> str:
    """A YAML flow value of the node's shape, from its required fields (``[{from: board, index: 0, at: [0,
    0]}]``): a placement cannot be typed as words, and the question alone does not say its fields."""
    node = _resolve(root, node)
    if depth > 3:
        return "..."
    if "enum" in node or "const" in node:
        return str((node.get("enum") or [node.get("const")])[0])
    kind = node.get("type")
    if kind == "object" and "properties" in node:
        props = node["properties"]
        names = [n for n in props if n in node.get("required", ())] or list(props)[:1]
        return "{" + ", ".join(f"{n}: {_example(root, props[n], depth + 1)}" for n in names) + "}"
    if kind == "array":
        if "prefixItems" in node:
            return "[" + ", ".join(_example(root, i, depth + 1) for i in node["prefixItems"]) + "]"
        return "[" + _example(root, node.get("items", {}), depth + 1) + "]"
    if kind in ("integer", "number"):
        return str(node.get("minimum", 0))
    if kind == "boolean":
        return "false"
    return "..."


_SCHEMAS: dict[tuple[int, str | None], dict[str, Any]] = {}


def _schema(game: str, kind: str | None) -> dict[str, Any]:
    """The position file's schema (``kind``: that move type's), made once per engine: making it costs ~0.2 s."""
    eng = engine(game)
    key = (id(eng), kind)
    if key not in _SCHEMAS:
        model = eng.move_model(kind) if kind is not None else None
        if model is not None:
            _SCHEMAS[key] = TypeAdapter(model).json_schema(ref_template=REF)
        else:
            _SCHEMAS[key] = position_file_schema(game) if kind is None else {}
    return _SCHEMAS[key]


def schema_at(schema: dict[str, Any], path: str) -> dict[str, Any]:
    """The JSON Schema node of a field path (refs followed; in a union, the first alternative that has it)."""
    node: dict[str, Any] = schema
    for name, index in _PART.findall(path):
        node = _resolve(schema, node)
        if index:
            node = _resolve(schema, node.get("items", {}))
            continue
        props = node.get("properties", {})
        if name in props:
            node = props[name]
        elif isinstance(node.get("additionalProperties"), dict):
            node = node["additionalProperties"]  # a mapping's value: a player's name, an edge id
        else:
            return {}
    return _resolve(schema, node)


def _resolve(root: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    """Follow $refs and unions down to a node that describes a value (the first real alternative)."""
    while "$ref" in node or "anyOf" in node:
        if "$ref" in node:
            outer = {k: v for k, v in node.items() if k != "$ref"}
            node = {**root["$defs"][node["$ref"].rsplit("/", 1)[-1]], **outer}
            continue
        real = [o for o in node["anyOf"] if o.get("type") != "null" and set(o) != {"description"}]
        outer = {k: v for k, v in node.items() if k != "anyOf"}
        node = {**outer, **(real[0] if real else {})}
    return node


def document_yaml(doc: dict[str, Any], origin: str = "referee dispute", lang: str = "en") -> str:
    """The position file a dialogue built (or a verdict was cut down to), as a person would write it;
    `referee check` on it gives the same verdict. Its first line says so in ``lang``."""
    import yaml

    built = msg("dispute.built-by", "built by `{origin}`; `referee check` on it gives the same verdict", origin=origin)
    head = f"# {built.render(lang)}\n"
    body = {k: doc[k] for k in ("game", "position", "move") if doc.get(k) is not None}
    return head + yaml.safe_dump(body, allow_unicode=True, sort_keys=False, default_flow_style=None, width=100)
