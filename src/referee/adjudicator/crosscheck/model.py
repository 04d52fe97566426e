"""Typed results of a cross-check; ``to_json`` gives the DESIGN.md shape."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from referee.rulebooks import Passage


@dataclass(frozen=True)
class Flag:
    """A possible disagreement on a matched pair: a short code for scripts, a sentence for people."""

    # numbers-differ | negation-one-side | condition-one-side | timing-one-side | scope-differs | term-mismatch
    code: str
    message: str
    # "disagreement": the two sides say the same thing differently (shown by default);
    # "note": worth a look, but one side may just be vaguer, an example, or worded apart (JSON, --all-flags)
    severity: str = "disagreement"
    # what changed, in the planted benchmark's words: negation | connective | actor | timing | number |
    # component | dropped | added (relative to the first language) | "" (the passage-level checks)
    kind: str = ""
    a_span: tuple[int, int] | None = None  # the clause the flag names in a's text (offsets into it)
    b_span: tuple[int, int] | None = None
    # the words that differ, folded as the flag found them ("no", "or", "7"), for a report to highlight in the
    # clause (report.segments)
    a_words: tuple[str, ...] = ()
    b_words: tuple[str, ...] = ()
    msg: Any = field(default=None, compare=False)  # referee.catalogues.Msg: the message in every language

    def render(self, lang: str = "en") -> str:
        return self.msg.render(lang) if self.msg is not None else self.message

    def to_json(self, pair: Pair | None = None, lang: str | None = None) -> dict:
        out: dict[str, Any] = {"code": self.code, "message": self.message, "severity": self.severity}
        out["kind"] = self.kind
        if self.msg is not None:
            out |= {k: v for k, v in self.msg.to_json(lang).items() if k != "message"}
        if pair is not None:
            out["clauses"] = {
                "a": _clause_json(pair.a, self.a_span, pair.a_line, self.a_words),
                "b": _clause_json(pair.b, self.b_span, pair.b_line, self.b_words),
            }
        return out


@dataclass(frozen=True)
class Pair:
    a: Passage
    b: Passage
    score: float
    via: str  # "alignment" | "engine-rule:<rule id>"
    flags: tuple[Flag, ...] = ()
    # [0, 1]: the share of the two passages' clauses (by characters) that a clause of the other states;
    # 1 = everything on each side has a counterpart; the alignment's raw score is kept in ``align_score``
    match: float = 0.0
    a_line: int | None = None  # 1-based line of the passage in its file (None: not known)
    b_line: int | None = None

    @property
    def disagrees(self) -> bool:
        return any(f.severity == "disagreement" for f in self.flags)

    def to_json(self, lang: str | None = None) -> dict:
        return {
            "a": side_json(self.a, self.a_line),
            "b": side_json(self.b, self.b_line),
            "score": round(self.match, 4),
            "align_score": round(self.score, 4),
            "via": self.via,
            "flags": [f.to_json(self, lang) for f in self.flags],
        }


@dataclass(frozen=True)
class CrossCheck:
    game: str
    langs: tuple[str, str]
    pairs: tuple[Pair, ...]
    unmatched: tuple[Passage, ...]
    encoder: str = ""
    notes: tuple[str, ...] = field(default=())  # e.g. "no term bank: term flags off"
    lines: dict[str, int] = field(default_factory=dict)  # passage id -> its first line in its file

    def in_paired_section(self, p: Passage) -> bool:
        """Is the unmatched ``p`` in a section whose other passages found their counterparts? There, in a partial
        translation, a passage without one is most likely left out (or added), not merely not translated yet."""
        return (p.lang, p.section) in {(q.lang, q.section) for pair in self.pairs for q in (pair.a, pair.b)}

    def to_json(self, lang: str | None = None) -> dict:
        return {
            "game": self.game,
            "langs": list(self.langs),
            "pairs": [p.to_json(lang) for p in self.pairs],
            "unmatched": [
                {**side_json(p, self.lines.get(p.passage_id)), "in_paired_section": self.in_paired_section(p)}
                for p in self.unmatched
            ],
            "encoder": self.encoder,
            "notes": list(self.notes),
        }


def side_json(p: Passage, line: int | None = None) -> dict:
    out: dict[str, Any] = {"passage_id": p.passage_id, "lang": p.lang, "section": p.section, "text": p.text}
    if line is not None:
        out["line"] = line
    return out


def clause_line(p: Passage, span: tuple[int, int] | None, line: int | None) -> int | None:
    """The file line a clause of ``p`` starts on, from the passage's own first line."""
    if line is None:
        return None
    return line + (p.text.count("\n", 0, span[0]) if span else 0)


def _clause_json(
    p: Passage, span: tuple[int, int] | None, line: int | None, words: tuple[str, ...] = ()
) -> dict | None:
    if span is None:
        return None
    out = {"text": p.text[span[0] : span[1]], "start": span[0], "end": span[1], "line": clause_line(p, span, line)}
    return out | {"words": list(words)}
