"""The phone page's guided dispute (`/dispute`): the same dialogue as `referee dispute`, one question per page.

Stateless: every answer so far travels in the address (``move.type=play&position.facts.in-hand=yes``), as hidden
fields of the next question's form, so the address of any step -- the verdict's too -- is its share link and
reproduces it. It works without JavaScript: each step is a plain GET form. The first page offers each game's
moves as buttons, so choosing the game and the move is one page load.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlencode

from werkzeug.datastructures import MultiDict

from referee.adjudicator.answers import BadAnswer
from referee.adjudicator.dispute import COUNT, Question, document_yaml, optional_move_fields, replay
from referee.adjudicator.engines import engine
from referee.adjudicator.move_names import move_name
from referee.errors import InputError
from referee.i18n import t
from referee.server.limits import check_slot
from referee.server.share import shareable
from referee.server.strings import localize_error

ANSWER_ROOTS = ("move.", "position.", "choose:")
OPTIONAL = "opt:"  # an optional move field offered beside a question: sent only when the player filled it in
MAX_ANSWERS = 40
MAX_ANSWER = 2000  # characters: a text answer may be a small YAML part, never a whole file


@dataclass
class Field:
    """The current question as a form field."""

    name: str
    question: str
    kind: str  # yes_no | number | one_of | several_of | text
    options: list[tuple[str, str]] = field(default_factory=list)  # (value sent, label shown)
    value: str = ""  # what the player sent, shown again beside an error
    hint: str = ""  # how to type a part (a placement): an example of its shape


@dataclass
class DisputeView:
    lang: str
    game: str = ""
    games: list[dict[str, Any]] = field(default_factory=list)  # the start: each game with its moves
    hidden: list[tuple[str, str]] = field(default_factory=list)  # the answers so far
    asked: list[tuple[str, str]] = field(default_factory=list)  # (question, answer) shown as the story so far
    # optional move fields offered with a move question (before `field`, which shadows dataclasses.field below it)
    extras: list[Field] = field(default_factory=list)
    field: Field | None = None
    error: str | None = None
    verdict: dict | None = None
    document: str = ""
    check_link: str | None = None
    share: str = ""


def answers_in(args: MultiDict) -> dict[str, str]:
    """The answers an address carries: every parameter named by a position or move path (checkboxes: joined)."""
    out = {}
    for key in args:
        # (an optional list's count, "choose:count:move.sales", is a move field's too)
        if key.startswith(OPTIONAL) and key[len(OPTIONAL) :].removeprefix(COUNT).startswith("move."):
            if filled := ",".join(v for v in args.getlist(key) if v.strip()):
                out[key[len(OPTIONAL) :]] = filled
        elif key.startswith(ANSWER_ROOTS):
            values = [v for v in args.getlist(key) if v]
            out[key] = ",".join(values)
    if len(out) > MAX_ANSWERS or any(len(v) > MAX_ANSWER for v in out.values()):
        raise InputError(f"too many or too long answers (at most {MAX_ANSWERS}, {MAX_ANSWER} characters each)")
    return out


def shown_value(value: Any, lang: str) -> str:
    """A typed answer as it travels (and is read again): yes/no words, lists with commas."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list) and not any(isinstance(v, dict | list) for v in value):
        return ",".join(map(str, value))
    if isinstance(value, dict | list):
        import yaml

        return yaml.safe_dump(value, default_flow_style=True, allow_unicode=True).strip()
    return str(value)


def start(lang: str, games: tuple[str, ...], names: dict[str, str]) -> DisputeView:
    """The first page: each game with its moves as buttons (one tap chooses both)."""
    listed = []
    for g in games:
        kinds = engine(g).move_types()
        moves = [(k, move_name(g, k).render(lang)) for k in kinds]
        listed.append({"id": g, "name": names.get(g, g), "moves": moves})
    return DisputeView(lang, games=listed)


def as_field(q: Question, lang: str) -> Field:
    labels = q.labels(lang)
    if q.kind == "yes_no":
        options = [("yes", t("dispute.yes", lang)), ("no", t("dispute.no", lang))]
        return Field(q.fact, q.question.render(lang), "yes_no", options)
    if q.choices and q.kind in ("one_of", "component", "several_of"):
        options = [(str(c), label) for c, label in zip(q.choices, labels, strict=True)]
        return Field(q.fact, q.question.render(lang), "several_of" if q.kind == "several_of" else "one_of", options)
    hint = q.example_hint(lang)
    return Field(q.fact, q.question.render(lang), "number" if q.kind == "number" else "text", hint=hint)


def view(game: str, given: dict[str, str], lang: str) -> DisputeView:
    """The step the answers lead to: the next question as a field, or the verdict with the position built."""
    out = DisputeView(lang, game=game)
    with check_slot():
        try:
            r = replay(game, given, lang)
        except BadAnswer as e:
            q = e.question
            before = {k: v for k, v in given.items() if k != q.fact}
            r = replay(game, before, lang)
            out.error = localize_error(e.problem.render(lang), lang)
    out.hidden = [(k, shown_value(v, lang)) for k, v in r.answers.items()]
    out.asked = [(q.question.render(lang), _answer_words(q, r.answers[q.fact], lang)) for q in r.questions]
    out.share = "/dispute?" + urlencode([("lang", lang), ("game", game), *out.hidden])
    s = r.step
    if s.question is not None:
        out.field = as_field(s.question, lang)
        out.field.value = given.get(s.question.fact, "") if out.error else ""
        if s.question.fact.startswith("move."):
            out.extras = [as_field(q, lang) for q in optional_move_fields(game, r.answers) if q.fact != s.question.fact]
        return out
    assert s.verdict is not None
    out.verdict = s.verdict.to_json(lang)
    out.document = document_yaml(s.document, lang=lang)
    param = shareable(out.document)
    out.check_link = "/?" + urlencode({"pos": param, "lang": lang}) + "#verdict" if param else None
    return out


def _answer_words(q: Question, value: Any, lang: str) -> str:
    """An answer in the player's words: the choice's label (a move's name), yes/no in their language."""
    if isinstance(value, bool):
        return t("dispute.yes" if value else "dispute.no", lang)
    if isinstance(value, dict) or (isinstance(value, list) and any(isinstance(v, dict | list) for v in value)):
        return shown_value(value, lang)
    labels = dict(zip(q.choices, q.labels(lang), strict=True))
    if isinstance(value, list):
        return ", ".join(labels.get(v, str(v)) for v in value) or "—"  # none of them, said visibly
    return labels.get(value, shown_value(value, lang))
