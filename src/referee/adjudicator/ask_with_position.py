"""A question asked about a described position: the engine's verdict first (when the question names a move
the engine can check), then the passages.

This is the hook `referee ask --position FILE` calls; it owns no search of its own (``closest`` wraps the
lookup's ``ask``) and no rules (the game's engine judges).

Which move does a question name? In order:
1. a move written in the question itself as a flow mapping, e.g. ``is {type: capture, tile: 7R} legal?``;
2. the position document's ``move:`` (or the ``--move`` file), when the question names that move's type
   ("can I *play* 2_5?") or asks whether something is allowed ("is this legal?", "¿puedo…?", "mag ik…?",
   "можно ли…?"), and does not name only *other* move types (the engine would need that move's fields).
A question that names no checkable move gets passages only, and the answer says so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from referee.adjudicator.check import move_data, read_move, read_position
from referee.adjudicator.closest import Hits, closest
from referee.adjudicator.move_names import move_name
from referee.documents import parse_text
from referee.engine.core.game import GameEngine
from referee.engine.core.verdict import Verdict
from referee.errors import InputError
from referee.languages import LANGS
from referee.text.stem import stem
from referee.text.tokens import STOPWORDS, fold

INLINE_MOVE = re.compile(r"\{[^{}]*\btype\s*:[^{}]*\}")
# "is it allowed?" in the four languages: the question is about the move on the table, whichever it is
PERMISSION = re.compile(
    r"\b(legal|illegal|allowed|permitted|can i|may i|is (this|that|it) ok)\b"
    r"|\b(puedo|puede|se puede|permitid[oa]|vale)\b"
    r"|\b(mag (ik|dat|dit|je|het)|kan ik|toegestaan|geldig)\b"
    r"|(можно|разрешено|разрешается|допустимо|могу ли|вправе)",
    re.IGNORECASE,
)
WORD = re.compile(r"\w+", re.UNICODE)


@dataclass
class PositionAnswer:
    question: str
    game: str
    verdict: Verdict | None
    move: dict | None  # the checked move as plain data
    move_source: str  # "question", "position", "move-file" or "" (no move checked)
    hits: Hits

    @property
    def question_lang(self) -> str | None:
        """The language the question is asked in (the lookup's reading of it), None when the lookup had none."""
        return self.hits.answer.question_lang if self.hits.answer is not None else None

    def to_json(self, lang: str | None = None) -> dict:
        return {
            "question": self.question,
            "game": self.game,
            "verdict": self.verdict.to_json(lang) if self.verdict else None,
            "move": self.move,
            "move_source": self.move_source,
            "results": [h.to_json() for h in self.hits.hits],
        }


def _content(text: str, lang: str) -> set[str]:
    """The stems of a name's or a question's words that say something (not 'a', 'un', 'een'), in ``lang``."""
    return {stem(w, lang) for w in WORD.findall(text.lower()) if len(w) > 2 and fold(w) not in STOPWORDS}


def named_move_types(question: str, engine: GameEngine) -> list[str]:
    """Move types of this engine the question names: by the words of the move's name in any language (the names
    the dispute's menu shows, move_names.py: "colocar un hexágono", "een zeshoek plaatsen", "выложить
    шестиугольник") or of its type id ('use_action'), compared by stem ("losetas" = "loseta"). The types whose
    name the question says the most of, then the most of whose words: more than half of it, or half of it in a
    question whether something is allowed ("¿puedo colocar aquí?" names a placing, "¿cuántas losetas hay?" no
    "jugar una loseta"; "¿puedo pasar si no tengo losetas?" the pass, not the placing of tiles; "взять карту
    питания" the nutrient card rather than "взять карты")."""
    said = {lang: _content(question, lang) for lang in LANGS}
    best: dict[str, tuple[float, int]] = {}  # the part of its name said, then how many of its words
    for kind in engine.move_types():
        name = move_name(engine.game_id, kind)
        names = [(lang, name.render(lang)) for lang in LANGS] + [("en", re.sub(r"[_\-]", " ", str(kind)))]
        for lang, words in names:
            wanted = _content(words, lang)
            if wanted:
                found = len(wanted & said[lang])
                best[kind] = max(best.get(kind, (0.0, 0)), (found / len(wanted), found))
    top = max(best.values(), default=(0.0, 0))
    enough = top[0] >= 0.5 if PERMISSION.search(question) else top[0] > 0.5
    return [k for k, score in best.items() if score == top and enough]


def _other_games_move(question: str, engine: GameEngine) -> bool:
    """Does the question name a move of another game (none of this one's), in words of that game's own that this
    game's term bank does not know ("zeshoek" on a Solstis position; "jugar esta loseta" is any game's tile)?"""
    from referee.adjudicator.engines import engine as engine_of
    from referee.adjudicator.engines import engine_games

    own = _bank_words(question, engine.game_id)
    return any(
        named_move_types(question, engine_of(g)) and _bank_words(question, g) - own
        for g in engine_games()
        if g != engine.game_id
    )


def _bank_words(question: str, game: str) -> set[str]:
    """The question's words (folded) that the game's term bank names a concept with, in any language."""
    from referee.adjudicator.crosscheck.terms import term_bank

    bank = term_bank(game)
    return {fold(w) for lang in LANGS for ws in bank.find(question, lang).values() for w in ws}


def inline_move(question: str, engine: GameEngine) -> Any | None:
    m = INLINE_MOVE.search(question)
    if not m:
        return None
    return engine.parse_move(parse_text(m.group(0), "question"), "question", "move")


def choose_move(
    question: str, engine: GameEngine, doc: dict, file: str, move_file: str | Path | None
) -> tuple[Any | None, str]:
    """(move model or None, where it came from)."""
    mv = inline_move(question, engine)
    if mv is not None:
        return mv, "question"
    given = read_move(engine, doc, file, move_file)
    if given is None:
        return None, ""
    named = named_move_types(question, engine)
    if named and getattr(given, "type", None) not in named:
        return None, ""  # the question is about another kind of move than the one described
    if not named and not PERMISSION.search(question):
        return None, ""  # a general question ("how does scoring work?"): passages only
    if not named and _other_games_move(question, engine):
        return None, ""  # "may I place a hexagon?" on a Solstis position asks about Queen's Garden's move
    return given, "move-file" if move_file is not None else "position"


def answer(
    question: str,
    position_file: str | Path,
    move_file: str | Path | None = None,
    lang: str | None = None,
    top: int = 5,
    encoder: str | None = None,
    reader=read_position,
) -> PositionAnswer:
    """``reader``: read_position, or a caching one (the table mode's)."""
    if not question.strip():
        raise InputError("the question is empty", field="QUESTION")
    engine, position, doc = reader(position_file)
    mv, source = choose_move(question, engine, doc, str(position_file), move_file)
    verdict = engine.judge(position, mv) if mv is not None else None
    hits = closest(question, engine.game_id, lang, top, encoder=encoder)
    return PositionAnswer(
        question=question,
        game=engine.game_id,
        verdict=verdict,
        move=move_data(mv),
        move_source=source,
        hits=hits,
    )


__all__ = ["PositionAnswer", "answer", "choose_move", "named_move_types"]
