"""A player's answer to a dispute question, typed by the question's kind.

The terminal, a pipe, an answers file and the phone page's form all give text (or, from YAML, a value already
typed); this turns it into the value the position file holds, or says in the player's language what is wrong.
An answer is read in any of the four languages, capitals and accents aside ("SI" = "sí", "Да"): yes/no words, a
whole number as digits or words ("tres", "drie", "три"), "none" and "all" in their words ("ninguno", "geen",
"никакой"; "todos", "alle", "все"), a choice by its number, its value or its name in any language (or a part of
its name that only it has: "acción" for "fase de Acción"), several choices separated by commas (or "and" in the
player's words), and a thing the game names in the player's words (``AnswerNames``: a Queen's Garden joker typed
"comodín", a Gnome Hollow colour "azul") as the value the position writes. A text answer is read as YAML, so a
whole part (``{hand: [7R]}``) can be typed too.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import yaml

from referee.adjudicator.messages import msg
from referee.catalogues import Msg
from referee.languages import LANGS
from referee.text.numbers import spelled_number
from referee.text.stem import stem
from referee.text.tokens import fold

# the words of the four languages, folded (lower case, no accents, ё = е): a player types in any of them
YES = {"y", "yes", "yeah", "yep", "true", "s", "si", "cierto", "j", "ja", "jawel", "klopt", "д", "да", "ага"}
NO = {"n", "no", "nope", "false", "falso", "nee", "neen", "н", "нет", "не"}
NONE = {
    "none", "nothing", "nobody", "no one", "neither", "ninguno", "ninguna", "ningun", "nada", "nadie",
    "geen", "geen enkele", "niets", "niemand", "никакой", "никакая", "никакое", "никакие", "никаких", "ничего",
    "никто", "ни одного", "ни одной", "нет",
}  # fmt: skip
ALL = {"all", "all of them", "everything", "todos", "todas", "todo", "alle", "allemaal", "все", "всё"}
AND = {"and", "y", "e", "en", "и"}
_EDGES = "¿?¡!.;:\"'«»“”„()"
_WORD = re.compile(r"[^\W_]+", re.UNICODE)


class BadAnswer(ValueError):
    """An answer that does not fit the question; ``problem`` says why, in any language."""

    def __init__(self, problem: Msg) -> None:
        super().__init__(problem.render())
        self.problem = problem
        self.question: Any = None  # the dispute question it answered, when known (to name it)


def key(text: Any) -> str:
    """An answer as it is compared: folded, the sentence's punctuation and spaces around it dropped."""
    return " ".join(fold(str(text)).strip().strip(_EDGES).split())


def _words(text: str) -> list[str]:
    return _WORD.findall(key(text))


def _same_word(a: str, b: str) -> bool:
    """One word in two forms: equal folded, or one stem in a language both could be ("azul" / "azules")."""
    if a == b:
        return True
    langs = ["ru"] if re.search("[а-я]", a + b) else [lang for lang in LANGS if lang != "ru"]
    return any(len(s := stem(a, lang)) >= 3 and s == stem(b, lang) for lang in langs)


def _same_words(answer: Sequence[str], name: Sequence[str]) -> bool:
    return len(answer) == len(name) and all(_same_word(a, b) for a, b in zip(answer, name, strict=True))


def _within(answer: Sequence[str], name: Sequence[str]) -> bool:
    """Every word of the answer that says something (3 letters or more) is one of the name's words, or begins one
    (4 letters or more: a Dutch compound, "actie" of "Actiefase")."""
    said = [a for a in answer if len(a) >= 3]
    return bool(said) and all(any(_same_word(a, b) or len(a) >= 4 and b.startswith(a) for b in name) for a in said)


@dataclass
class AnswerNames:
    """The things a game names in the player's words, {value as the position writes it: its names} (messages,
    rendered in every language, or plain synonyms): what an answer typed in those words stands for."""

    names: Mapping[Any, Sequence[Msg | str]] = field(default_factory=dict)
    _index: list[tuple[Any, str]] = field(default_factory=list, init=False, repr=False)

    def of(self, value: Any) -> list[str]:
        """Every name of ``value``, in every language."""
        try:
            found = self.names.get(value, ())
        except TypeError:  # an unhashable value (a list) has no name
            return []
        return [n.render(lang) if isinstance(n, Msg) else n for n in found for lang in LANGS]

    def value(self, text: str) -> Any | None:
        """The value a name typed stands for ("comodín" -> joker), None when none or several have it."""
        if not self._index:
            self._index = [(v, key(n)) for v in self.names for n in self.of(v)]
        said = key(text)
        found = {v for v, n in self._index if n == said}
        if not found:
            words = _words(said)
            found = {v for v, n in self._index if _same_words(words, _words(n))}
        return next(iter(found)) if len(found) == 1 else None


NO_NAMES = AnswerNames()


def parse_answer(
    kind: str, choices: Sequence[Any], raw: Any, labels: Sequence[str] = (), names: AnswerNames = NO_NAMES,
    aliases: Sequence[Iterable[str]] = (),
) -> Any:  # fmt: skip
    """The typed value of ``raw`` for a question of ``kind``; ``labels``: the choices as shown (names);
    ``aliases``: each choice's other names (its label in the other languages); ``names``: the game's things."""
    if kind == "yes_no":
        return _yes_no(raw)
    if kind == "number":
        return _number(raw)
    every = [{str(c), *(labels[i:i + 1]), *(aliases[i] if i < len(aliases) else ()), *names.of(c)}
             for i, c in enumerate(choices)]  # fmt: skip
    if kind == "several_of":
        return _several(choices, raw, labels, every, names)
    if kind in ("one_of", "component") and choices:
        return _choice(choices, raw, labels, every)
    if isinstance(raw, str):
        return _named(raw, names, kind)
    return raw


def _yes_no(raw: Any) -> bool:
    if isinstance(raw, bool):
        return raw
    word = key(raw)
    if word in YES:
        return True
    if word in NO:
        return False
    raise BadAnswer(msg("dispute.answer.yes-no", "answer yes or no (y/n)"))


def _number(raw: Any) -> int:
    if isinstance(raw, int) and not isinstance(raw, bool) and raw >= 0:
        return raw
    text = key(raw)
    if text in NONE:
        return 0  # "how many? none"
    found = next((n for lang in LANGS if (n := spelled_number(text, lang)) is not None), None)
    if found is not None and found >= 0:
        return found
    raise BadAnswer(msg("dispute.answer.number", "answer a whole number (0, 1, 2, ...)"))


def _several(choices: Sequence[Any], raw: Any, labels: Sequence[str], every: list[set[str]], names: AnswerNames):
    if isinstance(raw, list):
        return [_choice(choices, r, labels, every) for r in raw] if choices else raw
    text = str(raw).strip()
    if not text or key(text) in NONE:
        return []
    if choices and key(text) in ALL:
        return list(choices)
    if not choices:  # a list of anything: YAML (``[{hex: red/rose}]``) or words
        value = _text(text)
        if isinstance(value, list):
            return value
        # words with commas; a plain whole number is a number ("0,0": a garden cell's two coordinates)
        return [
            int(p) if p.lstrip("-").isdigit() else _named(p, names)
            for p in _items(text, lambda p, _loose: names.value(p))
        ]
    whole = _found(choices, text, every, loose=False)  # one choice whose name holds a comma
    if whole is not None:
        return [choices[whole]]
    items = _items(text, lambda p, loose: _found(choices, p, every, loose))
    return [_choice(choices, item, labels, every) for item in items]


def _items(text: str, known) -> list[str]:
    """A list typed as words: separated by ';' (when a name holds a comma) or ','; an item nothing names is
    split again at the player's 'and' ("oso y pez")."""
    parts = [p.strip() for p in text.split(";" if ";" in text else ",") if p.strip()]
    out: list[str] = []
    for p in parts:
        halves = [h for h in re.split(rf"\s+(?:{'|'.join(AND)})\s+", p, flags=re.IGNORECASE) if h.strip()]
        split = len(halves) > 1 and known(p, False) is None and all(known(h, True) is not None for h in halves)
        out += halves if split else [p]
    return out


def _found(choices: Sequence[Any], raw: Any, every: list[set[str]], loose: bool = True) -> int | None:
    """The index of the one choice ``raw`` names, else None (``loose``: a part of its name may name it)."""
    found = _matches(choices, raw, every, loose)
    return found[0] if len(found) == 1 else None


def _matches(choices: Sequence[Any], raw: Any, every: list[set[str]], loose: bool = True) -> list[int]:
    """The choices ``raw`` may name, best reading first: exact (its value, a name in any language), its number
    in the list (digits or words), a name in another form ("azules"), a part of one name only (``loose``)."""
    if not isinstance(raw, bool) and raw in choices:
        return [choices.index(raw)]
    said = key(raw)
    exact = [i for i, names in enumerate(every) if said in {key(n) for n in names}]
    if exact:
        return exact
    n = next((v for lang in LANGS if (v := spelled_number(said, lang)) is not None), None)
    if n is not None and n in choices and not any(isinstance(c, bool) for c in choices):
        return [choices.index(n)]  # a number that is a choice ("uno" of slots 0 and 1) is the choice, not its place
    if n is not None and 1 <= n <= len(choices) and loose:
        return [n - 1]  # by its number in the list shown
    words = _words(said)
    if "none" in choices and said in NONE:
        return [choices.index("none")]
    for test in (_same_words, _within) if loose else (_same_words,):
        found = [i for i, names in enumerate(every) if any(test(words, _words(name)) for name in names)]
        if found:
            return found
    return []


def _choice(choices: Sequence[Any], raw: Any, labels: Sequence[str], every: list[set[str]]) -> Any:
    found = _matches(choices, raw, every)
    if len(found) == 1:
        return choices[found[0]]
    names = list(labels or [str(c) for c in choices])
    if len(found) > 1:
        shown = _joined([names[i] if i < len(names) else str(choices[i]) for i in found])
        said = str(raw).strip()
        raise BadAnswer(msg("dispute.answer.ambiguous", "'{answer}' may be {choices}: answer one of them or its number",
                            answer=said, choices=shown))  # fmt: skip
    raise BadAnswer(msg("dispute.answer.choice", "answer one of: {choices} (or its number)", choices=_joined(names)))


def _joined(names: list[str]) -> str:
    return ("; " if any("," in n for n in names) else ", ").join(names)  # a name may hold a comma itself


def _named(raw: str, names: AnswerNames, kind: str = "text") -> Any:
    """A free answer: a thing the game names, as its value ("comodín" -> joker; "rojo/rosa" -> red/rose, part by
    part); "none" in the player's words as "none" (the word the questions ask for); else the text itself."""
    text = raw.strip()
    if (found := names.value(text)) is not None:
        return found
    if "/" in text and all(names.value(p) is not None for p in text.split("/")):
        return "/".join(str(names.value(p)) for p in text.split("/"))
    if kind == "text" and key(text) in NONE:
        return "none"
    return _text(text)


def _text(raw: str) -> Any:
    text = raw.strip()
    if not text:
        raise BadAnswer(msg("dispute.answer.empty", "an answer is needed"))
    try:
        value = yaml.safe_load(text)
    except yaml.YAMLError:
        return text  # not YAML: the words themselves
    # a mapping or list typed in flow style is a part of the position; anything else is the words as typed
    # ("7" stays the tile name "7": a number question has its own kind)
    return value if isinstance(value, dict | list) else text
